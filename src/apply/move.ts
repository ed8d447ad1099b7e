// One article move (docs/platform-api.md), as a result
// value. Called by the apply engine (src/apply/apply.ts) for each move of a plan, moves first.
import { ApiError, isNotFound } from '../client/errors.js';
import type { PlatformClient } from '../client/types.js';
import { ALREADY_APPLIED, type Move, type MoveResult } from './types.js';
import { collectionPath } from '../content/collection-path.js';
import { readPlacement } from '../client/placement.js';
import type { Collection } from '../model.js';

export interface ApplyMoveOptions {
  /**
   * A saved plan applied later (`helpsync apply`): check first that the article is still where the
   * plan saw it. Someone who moved it by hand since made the plan stale for it: refused, not forced.
   */
  checkStale: boolean;
  /** for naming collections by their title path in messages (plan.sourceLanguage); ids otherwise */
  sourceLanguage?: string;
  /**
   * With checkStale: where every article is, read once before the moves start (snapshotPlacement).
   * Without it each move reads the listing of its `from` collection itself: fine for a few moves,
   * wasteful of the rate budget for hundreds.
   */
  snapshot?: PlacementSnapshot;
}

export interface PlacementSnapshot {
  collections: Collection[];
  /** articleId → collectionId */
  placement: Map<string, string>;
}

/** One read of the collection tree and the articles of each collection (for a saved plan's stale check). */
export async function snapshotPlacement(client: PlatformClient): Promise<PlacementSnapshot> {
  const { collections, placement } = await readPlacement(client);
  return { collections, placement };
}

/** Per-move failures are results; only a programming error (not an ApiError) is thrown. */
export async function applyMove(client: PlatformClient, move: Move, opts: ApplyMoveOptions): Promise<MoveResult> {
  const result = (status: MoveResult['status'], reason?: string): MoveResult => ({
    kind: 'move',
    articleId: move.articleId,
    ref: move.ref,
    ...(move.file !== undefined ? { file: move.file } : {}),
    from: move.from.id,
    to: move.to.id,
    status,
    ...(reason !== undefined ? { reason } : {}),
  });

  try {
    if (opts.checkStale && opts.snapshot) {
      const now = opts.snapshot.placement.get(move.articleId);
      if (now === move.to.id) return result('done', `${ALREADY_APPLIED}: already in ${move.to.path}; nothing sent`);
      if (now !== move.from.id) {
        const where =
          now === undefined
            ? 'no collection'
            : `${opts.sourceLanguage ? collectionPath(opts.snapshot.collections, now, opts.sourceLanguage) : now} (${now})`;
        return result('refused', `moved since the plan was made: now in ${where} (the plan expected ${move.from.path}); make a new plan`);
      }
    } else if (opts.checkStale) {
      if (!(await isIn(client, move.from.id, move.articleId))) {
        if (await isIn(client, move.to.id, move.articleId)) {
          return result('done', `${ALREADY_APPLIED}: already in ${move.to.path}; nothing sent`);
        }
        const now = await locate(client, move.articleId, [move.from.id, move.to.id], opts.sourceLanguage);
        return result(
          'refused',
          `moved since the plan was made: now in ${now ?? 'no collection'} (the plan expected ${move.from.path}); make a new plan`,
        );
      }
    }
  } catch (err) {
    return fromError(err, result, 'checking where the article is now failed');
  }

  try {
    const record = await client.moveArticle(move.from.id, move.articleId, move.to.id);
    if (record.collectionId !== null && record.collectionId !== move.to.id) {
      return result('failed', `the platform answered 200 but reports the article in collection ${record.collectionId}, not ${move.to.id}`);
    }
    return result('done');
  } catch (err) {
    if (!isNotFound(err)) return fromError(err, result, 'move failed');
    // docs/platform-api.md (article move): a move whose response was lost and that is sent again gets
    // 404, because the article already left `from`. Any 404 may be that (or a hand move that put it
    // where we want it), so look before calling the move failed.
    try {
      if (await isIn(client, move.to.id, move.articleId)) {
        return result(
          'done',
          err.afterLostResponse ? 'response was lost; the article is in its new collection' : `already in ${move.to.path}`,
        );
      }
    } catch (lookupErr) {
      return result('failed', `${message(err)}; then checking where the article is failed: ${message(lookupErr)}`);
    }
    return result('failed', message(err));
  }
}

async function isIn(client: PlatformClient, collectionId: string, articleId: string): Promise<boolean> {
  const articles = await client.listCollectionArticles(collectionId);
  return articles.some((a) => a.id === articleId);
}

/** Which collection holds the article now (for the message of a refused stale move); null: none. */
async function locate(
  client: PlatformClient,
  articleId: string,
  alreadyChecked: string[],
  sourceLanguage: string | undefined,
): Promise<string | null> {
  const collections = await client.listCollections();
  const others = collections.filter((c) => !alreadyChecked.includes(c.id));
  // Rare path (a stale saved plan): the lookups go through the client's shared rate-limited queue.
  const found = await Promise.all(others.map(async (c) => ((await isIn(client, c.id, articleId)) ? c : null)));
  const hit = found.find((c) => c !== null);
  if (!hit) return null;
  return sourceLanguage ? `${collectionPath(collections, hit.id, sourceLanguage)} (${hit.id})` : hit.id;
}

/** ApiError messages carry status, method, path and the server's message (never the token). */
function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function fromError(err: unknown, result: (s: MoveResult['status'], r?: string) => MoveResult, what: string): MoveResult {
  if (!(err instanceof ApiError)) throw err;
  if (err.kind === 'aborted') return result('skipped', 'interrupted before it completed');
  return result('failed', `${what}: ${err.message}`);
}
