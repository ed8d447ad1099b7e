// A read over the client: where every article is now. Used by the layout pipeline, the apply
// engine's stale check, pull and `helpsync collections` (docs/platform-api.md).
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
export async function readPlacement(client: PlatformClient, signal?: AbortSignal): Promise<Placement> {
  signal?.throwIfAborted();
  const collections = await client.listCollections();
  signal?.throwIfAborted();
  const lists = await Promise.all(collections.map(async (c) => ({ id: c.id, articles: await client.listCollectionArticles(c.id) })));
  signal?.throwIfAborted();
  const placement = new Map<string, string>();
  const duplicates = new Map<string, string[]>();
  const docIds = new Map<string, number>();
  const externalIds = new Map<string, string>();
  const drafts = new Map<string, boolean>();
  for (const { id, articles } of lists) {
    for (const a of articles) {
      if (a.docId !== undefined) docIds.set(a.id, a.docId);
      if (a.externalId !== undefined) externalIds.set(a.id, a.externalId);
      if (a.isDraft !== undefined) drafts.set(a.id, a.isDraft);
      const first = placement.get(a.id);
      if (first === undefined) placement.set(a.id, id);
      else if (first !== id) duplicates.set(a.id, [...(duplicates.get(a.id) ?? [first]), id]);
    }
  }
  return { collections, placement, duplicates, docIds, externalIds, drafts };
}
