// The emulator over real loopback HTTP (plain fetch), and the `helpsync emulator` CLI process.
import { afterEach, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { CLI, REPO_ROOT, cleanEnv, runCli, tempDir } from '../helpers/cli.js';
import { makeTestToken, startTestEmulator, type EmulatorData, type RunningEmulator } from '../helpers/emulator.js';
import { EmulatorDataError, startEmulator, seededRandom } from '../../src/emulator/server.js';
import { DEMO_DATA } from '../../src/emulator/demo-data.js';
import { ENGAGEMENT_OPERATIONS } from '../../src/client/types.js';
import { loadContent } from '../../src/loader/content.js';
import { htmlEqual } from '../../src/html/compare.js';

const ART = '6650f0c1a2b3c4d5e6f70811';
const ART2 = '6650f0c1a2b3c4d5e6f70812';
const COL_A = '65f0c1a2b3c4d5e6f7081231';
const COL_B = '65f0c1a2b3c4d5e6f7081232';

/** A small platform: two collections (B inside A), two articles, a static key with a slash. */
function data(): EmulatorData {
  return {
    project: 'proj-test',
    entries: [
      {
        id: `article:${ART}`,
        type: 'article',
        fields: { title: { en: 'Install', de: 'Installieren' }, content: { en: '<p>old</p>', de: '<p>alt</p>' } },
      },
      { id: 'statictranslation:a/b c.d', type: 'statictranslation', fields: { value: { en: 'Slash key' } } },
      { id: 'emailtemplate:6660aa00bb11cc22dd33ee01', type: 'emailtemplate', fields: { subject: { en: 'Hi' }, footer: { en: 'Bye' } } },
    ],
    collections: [
      { id: COL_A, parent: null, title: { en: 'Getting started' }, description: { en: 'First steps' } },
      { id: COL_B, parent: COL_A, title: { en: 'Mobile' } },
    ],
    articles: [
      { id: ART, collection: COL_A },
      { id: ART2, collection: COL_A, title: { en: 'Invite' } },
    ],
    teams: [
      { id: 't1', name: 'Support EU', members: ['m1'], slaOptions: { defaultSla: 60 } },
      { id: 't2', name: 'Support US' },
    ],
    videos: [
      { id: 'v1', title: 'old', createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 'v2', title: 'new', createdAt: '2024-06-01T00:00:00.000Z' },
      { id: 'v3', title: 'unacknowledged', createdAt: '2024-07-01T00:00:00.000Z', acknowledged: false },
      { id: 'v4', title: 'skipped', createdAt: '2024-08-01T00:00:00.000Z', skipped: true },
    ],
    engagement: {
      'chat-messages': [{ id: 'cm1', text: 'hello' }],
      'push-notifications': [{ id: 'pn1', title: 'push' }],
      surveys: [{ id: 'sv1', name: 'NPS', form: { questions: [] } }],
      'product-tours': [{ id: 'pt1', name: 'tour' }],
      checklists: [{ id: 'ck1', name: 'setup' }],
      tooltips: [{ id: 'tt1', text: 'tip' }],
      news: [{ id: 'nw1', title: 'news' }],
    },
    surveyResponses: { sv1: [{ q1: 9 }] },
    statistics: { TEAM_PERFORMANCE_LIST: [{ teamId: 't1', closed: 3 }] },
  };
}

const open: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});
function track(e: RunningEmulator): RunningEmulator {
  open.push(e);
  return e;
}

