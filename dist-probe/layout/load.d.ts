import type { Problem } from '../model.js';
/** One article ref as written: `dir/file.md`, `article:<id>` or a bare article id. */
export interface LayoutArticleRef {
    ref: string;
    /** 1-based line in the layout file */
    line?: number;
}
/** One item of `collections:`: exactly one of `id` or `path`, and the articles that belong there. */
export interface LayoutCollectionSpec {
    id?: string;
    /** source-language titles from the root, `/` between levels, `\/` for a slash inside a title */
    path?: string;
    /** line of the `id:` / `path:` value (or of the item when neither is there) */
    line?: number;
    articles: LayoutArticleRef[];
}
export interface LayoutSpec {
    collections: LayoutCollectionSpec[];
}
/**
 * Reads and checks the layout file. Never throws for bad input: every problem is returned (with
 * the file as shown to the user and a line), so the caller can report them all at once before any
 * request. `spec` holds what could be read; use it only when `problems` has no error.
 */
/** A layout file as read: what it says, and its problems (errors mean it must not be used). */
export interface LoadedLayoutFile {
    spec: LayoutSpec;
    problems: Problem[];
}
export declare function loadLayoutFile(file: string): Promise<LoadedLayoutFile>;
/**
 * The checks of loadLayoutFile on text already read (`shown` is the file name used in problems):
 * YAML first, then the schema and the checks across the file, every problem at once, in line order.
 */
export declare function parseLayout(text: string, shown: string): {
    spec: LayoutSpec;
    problems: Problem[];
};
