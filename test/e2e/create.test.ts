// Creating collections and articles (docs/platform-api.md "Creating articles and collections"): the
// emulator's checks over plain fetch, and the client's creations against the emulator in-process,
// including a lost answer (looked up by externalId, never POSTed twice) and a 5xx before storing.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { createClient } from '../../src/client/client.js';
import { ApiError } from '../../src/client/errors.js';
import type { ClientOptions, PlatformClient } from '../../src/client/types.js';
import { InputError } from '../../src/errors.js';
import { scaledClock } from '../../src/util/clock.js';
import { startTestEmulator, type EmulatorData, type EmulatorOptions, type RunningEmulator } from '../helpers/emulator.js';

const C_ROOT = '65f0a0000000000000000001';
const A_OLD = '6650f0c1a2b3c4d5e6f70811';
/** the emulator's clock: every stamp of a record created here */
const NOW = Date.UTC(2026, 2, 1, 9, 30, 0);
const STAMP = '2026-03-01T09:30:00.000Z';

function data(): EmulatorData {
  return {
    project: 'proj-create',
    collections: [{ id: C_ROOT, parent: null, title: { en: 'Docs' }, docId: 7 }],
    articles: [{ id: A_OLD, collection: C_ROOT, title: { en: 'Install' }, docId: 41 }],
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
  const emu = await startTestEmulator({ data: data(), now: () => NOW, ...emuOpts });
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

async function call(
  emu: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { project: emu.project },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(emu.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${emu.token ?? ''}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function sizes(emu: RunningEmulator): number[] {
  return [emu.store.collections.size, emu.store.articles.size, emu.store.entries.size];
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
}

const ARTICLES = `/helpcenter/collections/${C_ROOT}/articles`;

describe('the emulator refuses what the platform refuses, and stores nothing', () => {
  it('unknown body keys are 400 naming the key', async () => {
    const { emu } = await setup();
    const before = sizes(emu);
    const col = await call(emu, 'POST', '/helpcenter/collections', { title: { en: 'Guides' }, color: 'red', externalId: 'x' });
    expect(col.status).toBe(400);
    expect(col.body.message).toMatch(/^body has unknown key\(s\) "color"; allowed: title, description, iconUrl, project, /);
    const art = await call(emu, 'POST', ARTICLES, { title: { en: 'New' }, subtitle: 'y', slug: 'new' });
    expect(art.status).toBe(400);
    expect(art.body.message).toMatch(/^body has unknown key\(s\) "subtitle", "slug"; allowed: title, description, content, /);
    // The assumed shapes: title a per-language map, required.
    expect((await call(emu, 'POST', ARTICLES, { title: 'New' })).body.message).toBe('body.title must be a map of language → text');
    expect((await call(emu, 'POST', ARTICLES, { isDraft: false })).body.message).toMatch(/^body.title is required/);
    expect((await call(emu, 'POST', ARTICLES, { title: { en: 'N' }, docId: 41 })).body.message).toBe(
      'body.docId 41 is in use by another record',
    );
    expect(sizes(emu)).toEqual(before);
    expect(emu.log.map((l) => l.status)).toEqual([400, 400, 400, 400, 400]);
  });

  it('the project header is required (400); another project is 403; an unknown collection or parent is 404', async () => {
    const { emu } = await setup();
    const before = sizes(emu);
    const noHeader = await call(emu, 'POST', '/helpcenter/collections', { title: { en: 'Guides' } }, {});
    expect(noHeader).toEqual({ status: 400, body: { message: 'header "project" is required' } });
    expect((await call(emu, 'POST', ARTICLES, { title: { en: 'New' } }, {})).status).toBe(400);
    expect((await call(emu, 'POST', ARTICLES, { title: { en: 'New' } }, { project: 'other' })).status).toBe(403);
    const ghost = await call(emu, 'POST', '/helpcenter/collections/65f0ffffffffffffffffffff/articles', { title: { en: 'New' } });
    expect(ghost).toEqual({ status: 404, body: { message: 'no collection "65f0ffffffffffffffffffff"' } });
    const orphan = await call(emu, 'POST', '/helpcenter/collections', { title: { en: 'G' }, parent: '65f0ffffffffffffffffffff' });
    expect(orphan.status).toBe(404);
    expect(sizes(emu)).toEqual(before);
  });
});

describe('creations through the client', () => {
  it('ids, docId, timestamps and externalId: in the collections list, the articles list and the entries listing at once', async () => {
    const { emu, c } = await setup();
    const col = await c.createCollection({
      title: { en: 'Guides' },
      description: { en: 'How-tos' },
      parentId: C_ROOT,
      externalId: 'helpsync:guides/',
    });
    expect(col.recovered).toBe(false);
    expect(col.record.id).toMatch(/^[0-9a-f]{24}$/);
    expect(col.record).toEqual({
      id: col.record.id,
      parentId: C_ROOT,
      title: { en: 'Guides' },
      description: { en: 'How-tos' },
      externalId: 'helpsync:guides/',
    });
    const top = await c.createCollection({ title: { en: 'FAQ' }, parentId: null, externalId: 'helpsync:faq/' });
    const art = await c.createArticle({
      collectionId: col.record.id,
      title: { en: 'New page' },
      isDraft: false,
      externalId: 'helpsync:guides/new.md',
    });
    expect(art.record.id).toMatch(/^[0-9a-f]{24}$/);
    // docId: one after the highest of its kind (articles 41 → 42, collections 7 → 8, 9).
    expect(art.record).toEqual({
      id: art.record.id,
      collectionId: col.record.id,
      title: { en: 'New page' },
      docId: 42,
      externalId: 'helpsync:guides/new.md',
      isDraft: false,
    });

    const cols = await c.listCollections();
    expect(cols.map((x) => [x.id, x.parentId, x.externalId])).toEqual([
      [C_ROOT, null, undefined],
      [col.record.id, C_ROOT, 'helpsync:guides/'],
      [top.record.id, null, 'helpsync:faq/'],
    ]);
    expect(await c.listCollectionArticles(col.record.id)).toEqual([art.record]);
    const entries = await c.listEntries();
    expect(entries.find((e) => e.id === `article:${art.record.id}`)).toEqual({
      id: `article:${art.record.id}`,
      type: 'article',
      fields: { title: { en: 'New page' } },
    });
    expect(entries.find((e) => e.id === `collection:${col.record.id}`)?.fields).toEqual({
      title: { en: 'Guides' },
      description: { en: 'How-tos' },
    });
    // The raw records: stamps from the emulator's clock, draft state as sent.
    const rawCols = (await call(emu, 'GET', '/helpcenter/collections/all')).body as unknown as Record<string, unknown>[];
    expect(rawCols.find((x) => x.id === col.record.id)).toMatchObject({
      _id: col.record.id,
      docId: 8,
      createdAt: STAMP,
      updatedAt: STAMP,
      targetAudience: 'all',
    });
    expect(rawCols.find((x) => x.id === top.record.id)).toMatchObject({ docId: 9, parent: null });
    const rawArts = (await call(emu, 'GET', `/helpcenter/collections/${col.record.id}/articles`)).body as unknown as Record<
      string,
      unknown
    >[];
    expect(rawArts).toEqual([
      expect.objectContaining({
        id: art.record.id,
        isDraft: false,
        createdAt: STAMP,
        updatedAt: STAMP,
        helpcenterCollection: col.record.id,
      }),
    ]);

    // Content and other languages follow through the translations PUT, as for every article.
    await c.pushTranslation(`article:${art.record.id}`, 'en', { content: '<p>Hi</p>' });
    await c.pushTranslation(`article:${art.record.id}`, 'de', { title: 'Neue Seite' });
    expect(emu.store.entries.get(`article:${art.record.id}`)?.fields).toEqual({
      title: { en: 'New page', de: 'Neue Seite' },
      content: { en: '<p>Hi</p>' },
    });
    // isDraft defaults to true when left out.
    const raw = await call(emu, 'POST', ARTICLES, { title: { en: 'Draft' }, externalId: 'helpsync:draft.md' });
    expect(raw.body).toMatchObject({ isDraft: true, externalId: 'helpsync:draft.md', docId: 43, helpcenterCollection: C_ROOT });
  });

  it('a lost answer: the record is looked up by its externalId and found; one POST each', async () => {
    const { emu, c } = await setup();
    emu.setOptions({ lostRate: 1 });
    const col = await c.createCollection({ title: { en: 'Guides' }, parentId: C_ROOT, externalId: 'helpsync:guides/' });
    const art = await c.createArticle({ collectionId: C_ROOT, title: { en: 'New' }, isDraft: true, externalId: 'helpsync:new.md' });
    expect(col.recovered).toBe(true);
    expect(art.recovered).toBe(true);
    expect(col.record.externalId).toBe('helpsync:guides/');
    expect(art.record).toMatchObject({ collectionId: C_ROOT, externalId: 'helpsync:new.md', docId: 42 });
    expect(emu.log.map((l) => `${l.method} ${l.path} ${l.outcome}`)).toEqual([
      'POST /v3/helpcenter/collections lost',
      'GET /v3/helpcenter/collections/all ok',
      `POST /v3${ARTICLES} lost`,
      `GET /v3${ARTICLES} ok`,
    ]);
    const stored = [...emu.store.articles.values()].filter((a) => a.externalId === 'helpsync:new.md');
    expect(stored.map((a) => a.id)).toEqual([art.record.id]);
    expect([...emu.store.collections.values()].filter((x) => x.externalId === 'helpsync:guides/')).toHaveLength(1);
  });

  it('a 5xx before anything was stored: the lookup finds nothing, then one more POST creates it once', async () => {
    // The gate draws once per request (fault or not), and once more for which fault: the first
    // POST gets 503 (0.1 < 0.5, then index 2 of 500/502/503); everything after passes.
    const draws = [0.1, 0.9];
    const { emu, c } = await setup({ random: () => draws.shift() ?? 0.9 });
    emu.setOptions({ faultRate: 0.5 });
    const art = await c.createArticle({ collectionId: C_ROOT, title: { en: 'New' }, isDraft: false, externalId: 'helpsync:new.md' });
    expect(art.recovered).toBe(false);
    expect(emu.log.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      `POST /v3${ARTICLES} 503`,
      `GET /v3${ARTICLES} 200`,
      `POST /v3${ARTICLES} 200`,
    ]);
    expect([...emu.store.articles.values()].filter((a) => a.externalId === 'helpsync:new.md').map((a) => a.id)).toEqual([art.record.id]);
  });

  it('a 404 or a 400 is a result: no lookup, no second POST; bad input is refused before any request', async () => {
    const { emu, c } = await setup();
    const e = await rejection(
      c.createArticle({ collectionId: '65f0ffffffffffffffffffff', title: { en: 'N' }, isDraft: false, externalId: 'helpsync:n.md' }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 404, method: 'POST', serverMessage: 'no collection "65f0ffffffffffffffffffff"' });
    expect(emu.log).toHaveLength(1);
    const bad = [
      c.createArticle({ collectionId: C_ROOT, title: { en: 'N' }, isDraft: false, externalId: '' }),
      c.createArticle({ collectionId: C_ROOT, title: {}, isDraft: false, externalId: 'helpsync:n.md' }),
      c.createArticle({ collectionId: '..', title: { en: 'N' }, isDraft: false, externalId: 'helpsync:n.md' }),
      c.createCollection({ title: { English: 'N' }, parentId: null, externalId: 'helpsync:n/' }),
      c.createCollection({ title: { en: 'N' }, parentId: 'a/b', externalId: 'helpsync:n/' }),
    ];
    const errors = await Promise.all(bad.map(rejection));
    for (const err of errors) expect(err).toBeInstanceOf(InputError);
    expect(errors.map((x) => (x as InputError).problems[0]?.message)).toEqual([
      'createArticle: externalId is required (a non-empty string): it is how a lost answer is found again',
      'createArticle: title needs at least one language',
      'createArticle: collectionId: invalid id "..": a dot segment ("." or "..", also percent-encoded as %2e) would address another path',
      'createCollection: title: "English" is not a language code such as "en" or "pt-br"',
      'createCollection: parentId: invalid id "a/b": ids cannot contain "/"',
    ]);
    expect(emu.log).toHaveLength(1);
  });
});
