// The collections operation (`helpsync collections`): the platform's collection tree with ids and
// article counts, which is how a user finds the ids and paths to write in the layout file. Returns
// the rows; prints nothing.
import { readPlacement } from '../client/placement.js';
import { collectionRows, type CollectionRow } from '../layout/collections.js';
import type { OperationDeps } from './deps.js';

export interface CollectionsRun {
  target: { baseUrl: string; project: string };
  sourceLanguage: string;
  collections: CollectionRow[];
  /** articles placed in any collection */
  articles: number;
}

export async function listCollections(deps: OperationDeps): Promise<CollectionsRun> {
  const { config } = deps;
  const client = await deps.client();
  const { collections, placement } = await readPlacement(client, deps.signal);
  const counts = new Map<string, number>();
  for (const collectionId of placement.values()) counts.set(collectionId, (counts.get(collectionId) ?? 0) + 1);
  return {
    target: { baseUrl: client.baseUrl, project: client.project },
    sourceLanguage: config.sourceLanguage,
    collections: collectionRows(collections, counts, config.sourceLanguage),
    articles: placement.size,
  };
}