async function start(opts: Parameters<typeof startTestEmulator>[0] = {}): Promise<RunningEmulator> {
  return track(await startTestEmulator({ data: data(), ...opts }));
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

async function call(
  e: RunningEmulator,
  method: string,
  p: string,
  opts: { body?: unknown; rawBody?: string; headers?: Record<string, string | undefined>; contentType?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const given = { authorization: `Bearer ${e.token}`, project: e.project, accept: 'application/json', ...opts.headers };
  for (const [k, v] of Object.entries(given)) if (v !== undefined) headers[k] = v;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await fetch(e.baseUrl + p, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

const entryPath = (id: string): string => `/translations/entries/${encodeURIComponent(id)}`;
const message = (a: Answer): string => (a.body as { message: string }).message;

describe('auth and project header', () => {
  it('accepts only the configured token, bearer scheme, JWT shape', async () => {
    const e = await start();
    expect((await call(e, 'GET', '/video-source')).status).toBe(200);
    const missing = await call(e, 'GET', '/video-source', { headers: { authorization: undefined } });
    expect(missing.status).toBe(401);
    expect(message(missing)).toMatch(/bearer token/);
    expect((await call(e, 'GET', '/video-source', { headers: { authorization: `Basic ${e.token}` } })).status).toBe(401);
    // JWT-shaped but not the one given with token: refused.
    expect((await call(e, 'GET', '/video-source', { headers: { authorization: `Bearer ${makeTestToken()}` } })).status).toBe(401);
    expect(e.log.map((l) => l.headers.authorized)).toEqual([true, false, false, false]);
  });

  it('without a token option: any JWT-shaped token, a generated demo token, nothing else', async () => {
    const emu = track(await startEmulator({ port: 0, data: data() }));
    expect(emu.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await call(emu, 'GET', '/video-source')).status).toBe(200);
    expect((await call(emu, 'GET', '/video-source', { headers: { authorization: `Bearer ${makeTestToken()}` } })).status).toBe(200);
    expect((await call(emu, 'GET', '/video-source', { headers: { authorization: 'Bearer not-a-jwt' } })).status).toBe(401);
  });

  it('project header: required on the collections list (400), wrong anywhere (403), optional elsewhere', async () => {
    const e = await start();
    const none = await call(e, 'GET', '/helpcenter/collections/all', { headers: { project: undefined } });
    expect(none.status).toBe(400);
    expect(message(none)).toMatch(/project/);
    expect((await call(e, 'GET', '/helpcenter/collections/all', { headers: { project: 'other' } })).status).toBe(403);
    const wrongWrite = await call(e, 'DELETE', '/teams/t1', { headers: { project: 'other' } });
    expect(wrongWrite.status).toBe(403);
    expect(e.store.teams.has('t1')).toBe(true);
    expect((await call(e, 'GET', '/video-source', { headers: { project: undefined } })).status).toBe(200);
    expect((await call(e, 'GET', '/statistics/lists?chartType=TEAM_PERFORMANCE_LIST', { headers: { project: undefined } })).status).toBe(
      200,
    );
    expect(e.log.map((l) => l.headers.project)).toEqual([undefined, 'other', 'other', undefined, undefined]);
  });
});

describe('translations', () => {
  it('lists entries field-major, filters by type, refuses an unknown type', async () => {
    const e = await start();
    const all = await call(e, 'GET', '/translations/entries');
    expect(all.status).toBe(200);
    const ids = (all.body as { id: string }[]).map((x) => x.id);
    // Records seed entries: the second article and both collections got one from their titles.
    expect(ids.sort()).toEqual(
      [
        `article:${ART}`,
        `article:${ART2}`,
        `collection:${COL_A}`,
        `collection:${COL_B}`,
        'emailtemplate:6660aa00bb11cc22dd33ee01',
        'statictranslation:a/b c.d',
      ].sort(),
    );
    const col = (all.body as { id: string; fields: unknown }[]).find((x) => x.id === `collection:${COL_A}`);
    expect(col?.fields).toEqual({ title: { en: 'Getting started' }, description: { en: 'First steps' } });
    const articles = await call(e, 'GET', '/translations/entries?type=article');
    expect((articles.body as { type: string }[]).map((x) => x.type)).toEqual(['article', 'article']);
    expect((await call(e, 'GET', '/translations/entries?type=page')).status).toBe(400);
  });

  it('reads one entry, optionally one language; keys with slash, dot and space are one segment', async () => {
    const e = await start();
    const one = await call(e, 'GET', `${entryPath(`article:${ART}`)}?language=de`);
    expect(one.body).toEqual({
      id: `article:${ART}`,
      type: 'article',
      fields: { title: { de: 'Installieren' }, content: { de: '<p>alt</p>' } },
    });
    const stat = await call(e, 'GET', entryPath('statictranslation:a/b c.d'));
    expect(stat.status).toBe(200);
    expect((stat.body as { fields: unknown }).fields).toEqual({ value: { en: 'Slash key' } });
    expect((await call(e, 'GET', entryPath('article:000000000000000000000000'))).status).toBe(404);
  });

  it('PUT merges the given fields into one language and leaves everything else', async () => {
    const e = await start();
    const put = await call(e, 'PUT', entryPath(`article:${ART}`), {
      body: { language: 'de', fields: { content: '<p>neu</p>', description: 'Kurz' } },
    });
    expect(put.status).toBe(200);
    const entry = e.store.entries.get(`article:${ART}`);
    expect(entry?.fields).toEqual({
      title: { en: 'Install', de: 'Installieren' },
      content: { en: '<p>old</p>', de: '<p>neu</p>' },
      description: { de: 'Kurz' },
    });
    // A new language; a static key with a slash.
    expect(
      (await call(e, 'PUT', entryPath('statictranslation:a/b c.d'), { body: { language: 'pt-br', fields: { value: 'Chave' } } })).status,
    ).toBe(200);
    expect(e.store.value('statictranslation:a/b c.d', 'value', 'pt-br')).toBe('Chave');
    // A field the listing shows for this entry, beyond the type's usual ones, is accepted.
    expect(
      (
        await call(e, 'PUT', entryPath('emailtemplate:6660aa00bb11cc22dd33ee01'), {
          body: { language: 'de', fields: { footer: 'Tschüss' } },
        })
      ).status,
    ).toBe(200);
  });

  it('PUT refuses bad bodies (400) and unknown entries (404), changing nothing', async () => {
    const e = await start();
    const before = JSON.stringify(e.store.toData());
    const id = entryPath(`article:${ART}`);
    const cases: [unknown, RegExp][] = [
      [{ language: 'de', fields: { title: 'x' }, extra: 1 }, /unknown key.*"extra"/],
      [{ fields: { title: 'x' } }, /language is required/],
      [{ language: 'de' }, /fields is required/],
      [{ language: 'de', fields: { title: 3 } }, /must be strings.*"title"/],
      [{ language: 'de', fields: { title: null } }, /must be strings/],
      [{ language: 'de', fields: ['x'] }, /fields must be an object/],
      [{ language: 'de', fields: {} }, /at least one field/],
      [{ language: 'de', fields: { subject: 'x' } }, /no field "subject"/],
      [{ language: 7, fields: { title: 'x' } }, /language/],
      [['language', 'de'], /JSON object/],
    ];
    for (const [body, why] of cases) {
      const a = await call(e, 'PUT', id, { body });
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(message(a)).toMatch(why);
    }
    const badJson = await call(e, 'PUT', id, { rawBody: '{"language": "de",' });
    expect(badJson.status).toBe(400);
    expect(typeof message(badJson)).toBe('string');
    expect((await call(e, 'PUT', id, { rawBody: 'language=de', contentType: 'text/plain' })).status).toBe(415);
    expect((await call(e, 'PUT', id)).status).toBe(400);
    const unknown = await call(e, 'PUT', entryPath('article:000000000000000000000000'), {
      body: { language: 'de', fields: { title: 'x' } },
    });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(e.store.toData())).toBe(before);
    expect(e.writes().every((w) => w.outcome === 'error')).toBe(true);
  });

  it('--rich-text stores HTML fields re-serialised by the six rules, plain text as sent', async () => {
    const e = await start({ richText: true });
    const html = '<ul>\n<li>One <b>bold</b></li>\n</ul>\n<p title="t" class="c">It&#39;s<br/></p>\n';
    await call(e, 'PUT', entryPath(`article:${ART}`), { body: { language: 'en', fields: { content: html, title: '  <b>x</b>  ' } } });
    expect(e.store.value(`article:${ART}`, 'content', 'en')).toBe(
      '<ul><li><p>One <strong>bold</strong></p></li></ul><p class="c" title="t">It\'s<br></p>\n',
    );
    expect(e.store.value(`article:${ART}`, 'title', 'en')).toBe('  <b>x</b>  ');
    // Switching it on re-serialises what is stored, as the platform's editor holds nothing else.
    const plain = await start({ richText: false });
    await call(plain, 'PUT', entryPath(`article:${ART}`), { body: { language: 'en', fields: { content: '<p>a<br/></p>' } } });
    plain.setOptions({ richText: true });
    expect(plain.store.value(`article:${ART}`, 'content', 'en')).toBe('<p>a<br></p>');
  });
});

describe('help center', () => {
  it('lists collections flat with id/_id, parent and per-language texts', async () => {
    const e = await start();
    const list = await call(e, 'GET', '/helpcenter/collections/all');
    expect(list.status).toBe(200);
    const rows = list.body as Record<string, unknown>[];
    expect(rows.map((r) => [r.id, r._id, r.parent])).toEqual([
      [COL_A, COL_A, null],
      [COL_B, COL_B, COL_A],
    ]);
    expect(rows[0]).toMatchObject({ title: { en: 'Getting started' }, description: { en: 'First steps' }, targetAudience: 'all' });
    expect(typeof rows[0]?.createdAt).toBe('string');
    expect(typeof rows[0]?.updatedAt).toBe('string');
    // A pushed collection title shows in the list: texts have one home, the entry.
    await call(e, 'PUT', entryPath(`collection:${COL_B}`), { body: { language: 'de', fields: { title: 'Mobil' } } });
    const again = (await call(e, 'GET', '/helpcenter/collections/all')).body as Record<string, unknown>[];
    expect(again[1]?.title).toEqual({ en: 'Mobile', de: 'Mobil' });
  });

  it('lists the articles of a collection; 404 for an unknown one', async () => {
    const e = await start();
    const a = await call(e, 'GET', `/helpcenter/collections/${COL_A}/articles`);
    expect(a.status).toBe(200);
    const rows = a.body as Record<string, unknown>[];
    expect(rows.map((r) => [r.id, r._id, r.helpcenterCollection])).toEqual([
      [ART, ART, COL_A],
      [ART2, ART2, COL_A],
    ]);
    expect(rows[1]).toMatchObject({ title: { en: 'Invite' }, isDraft: false, tags: [], sourceUsage: 0 });
    expect((await call(e, 'GET', `/helpcenter/collections/${COL_B}/articles`)).body).toEqual([]);
    expect((await call(e, 'GET', '/helpcenter/collections/nope/articles')).status).toBe(404);
  });

  it('moves an article; same collection is a no-op; 404 once it has left; 400/404 on bad input', async () => {
    const e = await start();
    const move = (from: string, id: string, body: unknown): Promise<Answer> =>
      call(e, 'PUT', `/helpcenter/collections/${from}/articles/${id}/move`, { body });
    const ok = await move(COL_A, ART, { newCollectionId: COL_B });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: ART, helpcenterCollection: COL_B, title: { en: 'Install', de: 'Installieren' } });
    expect(e.store.articleCollection(ART)).toBe(COL_B);
    // A retried move whose first response was lost: the article is no longer in COL_A.
    const again = await move(COL_A, ART, { newCollectionId: COL_B });
    expect(again.status).toBe(404);
    const same = await move(COL_B, ART, { newCollectionId: COL_B });
    expect(same.status).toBe(200);
    expect(e.store.articleCollection(ART)).toBe(COL_B);
    expect((await move(COL_A, ART2, {})).status).toBe(400);
    expect(message(await move(COL_A, ART2, { newCollectionId: COL_B, position: 1 }))).toMatch(/"position"/);
    expect((await move(COL_A, ART2, { newCollectionId: 5 })).status).toBe(400);
    expect((await move('nope', ART2, { newCollectionId: COL_B })).status).toBe(404);
    expect((await move(COL_A, ART2, { newCollectionId: 'nope' })).status).toBe(404);
    expect((await move(COL_A, 'nope', { newCollectionId: COL_B })).status).toBe(404);
    expect(e.store.articleCollection(ART2)).toBe(COL_A);
  });
});

