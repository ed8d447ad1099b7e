// The I/O edge of layout planning: read the layout file, fetch the collection tree and where each
// article is now, then hand everything to the pure planner (src/plan/layout.ts).
import type { PlatformClient } from '../client/types.js';
import type { Collection, Problem } from '../model.js';
import { parseEntryId } from '../model.js';
import type { SourceFile } from '../load/types.js';
import { displayPath, loadLayoutFile } from '../load/layout.js';
import { planLayout, resolveArticleRef, unplacedArticleIds } from '../plan/layout.js';
import type { LayoutSummary, Move } from '../plan/types.js';

export interface PrepareLayoutArgs {
  /** absolute path (config `layout`) */
  layoutFile: string;
  sourceFiles: SourceFile[];
  sourceLanguage: string;
  client: PlatformClient;
  signal?: AbortSignal;
}

export interface PreparedLayout {
  /** empty when `problems` holds an error */
  moves: Move[];
  summary: LayoutSummary;
  /** errors mean: refuse, nothing may be written */
  problems: Problem[];
  /** the collection tree as fetched (empty when the layout file itself had errors) */
  collections: Collection[];
}

/** Where each article is now: articleId → collectionId, from the articles of every collection. */
export interface Placement {
  placement: Map<string, string>;
  /** articles that more than one collection listing returned: articleId → every collection */
  duplicates: Map<string, string[]>;
  /** articleId → docId (seed 2.2), where the record carries one (links use it, issue 14) */
  docIds: Map<string, number>;
}

/**
 * Lists the articles of every collection. The requests are started together; they all pass
 * through the client's one rate-limited queue, which decides how many run at once.
 */
export async function fetchPlacement(client: PlatformClient, collections: Collection[]): Promise<Placement> {
  const lists = await Promise.all(collections.map(async (c) => ({ id: c.id, articles: await client.listCollectionArticles(c.id) })));
  const placement = new Map<string, string>();
  const duplicates = new Map<string, string[]>();
  const docIds = new Map<string, number>();
  for (const { id, articles } of lists) {
    for (const a of articles) {
      if (a.docId !== undefined) docIds.set(a.id, a.docId);
      const first = placement.get(a.id);
      if (first === undefined) {
        placement.set(a.id, id);
      } else if (first !== id) {
        duplicates.set(a.id, [...(duplicates.get(a.id) ?? [first]), id]);
      }
    }
  }
  return { placement, duplicates, docIds };
}

export async function prepareLayout(args: PrepareLayoutArgs): Promise<PreparedLayout> {
  const shown = displayPath(args.layoutFile);
  const empty: LayoutSummary = { listed: 0, inPlace: 0, unlisted: 0 };
  // The file first: a broken layout is reported before any request.
  const loaded = await loadLayoutFile(args.layoutFile);
  // Refs that can be checked locally (a file that does not exist, a ref of the wrong kind) are
  // refused before any request too; only collections and placement need the platform.
  const localProblems: Problem[] = [];
  for (const c of loaded.spec.collections) {
    for (const a of c.articles) {
      const r = resolveArticleRef(a.ref, args.sourceFiles, args.sourceLanguage);
      if (!r.ok) localProblems.push({ severity: 'error', file: shown, line: a.line, message: r.message });
    }
  }
  if (loaded.problems.some((p) => p.severity === 'error') || localProblems.length > 0) {
    return { moves: [], summary: empty, problems: [...loaded.problems, ...localProblems], collections: [] };
  }
  args.signal?.throwIfAborted();
  const collections = await args.client.listCollections();
  args.signal?.throwIfAborted();
  const { placement, duplicates } = await fetchPlacement(args.client, collections);
  args.signal?.throwIfAborted();

  const problems: Problem[] = [...loaded.problems];
  for (const [articleId, ids] of duplicates) {
    problems.push({
      severity: 'warning',
      file: shown,
      message: `article ${articleId} is listed by more than one collection (${ids.join(', ')}); using ${ids[0] ?? '?'} as its current collection`,
    });
  }

  // Only when a listed article is in no collection: ask which articles exist, so the error can say
  // "does not exist" or "is in no collection" instead of both (one extra request, error path only).
  let knownArticleIds: Set<string> | undefined;
  const unplaced = unplacedArticleIds({
    spec: loaded.spec,
    sourceFiles: args.sourceFiles,
    placement,
    sourceLanguage: args.sourceLanguage,
  });
  if (unplaced.length > 0) {
    const entries = await args.client.listEntries('article');
    knownArticleIds = new Set(entries.map((e) => parseEntryId(e.id)).flatMap((p) => (p && p.type === 'article' ? [p.id] : [])));
  }

  const plan = planLayout({
    spec: loaded.spec,
    layoutFile: shown,
    sourceFiles: args.sourceFiles,
    collections,
    placement,
    sourceLanguage: args.sourceLanguage,
    knownArticleIds,
  });
  return { moves: plan.moves, summary: plan.summary, problems: [...problems, ...plan.problems], collections };
}
