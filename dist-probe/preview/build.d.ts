import type { SyncPlan } from '../apply/types.js';
import type { Config } from '../config/config.js';
import type { LocalContent } from '../content/types.js';
import type { Problem } from '../model.js';
import type { SitePlacement } from './placed.js';
/** Marks a folder helpsync wrote: only such a folder (or an empty one) is cleared for a new build. */
export declare const MARKER = ".helpsync-preview";
export interface BuildOptions {
    config: Pick<Config, 'contentDir' | 'links' | 'images'>;
    local: LocalContent;
    /** the dry run's plan; none offline */
    plan?: SyncPlan;
    /** the dry run's closing line */
    summary?: string;
    warnings: Problem[];
    /** the platform's tree after the sync; none offline (the repo's folders then) */
    placement?: SitePlacement;
    /** where the articles are now (the moves' before tree) */
    placedNow?: ReadonlyMap<string, string>;
    out: string;
    /** serve mode: pages load the live-reload script */
    serve?: boolean;
}
export interface BuildResult {
    pages: number;
    images: number;
}
/** An empty folder, or one a previous preview wrote (emptied); anything else is refused by name. */
export declare function prepareOut(out: string): Promise<void>;
/** Builds the whole preview into `opts.out` (prepared by prepareOut). */
export declare function buildPreview(opts: BuildOptions): Promise<BuildResult>;