describe('statistics, teams, videos, engagement', () => {
  it('statistics: chartType required, groupInterval checked, data or generated rows, skip/limit ignored but logged', async () => {
    const e = await start();
    expect((await call(e, 'GET', '/statistics/lists')).status).toBe(400);
    expect((await call(e, 'GET', '/statistics/lists?chartType=TEAM_PERFORMANCE_LIST&groupInterval=week')).status).toBe(400);
    const fromData = await call(e, 'GET', '/statistics/lists?chartType=TEAM_PERFORMANCE_LIST&groupInterval=day&skip=10&limit=1');
    expect(fromData.body).toEqual([{ teamId: 't1', closed: 3 }]);
    expect(e.log.at(-1)?.query).toEqual({ chartType: 'TEAM_PERFORMANCE_LIST', groupInterval: 'day', skip: '10', limit: '1' });
    const generated = await call(e, 'GET', '/statistics/lists?chartType=ARTICLE_SEARCH_RESULT_LIST');
    const rows = generated.body as Record<string, unknown>[];
    expect(rows.some((r) => r.searchTerm === 'install' && r.topArticleId === ART)).toBe(true);
    expect(rows.some((r) => r.resultCount === 0)).toBe(true);
    for (const r of rows) for (const v of Object.values(r)) expect(v === null || typeof v !== 'object').toBe(true);
    expect((await call(e, 'GET', '/statistics/lists?chartType=NO_SUCH_LIST')).status).toBe(400);
  });

  it('teams: DELETE returns the deleted team and removes it; 404 afterwards', async () => {
    const e = await start();
    const del = await call(e, 'DELETE', '/teams/t1');
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: 't1', name: 'Support EU', members: ['m1'], slaOptions: { defaultSla: 60 } });
    expect([...e.store.teams.keys()]).toEqual(['t2']);
    expect((await call(e, 'DELETE', '/teams/t1')).status).toBe(404);
  });

  it('videos: only acknowledged and not skipped, newest first', async () => {
    const e = await start();
    const v = await call(e, 'GET', '/video-source');
    expect(v.body).toEqual({
      total: 2,
      videos: [
        { id: 'v2', title: 'new', createdAt: '2024-06-01T00:00:00.000Z' },
        { id: 'v1', title: 'old', createdAt: '2024-01-01T00:00:00.000Z' },
      ],
    });
  });

  it('engagement: exactly the seed 4.7 pairs exist; survey responses survive the survey', async () => {
    const e = await start();
    const ids: Record<string, string> = {
      'chat-messages': 'cm1',
      'push-notifications': 'pn1',
      surveys: 'sv1',
      'product-tours': 'pt1',
      checklists: 'ck1',
      tooltips: 'tt1',
      news: 'nw1',
    };
    for (const op of Object.values(ENGAGEMENT_OPERATIONS)) {
      const p = `/engagement/${op.path}/${ids[op.path]}`;
      const get = await call(e, 'GET', p);
      if (op.get) {
        expect(get.status, `GET ${p}`).toBe(200);
        expect((get.body as { id: string }).id).toBe(ids[op.path]);
      } else {
        expect(get.status, `GET ${p}`).toBe(404);
        expect(message(get)).toMatch(/no such operation/);
      }
      const del = await call(e, 'DELETE', p);
      if (op.delete) {
        expect(del.status, `DELETE ${p}`).toBe(200);
        expect(del.body).toEqual({ deleted: true, id: ids[op.path] });
        expect((await call(e, 'DELETE', p)).status).toBe(404);
      } else {
        expect(del.status, `DELETE ${p}`).toBe(404);
        expect(message(del)).toMatch(/no such operation/);
      }
    }
    expect(e.store.engagement.surveys.size).toBe(0);
    expect(e.store.engagement.checklists.size).toBe(1);
    expect(e.store.surveyResponses.get('sv1')).toEqual([{ q1: 9 }]);
    expect((await call(e, 'GET', '/engagement/tooltips/nope')).status).toBe(404);
    expect((await call(e, 'PATCH', '/engagement/tooltips/tt1', { body: {} })).status).toBe(404);
    expect((await call(e, 'GET', '/engagement/banners/b1')).status).toBe(404);
  });
});

