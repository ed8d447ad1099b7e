import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import type { PlatformClient } from '../client/types.js';
import type { LocalContent } from '../content/types.js';
import type { SyncPlan } from '../apply/types.js';
import type { Repo } from '../history/repo.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { Logger } from '../util/log.js';
import type { RunPolicy } from '../config/policy.js';
export interface PrepareSyncOptions {
    config: Config;
    client: () => Promise<PlatformClient>;
    logger: Logger;
    now: Date;
    /** --languages */
    languages?: string[];
    /** --only */
    only?: string[];
    strict?: boolean;
    /** include the layout (when configured) */
    layout: boolean;
    /** include translation pushes */
    translations: boolean;
    signal?: AbortSignal;
    /** the content's Git repository: a link to a missing page names its rename; none: plain warnings */
    repo?: Repo;
    /** instead of `repo`: how the history behind links to missing pages is read (lazyLinkHistory) */
    linkHistory?: LinkHistoryLookup;
    /** with translations: files without `entry:` are bound or created (the run policy says whether history is read) */
    creation?: {
        policy: RunPolicy;
        maxCreates?: number;
    };
    /**
     * The caller needs no local value of a pair the plan finds unchanged: those values are dropped
     * as the listing streams (the returned content holds RELEASED in their place; keep-remote.ts).
     */
    releaseUnchanged?: boolean;
}
export interface PreparedSync {
    plan: SyncPlan;
    local: LocalContent;
    /** warnings, for annotations; errors have been thrown as InputError */
    warnings: Problem[];
}
/**
 * Load → (layout) → listing → plan. Throws InputError for every local or plan-time problem (with
 * the warnings found so far), before any write. With `translations: false` this is `helpsync
 * layout`: only the source-language files are read (refs by file resolve through their entry), no
 * entries listing, and the plan has moves only.
 */
export declare function prepareSync(opts: PrepareSyncOptions): Promise<PreparedSync>;
