// applyMove against the emulator's store (src/emulator/store.ts: the platform's move as
// docs/platform-api.md describes it: 404 when the article is not in `from` or a collection is unknown;
// 200 and no change when already there), reached through a thin in-process adapter that answers
// with the client's own response adapters and ApiErrors. The adapter adds only what the transport
// does: a "lost response" (the move is performed, its answer dropped, the retry gets the store's
// 404) and an error on every request. The HTTP path itself is covered by test/e2e/layout.test.ts.
import { describe, expect, it } from 'vitest';
import { applyMove, snapshotPlacement } from '../../../src/apply/move.js';
import { adaptArticle, adaptArticles, adaptCollections, type Operation } from '../../../src/client/adapter.js';
import { ApiError } from '../../../src/client/errors.js';
import type { PlatformClient } from '../../../src/client/types.js';
import { EmulatorStore, HttpError } from '../../../src/emulator/store.js';
import type { Move } from '../../../src/apply/types.js';

// Asymmetric matchers typed as the strings they stand for (they are `any` otherwise).
const matching = (re: RegExp): string => expect.stringMatching(re) as string;
const containing = (text: string): string => expect.stringContaining(text) as string;

interface AdapterOptions {
  /** perform the next move, drop its answer, and send it again (as the transport's retry would) */
  loseNextResponse?: boolean;
  /** fail every article request with this error (what the transport reports for it) */
  failWith?: ApiError;
}

/** The emulator's store with collections c-a, c-b, c-c (titled C-A …) and articles where `placement` says. */
function storePlatform(placement: Record<string, string>, opts: AdapterOptions = {}) {
  const store = new EmulatorStore({
    project: 'p',
    collections: ['c-a', 'c-b', 'c-c'].map((id) => ({ id, parent: null, title: { en: id.toUpperCase() } })),
    articles: Object.entries(placement).map(([id, collection]) => ({ id, collection })),
  });
  const calls: string[] = [];
  /** Runs one store operation as one request: the store's HttpError becomes the client's ApiError. */
  const request = <T>(op: Operation, run: () => unknown, adapt: (body: unknown, op: Operation) => T, extra = {}): Promise<T> => {
    try {
      return Promise.resolve(adapt(run(), op));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return Promise.reject(new ApiError({ kind: 'http', status: err.status, ...op, serverMessage: err.message, ...extra }));
    }
  };
  const client = {
    baseUrl: 'http://127.0.0.1/v3',
    project: 'p',
    listCollections: () => {
      calls.push('GET collections');
      return request({ method: 'GET', path: '/helpcenter/collections/all' }, () => store.listCollections(), adaptCollections);
    },
    listCollectionArticles: (id: string) => {
      calls.push(`GET ${id}`);
      if (opts.failWith) return Promise.reject(opts.failWith);
      return request({ method: 'GET', path: `/helpcenter/collections/${id}/articles` }, () => store.collectionArticles(id), adaptArticles);
    },
    moveArticle: (from: string, articleId: string, to: string) => {
      calls.push(`PUT ${from}/${articleId} → ${to}`);
      if (opts.failWith) return Promise.reject(opts.failWith);
      const op = { method: 'PUT', path: `/helpcenter/collections/${from}/articles/${articleId}/move` };
      const move = () => store.moveArticle(from, articleId, { newCollectionId: to }).record;
      if (opts.loseNextResponse) {
        opts.loseNextResponse = false;
        move(); // performed; its response never arrives, so the transport sends it again:
        return request(op, move, adaptArticle, { afterLostResponse: true, attempts: 2 });
      }
      return request(op, move, (body, o) => adaptArticle(body, o));
    },
  } as Partial<PlatformClient> as PlatformClient;
  return { client, calls, where: (articleId: string) => store.articleCollection(articleId) };
}

const move: Move = {
  articleId: 'art1',
  ref: 'guide/install.md',
  file: 'guide/install.md',
  from: { id: 'c-a', path: 'A' },
  to: { id: 'c-b', path: 'B' },
};

