import type { LinksConfig } from '../config/links.js';
import { type SiteModel } from './model.js';
import type { CleanHooks, Rewrite } from './sanitize.js';
export declare const ASSETS = "assets";
export interface RefContext {
    model: SiteModel;
    contentDir: string;
    links?: LinksConfig;
    /** images.root absolute (default the content folder) */
    images?: {
        baseUrl: string;
        root: string;
    };
    /** article record id → docId (links.articleUrl with {docId}) */
    docIds?: ReadonlyMap<string, number>;
    /** files to copy in: the folder's relative path → the absolute source (filled as pages are made, emptied per language) */
    copies: Map<string, string>;
}
/** Where a link of `page` (from the content file `<language>/<rel>`) goes in the preview. */
export declare function rewriteHref(ctx: RefContext, page: string, language: string, rel: string, href: string): Rewrite;
/** Where an image of `page` comes from: a copy of the repo's file, or a placeholder. */
export declare function rewriteSrc(ctx: RefContext, page: string, language: string, rel: string, src: string): Rewrite;
export declare function hooksFor(ctx: RefContext, page: string, language: string, rel: string): CleanHooks;
