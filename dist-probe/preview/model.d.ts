import type { LocalContent, LocalPair } from '../content/types.js';
import { type SitePlacement } from './placed.js';
import type { SiteArticle, SiteCollection, SiteModel } from './site-types.js';
export type { FolderParents, SiteArticle, SiteCollection, SiteModel } from './site-types.js';
/**
 * Which article pages each language has: articles and collections only (no e-mails, no static
 * texts), placed as `placement` says (the platform after the sync), else by the repo's folders.
 */
export declare function buildSiteModel(local: LocalContent, placement?: SitePlacement): SiteModel;
/** The languages a page exists in: those with a file for it, the source language first. */
export declare function languagesOf(model: SiteModel, pairs: Map<string, LocalPair>): string[];
/** The preview's page for an article in a language (relative to the preview folder, POSIX). */
export declare function articlePage(a: SiteArticle, language: string): string;
/**
 * A collection's page: `<language>/<folder>/_index.html`, as `_index.md` names it (no article page
 * can have that name); the top folder's is the language's home page. Every language has every
 * collection's page (its title falls back to the source language's).
 */
export declare function collectionPage(c: SiteCollection, language: string): string;
export declare function homePage(language: string): string;
/** The page of an entry (article or collection) in a language, when it exists there. */
export declare function entryPage(model: SiteModel, entryId: string, language: string): string | undefined;
/** A title in this language, else the source language's, else the file name. */
export declare function titleOf(pairs: Map<string, LocalPair>, language: string, sourceLanguage: string, fallback: string): string;
