import type { Move } from '../apply/types.js';
import type { Collection } from '../model.js';
import type { FolderParents, SiteArticle, SiteCollection } from './site-types.js';
export interface SitePlacement {
    /** the platform's collections (GET /helpcenter/collections/all), in its order */
    collections: Collection[];
    /** article id (without `article:`) → the collection it will be in after the sync */
    articles: ReadonlyMap<string, string>;
}
/** Where every article will be: where it is now, except where a planned move takes it. */
export declare function placementAfter(now: ReadonlyMap<string, string>, moves: readonly Move[]): Map<string, string>;
/**
 * Parents from the platform; a collection the repo does not have but that holds (or is above)
 * one of its pages appears as a node without a page. Returns the top of the tree and the articles
 * in no collection.
 */
export declare function arrangeOnPlatform(collections: Map<string, SiteCollection>, articles: Map<string, SiteArticle>, placement: SitePlacement, folders: FolderParents): {
    top: SiteCollection[];
    loose: SiteArticle[];
};
