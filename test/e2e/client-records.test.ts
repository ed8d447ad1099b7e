// The client's updates, publish toggle, deletions and creation with the body in the POST
// (docs/platform-api.md "Updating, unpublishing and deleting", "Creating articles and collections")
// against the emulator on a loopback port: records normalised, bad input refused before any request,
// a lost answer read back and never sent again, a DELETE's 404 after a lost answer counted only once
// the record is seen gone, answers about another record refused, and under 30% lost answers every
// record written exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { ApiError } from '../../src/client/errors.js';
import type { ClientOptions, PlatformClient } from '../../src/client/types.js';
import { seededRandom } from '../../src/emulator/server.js';
import { InputError } from '../../src/errors.js';
import { scaledClock } from '../../src/util/clock.js';
import { clearSecrets } from '../../src/util/redact.js';
import { startTestEmulator, type EmulatorData, type EmulatorOptions, type RunningEmulator } from '../helpers/emulator.js';
import { hostileClient } from '../helpers/hostile-server.js';
import { useCleanups } from '../helpers/fixture.js';
import { makeTestToken } from '../helpers/emulator.js';

useCleanups();

const ROOT = '65f0a0000000000000000001';
const SUB = '65f0a0000000000000000002';
const A1 = '6650a0000000000000000011';
const A2 = '6650a0000000000000000012';

function data(): EmulatorData {
  return {
    project: 'proj-crec',
    entries: [{ id: `article:${A1}`, type: 'article', fields: { title: { en: 'One' }, content: { en: '<p>1</p>' } } }],
    collections: [
      { id: ROOT, parent: null, title: { en: 'Docs' }, lexorank: '0|i:' },
      { id: SUB, parent: ROOT, title: { en: 'Sub' } },
    ],
    articles: [
      { id: A1, collection: ROOT, lexorank: '0|i:', isDraft: false, externalId: 'helpsync:one.md' },
      { id: A2, collection: ROOT, title: { en: 'Two' }, lexorank: '0|k:', isDraft: false },
    ],
  };
}

const running: { emu?: RunningEmulator; clients: PlatformClient[] } = { clients: [] };
afterEach(async () => {
  clearSecrets();
  for (const c of running.clients.splice(0)) await c.close(200);
  await running.emu?.close();
  running.emu = undefined;
});

async function setup(
  emuOpts: EmulatorOptions = {},
  clientOpts: Partial<ClientOptions> = {},
): Promise<{ emu: RunningEmulator; c: PlatformClient }> {
  const emu = await startTestEmulator({ data: data(), ...emuOpts });
  running.emu = emu;
  const c = createClient({
    baseUrl: emu.baseUrl,
    project: emu.project,
    token: emu.token ?? '',
    rateLimit: { requests: 1000, perSeconds: 1 },
    clock: scaledClock(0.001),
    ...clientOpts,
  });
  running.clients.push(c);
  return { emu, c };
}

const trail = (emu: RunningEmulator): string[] =>
  emu.log.map((l) => `${l.method} ${l.path.replace('/v3/helpcenter/collections', '')} ${l.outcome}`);

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
}

