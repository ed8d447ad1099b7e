// docIds for links: `links.articleUrl` may name an article by its number on the platform
// (`{docId}`, docs/platform-api.md). The number is on the article records that the article-placement read
// returns (GET /helpcenter/collections/{id}/articles, docs/platform-api.md), so it is read the same way,
// and only when a template needs it. A read, never a write: it may come before the local checks.
import type { PlatformClient } from '../../client/types.js';
import type { Config } from '../../config/config.js';
import { readPlacement, type Placement } from '../../client/placement.js';

export function needsDocIds(config: Config): boolean {
  return config.links?.articleUrl?.includes('{docId}') === true;
}

/** article record id → docId, for every article in a collection that has one. */
export async function readDocIds(client: PlatformClient, placement?: () => Promise<Placement>): Promise<Map<string, number>> {
  const { docIds } = await (placement?.() ?? readPlacement(client));
  return docIds;
}
