export declare const CACHE_FORMAT = "helpsync-load-cache 2";
/** Keys of rich-hash lines (cache.ts); analysis keys are hex and never start so. */
export declare const HASH_KEY = "h.";
/** Where each entry's JSON lies in the file, and how to read it. */
export interface CacheIndex {
    /** the bytes at [start, end) of the file */
    read: (range: readonly [number, number]) => Buffer;
    /** key → [start, end) of the entry's JSON text */
    lines: Map<string, readonly [number, number]>;
    /** the seal matched: every entry is as this code version wrote it */
    sealed: boolean;
    /** the rich-hash lines' values (`h.` keys: short), read as the file was indexed */
    hashes?: Map<string, unknown>;
}
/** SHA-256 (hex) over the version and the entry lines. */
export declare function sealOf(version: string, lines: Iterable<Uint8Array>): string;
/** The index of a file held in memory, or undefined when it is not a cache file of this format and code version. */
export declare function indexCache(buf: Buffer, version: string): CacheIndex | undefined;
/**
 * Indexes a cache file from its bytes in order, a chunk at a time (the file itself is never held:
 * an entry is read again by its range when a lookup hits it). write() and end() return false once
 * the bytes are not a cache file of this format and code version.
 */
export declare class CacheIndexer {
    private readonly version;
    readonly lines: Map<string, readonly [number, number]>;
    readonly hashes: Map<string, unknown>;
    sealed: boolean;
    private seal;
    private expected;
    private pending;
    /** file offset of pending[0] */
    private offset;
    private failed;
    constructor(version: string);
    write(chunk: Buffer): boolean;
    end(): boolean;
    private header;
    /** The line at [start, end) of buf (end past its newline, when it has one); buf[0] is at file offset `at`. */
    private line;
}
/** The entry's JSON value; undefined when the text is not JSON. */
export declare function parseEntry(index: CacheIndex, range: readonly [number, number]): unknown;
/** One entry line made now, as text (the writer encodes many at once). */
export declare function entryText(key: string, value: unknown): string;
/** One entry line: from the old file's bytes when it is unchanged, else serialized. */
export declare function entryLine(key: string, entry: {
    raw: Uint8Array;
} | {
    value: unknown;
}): Buffer;
