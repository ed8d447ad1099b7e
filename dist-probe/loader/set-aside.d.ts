import type { Problem } from '../model.js';
import type { LocalPair } from '../content/types.js';
import type { FileResult } from '../content/assemble.js';
import { type RefsConfig } from '../content/resolve-refs.js';
import type { SiteIndex } from '../content/links.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { AnalysisCache } from './cache.js';
import { type WorkItem } from './analyze-files.js';
import { type ImageHashes } from './images.js';
/** Reads set-aside bodies again into their pairs; returns a problem for each file whose text changed since it was loaded. */
export type RestoreBodies = (pairs: readonly LocalPair[]) => Promise<Problem[]>;
export interface SetAsideContext {
    site: SiteIndex;
    cfg: RefsConfig;
    images: {
        contentDir: string;
        root: string;
    };
    hashes: ImageHashes;
    linkHistory?: LinkHistoryLookup;
    /** the run's analysis cache, open until the plan is made (restore reads through it) */
    cache?: AnalysisCache;
    maxFileSize: number;
    shownRoot: string;
}
export declare class BodySetAside {
    private readonly ctx;
    /** what each set-aside file was read as, to read it again the same way */
    private readonly items;
    constructor(ctx: SetAsideContext);
    /** The analysis with its body's links resolved and the body set aside, where that changes nothing. */
    take(item: WorkItem, a: FileResult): Promise<FileResult>;
    readonly restore: RestoreBodies;
    private itemOf;
    /** The analysis with its links and images resolved; undefined when they must wait for the history. */
    private resolved;
    private richHash;
}
