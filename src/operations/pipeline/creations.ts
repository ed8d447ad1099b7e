// Sync composes creation: files without `entry:` are bound to the records helpsync created from
// them, or planned as creations under placeholder entries (`article:new:helpsync:<path>`), so that
// the one planner (plan.ts) plans every language of a new page like any other entry. A creation
// carries its source-language fields (sent in the creation itself); other languages follow in
// their language's turn with the placeholder, which apply resolves.
import { fieldTexts, type Creation, type SyncPlan } from '../../apply/types.js';
import type { LocalContent } from '../../content/types.js';
import type { RemoteEntry } from '../../model.js';
import type { CreateReads } from '../../create/reads.js';
import type { Placements } from '../../create/types.js';
import type { LoadedLayoutFile } from '../../layout/load.js';
import { escapeTitle } from '../../content/collection-path.js';
import type { LayoutTarget } from '../../content/layout-collections.js';

/** The remote listing as the planner sees it: every placeholder is an entry with no value yet. */
export function withPlaceholders(remote: readonly RemoteEntry[], creations: readonly Creation[]): RemoteEntry[] {
  return [...remote, ...creations.map((c) => ({ id: `${c.kind}:${c.ref}`, type: c.kind, fields: {} }))];
}

/** The source-language pushes of new records become their creations' fields; bindings are listed. */
export function attachCreations(plan: SyncPlan, reads: CreateReads, local: LocalContent): void {
  const { creations } = reads.plan;
  const source = plan.languages.find((l) => l.language === plan.sourceLanguage);
  const byEntry = new Map(creations.map((c) => [`${c.kind}:${c.ref}`, c]));
  if (source) {
    source.pushes = source.pushes.filter((p) => {
      const c = byEntry.get(p.entryId);
      if (c) c.fields = fieldTexts(p.fields);
      return !c;
    });
  }
  for (const c of creations) {
    // a page whose fields did not load (its own warning says why) is created with its title only
    if (!c.fields) c.fields = { title: c.title };
  }
  plan.creations = creations;
  if (reads.rekeys.length > 0) plan.rekeys = reads.rekeys;
  if (reads.bindings.length > 0) {
    plan.bound = reads.bindings.map((b) => ({
      file: `${local.sourceLanguage}/${b.path}`,
      entryId: b.entryId,
      ...(b.formerName ? { createdAs: `${local.sourceLanguage}/${b.formerName}` } : {}),
    }));
  }
}

/**
 * The layout step's new collections (paths the layout names for existing articles) merged into the
 * creations: each path once (the same path gets the same ref from both), after every other
 * collection and before the articles. Parents stay first: a layout collection's parent is an
 * existing collection, a folder's new one or another layout collection made earlier on its path.
 */
export function mergeLayoutCollections(creations: readonly Creation[], layout: readonly Creation[]): Creation[] {
  const known = new Set(creations.map((c) => c.ref));
  const added = layout.filter((c) => !known.has(c.ref));
  const at = creations.filter((c) => c.kind === 'collection').length;
  return [...creations.slice(0, at), ...added, ...creations.slice(at)];
}

/** The collections this run creates from folders, by title path: the layout step goes through them. */
export function folderCollections(creations: readonly Creation[]): Map<string, LayoutTarget> {
  const out = new Map<string, LayoutTarget>();
  for (const c of creations) {
    if (c.kind !== 'collection' || c.file === '') continue;
    const path = `${c.parent ? `${c.parent.path}/` : ''}${escapeTitle(c.title)}`;
    out.set(path, { ref: c.ref, path });
  }
  return out;
}

/**
 * Where the layout file places pages by file (`guide/new.md` under a collection's `id:` or `path:`):
 * a new page is created there. The layout's own problems are reported by the layout step.
 */
export async function layoutPlacements(layout: Promise<LoadedLayoutFile> | undefined): Promise<Placements> {
  const out = new Map<string, { id?: string; path?: string }>();
  if (!layout) return out;
  const { spec, problems } = await layout;
  if (problems.some((p) => p.severity === 'error')) return out;
  for (const c of spec.collections) {
    for (const a of c.articles) {
      if (!a.ref.toLowerCase().endsWith('.md')) continue;
      const file = a.ref.replace(/\\/g, '/').replace(/^\/+/, '');
      if (!out.has(file)) out.set(file, c.id !== undefined ? { id: c.id } : { path: c.path ?? '' });
    }
  }
  return out;
}
