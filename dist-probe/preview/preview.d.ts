import type { SyncPlan } from '../apply/types.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import type { Problem } from '../model.js';
import { type SyncDeps } from '../sync/sync.js';
import { type BuildResult } from './build.js';
import { type RunningPreview } from './serve.js';
import { type SitePlacement } from './placed.js';
export interface PreviewOptions {
    out: string;
    offline: boolean;
    policy: RunPolicy;
    /** the dry run's closing line for a plan (the CLI's, so the page says exactly what the dry run says) */
    summarize?: (plan: SyncPlan) => string;
    serve?: boolean;
    now?: Date;
}
export interface PreviewRun extends BuildResult {
    plan?: SyncPlan;
    warnings: Problem[];
}
/** What the preview shows, read once: the plan (none offline), the repo's content, the platform's tree. */
export interface PreviewInput {
    plan?: SyncPlan;
    local: LocalContent;
    warnings: Problem[];
    /** where everything will be after the sync (none offline) */
    placement?: SitePlacement;
    /** where the articles are now (none offline): the changes page shows moves before and after */
    placedNow?: ReadonlyMap<string, string>;
}
/** Reads the repo (and, online, the platform through a dry run). */
export declare function readPreviewInput(opts: Pick<PreviewOptions, 'offline' | 'policy' | 'now'>, deps: SyncDeps): Promise<PreviewInput>;
/** Writes the preview of `input` into `opts.out` (emptied first when a previous preview is there). */
export declare function writePreview(input: PreviewInput, opts: Omit<PreviewOptions, 'offline' | 'policy'>, deps: Pick<SyncDeps, 'config'>): Promise<PreviewRun>;
/** `helpsync preview --out DIR [--offline]`. */
export declare function preview(opts: PreviewOptions, deps: SyncDeps): Promise<PreviewRun>;
/**
 * `helpsync preview --serve`: builds once, then serves on 127.0.0.1. The platform's reads are kept
 * (read once) until a refresh; a content change rebuilds from the repo with the kept reads.
 */
export declare function servePreviewSite(opts: PreviewOptions & {
    port: number;
    onBuilt?: (run: PreviewRun) => void;
    onError: (err: unknown) => void;
}, deps: SyncDeps): Promise<RunningPreview>;
