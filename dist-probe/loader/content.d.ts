import { ImageHashes } from './images.js';
import { type RestoreBodies } from './set-aside.js';
import { type AnalysisCache } from './cache.js';
import { type LoadContentOptions, type LocalContent } from '../content/types.js';
export { STATIC_FILE, INDEX_FILE } from './scan.js';
export { POOL_THRESHOLD } from './analyze-files.js';
export interface LoadEngineOptions {
    /** worker threads for analysis, over the `workers` option (tests); 0 = main thread only */
    workers?: number;
    /** problems show file paths relative to this folder (default: the working directory) */
    cwd?: string;
    /**
     * a cache the caller opened (and saves, after planning: the planner adds rich-text hashes to it);
     * without it, the loader opens `opts.cacheDir`'s and saves it itself
     */
    cache?: Promise<AnalysisCache | undefined>;
    /** image hashes already read in this run (each image file is read once per run; default: none yet) */
    imageHashes?: ImageHashes;
}
export declare function loadContent(opts: LoadContentOptions): Promise<LocalContent>;
export declare function loadContentWith(opts: LoadContentOptions, engine: LoadEngineOptions): Promise<LocalContent>;
/**
 * The load for a sync that needs no body the listing finds unchanged (set-aside.ts): bodies are
 * set aside as they are read; `restore` reads the text of the pairs that still need it.
 */
export declare function loadContentSettingAside(opts: LoadContentOptions, engine: LoadEngineOptions): Promise<{
    local: LocalContent;
    restore: RestoreBodies;
}>;