describe('rate limit, faults, lost responses', () => {
  it('sliding window on arrival: 429 with Retry-After (whole seconds until a slot frees), then admitted', async () => {
    let now = 1_000_000;
    const e = await start({ rateLimit: { requests: 3, perSeconds: 10 }, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect((await call(e, 'GET', '/video-source')).status).toBe(200);
      now += 1000;
    }
    // Arrivals at 0, 1, 2 s; now 3 s: the first slot frees at 10 s → Retry-After 7.
    const limited = await call(e, 'GET', '/video-source');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(message(limited)).toMatch(/rate limit/);
    // Rejected requests do not count: at 9.5 s still 429 (Retry-After rounds 0.5 s up to 1) ...
    now = 1_000_000 + 9_500;
    expect((await call(e, 'GET', '/video-source')).headers.get('retry-after')).toBe('1');
    // ... and exactly one window after the first arrival, one slot is free again.
    now = 1_000_000 + 10_000;
    expect((await call(e, 'GET', '/video-source')).status).toBe(200);
    expect((await call(e, 'GET', '/video-source')).status).toBe(429);
    expect(e.log.map((l) => l.outcome)).toEqual(['ok', 'ok', 'ok', 'rate-limited', 'rate-limited', 'ok', 'rate-limited']);
    expect(e.log.map((l) => l.status)).toEqual([200, 200, 200, 429, 429, 200, 429]);
  });

  it('--no-retry-after: 429 without the header; limits can change at run time', async () => {
    const e = await start({ rateLimit: { requests: 1, perSeconds: 60 }, retryAfter: false });
    expect((await call(e, 'GET', '/video-source')).status).toBe(200);
    const limited = await call(e, 'GET', '/video-source');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    e.setOptions({ retryAfter: true });
    expect((await call(e, 'GET', '/video-source')).headers.get('retry-after')).not.toBeNull();
    e.setOptions({ rateLimit: undefined });
    expect((await call(e, 'GET', '/video-source')).status).toBe(200);
  });

  it('fault mode answers 500/502/503 before doing anything; the 502 is an HTML page', async () => {
    // random() sequence: < faultRate (fault), then 0.5 → the middle status, 502.
    const seq = [0, 0.5];
    const e = await start({ faultRate: 0.5, random: () => seq.shift() ?? 0.99 });
    const res = await call(e, 'DELETE', '/teams/t1');
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html>[\s\S]*502 Bad Gateway/);
    expect(e.store.teams.has('t1')).toBe(true);
    expect(e.log[0]).toMatchObject({ status: 502, outcome: 'fault', method: 'DELETE' });
    expect((await call(e, 'DELETE', '/teams/t1')).status).toBe(200);
  });

  it('fault mode uses all three statuses, reproducibly with a seed', async () => {
    const statuses = async (): Promise<number[]> => {
      const e = await start({ faultRate: 1, random: seededRandom(42) });
      const out: number[] = [];
      for (let i = 0; i < 30; i++) out.push((await call(e, 'GET', '/video-source')).status);
      return out;
    };
    const first = await statuses();
    expect(new Set(first)).toEqual(new Set([500, 502, 503]));
    expect(await statuses()).toEqual(first);
  });

  it('lost mode: the write is performed, then the connection drops without a response', async () => {
    const e = await start({ lostRate: 1 });
    await expect(
      call(e, 'PUT', entryPath(`article:${ART}`), { body: { language: 'fr', fields: { title: 'Installer' } } }),
    ).rejects.toThrow();
    expect(e.store.value(`article:${ART}`, 'title', 'fr')).toBe('Installer');
    await expect(
      call(e, 'PUT', `/helpcenter/collections/${COL_A}/articles/${ART}/move`, { body: { newCollectionId: COL_B } }),
    ).rejects.toThrow();
    expect(e.store.articleCollection(ART)).toBe(COL_B);
    // Reads are answered; a refused write is answered too (nothing was performed).
    expect((await call(e, 'GET', '/video-source')).status).toBe(200);
    expect((await call(e, 'DELETE', '/teams/nope')).status).toBe(404);
    expect(e.log.map((l) => [l.method, l.status, l.outcome])).toEqual([
      ['PUT', null, 'lost'],
      ['PUT', null, 'lost'],
      ['GET', 200, 'ok'],
      ['DELETE', 404, 'error'],
    ]);
    expect(e.writes()).toHaveLength(3);
    e.setOptions({ lostRate: 0 });
    expect((await call(e, 'DELETE', '/teams/t1')).status).toBe(200);
  });
});

