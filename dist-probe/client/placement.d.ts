import type { Collection } from '../model.js';
import type { PlatformClient } from './types.js';
/** The collection tree and where each article is now: articleId → collectionId. */
export interface Placement {
    collections: Collection[];
    placement: Map<string, string>;
    /** articles that more than one collection listing returned: articleId → every collection */
    duplicates: Map<string, string[]>;
    /** articleId → docId (docs/platform-api.md), where the record carries one (links use it,) */
    docIds: Map<string, number>;
    /** articleId → externalId, where the record carries one (docs/platform-api.md "Ids and externalId") */
    externalIds: Map<string, string>;
    /** articleId → isDraft, where the record says (docs/platform-api.md, the articles list) */
    drafts: Map<string, boolean>;
}
/**
 * Lists the collections, then the articles of every collection. Those requests are started
 * together; they all pass through the client's one rate-limited queue, which decides how many run
 * at once.
 */
export declare function readPlacement(client: PlatformClient, signal?: AbortSignal): Promise<Placement>;
