// PURE layout planning: the layout (its refs already resolved, layout-refs.ts) + the
// platform's collections and current placement in, moves out. No I/O here: src/layout/prepare.ts
// fetches, this decides.
import type { Collection, Problem } from '../model.js';
import { pathIn } from '../content/collection-path.js';
import { LayoutCollections, type LayoutTarget } from '../content/layout-collections.js';
import { describeArticle, type ResolvedArticle, type ResolvedLayout } from './refs.js';
import { layoutCreation, type CollectionRef, type Creation, type LayoutSummary, type Move, type Rekey } from '../apply/types.js';

export interface PlanLayoutInput {
  /** the layout file's spec with every ref resolved once (resolveLayoutRefs) */
  layout: ResolvedLayout;
  /** the layout file as shown in problems */
  layoutFile: string;
  /** GET /helpcenter/collections/all, normalised */
  collections: Collection[];
  /** articleId → the collection it is in now (from the articles of each collection) */
  placement: ReadonlyMap<string, string>;
  sourceLanguage: string;
  /**
   * Article ids known to exist on the platform (e.g. from the entries listing). Optional: when
   * given, a listed article that is in no collection is told apart from one that does not exist.
   */
  knownArticleIds?: ReadonlySet<string>;
  /** collections this run creates from folders, by title path (sync): a layout path may go through one */
  planned?: ReadonlyMap<string, LayoutTarget>;
  /** the config's record-key scope: new collections are keyed `helpsync:<scope>:layout:<path>` */
  scope?: string;
}

export interface LayoutPlan {
  /**
   * the collections a `path:` names that do not exist yet, parents first (externalId
   * `helpsync:layout:<path>`); the moves into them carry their placeholder ref as `to.id`.
   * Empty whenever `problems` holds an error.
   */
  creations: Creation[];
  /**
   * (a scope added) the collections the layout made before, found by their unscoped key
   * `helpsync:layout:<path>`: re-keyed to `helpsync:<scope>:layout:<path>`. Empty whenever
   * `problems` holds an error.
   */
  rekeys: Rekey[];
  /** empty whenever `problems` holds an error: a layout with errors moves nothing */
  moves: Move[];
  summary: LayoutSummary;
  problems: Problem[];
}

/** What one pass over the layout collects. */
interface Walk {
  input: PlanLayoutInput;
  byId: Map<string, Collection>;
  paths: LayoutCollections;
  problems: Problem[];
  moves: Move[];
  listed: Map<string, { ref: string; line: number | undefined }>;
  inPlace: number;
}

/**
 * Computes the moves that make the platform match the layout. A move is planned only for a listed
 * article that is not already in its target collection, so a re-run after a successful apply plans
 * nothing. Every problem names the layout file and line; when any is an error, `moves` is empty
 * and the caller must refuse before any write.
 */
export function planLayout(input: PlanLayoutInput): LayoutPlan {
  const walk: Walk = {
    input,
    byId: new Map(input.collections.map((c) => [c.id, c])),
    paths: new LayoutCollections(input.collections, input.sourceLanguage, input.planned, input.scope),
    problems: [],
    moves: [],
    listed: new Map(),
    inPlace: 0,
  };
  input.layout.spec.collections.forEach((entry, i) => {
    const target = targetOf(walk, entry);
    for (const a of input.layout.articles[i] ?? []) placeArticle(walk, a, target);
  });
  let unlisted = 0;
  for (const articleId of input.placement.keys()) if (!walk.listed.has(articleId)) unlisted++;
  const hasErrors = walk.problems.some((p) => p.severity === 'error');
  return {
    creations: hasErrors ? [] : walk.paths.created.map(layoutCreation),
    rekeys: hasErrors
      ? []
      : walk.paths.rekeys.map((r) => ({ record: 'collection' as const, id: r.id, file: input.layoutFile, from: r.from, to: r.to })),
    moves: hasErrors ? [] : walk.moves,
    summary: { listed: walk.listed.size, inPlace: hasErrors ? 0 : walk.inPlace, unlisted },
    problems: walk.problems,
  };
}

function error(walk: Walk, line: number | undefined, message: string): void {
  walk.problems.push({ severity: 'error', file: walk.input.layoutFile, line, message });
}

/**
 * The collection an entry of the layout names, or undefined after an error. By id it must exist;
 * by path the missing levels are planned as new collections (the target is then a placeholder).
 */
function targetOf(walk: Walk, entry: ResolvedLayout['spec']['collections'][number]): CollectionRef | undefined {
  if (entry.id !== undefined) {
    const target = walk.paths.byIdTarget(entry.id);
    if (!target) {
      error(
        walk,
        entry.line,
        `no collection with id "${entry.id}" on the platform. helpsync creates a missing collection only when the layout names it by "path:" (titles from the top level): use a path, or create it on the platform first, then run "helpsync collections" to see its id`,
      );
    }
    return target && 'id' in target ? target : undefined;
  }
  if (entry.path !== undefined) {
    const r = walk.paths.resolve(entry.path);
    if (r.ok) return 'id' in r.target ? r.target : { id: r.target.ref, path: r.target.path };
    error(walk, entry.line, r.message);
    return undefined;
  }
  error(walk, entry.line, 'a collection entry needs "id" or "path"');
  return undefined;
}

/** One listed article: an error, in place, or a move to `target`. */
function placeArticle(walk: Walk, a: ResolvedArticle, target: CollectionRef | undefined): void {
  const r = a.resolution;
  if (!r.ok) return error(walk, a.line, r.message);
  const earlier = walk.listed.get(r.articleId);
  if (earlier) {
    return error(
      walk,
      a.line,
      `${describeArticle(r.articleId, a.ref, r.file)} is listed twice (lines ${earlier.line ?? '?'} and ${a.line ?? '?'}, the first as "${earlier.ref}"): an article belongs in one collection`,
    );
  }
  walk.listed.set(r.articleId, { ref: a.ref, line: a.line });
  const current = walk.input.placement.get(r.articleId);
  if (current === undefined)
    return error(walk, a.line, unplacedMessage(walk.input, describeArticle(r.articleId, a.ref, r.file), r.articleId));
  if (!target) return;
  if (current === target.id) {
    walk.inPlace++;
    return;
  }
  const ref = (id: string): CollectionRef => ({ id, path: pathIn(walk.byId, id, walk.input.sourceLanguage) });
  walk.moves.push({
    articleId: r.articleId,
    ...(r.file !== undefined ? { file: r.file } : {}),
    ref: a.ref,
    ...(r.title !== undefined ? { title: r.title } : {}),
    from: ref(current),
    to: walk.byId.has(target.id) ? ref(target.id) : { ...target },
  });
}

function unplacedMessage(input: PlanLayoutInput, what: string, articleId: string): string {
  const known = input.knownArticleIds;
  if (known && !known.has(articleId)) return `${what} does not exist on the platform`;
  if (known) {
    return `${what} is in no collection on the platform, so it cannot be moved (a move needs its current collection): put it in a collection on the platform first`;
  }
  return `${what} was not found in any collection on the platform: it does not exist, or it is in no collection and cannot be moved (a move needs its current collection)`;
}
