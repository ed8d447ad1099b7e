// The emulator's updates, publish toggle and deletions, its order by lexorank and its creation with the
// body in the POST (docs/platform-api.md "Updating, unpublishing and deleting", "Order: lexorank",
// "Creating articles and collections"), over real loopback HTTP with plain fetch: statuses and bodies
// as the contract states them, nothing changed by a refused request, faults and lost answers on the
// new routes, and the --state file keeping every new field.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { startTestEmulator, type EmulatorData, type EmulatorOptions, type RunningEmulator } from '../helpers/emulator.js';

const ROOT = '65f0a0000000000000000001';
const SUB = '65f0a0000000000000000002';
const EMPTY = '65f0a0000000000000000003';
const A1 = '6650a0000000000000000011';
const A2 = '6650a0000000000000000012';
const A3 = '6650a0000000000000000013';
const GHOST = '65f0ffffffffffffffffffff';
const NOW = Date.UTC(2026, 4, 2, 8, 0, 0);
const STAMP = '2026-05-02T08:00:00.000Z';

function data(): EmulatorData {
  return {
    project: 'proj-rec',
    entries: [{ id: `article:${A1}`, type: 'article', fields: { title: { en: 'One', de: 'Eins' }, content: { en: '<p>1</p>' } } }],
    collections: [
      { id: ROOT, parent: null, title: { en: 'Docs', de: 'Doku' }, lexorank: '0|i00001:' },
      { id: SUB, parent: ROOT, title: { en: 'Sub' }, lexorank: '0|i00002:' },
      { id: EMPTY, parent: null, title: { en: 'Empty' } },
    ],
    articles: [
      // Listed by lexorank: A3 (0|h:) before A2 (0|i0:) before A1 (0|i:), whatever the seed's order.
      { id: A1, collection: ROOT, lexorank: '0|i:', externalId: 'helpsync:one.md', isDraft: false },
      { id: A2, collection: ROOT, title: { en: 'Two' }, lexorank: '0|i0:' },
      { id: A3, collection: ROOT, title: { en: 'Three' }, lexorank: '0|h:' },
    ],
  };
}

const running: RunningEmulator[] = [];
afterEach(async () => {
  for (const e of running.splice(0)) await e.close();
});

async function start(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emu = await startTestEmulator({ data: data(), now: () => NOW, ...opts });
  running.push(emu);
  return emu;
}

type Answer = { status: number; body: unknown };

