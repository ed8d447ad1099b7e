import type { LocalProblem } from './frontmatter.js';
/** The tags and attributes that name a page or an image (`<img src>`, `<source src>`, `<video poster>`). */
export type RefTag = 'a' | 'img' | 'source' | 'video';
export interface BodyRef {
    tag: RefTag;
    /** the attribute value, HTML entities decoded (as a browser reads it) */
    value: string;
    /** offsets of the attribute value in the HTML, quotes included: what a substitution replaces */
    start: number;
    end: number;
    /** line in the Markdown file, when the value is found in the source */
    line?: number;
}
/** Is this a path helpsync may resolve (not a URL with a scheme, not `//host`, not a bare #fragment)? */
export declare function isLocalValue(value: string): boolean;
/** Every local link and image path in the rendered HTML, in document order, with its line in `body`. */
export declare function findBodyRefs(html: string, body: string, bodyLine: number, opts?: {
    all?: boolean;
}): BodyRef[];
/**
 * Without `links` / `images` configured: today's warnings: links to local Markdown files
 * and relative image paths will not resolve on the platform.
 */
export declare function unresolvedRefWarnings(refs: readonly BodyRef[], which: {
    links: boolean;
    images: boolean;
}): LocalProblem[];
