// The I/O edge of layout planning: read the layout file, resolve its refs (once), fetch where each
// article is now, then hand everything to the pure planner (src/layout/plan.ts).
import type { PlatformClient } from '../client/types.js';
import { readPlacement, type Placement } from '../client/placement.js';
import type { Collection, Problem } from '../model.js';
import { parseEntryId } from '../model.js';
import type { SourceFile } from '../content/types.js';
import { loadLayoutFile, type LayoutSpec, type LoadedLayoutFile } from './load.js';
import { displayPath } from '../util/display-path.js';
import { planLayout } from './plan.js';
import { refProblems, resolveLayoutRefs, unplacedArticleIds, type ResolvedLayout } from './refs.js';
import type { Creation, LayoutSummary, Move, Rekey } from '../apply/types.js';
import type { LayoutTarget } from '../content/layout-collections.js';

export interface PrepareLayoutArgs {
  /** absolute path (config `layout`) */
  layoutFile: string;
  sourceFiles: SourceFile[];
  sourceLanguage: string;
  /** the config's record-key scope */
  scope?: string;
  client: PlatformClient;
  signal?: AbortSignal;
  /** pages this run creates (source paths): created where the layout places them, so never moved */
  created?: ReadonlySet<string>;
  /** the run's one read of the collections and their articles (sync shares it with creation); read here when absent */
  placement?: () => Promise<Placement>;
  /** collections this run creates from folders, by title path: a layout path may go through one */
  planned?: ReadonlyMap<string, LayoutTarget>;
  /** the layout file as the caller read it (sync reads it once, for creation and the layout); read here when absent */
  loaded?: Promise<LoadedLayoutFile>;
}

export interface PreparedLayout {
  /** collections a `path:` names that do not exist yet, parents first; empty when `problems` holds an error */
  creations: Creation[];
  /** layout collections keyed before this repository had a scope (layout/plan.ts); empty when `problems` holds an error */
  rekeys: Rekey[];
  /** empty when `problems` holds an error */
  moves: Move[];
  summary: LayoutSummary;
  /** errors mean: refuse, nothing may be written */
  problems: Problem[];
  /** the collection tree as fetched (empty when the layout file itself had errors) */
  collections: Collection[];
}

export async function prepareLayout(args: PrepareLayoutArgs): Promise<PreparedLayout> {
  const shown = displayPath(args.layoutFile);
  // The file first: a broken layout is reported before any request.
  const loaded = withoutCreated(await (args.loaded ?? loadLayoutFile(args.layoutFile)), args.created);
  // Refs that can be checked locally (a file that does not exist, a ref of the wrong kind) are
  // refused before any request too; only collections and placement need the platform.
  const layout = resolveLayoutRefs(loaded.spec, args.sourceFiles, args.sourceLanguage);
  const localProblems = refProblems(layout, shown);
  if (loaded.problems.some((p) => p.severity === 'error') || localProblems.length > 0) {
    return {
      creations: [],
      rekeys: [],
      moves: [],
      summary: { listed: 0, inPlace: 0, unlisted: 0 },
      problems: [...loaded.problems, ...localProblems],
      collections: [],
    };
  }
  const { collections, placement, duplicates } = await (args.placement?.() ?? readPlacement(args.client, args.signal));
  const problems: Problem[] = [...loaded.problems];
  for (const [articleId, ids] of duplicates) {
    problems.push({
      severity: 'warning',
      file: shown,
      message: `article ${articleId} is listed by more than one collection (${ids.join(', ')}); using ${ids[0] ?? '?'} as its current collection`,
    });
  }
  const plan = planLayout({
    layout,
    layoutFile: shown,
    collections,
    placement,
    sourceLanguage: args.sourceLanguage,
    knownArticleIds: await knownArticles(args.client, layout, placement),
    ...(args.planned ? { planned: args.planned } : {}),
    ...(args.scope ? { scope: args.scope } : {}),
  });
  return {
    creations: plan.creations,
    rekeys: plan.rekeys,
    moves: plan.moves,
    summary: plan.summary,
    problems: [...problems, ...plan.problems],
    collections,
  };
}

/** The layout without the refs to pages this run creates, and without collections left with no article by that. */
function withoutCreated<T extends { spec: LayoutSpec }>(loaded: T, created: ReadonlySet<string> | undefined): T {
  if (!created?.size) return loaded;
  const isCreated = (ref: string): boolean => created.has(ref.replace(/\\/g, '/').replace(/^\/+/, ''));
  const collections = loaded.spec.collections
    .filter((c) => c.articles.length === 0 || !c.articles.every((a) => isCreated(a.ref)))
    .map((c) => ({ ...c, articles: c.articles.filter((a) => !isCreated(a.ref)) }));
  return { ...loaded, spec: { ...loaded.spec, collections } };
}

/**
 * Only when a listed article is in no collection: ask which articles exist, so the error can say
 * "does not exist" or "is in no collection" instead of both (one extra request, error path only).
 */
async function knownArticles(
  client: PlatformClient,
  layout: ResolvedLayout,
  placement: Map<string, string>,
): Promise<Set<string> | undefined> {
  if (unplacedArticleIds(layout, placement).length === 0) return undefined;
  const entries = await client.listEntries('article');
  return new Set(entries.map((e) => parseEntryId(e.id)).flatMap((p) => (p && p.type === 'article' ? [p.id] : [])));
}
