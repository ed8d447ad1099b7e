import type { ArticleData, CollectionData, LangMap } from './data.js';
export declare const COLLECTION_KEYS: readonly ["title", "description", "iconUrl", "project", "lexorank", "docId", "parent", "externalId", "targetAudience", "baseAudienceFilter", "extendedAudienceFilter"];
export declare const ARTICLE_KEYS: readonly ["title", "description", "content", "plainContent", "helpcenterCollection", "author", "project", "isDraft", "docId", "lexorank", "upvotes", "targetAudience", "externalId", "baseAudienceFilter", "extendedAudienceFilter", "tags", "newCollectionId"];
/** What a creation needs from the store: its project, which ids exist, the clock. */
export interface CreateScope {
    project: string;
    /** every record id in use (collections and articles), so a new one is unique */
    idTaken: (id: string) => boolean;
    /** docIds in use by records of the kind being created */
    docIdsInUse: () => Iterable<number>;
    now: () => number;
}
/** A record to store, and its texts (which live in its translation entry, `<type>:<id>`). */
export interface NewRecord<T> {
    record: T;
    texts: Record<string, LangMap>;
}
/** Checks a collection body; `collectionExists` answers 404 for an unknown parent. */
export declare function newCollection(body: unknown, scope: CreateScope, collectionExists: (id: string) => boolean): NewRecord<CollectionData>;
/** Checks an article body for collection `collectionId`: the body first, then the ids (404), as the server orders checks. */
export declare function newArticle(body: unknown, collectionId: string, scope: CreateScope, collectionExists: (id: string) => boolean): NewRecord<ArticleData>;