describe('each operation through the client', () => {
  it('updateArticle: one PUT with the keys given; the record normalised with its rank', async () => {
    const { emu, c } = await setup();
    const r = await c.updateArticle(ROOT, A1, { title: { de: 'Eins' }, isDraft: true, lexorank: '0|j:', externalId: 'helpsync:s1:one.md' });
    expect(r).toEqual({
      recovered: false,
      record: {
        id: A1,
        collectionId: ROOT,
        title: { en: 'One', de: 'Eins' },
        isDraft: true,
        lexorank: '0|j:',
        externalId: 'helpsync:s1:one.md',
      },
    });
    expect(trail(emu)).toEqual([`PUT /${ROOT}/articles/${A1} ok`]);
    expect((await c.listCollectionArticles(ROOT)).map((a) => [a.id, a.lexorank])).toEqual([
      [A1, '0|j:'],
      [A2, '0|k:'],
    ]);
  });

  it('updateCollection, setCollectionUnpublished: the records as the list serves them', async () => {
    const { emu, c } = await setup();
    const u = await c.updateCollection(SUB, { title: { de: 'Unter' }, lexorank: '0|a:', externalId: 'helpsync:s1:sub/', parentId: null });
    expect(u).toEqual({
      recovered: false,
      record: {
        id: SUB,
        parentId: null,
        title: { en: 'Sub', de: 'Unter' },
        description: {},
        lexorank: '0|a:',
        externalId: 'helpsync:s1:sub/',
      },
    });
    const t = await c.setCollectionUnpublished(SUB, true);
    expect(t.record.unpublished).toBe(true);
    const listed = await c.listCollections();
    expect(listed.map((x) => [x.id, x.unpublished ?? false])).toEqual([
      [SUB, true],
      [ROOT, false],
    ]);
    expect((await c.setCollectionUnpublished(SUB, false)).record.unpublished).toBe(false);
    expect(emu.writes()).toHaveLength(3);
  });

  it('deletions: an article, then its emptied collection; a collection that holds something is a 409, not retried', async () => {
    const { emu, c } = await setup();
    const busy = await rejection(c.deleteCollection(ROOT));
    expect(busy).toBeInstanceOf(ApiError);
    expect(busy).toMatchObject({ status: 409, method: 'DELETE' });
    expect(await c.deleteCollection(SUB)).toEqual({ record: { id: SUB }, recovered: false });
    expect(await c.deleteArticle(ROOT, A1)).toEqual({ record: { id: A1 }, recovered: false });
    expect(emu.store.entries.has(`article:${A1}`)).toBe(false);
    // Not there from the start: a 404 is the answer, with no read-back and no second DELETE.
    const missing = await rejection(c.deleteArticle(ROOT, A1));
    expect(missing).toMatchObject({ status: 404, afterLostResponse: false });
    expect(trail(emu)).toEqual([
      `DELETE /${ROOT} error`,
      `DELETE /${SUB} ok`,
      `DELETE /${ROOT}/articles/${A1} ok`,
      `DELETE /${ROOT}/articles/${A1} error`,
    ]);
  });

  it('creation with the body in the POST: one request, the body in the entry; with lexorank it is placed', async () => {
    const { emu, c } = await setup();
    const made = await c.createArticle({
      collectionId: ROOT,
      title: { en: 'New' },
      content: { en: '<p>Body</p>' },
      isDraft: false,
      externalId: 'helpsync:new.md',
      lexorank: '0|a:',
    });
    expect(made.record).toMatchObject({ collectionId: ROOT, lexorank: '0|a:', externalId: 'helpsync:new.md', isDraft: false });
    expect(emu.writes()).toHaveLength(1);
    expect(emu.store.entries.get(`article:${made.record.id}`)?.fields).toEqual({ title: { en: 'New' }, content: { en: '<p>Body</p>' } });
    expect((await c.listCollectionArticles(ROOT)).map((a) => a.id)).toEqual([made.record.id, A1, A2]);
    const col = await c.createCollection({ title: { en: 'First' }, parentId: null, externalId: 'helpsync:first/', lexorank: '0|0:' });
    expect((await c.listCollections()).map((x) => x.id)).toEqual([col.record.id, ROOT, SUB]);
  });

  it('bad input is refused before any request', async () => {
    const { emu, c } = await setup();
    const bad: Promise<unknown>[] = [
      c.updateArticle(ROOT, A1, {}),
      c.updateArticle(ROOT, A1, { lexorank: '0|I:' }),
      c.updateArticle(ROOT, '..', { isDraft: true }),
      c.updateArticle('a/b', A1, { isDraft: true }),
      c.updateArticle(ROOT, A1, { externalId: ' ' }),
      c.updateArticle(ROOT, A1, { title: { en: '' } }),
      c.updateCollection(ROOT, { parentId: '%2e%2e' }),
      c.setCollectionUnpublished(ROOT, 'yes' as unknown as boolean),
      c.deleteArticle(ROOT, 'x y'),
      c.deleteCollection('.'),
      c.createArticle({ collectionId: ROOT, title: { en: 'N' }, isDraft: true, externalId: 'helpsync:n.md', lexorank: '0|n' }),
      c.createArticle({ collectionId: ROOT, title: { en: 'N' }, isDraft: true, externalId: 'helpsync:n.md', content: { English: '<p/>' } }),
    ];
    const errors = await Promise.all(bad.map(rejection));
    expect(errors.map((e) => (e instanceof InputError ? e.problems[0]?.message : String(e)))).toEqual([
      `updateArticle ${A1}: nothing to change`,
      `updateArticle ${A1}: lexorank "0|I:" is not of the form 0|<lower-case letters and digits>: (such as "0|i00001:")`,
      'updateArticle ..: articleId: invalid id "..": a dot segment ("." or "..", also percent-encoded as %2e) would address another path',
      `updateArticle ${A1}: collectionId: invalid id "a/b": ids cannot contain "/"`,
      `updateArticle ${A1}: externalId is required (a non-empty string): it is how a lost answer is found again`,
      `updateArticle ${A1}: title.en is empty`,
      `updateCollection ${ROOT}: parentId: invalid id "%2e%2e": a dot segment ("." or "..", also percent-encoded as %2e) would address another path`,
      'setCollectionUnpublished: unpublished must be true or false',
      'deleteArticle: articleId: invalid id "x y": ids cannot contain whitespace',
      'deleteCollection: collectionId: invalid id ".": a dot segment ("." or "..", also percent-encoded as %2e) would address another path',
      'createArticle: lexorank "0|n" is not of the form 0|<lower-case letters and digits>: (such as "0|i00001:")',
      'createArticle: content: "English" is not a language code such as "en" or "pt-br"',
    ]);
    expect(emu.log).toHaveLength(0);
  });
});

