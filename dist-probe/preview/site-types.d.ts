import type { LocalPair } from '../content/types.js';
export interface SiteCollection {
    entryId: string;
    /** the folder, relative to the source-language folder ('' for the top) */
    folder: string;
    parent?: SiteCollection;
    children: SiteCollection[];
    articles: SiteArticle[];
    /** language → the pair (title, description) */
    pairs: Map<string, LocalPair>;
    /** a collection only the platform has (an ancestor or the home of a repo page): its titles; no page */
    remoteTitles?: Record<string, string>;
}
export interface SiteArticle {
    entryId: string;
    /** the source-language file, relative to its language folder (or the first file found) */
    rel: string;
    collection?: SiteCollection;
    pairs: Map<string, LocalPair>;
}
export interface SiteModel {
    sourceLanguage: string;
    languages: string[];
    /** collections without a parent collection, and articles outside every collection */
    top: SiteCollection[];
    loose: SiteArticle[];
    articles: Map<string, SiteArticle>;
    collections: Map<string, SiteCollection>;
    /** a content file (relative to the content folder) → its entry */
    entryOfFile: Map<string, string>;
    /** where the tree comes from: the platform's placement after the planned moves, or the repo's folders */
    treeFrom: 'platform' | 'folders';
}
/** Where the repo's folders put a collection or an article (the nearest folder with an `_index.md` above it). */
export interface FolderParents {
    ofCollection(c: SiteCollection): SiteCollection | undefined;
    ofArticle(a: SiteArticle): SiteCollection | undefined;
}
