/** Replaces one scalar's source text in a YAML document; undefined when the key is not a scalar there. */
export declare function replaceYamlValue(yaml: string, key: string, value: string): string | undefined;
/** A front matter key's value replaced; undefined when the file has no such key (the caller reports it). */
export declare function rewriteFrontMatterField(text: string, key: string, value: string): string | undefined;
/** The body of a Markdown file (after its front matter) and where it starts. */
export declare function splitBody(text: string): {
    head: string;
    body: string;
};
export interface LocalBlock {
    raw: string;
    canonical: string;
    /** link reference definitions written right after this block (they render to nothing) */
    defs: string[];
}
/**
 * Top-level Markdown blocks with their rendering (link definitions appended, so references resolve).
 * `render` gives the form blocks are compared in (pull's keeps links as the entries they name).
 */
export declare function markdownBlocks(body: string, render?: (md: string) => string): LocalBlock[];
/** Longest common subsequence pairs (i in a, j in b), in order. */
export declare function lcsPairs(a: string[], b: string[]): [number, number][];
export interface MergedBody {
    body: string;
    /** blocks kept byte for byte, and blocks converted from the platform's HTML */
    kept: number;
    converted: number;
    /** the block merge did not reproduce the platform's value: the whole body was converted */
    whole: boolean;
}
/** The body with the platform's content, keeping every block the platform did not change. */
export declare function mergeBody(body: string, remoteHtml: string): MergedBody;
