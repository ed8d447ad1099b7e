import { type Problem } from '../model.js';
import type { SourceFile } from '../content/types.js';
import type { LayoutSpec } from './load.js';
export type RefResolution = {
    ok: true;
    articleId: string;
    file?: string;
    title?: string;
} | {
    ok: false;
    message: string;
};
/**
 * `*.md` → a source-language file, resolved through its `entry` (which must be an article);
 * `article:<id>` → that article; anything else → a bare article id.
 */
export declare function resolveArticleRef(ref: string, sourceFiles: SourceFile[], sourceLanguage: string): RefResolution;
/** One listed article with what its ref resolved to. */
export interface ResolvedArticle {
    ref: string;
    line?: number;
    resolution: RefResolution;
}
/** The layout spec with every article ref resolved: `articles[i]` belongs to `spec.collections[i]`. */
export interface ResolvedLayout {
    spec: LayoutSpec;
    articles: ResolvedArticle[][];
}
export declare function resolveLayoutRefs(spec: LayoutSpec, sourceFiles: SourceFile[], sourceLanguage: string): ResolvedLayout;
/** The refs that did not resolve, as problems naming the layout file and line (checked before any request). */
export declare function refProblems(layout: ResolvedLayout, layoutFile: string): Problem[];
/** The ids of listed articles the placement does not know (to decide whether to ask which exist). */
export declare function unplacedArticleIds(layout: ResolvedLayout, placement: ReadonlyMap<string, string>): string[];
/** `article 665… (guide/install.md)`, `article 665… ("article:665…")`, or just `article 665…` for a bare id. */
export declare function describeArticle(articleId: string, ref: string, file: string | undefined): string;
