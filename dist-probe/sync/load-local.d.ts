import type { Config } from '../config/config.js';
import type { EntryType } from '../model.js';
import type { PlatformClient } from '../client/types.js';
import type { Placement } from '../client/placement.js';
import type { AnalysisCache } from '../loader/cache.js';
import type { RestoreBodies } from '../loader/set-aside.js';
import type { LocalContent } from '../content/types.js';
import type { Repo } from '../history/repo.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { Logger } from '../util/log.js';
export declare function cacheDirFor(config: Config): string;
/** The content folder as the config and the run's selection say (cached beside the config unless `cache` is false). */
export declare function loadLocal(config: Config, sel: {
    languages?: string[];
    only?: string[];
    strict?: boolean;
    cache?: boolean;
    client?: () => Promise<PlatformClient>;
    /** with `logger`: history explains links to missing pages (read only when there are some) */
    repo?: Repo;
    logger?: Logger;
    /** instead of `repo`: the history lookup itself */
    linkHistory?: LinkHistoryLookup;
    /** list files without `entry:` instead of warning (creation decides about them) */
    collectUnbound?: boolean;
    bindings?: ReadonlyMap<string, {
        entryId: string;
        type: EntryType;
    }>;
    /** a cache opened (and saved) by the caller, used instead of opening one here */
    analysisCache?: Promise<AnalysisCache | undefined>;
    /** the run's one read of the collections and their articles (docIds come from it) */
    placement?: () => Promise<Placement>;
}): Promise<LocalContent>;
export type LoadSelection = Parameters<typeof loadLocal>[1];
/** loadLocal; with `settingAside`, bodies are set aside as they are read (loader/set-aside.ts) and `restore` reads them again. */
export declare function loadLocalWith(config: Config, sel: LoadSelection, settingAside: boolean): Promise<{
    local: LocalContent;
    restore?: RestoreBodies;
}>;