describe('data and state', () => {
  it('state file: written at start, after each change (atomically), and loaded on restart', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const stateFile = path.join(dir, 'state.json');
      const first = await start({ stateFile });
      expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({ project: 'proj-test' });
      await call(first, 'PUT', entryPath(`article:${ART}`), { body: { language: 'it', fields: { title: 'Installare' } } });
      await call(first, 'PUT', `/helpcenter/collections/${COL_A}/articles/${ART2}/move`, { body: { newCollectionId: COL_B } });
      await call(first, 'DELETE', '/engagement/surveys/sv1');
      await call(first, 'DELETE', '/teams/t2');
      // The file already holds every change before close.
      const onDisk = JSON.parse(await readFile(stateFile, 'utf8')) as EmulatorData;
      expect(onDisk.teams?.map((t) => t.id)).toEqual(['t1']);
      await first.close();
      expect((await readdir(dir)).sort()).toEqual(['state.json']);
      // Restart: the state wins over the data given.
      const second = await start({ stateFile, data: { project: 'ignored' } });
      expect(second.project).toBe('proj-test');
      expect(second.store.value(`article:${ART}`, 'title', 'it')).toBe('Installare');
      expect(second.store.articleCollection(ART2)).toBe(COL_B);
      expect(second.store.engagement.surveys.has('sv1')).toBe(false);
      expect(second.store.surveyResponses.get('sv1')).toEqual([{ q1: 9 }]);
      expect([...second.store.teams.keys()]).toEqual(['t1']);
      expect((await call(second, 'GET', '/helpcenter/collections/all')).body).toHaveLength(2);
    } finally {
      await cleanup();
    }
  });

  it('--data files are validated with every problem named', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const bad = path.join(dir, 'bad.json');
      await writeFile(
        bad,
        JSON.stringify({
          project: 'p',
          entires: [],
          collections: [{ id: 'c1', parent: 'c9' }],
          articles: [{ id: 'a1', collection: 'c2' }],
          entries: [{ id: 'article:x', type: 'collection', fields: {} }],
        }),
      );
      const err = await startEmulator({ port: 0, dataFile: bad }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(EmulatorDataError);
      const text = (err as Error).message;
      expect(text).toContain(bad);
      expect(text).toMatch(/unknown key\(s\) "entires"/);
      await writeFile(
        bad,
        JSON.stringify({
          project: 'p',
          collections: [{ id: 'c1', parent: 'c9' }],
          articles: [{ id: 'a1', collection: 'c2' }],
          entries: [{ id: 'article:x', type: 'collection', fields: {} }],
        }),
      );
      const err2 = (await startEmulator({ port: 0, dataFile: bad }).catch((e: unknown) => e)) as Error;
      expect(err2.message).toMatch(/parent "c9" is not a collection/);
      expect(err2.message).toMatch(/collection "c2" is not a collection/);
      expect(err2.message).toMatch(/has type "article" but "type" says "collection"/);
      await writeFile(bad, '{ nope');
      expect(((await startEmulator({ port: 0, dataFile: bad }).catch((e: unknown) => e)) as Error).message).toMatch(/not valid JSON/);
    } finally {
      await cleanup();
    }
  });

  it('the demo data differs from content/ as a real platform would', async () => {
    const emu = track(await startEmulator({ port: 0 }));
    expect(emu.project).toBe('demo');
    const content = await loadContent({ contentDir: path.join(REPO_ROOT, 'content'), sourceLanguage: 'en' });
    expect(content.errors).toEqual([]);
    expect(content.warnings).toEqual([]);
    const differing: string[] = [];
    let inSync = 0;
    for (const pair of content.pairs) {
      const diff = Object.entries(pair.fields).filter(([field, local]) => {
        const remote = emu.store.value(pair.entryId, field, pair.language);
        if (remote === undefined) return true;
        return field === 'content' ? !htmlEqual(local, remote) : local !== remote;
      });
      if (diff.length) differing.push(`${pair.file} ${diff.map(([f]) => f).join(',')}`);
      else inSync++;
    }
    expect(differing.sort()).toEqual([
      'de/_static.yaml value',
      'de/account-billing/change-plan.md content',
      'de/emails/welcome.md subject',
      'de/getting-started/invite-teammates.md title',
      'en/getting-started/install-widget.md description,content',
      'fr/_static.yaml value',
      'fr/account-billing/change-plan.md description',
      'fr/getting-started/mobile/_index.md title,description',
      'fr/getting-started/mobile/ios-sdk.md title,description,content',
    ]);
    expect(inSync).toBeGreaterThan(30);
    // Two articles are in the wrong collection (config/layout.yaml puts them back).
    expect(emu.store.articleCollection('6650f0c1a2b3c4d5e6f70815')).toBe(COL_A);
    expect(emu.store.articleCollection('6650f0c1a2b3c4d5e6f70818')).toBe('65f0c1a2b3c4d5e6f7081234');
    // Videos that must not be listed exist, and every engagement kind has items.
    expect(DEMO_DATA.videos?.some((v) => v.skipped === true)).toBe(true);
    expect(DEMO_DATA.videos?.some((v) => v.acknowledged === false)).toBe(true);
    const listed = (await call(emu, 'GET', '/video-source')).body as { total: number };
    expect(listed.total).toBe((DEMO_DATA.videos?.length ?? 0) - 2);
    for (const op of Object.values(ENGAGEMENT_OPERATIONS)) expect(emu.store.engagement[op.path].size).toBeGreaterThan(0);
    for (const chartType of ['TEAM_PERFORMANCE_LIST', 'ARTICLE_SEARCH_RESULT_LIST']) {
      expect((await call(emu, 'GET', `/statistics/lists?chartType=${chartType}`)).status).toBe(200);
    }
  });
});

