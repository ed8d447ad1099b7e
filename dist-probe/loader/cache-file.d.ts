import { type CacheIndex } from './cache-format.js';
/** An open cache file: its index (undefined when it is not a cache of this code version), and close(). */
export interface OpenedCache {
    index?: CacheIndex;
    close(): Promise<void>;
}
export type CacheOpening = {
    opened?: OpenedCache;
} | {
    refusal: {
        file: string;
        message: string;
    };
};
/** The cache file opened and indexed; none when there is none; a refusal when it or its folder leaves `root`. */
export declare function openCacheFile(root: string, file: string, version: string): Promise<CacheOpening>;
export type CacheBytes = {
    bytes?: Buffer;
} | {
    refusal: {
        file: string;
        message: string;
    };
};
/** A file under the state folder read whole (small ones); none when there is none; a refusal when it or its folder leaves `root`. */
export declare function readCacheBytes(root: string, file: string): Promise<CacheBytes>;
