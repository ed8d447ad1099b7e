import { type AnalyzeOptions, type FileAnalysis } from '../content/analyze.js';
export declare const CACHE_FILE = "load-analysis.json";
/** What a lookup needs to store its result afterwards. */
export interface CacheRef {
    key: string;
    bytes: string;
    opts: string;
}
export interface AnalysisCache {
    /** set when the cache file or its folder is refused (a link leading outside, not a regular file) */
    readonly refusal?: {
        file: string;
        message: string;
    };
    /** the stored analysis of these bytes under these options, when there is a valid one */
    lookup(bytes: Uint8Array, opts: AnalyzeOptions): {
        ref: CacheRef;
        hit?: FileAnalysis;
    };
    /** lookup by the bytes' SHA-256 (hex), for bytes read elsewhere (a worker) */
    lookupHash(bytesHash: string, opts: AnalyzeOptions): {
        ref: CacheRef;
        hit?: FileAnalysis;
    };
    set(ref: CacheRef, analysis: FileAnalysis): void;
    /** no cache file was read: every lookup will miss */
    readonly cold: boolean;
    /** richTextHash(html), remembered by the SHA-256 of html */
    richHash(html: string): string;
    /** Writes the entries used by this run (and recent others); no-op when nothing changed. */
    save(): Promise<void>;
    readonly stats: {
        hits: number;
        misses: number;
    };
}
/** Hash of the analysis code and its libraries (code-version.ts). */
export declare function codeVersion(): string;
export declare function optionsKey(opts: AnalyzeOptions): string;
/** The key of (bytes, options): the bytes' SHA-256 (hex) and a short hash of the options. */
export declare function cacheKey(bytesHash: string, optsId: string): string;
export declare function openAnalysisCache(cacheDir: string): Promise<AnalysisCache>;