describe('an answer that did not come is read back, never sent again', () => {
  it('a lost update: read back from the list (and the entry for texts), done, one PUT', async () => {
    const { emu, c } = await setup({ lostRate: 1 });
    const r = await c.updateArticle(ROOT, A1, { content: { en: '<p><b>new</b></p>' }, isDraft: true });
    expect(r.recovered).toBe(true);
    expect(r.record).toMatchObject({ id: A1, isDraft: true });
    expect(trail(emu)).toEqual([
      `PUT /${ROOT}/articles/${A1} lost`,
      `GET /${ROOT}/articles ok`,
      `GET /v3/translations/entries/article%3A${A1} ok`,
    ]);
    const t = await c.setCollectionUnpublished(SUB, true);
    const u = await c.updateCollection(ROOT, { lexorank: '0|z:' });
    expect([t.recovered, u.recovered]).toEqual([true, true]);
    expect(emu.writes().map((w) => w.outcome)).toEqual(['lost', 'lost', 'lost']);
  });

  it('a 5xx before anything was done: the read-back finds it not done, and one more PUT does it', async () => {
    // The gate draws once per request (fault or not) and once for which fault: the first PUT gets 503.
    const draws = [0.1, 0.9];
    const { emu, c } = await setup({ faultRate: 0.5, random: () => draws.shift() ?? 0.9 });
    const r = await c.updateArticle(ROOT, A2, { lexorank: '0|h:' });
    expect(r.recovered).toBe(false);
    expect(trail(emu)).toEqual([`PUT /${ROOT}/articles/${A2} fault`, `GET /${ROOT}/articles ok`, `PUT /${ROOT}/articles/${A2} ok`]);
    expect(emu.store.articles.get(A2)?.lexorank).toBe('0|h:');
  });

  it('a lost DELETE: seen gone in its list and in the entries (404), it counts as done; one DELETE', async () => {
    const { emu, c } = await setup({ lostRate: 1 });
    expect(await c.deleteArticle(ROOT, A1)).toEqual({ record: { id: A1 }, recovered: true });
    expect(await c.deleteCollection(SUB)).toEqual({ record: { id: SUB }, recovered: true });
    expect(trail(emu)).toEqual([
      `DELETE /${ROOT}/articles/${A1} lost`,
      `GET /${ROOT}/articles ok`,
      `GET /v3/translations/entries/article%3A${A1} error`,
      `DELETE /${SUB} lost`,
      'GET /all ok',
    ]);
  });

  // The first DELETE gets a 503 (nothing done); the read-back sees the article still listed; before the
  // second DELETE, someone else deletes or moves it (the emulator's per-request hook), so it gets a 404.
  for (const [meanwhile, outcome] of [
    ['deleted elsewhere', 'done'],
    ['moved elsewhere', 'refused'],
  ] as const) {
    it(`a DELETE answered 404 after an unsure attempt, the article ${meanwhile}: ${outcome}`, async () => {
      const draws = [0.1, 0.9];
      let finished = 0;
      const { emu, c } = await setup({
        faultRate: 0.5,
        random: () => draws.shift() ?? 0.9,
        onRequest: () => {
          if (++finished !== 2 || !running.emu) return;
          if (meanwhile === 'deleted elsewhere') running.emu.store.deleteArticle(ROOT, A2);
          else running.emu.store.moveArticle(ROOT, A2, { newCollectionId: SUB });
        },
      });
      const result = c.deleteArticle(ROOT, A2);
      const head = [
        `DELETE /${ROOT}/articles/${A2} fault`,
        `GET /${ROOT}/articles ok`,
        `DELETE /${ROOT}/articles/${A2} error`,
        `GET /${ROOT}/articles ok`,
      ];
      if (outcome === 'done') {
        expect(await result).toEqual({ record: { id: A2 }, recovered: true });
        expect(trail(emu)).toEqual([...head, `GET /v3/translations/entries/article%3A${A2} error`]);
      } else {
        const err = await rejection(result);
        expect(err).toMatchObject({ status: 404, afterLostResponse: true });
        expect(String(err)).toContain(`the article is not in collection ${ROOT} but its translation entry is still listed`);
        expect(trail(emu)).toEqual([...head, `GET /v3/translations/entries/article%3A${A2} ok`]);
        expect(emu.store.articleCollection(A2)).toBe(SUB);
      }
    });
  }
});