describe('applyMove', () => {
  it('moves and reports done', async () => {
    const p = storePlatform({ art1: 'c-a' });
    const r = await applyMove(p.client, move, { checkStale: false });
    expect(r).toEqual({
      kind: 'move',
      articleId: 'art1',
      ref: 'guide/install.md',
      file: 'guide/install.md',
      from: 'c-a',
      to: 'c-b',
      status: 'done',
    });
    expect(p.calls).toEqual(['PUT c-a/art1 → c-b']);
    expect(p.where('art1')).toBe('c-b');
  });

  it('a lost response whose retry got 404 counts as done once the article is found in its target', async () => {
    const p = storePlatform({ art1: 'c-a' }, { loseNextResponse: true });
    const r = await applyMove(p.client, move, { checkStale: false });
    expect(r.status).toBe('done');
    expect(r.reason).toMatch(/response was lost/);
    expect(p.calls).toEqual(['PUT c-a/art1 → c-b', 'GET c-b']);
  });

  it('a 404 with the article not in its target is a failure carrying the server message', async () => {
    const p = storePlatform({ art1: 'c-c' });
    const r = await applyMove(p.client, move, { checkStale: false });
    expect(r.status).toBe('failed');
    expect(r.reason).toContain('no article "art1" in collection "c-a"');
    expect(r.reason).toContain('404');
    expect(p.calls).toEqual(['PUT c-a/art1 → c-b', 'GET c-b']);
  });

  it('other errors are failed results, not throws', async () => {
    const err = new ApiError({ kind: 'http', status: 400, method: 'PUT', path: '/x', serverMessage: 'bad body' });
    const p = storePlatform({ art1: 'c-a' }, { failWith: err });
    const r = await applyMove(p.client, move, { checkStale: false });
    expect(r).toMatchObject({ status: 'failed', reason: containing('bad body') });
  });

  it('an interrupted request is skipped', async () => {
    const err = new ApiError({ kind: 'aborted', method: 'PUT', path: '/x' });
    const p = storePlatform({ art1: 'c-a' }, { failWith: err });
    expect((await applyMove(p.client, move, { checkStale: false })).status).toBe('skipped');
  });

  describe('with checkStale (a saved plan applied later)', () => {
    it('still where the plan saw it: moves', async () => {
      const p = storePlatform({ art1: 'c-a' });
      const r = await applyMove(p.client, move, { checkStale: true });
      expect(r.status).toBe('done');
      expect(p.calls).toEqual(['GET c-a', 'PUT c-a/art1 → c-b']);
    });

    it('already in its target: done, nothing sent', async () => {
      const p = storePlatform({ art1: 'c-b' });
      const r = await applyMove(p.client, move, { checkStale: true });
      expect(r).toMatchObject({ status: 'done', reason: matching(/already in B; nothing sent/) });
      expect(p.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    });

    it('moved by hand elsewhere: refused, naming where it is now', async () => {
      const p = storePlatform({ art1: 'c-c' });
      const r = await applyMove(p.client, move, { checkStale: true, sourceLanguage: 'en' });
      expect(r.status).toBe('refused');
      expect(r.reason).toMatch(/^moved since the plan was made: now in C-C \(c-c\)/);
      expect(p.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
      expect(p.where('art1')).toBe('c-c');
    });

    it('in no collection any more: refused', async () => {
      const p = storePlatform({});
      const r = await applyMove(p.client, move, { checkStale: true });
      expect(r).toMatchObject({ status: 'refused', reason: matching(/now in no collection/) });
    });
  });

  describe('with checkStale and a placement snapshot read once', () => {
    it('reads the tree and every collection once, then decides each move from it', async () => {
      const p = storePlatform({ art1: 'c-a', art2: 'c-b', art3: 'c-c' });
      const snapshot = await snapshotPlacement(p.client);
      expect(p.calls.sort()).toEqual(['GET c-a', 'GET c-b', 'GET c-c', 'GET collections']);
      p.calls.length = 0;
      const opts = { checkStale: true, snapshot, sourceLanguage: 'en' };
      const still = await applyMove(p.client, move, opts);
      const there = await applyMove(p.client, { ...move, articleId: 'art2' }, opts);
      const moved = await applyMove(p.client, { ...move, articleId: 'art3' }, opts);
      const gone = await applyMove(p.client, { ...move, articleId: 'art4' }, opts);
      expect([still.status, there.status, moved.status, gone.status]).toEqual(['done', 'done', 'refused', 'refused']);
      expect(there.reason).toMatch(/already in B; nothing sent/);
      expect(moved.reason).toMatch(/^moved since the plan was made: now in C-C \(c-c\)/);
      expect(gone.reason).toMatch(/now in no collection/);
      // Only the one move that was still valid was sent; no per-move reads.
      expect(p.calls).toEqual(['PUT c-a/art1 → c-b']);
    });
  });
});
