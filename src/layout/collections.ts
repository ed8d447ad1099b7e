// The collection tree as `helpsync collections` lists it: depth-first, each with the path a layout
// file names it by and its article count. Pure.
import type { Collection } from '../model.js';
import { collectionPath } from '../content/collection-path.js';

export interface CollectionRow {
  id: string;
  parentId: string | null;
  /** 0 for a root collection */
  depth: number;
  /** source-language title, or null when the collection has none in that language */
  title: string | null;
  /** the path to write in a layout file (`Docs/Getting started`, `\/` for a slash in a title) */
  path: string;
  /** articles in this collection itself (not in its subcollections) */
  articles: number;
}

/** Depth-first, in the platform's order; a collection whose parent is not listed counts as a root. */
export function collectionRows(collections: Collection[], counts: Map<string, number>, sourceLanguage: string): CollectionRow[] {
  const ids = new Set(collections.map((c) => c.id));
  const children = new Map<string | null, Collection[]>();
  for (const c of collections) {
    const parent = c.parentId !== null && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  const rows: CollectionRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number): void => {
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const t = c.title[sourceLanguage]?.trim();
      rows.push({
        id: c.id,
        parentId: c.parentId,
        depth,
        title: t ? t : null,
        path: collectionPath(collections, c.id, sourceLanguage),
        articles: counts.get(c.id) ?? 0,
      });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  // A cycle in parent links leaves collections unreached: list them as roots rather than hide them.
  for (const c of collections) {
    if (!seen.has(c.id)) {
      seen.add(c.id);
      const t = c.title[sourceLanguage]?.trim();
      rows.push({ id: c.id, parentId: c.parentId, depth: 0, title: t ? t : null, path: c.id, articles: counts.get(c.id) ?? 0 });
    }
  }
  return rows;
}
