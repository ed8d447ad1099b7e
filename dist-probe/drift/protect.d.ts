import type { Problem } from '../model.js';
import { type Repo } from '../history/repo.js';
import type { LocalContent } from '../content/types.js';
import type { ImagesConfig, LinksConfig } from '../config/links.js';
import type { SyncPlan } from '../apply/types.js';
import type { Logger } from '../util/log.js';
import type { PushedRecord } from './store.js';
export interface HistoryMode {
    /** --no-history: no git at all, no protection */
    off: boolean;
    /** CI is set: not being a work tree is an error (unless off) */
    ci: boolean;
    /** a run that writes (non-dry sync, apply, plan --out): a shallow clone is refused */
    refuseShallow: boolean;
    /** environment git runs with (tests isolate it) */
    env?: NodeJS.ProcessEnv;
}
/**
 * The cheap checks every run makes (two `git rev-parse`): the repository, or undefined when history
 * is off or the content is not in a work tree (a warning; an error under CI). Refuses a shallow
 * clone for runs that write, before any request.
 */
export declare function openContentRepo(contentDir: string, mode: HistoryMode, warnings: Problem[]): Promise<Repo | undefined>;
export interface ProtectOptions {
    plan: SyncPlan;
    local: LocalContent;
    repo: Repo | undefined;
    pushed: PushedRecord;
    /** where the renderings cache lives (.helpsync/cache) */
    cacheDir: string;
    /** --force: true for every field; a list of globs for source-language paths matching them */
    force?: true | string[];
    /** config `links` and `images`: links and images compare as what they name */
    refs?: DriftRefsConfig;
    logger: Logger;
}
export interface DriftRefsConfig {
    links?: LinksConfig;
    images?: Pick<ImagesConfig, 'baseUrl'>;
    /** article record id → docId, as the loader read them (links.articleUrl with {docId}): no second read */
    docIds?: ReadonlyMap<string, number>;
}
/** The plan with unexplained platform values held; unchanged when unprotected or forced. */
export declare function protectPlan(opts: ProtectOptions): Promise<SyncPlan>;
/**
 * --force GLOB (sync and apply): the held fields of entries whose source-language file matches one
 * of the globs (relative to the source-language folder, as --only), in every language.
 */
export declare function forceMatching(plan: SyncPlan, sourceDir: string, globs: string[]): Promise<SyncPlan>;