async function call(
  emu: RunningEmulator,
  method: string,
  p: string,
  body?: unknown,
  project: string | null = emu.project,
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${emu.token ?? ''}`, 'content-type': 'application/json' };
  if (project !== null) headers.project = project;
  const res = await fetch(emu.baseUrl + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: res.status, body: text === '' ? undefined : json ? (JSON.parse(text) as unknown) : text };
}

const articlePath = (c: string, a: string): string => `/helpcenter/collections/${c}/articles/${a}`;
const ids = (list: unknown): unknown[] => (list as { id: string }[]).map((r) => r.id);
const message = (a: Answer): unknown => (a.body as { message?: unknown }).message;
/** what the store holds, to show a refused request changed nothing */
const snapshot = (emu: RunningEmulator): string => JSON.stringify(emu.store.toData());

describe('order: lexorank', () => {
  it('both lists sort by lexorank in plain string comparison, ties in creation order, the unranked last', async () => {
    const emu = await start();
    // ':' sorts between the digits and the letters: 0|h: < 0|i0: < 0|i: (the seed had A1, A2, A3).
    expect(ids((await call(emu, 'GET', `/helpcenter/collections/${ROOT}/articles`)).body)).toEqual([A3, A2, A1]);
    expect(ids((await call(emu, 'GET', '/helpcenter/collections/all')).body)).toEqual([ROOT, SUB, EMPTY]);
    const made: string[] = [];
    for (const [title, lexorank] of [
      ['Tie', '0|h:'],
      ['Unranked', undefined],
      ['First', '0|0:'],
      ['After i', '0|ia:'],
    ] as const) {
      const r = await call(emu, 'POST', `/helpcenter/collections/${ROOT}/articles`, { title: { en: title }, lexorank });
      expect(r.status).toBe(200);
      expect((r.body as { lexorank?: string }).lexorank).toBe(lexorank);
      made.push((r.body as { id: string }).id);
    }
    const [tie, unranked, first, afterI] = made;
    expect(ids((await call(emu, 'GET', `/helpcenter/collections/${ROOT}/articles`)).body)).toEqual([
      first,
      A3,
      tie,
      A2,
      A1,
      afterI,
      unranked,
    ]);
    const col = await call(emu, 'POST', '/helpcenter/collections', { title: { en: 'Top' }, parent: null, lexorank: '0|a:' });
    expect(ids((await call(emu, 'GET', '/helpcenter/collections/all')).body)).toEqual([(col.body as { id: string }).id, ROOT, SUB, EMPTY]);
  });

  it('a rank not of the form 0|<letters and digits>: is a 400 naming the key, in a creation and in an update', async () => {
    const emu = await start();
    const before = snapshot(emu);
    for (const lexorank of ['0|I0:', '1|i:', '0|i', 'i', '0|:', 7]) {
      const r = await call(emu, 'POST', `/helpcenter/collections/${ROOT}/articles`, { title: { en: 'N' }, lexorank });
      expect(r.status, String(lexorank)).toBe(400);
      expect(message(r)).toMatch(/^body\.lexorank /);
      expect((await call(emu, 'PUT', articlePath(ROOT, A1), { lexorank })).status).toBe(400);
      expect((await call(emu, 'PUT', `/helpcenter/collections/${SUB}`, { lexorank })).status).toBe(400);
    }
    expect(snapshot(emu)).toBe(before);
  });
});

describe('PUT /helpcenter/collections/{id}/articles/{id}', () => {
  it('sets the keys given and keeps the rest; a language map replaces the languages it names only', async () => {
    const emu = await start();
    const r = await call(emu, 'PUT', articlePath(ROOT, A1), {
      title: { de: 'Eins (neu)' },
      content: { fr: '<p>un</p>' },
      isDraft: true,
      lexorank: '0|0:',
      externalId: 'helpsync:9f8e7d6c5b4a:one.md',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: A1,
      _id: A1,
      helpcenterCollection: ROOT,
      title: { en: 'One', de: 'Eins (neu)' },
      isDraft: true,
      lexorank: '0|0:',
      externalId: 'helpsync:9f8e7d6c5b4a:one.md',
      updatedAt: STAMP,
    });
    expect(emu.store.entries.get(`article:${A1}`)?.fields).toEqual({
      title: { en: 'One', de: 'Eins (neu)' },
      content: { en: '<p>1</p>', fr: '<p>un</p>' },
    });
    // The list serves the new state, and the new rank puts A1 first.
    const list = (await call(emu, 'GET', `/helpcenter/collections/${ROOT}/articles`)).body as Record<string, unknown>[];
    expect(ids(list)).toEqual([A1, A3, A2]);
    expect(list[0]).toMatchObject({ isDraft: true, externalId: 'helpsync:9f8e7d6c5b4a:one.md' });
    // isDraft: false publishes it again; an empty body changes nothing.
    expect((await call(emu, 'PUT', articlePath(ROOT, A1), { isDraft: false })).body).toMatchObject({ isDraft: false, lexorank: '0|0:' });
    const unchanged = snapshot(emu);
    expect((await call(emu, 'PUT', articlePath(ROOT, A1), {})).status).toBe(200);
    expect(snapshot(emu)).toBe(unchanged);
  });

  it('refuses what the platform refuses and changes nothing: 400 body, 400 no project header, 404 not in that collection', async () => {
    const emu = await start();
    const before = snapshot(emu);
    const cases: [Answer, number, string | RegExp][] = [
      [await call(emu, 'PUT', articlePath(ROOT, A1), { slug: 'x' }), 400, /^body has unknown key\(s\) "slug"; allowed: title, /],
      [await call(emu, 'PUT', articlePath(ROOT, A1), { title: 'One' }), 400, 'body.title must be a map of language → text'],
      [await call(emu, 'PUT', articlePath(ROOT, A1), { title: { en: ' ' } }), 400, 'body.title needs a non-empty text'],
      [await call(emu, 'PUT', articlePath(ROOT, A1), { isDraft: 'yes' }), 400, 'body.isDraft must be true or false'],
      [await call(emu, 'PUT', articlePath(ROOT, A1), { externalId: 5 }), 400, 'body.externalId must be a string'],
      [
        await call(emu, 'PUT', articlePath(ROOT, A1), { helpcenterCollection: SUB }),
        400,
        /^body.helpcenterCollection must be the collection of the path/,
      ],
      [await call(emu, 'PUT', articlePath(ROOT, A1), { isDraft: true }, null), 400, 'header "project" is required'],
      [await call(emu, 'PUT', articlePath(SUB, A1), { isDraft: true }), 404, `no article "${A1}" in collection "${SUB}"`],
      [await call(emu, 'PUT', articlePath(GHOST, A1), { isDraft: true }), 404, `no collection "${GHOST}"`],
      [await call(emu, 'PUT', articlePath(ROOT, GHOST), { isDraft: true }), 404, `no article "${GHOST}" in collection "${ROOT}"`],
    ];
    for (const [answer, status, text] of cases) {
      expect(answer.status).toBe(status);
      if (typeof text === 'string') expect(message(answer)).toBe(text);
      else expect(message(answer)).toMatch(text);
    }
    expect(snapshot(emu)).toBe(before);
  });
});

describe('collections: update, publish toggle', () => {
  it('PUT sets title languages, rank, externalId and parent; a parent inside itself is a 400', async () => {
    const emu = await start();
    const r = await call(emu, 'PUT', `/helpcenter/collections/${SUB}`, {
      title: { de: 'Unter' },
      lexorank: '0|a:',
      externalId: 'helpsync:9f8e7d6c5b4a:sub/',
      parent: EMPTY,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: SUB, parent: EMPTY, title: { en: 'Sub', de: 'Unter' }, lexorank: '0|a:', updatedAt: STAMP });
    expect(ids((await call(emu, 'GET', '/helpcenter/collections/all')).body)).toEqual([SUB, ROOT, EMPTY]);
    const before = snapshot(emu);
    expect(message(await call(emu, 'PUT', `/helpcenter/collections/${EMPTY}`, { parent: SUB }))).toBe(
      `body.parent "${SUB}" is this collection or one inside it: a collection cannot hold itself`,
    );
    expect((await call(emu, 'PUT', `/helpcenter/collections/${ROOT}`, { parent: ROOT })).status).toBe(400);
    expect((await call(emu, 'PUT', `/helpcenter/collections/${ROOT}`, { parent: GHOST })).status).toBe(404);
    expect((await call(emu, 'PUT', `/helpcenter/collections/${GHOST}`, { title: { en: 'X' } })).status).toBe(404);
    expect((await call(emu, 'PUT', `/helpcenter/collections/${ROOT}`, { color: 'red' })).status).toBe(400);
    expect((await call(emu, 'PUT', `/helpcenter/collections/${ROOT}`, { title: { en: 'X' } }, null)).status).toBe(400);
    expect(snapshot(emu)).toBe(before);
  });

  it('toggle-publish takes exactly { unpublished } and the collections list then carries it', async () => {
    const emu = await start();
    const r = await call(emu, 'PUT', `/helpcenter/collections/${SUB}/toggle-publish`, { unpublished: true });
    expect(r).toMatchObject({ status: 200, body: { id: SUB, unpublished: true, updatedAt: STAMP } });
    const listed = (await call(emu, 'GET', '/helpcenter/collections/all')).body as Record<string, unknown>[];
    expect(listed.map((c) => c.unpublished)).toEqual([undefined, true, undefined]);
    const before = snapshot(emu);
    for (const body of [{}, { unpublished: 'yes' }, { unpublished: true, title: { en: 'x' } }]) {
      expect((await call(emu, 'PUT', `/helpcenter/collections/${SUB}/toggle-publish`, body)).status).toBe(400);
    }
    expect((await call(emu, 'PUT', `/helpcenter/collections/${GHOST}/toggle-publish`, { unpublished: true })).status).toBe(404);
    expect(snapshot(emu)).toBe(before);
    expect((await call(emu, 'PUT', `/helpcenter/collections/${SUB}/toggle-publish`, { unpublished: false })).body).toMatchObject({
      unpublished: false,
    });
  });
});

describe('deletions', () => {
  it('an article goes with every translation; a second DELETE is a 404', async () => {
    const emu = await start();
    expect(await call(emu, 'DELETE', articlePath(ROOT, A1))).toEqual({ status: 200, body: { deleted: true, id: A1 } });
    expect(emu.store.articles.has(A1)).toBe(false);
    expect(emu.store.entries.has(`article:${A1}`)).toBe(false);
    expect(ids((await call(emu, 'GET', `/helpcenter/collections/${ROOT}/articles`)).body)).toEqual([A3, A2]);
    const again = await call(emu, 'DELETE', articlePath(ROOT, A1));
    expect(again).toEqual({ status: 404, body: { message: `no article "${A1}" in collection "${ROOT}"` } });
    expect((await call(emu, 'DELETE', articlePath(SUB, A2))).status).toBe(404);
    expect(emu.store.articles.has(A2)).toBe(true);
  });

  it('a collection that still holds articles or subcollections is a 409; once empty it goes; then 404', async () => {
    const emu = await start();
    const before = snapshot(emu);
    expect(await call(emu, 'DELETE', `/helpcenter/collections/${ROOT}`)).toEqual({
      status: 409,
      body: { message: `collection "${ROOT}" still holds 3 article(s) and 1 subcollection(s): delete or move them first` },
    });
    expect(snapshot(emu)).toBe(before);
    expect(await call(emu, 'DELETE', `/helpcenter/collections/${SUB}`)).toEqual({ status: 200, body: { deleted: true, id: SUB } });
    for (const a of [A1, A2]) expect((await call(emu, 'DELETE', articlePath(ROOT, a))).status).toBe(200);
    expect((await call(emu, 'DELETE', `/helpcenter/collections/${ROOT}`)).status).toBe(409);
    expect((await call(emu, 'DELETE', articlePath(ROOT, A3))).status).toBe(200);
    expect((await call(emu, 'DELETE', `/helpcenter/collections/${ROOT}`)).status).toBe(200);
    expect(emu.store.entries.has(`collection:${ROOT}`)).toBe(false);
    expect((await call(emu, 'DELETE', `/helpcenter/collections/${ROOT}`)).status).toBe(404);
    expect(ids((await call(emu, 'GET', '/helpcenter/collections/all')).body)).toEqual([EMPTY]);
  });
});

describe('creation with the body in the POST', () => {
  it('content (and plainContent) as the source language map: listed as if a PUT had set it, rich text applied', async () => {
    const emu = await start({ richText: true });
    const r = await call(emu, 'POST', `/helpcenter/collections/${ROOT}/articles`, {
      title: { en: 'New' },
      description: { en: 'Short' },
      content: { en: '<ul>\n<li>a<br/></li>\n</ul>' },
      plainContent: { en: 'a' },
      isDraft: false,
      externalId: 'helpsync:new.md',
    });
    expect(r.status).toBe(200);
    const id = (r.body as { id: string }).id;
    expect(emu.store.entries.get(`article:${id}`)?.fields).toEqual({
      title: { en: 'New' },
      description: { en: 'Short' },
      content: { en: '<ul><li><p>a<br></p></li></ul>' },
    });
    const listed = (await call(emu, 'GET', `/translations/entries/${encodeURIComponent(`article:${id}`)}`)).body;
    expect(listed).toMatchObject({ fields: { content: { en: '<ul><li><p>a<br></p></li></ul>' } } });
    expect(
      (await call(emu, 'POST', `/helpcenter/collections/${ROOT}/articles`, { title: { en: 'N' }, plainContent: { en: 5 } })).status,
    ).toBe(400);
  });
});

describe('faults and lost answers reach the new routes; --state keeps the new fields', () => {
  it('--fault-rate answers 5xx before anything is done; --lost-rate does the write and drops the answer', async () => {
    const emu = await start({ faultRate: 1 });
    const before = snapshot(emu);
    for (const [method, p, body] of [
      ['PUT', articlePath(ROOT, A1), { isDraft: true }],
      ['DELETE', articlePath(ROOT, A1), undefined],
      ['PUT', `/helpcenter/collections/${SUB}`, { lexorank: '0|0:' }],
      ['PUT', `/helpcenter/collections/${SUB}/toggle-publish`, { unpublished: true }],
      ['DELETE', `/helpcenter/collections/${EMPTY}`, undefined],
    ] as const) {
      expect([500, 502, 503]).toContain((await call(emu, method, p, body)).status);
    }
    expect(snapshot(emu)).toBe(before);
    emu.setOptions({ faultRate: 0, lostRate: 1 });
    await expect(call(emu, 'PUT', articlePath(ROOT, A1), { isDraft: true })).rejects.toThrow();
    await expect(call(emu, 'DELETE', articlePath(ROOT, A2))).rejects.toThrow();
    await expect(call(emu, 'PUT', `/helpcenter/collections/${SUB}/toggle-publish`, { unpublished: true })).rejects.toThrow();
    expect(emu.store.articles.get(A1)?.isDraft).toBe(true);
    expect(emu.store.articles.has(A2)).toBe(false);
    expect(emu.store.collections.get(SUB)?.unpublished).toBe(true);
    expect(emu.writes().map((w) => w.outcome)).toEqual(['fault', 'fault', 'fault', 'fault', 'fault', 'lost', 'lost', 'lost']);
  });

  it('a restart from the state file has the ranks, draft and unpublished states, new externalIds and deletions', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const stateFile = path.join(dir, 'state.json');
      const first = await start({ stateFile });
      await call(first, 'PUT', articlePath(ROOT, A2), { lexorank: '0|0:', isDraft: true, externalId: 'helpsync:s:two.md' });
      await call(first, 'PUT', `/helpcenter/collections/${SUB}/toggle-publish`, { unpublished: true });
      await call(first, 'DELETE', articlePath(ROOT, A3));
      await call(first, 'DELETE', `/helpcenter/collections/${EMPTY}`);
      await first.close();
      const onDisk = JSON.parse(await readFile(stateFile, 'utf8')) as EmulatorData;
      expect(onDisk.articles?.find((a) => a.id === A2)).toMatchObject({ lexorank: '0|0:', isDraft: true, externalId: 'helpsync:s:two.md' });
      const second = await start({ stateFile });
      expect(ids((await call(second, 'GET', `/helpcenter/collections/${ROOT}/articles`)).body)).toEqual([A2, A1]);
      const cols = (await call(second, 'GET', '/helpcenter/collections/all')).body as Record<string, unknown>[];
      expect(cols.map((c) => [c.id, c.unpublished])).toEqual([
        [ROOT, undefined],
        [SUB, true],
      ]);
      expect(second.store.entries.has(`article:${A3}`)).toBe(false);
    } finally {
      await cleanup();
    }
  });
});