describe('helpsync emulator (CLI)', () => {
  it('--port 0 prints its URL and a demo token, serves with it, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, 'emulator', '--port', '0', '--rate-limit', '100/1'], { cwd: REPO_ROOT, env: cleanEnv() });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal })),
    );
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (/demo token: \S+\n/.test(stdout)) resolve();
      });
      child.on('close', () => reject(new Error(`emulator exited early:\n${stdout}\n${stderr}`)));
    });
    await ready;
    const url = /^helpsync emulator listening on (http:\/\/127\.0\.0\.1:\d+\/v3) \(project demo\)$/m.exec(stdout)?.[1];
    const token = /^demo token: (\S+)$/m.exec(stdout)?.[1];
    expect(url).toBeDefined();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const res = await fetch(`${url}/helpcenter/collections/all`, { headers: { authorization: `Bearer ${token}`, project: 'demo' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(4);
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(stderr).toMatch(/GET \/v3\/helpcenter\/collections\/all → 200/);
    expect(stderr).toMatch(/emulator stopped \(SIGTERM\)/);
    expect(stderr).not.toContain(token);
  });

  it('refuses bad option values with clear messages, exit 1, without needing a config or token', async () => {
    const r = await runCli([
      'emulator',
      '--port',
      '70000',
      '--rate-limit',
      '10',
      '--fault-rate',
      '1.5',
      '--lost-rate',
      'x',
      '--token',
      'abc',
      '--config',
      'nope.yaml',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--port must be a whole number from 0 to 65535/);
    expect(r.stderr).toMatch(/--rate-limit must be REQUESTS\/SECONDS.*1000\/60.*"10"/);
    expect(r.stderr).toMatch(/--fault-rate must be a probability from 0 to 1/);
    expect(r.stderr).toMatch(/--lost-rate must be a probability from 0 to 1/);
    expect(r.stderr).toMatch(/--token must be JWT-shaped/);
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(path.join(dir, 'data.json'), JSON.stringify({ entries: [] }));
      const bad = await runCli(['emulator', '--port', '0', '--data', path.join(dir, 'data.json')]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/data\.json: invalid emulator data:[\s\S]*project/);
      const missing = await runCli(['emulator', '--port', '0', '--data', path.join(dir, 'none.json')]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/none\.json.*cannot read data file/s);
    } finally {
      await cleanup();
    }
  });
});
