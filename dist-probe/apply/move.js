// One article move (docs/platform-api.md), as a result
// value. Called by the apply engine (src/apply/apply.ts) for each move of a plan, moves first.
import { ApiError, isNotFound } from '../client/errors.js';
import { collectionPath } from '../content/collection-path.js';
import { readPlacement } from '../client/placement.js';
/** One read of the collection tree and the articles of each collection (for a saved plan's stale check). */
export async function snapshotPlacement(client) {
    const { collections, placement } = await readPlacement(client);
    return { collections, placement };
}
/** Per-move failures are results; only a programming error (not an ApiError) is thrown. */
export async function applyMove(client, move, opts) {
    const result = (status, reason) => ({
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
            if (now === move.to.id)
                return result('done', `already in ${move.to.path}; nothing sent`);
            if (now !== move.from.id) {
                const where = now === undefined
                    ? 'no collection'
                    : `${opts.sourceLanguage ? collectionPath(opts.snapshot.collections, now, opts.sourceLanguage) : now} (${now})`;
                return result('refused', `moved since the plan was made: now in ${where} (the plan expected ${move.from.path}); make a new plan`);
            }
        }
        else if (opts.checkStale) {
            if (!(await isIn(client, move.from.id, move.articleId))) {
                if (await isIn(client, move.to.id, move.articleId)) {
                    return result('done', `already in ${move.to.path}; nothing sent`);
                }
                const now = await locate(client, move.articleId, [move.from.id, move.to.id], opts.sourceLanguage);
                return result('refused', `moved since the plan was made: now in ${now ?? 'no collection'} (the plan expected ${move.from.path}); make a new plan`);
            }
        }
    }
    catch (err) {
        return fromError(err, result, 'checking where the article is now failed');
    }
    try {
        const record = await client.moveArticle(move.from.id, move.articleId, move.to.id);
        if (record.collectionId !== null && record.collectionId !== move.to.id) {
            return result('failed', `the platform answered 200 but reports the article in collection ${record.collectionId}, not ${move.to.id}`);
        }
        return result('done');
    }
    catch (err) {
        if (!isNotFound(err))
            return fromError(err, result, 'move failed');
        // docs/platform-api.md (article move): a move whose response was lost and that is sent again gets
        // 404, because the article already left `from`. Any 404 may be that (or a hand move that put it
        // where we want it), so look before calling the move failed.
        try {
            if (await isIn(client, move.to.id, move.articleId)) {
                return result('done', err.afterLostResponse ? 'response was lost; the article is in its new collection' : `already in ${move.to.path}`);
            }
        }
        catch (lookupErr) {
            return result('failed', `${message(err)}; then checking where the article is failed: ${message(lookupErr)}`);
        }
        return result('failed', message(err));
    }
}
async function isIn(client, collectionId, articleId) {
    const articles = await client.listCollectionArticles(collectionId);
    return articles.some((a) => a.id === articleId);
}
/** Which collection holds the article now (for the message of a refused stale move); null: none. */
async function locate(client, articleId, alreadyChecked, sourceLanguage) {
    const collections = await client.listCollections();
    const others = collections.filter((c) => !alreadyChecked.includes(c.id));
    // Rare path (a stale saved plan): the lookups go through the client's shared rate-limited queue.
    const found = await Promise.all(others.map(async (c) => ((await isIn(client, c.id, articleId)) ? c : null)));
    const hit = found.find((c) => c !== null);
    if (!hit)
        return null;
    return sourceLanguage ? `${collectionPath(collections, hit.id, sourceLanguage)} (${hit.id})` : hit.id;
}
/** ApiError messages carry status, method, path and the server's message (never the token). */
function message(err) {
    return err instanceof Error ? err.message : String(err);
}
function fromError(err, result, what) {
    if (!(err instanceof ApiError))
        throw err;
    if (err.kind === 'aborted')
        return result('skipped', 'interrupted before it completed');
    return result('failed', `${what}: ${err.message}`);
}
//# sourceMappingURL=move.js.map