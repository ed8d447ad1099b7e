// The help center's tree as readers will see it after the sync: the platform's collections (their
// parents) and where each article will be once the planned moves are made. The repo's folders
// only place what the platform does not have yet (pages this sync creates). PURE.
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
export function placementAfter(now: ReadonlyMap<string, string>, moves: readonly Move[]): Map<string, string> {
  const after = new Map(now);
  for (const m of moves) after.set(m.articleId, m.to.id);
  return after;
}

const idOf = (entryId: string): string => entryId.slice(entryId.indexOf(':') + 1);

/**
 * Parents from the platform; a collection the repo does not have but that holds (or is above)
 * one of its pages appears as a node without a page. Returns the top of the tree and the articles
 * in no collection.
 */
export function arrangeOnPlatform(
  collections: Map<string, SiteCollection>,
  articles: Map<string, SiteArticle>,
  placement: SitePlacement,
  folders: FolderParents,
): { top: SiteCollection[]; loose: SiteArticle[] } {
  const records = new Map(placement.collections.map((c) => [c.id, c]));
  const order = new Map(placement.collections.map((c, i) => [c.id, i]));
  const remoteOnly = new Map<string, SiteCollection>();
  const top: SiteCollection[] = [];
  const placed = new Set<SiteCollection>();
  /** The site's node for a platform collection id, its ancestors placed first (a cycle ends at the top). */
  const nodeOf = (id: string, seen: Set<string> = new Set()): SiteCollection | undefined => {
    const entryId = `collection:${id}`;
    let c = collections.get(entryId) ?? remoteOnly.get(id);
    const record = records.get(id);
    if (!c) {
      if (!record) return undefined;
      c = { entryId, folder: '', children: [], articles: [], pairs: new Map(), remoteTitles: record.title };
      remoteOnly.set(id, c);
    }
    if (!placed.has(c)) {
      placed.add(c);
      seen.add(id);
      const parent = record
        ? record.parentId !== null && !seen.has(record.parentId)
          ? nodeOf(record.parentId, seen)
          : undefined
        : folders.ofCollection(c);
      attach(c, parent, top);
    }
    return c;
  };
  const repoCollections = [...collections.values()].sort(
    (a, b) => (order.get(idOf(a.entryId)) ?? Infinity) - (order.get(idOf(b.entryId)) ?? Infinity) || a.folder.localeCompare(b.folder),
  );
  for (const c of repoCollections) nodeOf(idOf(c.entryId));
  const loose: SiteArticle[] = [];
  for (const a of [...articles.values()].sort((x, y) => x.rel.localeCompare(y.rel))) {
    const at = placement.articles.get(idOf(a.entryId));
    const c = at !== undefined ? nodeOf(at) : folders.ofArticle(a);
    if (c) {
      a.collection = c;
      c.articles.push(a);
    } else loose.push(a);
  }
  return { top, loose };
}

function attach(c: SiteCollection, parent: SiteCollection | undefined, top: SiteCollection[]): void {
  if (parent && parent !== c) {
    c.parent = parent;
    parent.children.push(c);
  } else top.push(c);
}