describe('an answer about another record, or with an id that is not an id, is refused', () => {
  const record = (id: string): string => JSON.stringify({ id, helpcenterCollection: ROOT, isDraft: true });
  for (const [name, id, detail] of [
    ['another record', A2, `the answer is about record "${A2}", not "${A1}"`],
    ['a dot segment', '..', 'the answer\'s record has an invalid id "..": a dot segment'],
    ['a slash', '../x', 'the answer\'s record has an invalid id "../x": ids cannot contain "/"'],
    ['a control character', 'a\u0001b', "the answer's record has an invalid id"],
  ] as const) {
    it(`an update answered with ${name}`, async () => {
      const { srv, c } = await hostileClient(() => ({ status: 200, contentType: 'application/json', body: record(id) }), {
        project: 'p',
        token: makeTestToken(),
      });
      const err = await rejection(c.updateArticle(ROOT, A1, { isDraft: true }));
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).serverMessage).toContain(detail);
      expect(srv.requests).toEqual([`PUT /v3/helpcenter/collections/${ROOT}/articles/${A1}`]);
    });
  }
});

describe('30% lost answers: every record written exactly once', () => {
  it('updates, creations with the body and deletions of 30 articles each', async () => {
    const n = 30;
    const seed: EmulatorData = data();
    const ids = Array.from({ length: n }, (_, i) => `6650b${String(i).padStart(19, '0')}`);
    seed.articles = [
      ...(seed.articles ?? []),
      ...ids.map((id, i) => ({ id, collection: ROOT, lexorank: `0|m${i.toString(36)}:`, isDraft: false })),
    ];
    const { emu, c } = await setup({ data: seed, lostRate: 0.3, random: seededRandom(30) });
    // Ranks reversed and all unpublished; then 30 new pages with their body; then the old ones deleted.
    const updated = await Promise.all(
      ids.map((id, i) => c.updateArticle(ROOT, id, { lexorank: `0|a${(n - i).toString(36)}:`, isDraft: true })),
    );
    const created = await Promise.all(
      ids.map((_, i) =>
        c.createArticle({
          collectionId: SUB,
          title: { en: `New ${i}` },
          content: { en: `<p>Body ${i}</p>` },
          isDraft: false,
          externalId: `helpsync:new-${i}.md`,
        }),
      ),
    );
    const ordered = (await c.listCollectionArticles(ROOT)).filter((a) => ids.includes(a.id));
    expect(ordered.map((a) => a.id)).toEqual([...ids].reverse());
    expect(ordered.every((a) => a.isDraft === true)).toBe(true);
    const deleted = await Promise.all(ids.map((id) => c.deleteArticle(ROOT, id)));

    const performed = (method: string, path: string): number =>
      emu.log.filter((l) => l.method === method && l.path === path && (l.outcome === 'ok' || l.outcome === 'lost')).length;
    for (const id of ids) {
      expect(performed('PUT', `/v3/helpcenter/collections/${ROOT}/articles/${id}`), id).toBe(1);
      expect(performed('DELETE', `/v3/helpcenter/collections/${ROOT}/articles/${id}`), id).toBe(1);
    }
    // One record per creation, its body in place; the lost answers were found, not repeated.
    const made = [...emu.store.articles.values()].filter((a) => a.collection === SUB);
    expect(made.map((a) => a.externalId).sort()).toEqual(ids.map((_, i) => `helpsync:new-${i}.md`).sort());
    expect(new Set(created.map((x) => x.record.id)).size).toBe(n);
    created.forEach((x, i) => expect(emu.store.value(`article:${x.record.id}`, 'content', 'en')).toBe(`<p>Body ${i}</p>`));
    expect(emu.log.filter((l) => l.method === 'POST' && l.outcome !== 'error').length).toBe(n);
    // Every record of ROOT but A1 and A2 is gone; the lost answers were some of each kind.
    expect([...emu.store.articles.values()].filter((a) => a.collection === ROOT).map((a) => a.id)).toEqual([A1, A2]);
    const recovered = [updated, created, deleted].map((list) => list.filter((x) => x.recovered).length);
    for (const r of recovered) expect(r).toBeGreaterThan(0);
    expect(emu.writes().filter((w) => w.outcome === 'lost').length).toBe(recovered.reduce((a, b) => a + b, 0));
  });
});
