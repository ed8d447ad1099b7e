export declare class JsonItemsError extends Error {
    readonly reason: 'malformed' | 'item-too-large';
    /** the item concerned (0-based), for item-too-large */
    readonly index: number;
    constructor(reason: 'malformed' | 'item-too-large', message: string, 
    /** the item concerned (0-based), for item-too-large */
    index?: number);
}
/** What the document turned out to be, once it ended. */
export type JsonItemsEnd = {
    form: 'array' | 'wrapper';
} | {
    form: 'other';
    what: 'an empty body' | 'an object' | 'a value';
};
export declare class JsonItems {
    private readonly onItem;
    private readonly maxItemBytes;
    private depth;
    private inString;
    private escaped;
    private mode;
    /** depth inside the list's array, -1 while not in it */
    private itemDepth;
    private listFound;
    private parts;
    private partBytes;
    private itemStart;
    private capturing;
    private index;
    /** a string directly in the top-level object (a key, or a value): its first bytes, if short */
    private keyParts;
    private keyBytes;
    private keyStart;
    private lastKey;
    constructor(onItem: (bytes: Buffer, index: number) => void, maxItemBytes: number);
    write(buf: Buffer): void;
    /** Ends the document: checks it was whole and says which form it had. */
    end(): JsonItemsEnd;
    private topWasObject;
    /** the last structural byte was a comma between items: an item must follow */
    private afterComma;
    private structural;
    private startItem;
    private endItem;
    /** An item or a key that goes on past this chunk keeps its bytes so far. */
    private carry;
    private checkSize;
    private startKey;
    private endKey;
}
