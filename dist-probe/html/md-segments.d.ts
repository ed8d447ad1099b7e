export interface Segment {
    /** the element name of a block segment, '#inline' for a run of inline nodes, '#comment' (comments and `<?...>`) */
    tag: string;
    /** the source text, byte for byte */
    html: string;
    /** where it is in the source: what lies between two segments is whitespace */
    start: number;
    end: number;
}
/** Elements turndown treats as blocks. */
export declare const TURNDOWN_BLOCKS: Set<string>;
/** Raw-text and escapable raw-text elements: never through turndown, always their own block, as sent. */
export declare const RAW_TEXT_BLOCKS: ReadonlySet<string>;
/**
 * The top-level blocks of `html`; whitespace-only inline runs between blocks are left out.
 * `everyElement`: each top-level element is a segment of its own, inline ones too.
 */
export declare function splitTopLevel(html: string, opts?: {
    everyElement?: boolean;
}): Segment[];
