interface Token {
    /** what is written out */
    raw: string;
    /** what is compared */
    key: string;
    tag: boolean;
}
/** Inert HTML → tokens: each tag one token (inert HTML has no `>` inside a tag), text split into words. */
export declare function tokenize(html: string, language: string): Token[];
export interface WordDiff {
    html: string;
    inserted: number;
    deleted: number;
}
/**
 * `before` → `after` (both inert HTML, or escaped plain text) as the after side with insertions in
 * <ins> and deletions in <del>. Every tag of `after` is written, none of `before` (images aside), so
 * the result is as well formed as `after`.
 */
export declare function diffWords(before: string, after: string, language: string): WordDiff;
/** Plain text (a title, a description) diffed word by word; the result is HTML. */
export declare function diffPlain(before: string, after: string, language: string): WordDiff;
export {};
