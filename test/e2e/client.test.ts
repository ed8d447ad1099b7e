// The real client against the emulator in-process on a loopback port: every operation of seed
// part 4 plus the contract's two reads, then the transport against the emulator's own sliding
// window, faults and lost responses.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { Transport } from '../../src/client/transport/index.js';
import { ApiError } from '../../src/client/errors.js';
import type { ClientOptions, PlatformClient } from '../../src/client/types.js';
import { scaledClock } from '../../src/util/clock.js';
import { createLogger } from '../../src/util/log.js';
import { seededRandom } from '../../src/emulator/server.js';
import { CountingAgent, drive, T0, VirtualClock } from '../helpers/transport-harness.js';
import { startTestEmulator, type EmulatorData, type EmulatorOptions, type RunningEmulator } from '../helpers/emulator.js';
import { clearSecrets } from '../../src/util/redact.js';

const C_ROOT = '65f0a0000000000000000001';
const C_START = '65f0a0000000000000000002';
const C_MOBILE = '65f0a0000000000000000003';
const A_INSTALL = '6650f0c1a2b3c4d5e6f70811';
const A_LOGIN = '6650f0c1a2b3c4d5e6f70812';

function data(): EmulatorData {
  return {
    project: 'proj-e2e',
    entries: [
      { id: `article:${A_INSTALL}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Paste the snippet</p>' } } },
      { id: 'statictranslation:widget.launcher/title x', type: 'statictranslation', fields: { value: { en: 'Help' } } },
      { id: 'emailtemplate:e1', type: 'emailtemplate', fields: { subject: { en: 'Hi' } } },
    ],
    collections: [
      { id: C_ROOT, parent: null, title: { en: 'Docs', de: 'Doku' } },
      { id: C_START, parent: C_ROOT, title: { en: 'Getting started' } },
      { id: C_MOBILE, parent: C_START, title: { en: 'Mobile' } },
    ],
    articles: [
      { id: A_INSTALL, collection: C_START, title: { en: 'Install' } },
      { id: A_LOGIN, collection: C_START, title: { en: 'Log in' } },
    ],
    teams: [{ id: 't1', name: 'Support EU', members: ['m1'], ticketAmount: 3 }],
    videos: [
      { id: 'v1', title: 'Old', createdAt: '2024-01-01T00:00:00Z', acknowledged: true },
      { id: 'v2', title: 'New', createdAt: '2024-06-01T00:00:00Z', acknowledged: true },
      { id: 'v3', title: 'Skipped', createdAt: '2024-07-01T00:00:00Z', acknowledged: true, skipped: true },
      { id: 'v4', title: 'Unacknowledged', createdAt: '2024-08-01T00:00:00Z', acknowledged: false },
    ],
    engagement: {
      'chat-messages': [{ id: 'cm1', text: 'hello' }],
      'push-notifications': [{ id: 'pn1', title: 'Update' }],
      surveys: [{ id: 's1', name: 'NPS' }],
      'product-tours': [{ id: 'pt1', name: 'Tour' }],
      checklists: [{ id: 'cl1', name: 'Onboarding' }],
      tooltips: [{ id: 'tt1', text: 'Tip' }],
      news: [{ id: 'n1', title: 'Release' }],
    },
    surveyResponses: { s1: [{ score: 9 }] },
    statistics: { TEAM_PERFORMANCE_LIST: [{ team: 'Support EU', solved: 12 }] },
  };
}

const running: { emu?: RunningEmulator; clients: PlatformClient[] } = { clients: [] };
// A registered token stays for the life of the process (as in a library host); each test
// forgets the ones it registered (test/helpers/leak-check.ts checks).
afterEach(clearSecrets);
afterEach(async () => {
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

describe('every operation against the emulator', () => {
  it('translations: list (all and by type) and push, with an id that needs encoding', async () => {
    const { emu, c } = await setup();
    const all = await c.listEntries();
    // Records without an entry get one in the emulator (A_LOGIN, the collections).
    expect(all.map((e) => e.id).sort()).toEqual(
      [
        `article:${A_INSTALL}`,
        `article:${A_LOGIN}`,
        `collection:${C_MOBILE}`,
        `collection:${C_ROOT}`,
        `collection:${C_START}`,
        'emailtemplate:e1',
        'statictranslation:widget.launcher/title x',
      ].sort(),
    );
    expect(all.find((e) => e.id === 'collection:' + C_ROOT)?.fields.title).toEqual({ en: 'Docs', de: 'Doku' });
    const statics = await c.listEntries('statictranslation');
    expect(statics).toEqual([
      { id: 'statictranslation:widget.launcher/title x', type: 'statictranslation', fields: { value: { en: 'Help' } } },
    ]);

    await c.pushTranslation('statictranslation:widget.launcher/title x', 'de', { value: 'Hilfe' });
    await c.pushTranslation(`article:${A_INSTALL}`, 'de', { title: 'Installieren', content: '<p>Fügen Sie das Snippet ein</p>' });
    expect(emu.store.value('statictranslation:widget.launcher/title x', 'value', 'de')).toBe('Hilfe');
    expect(emu.store.value(`article:${A_INSTALL}`, 'title', 'de')).toBe('Installieren');
    // Only that language changed (docs/platform-api.md).
    expect(emu.store.value(`article:${A_INSTALL}`, 'title', 'en')).toBe('Install');

    const e = await c.pushTranslation(`article:${A_INSTALL}`, 'de', { subtitle: 'x' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, method: 'PUT', path: `/translations/entries/article%3A${A_INSTALL}` });
    expect((e as ApiError).serverMessage).toContain('has no field "subtitle"');

    for (const entry of emu.log) {
      expect(entry.headers.authorized).toBe(true);
      expect(entry.headers.project).toBe('proj-e2e');
    }
    expect(emu.log.filter((l) => l.method === 'PUT').map((l) => l.path)).toContain(
      '/v3/translations/entries/statictranslation%3Awidget.launcher%2Ftitle%20x',
    );
  });

  it('help center: collections, articles of a collection, move (and a repeated move is a 404)', async () => {
    const { emu, c } = await setup();
    const cols = await c.listCollections();
    expect(cols.map((x) => [x.id, x.parentId])).toEqual([
      [C_ROOT, null],
      [C_START, C_ROOT],
      [C_MOBILE, C_START],
    ]);
    expect(cols[0]!.title).toEqual({ en: 'Docs', de: 'Doku' });
    const arts = await c.listCollectionArticles(C_START);
    expect(arts.map((a) => [a.id, a.collectionId]).sort()).toEqual([
      [A_INSTALL, C_START],
      [A_LOGIN, C_START],
    ]);
    const moved = await c.moveArticle(C_START, A_LOGIN, C_MOBILE);
    expect(moved).toMatchObject({ id: A_LOGIN, collectionId: C_MOBILE });
    expect(emu.store.articleCollection(A_LOGIN)).toBe(C_MOBILE);
    expect((await c.listCollectionArticles(C_MOBILE)).map((a) => a.id)).toEqual([A_LOGIN]);
    await expect(c.moveArticle(C_START, A_LOGIN, C_MOBILE)).rejects.toMatchObject({ status: 404, afterLostResponse: false });
    await expect(c.listCollectionArticles('65f0a00000000000000000ff')).rejects.toMatchObject({ status: 404 });
  });

  it('statistics, team deletion, videos', async () => {
    const { emu, c } = await setup();
    expect(await c.getStatisticsList({ chartType: 'TEAM_PERFORMANCE_LIST', useWorkingHours: false, groupInterval: 'day' })).toEqual([
      { team: 'Support EU', solved: 12 },
    ]);
    const q = emu.log.find((l) => l.path === '/v3/statistics/lists')!.query;
    expect(q).toEqual({ chartType: 'TEAM_PERFORMANCE_LIST', useWorkingHours: 'false', groupInterval: 'day' });

    const team = await c.deleteTeam('t1');
    expect(team).toMatchObject({ name: 'Support EU', members: ['m1'] });
    await expect(c.deleteTeam('t1')).rejects.toMatchObject({ status: 404, method: 'DELETE', path: '/teams/t1' });

    const videos = await c.listVideos();
    expect(videos.total).toBe(2);
    expect(videos.videos.map((v) => v.id)).toEqual(['v2', 'v1']);
  });

  it('all nine engagement operations', async () => {
    const { emu, c } = await setup();
    expect(await c.getEngagement('push-notification', 'pn1')).toMatchObject({ id: 'pn1', title: 'Update' });
    expect(await c.getEngagement('survey', 's1')).toMatchObject({ id: 's1', name: 'NPS' });
    expect(await c.getEngagement('product-tour', 'pt1')).toMatchObject({ id: 'pt1' });
    expect(await c.getEngagement('checklist', 'cl1')).toMatchObject({ id: 'cl1' });
    expect(await c.getEngagement('tooltip', 'tt1')).toMatchObject({ id: 'tt1' });
    await c.deleteEngagement('chat-message', 'cm1');
    await c.deleteEngagement('survey', 's1');
    await c.deleteEngagement('product-tour', 'pt1');
    await c.deleteEngagement('news', 'n1');
    await expect(c.getEngagement('survey', 's1')).rejects.toMatchObject({ status: 404 });
    await expect(c.deleteEngagement('news', 'n1')).rejects.toMatchObject({ status: 404 });
    expect(emu.log.filter((l) => l.outcome === 'ok').map((l) => `${l.method} ${l.path}`)).toEqual([
      'GET /v3/engagement/push-notifications/pn1',
      'GET /v3/engagement/surveys/s1',
      'GET /v3/engagement/product-tours/pt1',
      'GET /v3/engagement/checklists/cl1',
      'GET /v3/engagement/tooltips/tt1',
      'DELETE /v3/engagement/chat-messages/cm1',
      'DELETE /v3/engagement/surveys/s1',
      'DELETE /v3/engagement/product-tours/pt1',
      'DELETE /v3/engagement/news/n1',
    ]);
  });

  it('a token the emulator does not accept is a 401 without the token in the error', async () => {
    const { emu } = await setup();
    const other = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvdGhlciJ9.b3RoZXItdG9rZW4tdmFsdWU';
    const c = createClient({ baseUrl: emu.baseUrl, project: emu.project, token: other });
    running.clients.push(c);
    const e = (await c.listCollections().then(
      () => undefined,
      (err: unknown) => err,
    )) as ApiError;
    expect(e.status).toBe(401);
    expect(e.message).not.toContain(other);
  });
});

describe('the transport against the emulator', () => {
  it('at exactly the emulator’s rate: no 429, and the window is well used', async () => {
    // Virtual time shared by the client's transport and the emulator's limiter and request log
    // (test/helpers/transport-harness.ts): the clock moves only when no request is on the wire, so
    // the start times come out exact however loaded the machine is. A wall-clock ratio here used to
    // fail on a busy CI machine, where a slow response stretches the run without the client being
    // at fault.
    const rate = { requests: 15, perSeconds: 0.5 };
    const clock = new VirtualClock();
    const emu = await startTestEmulator({ data: data(), rateLimit: rate, now: clock.now });
    running.emu = emu;
    const agent = new CountingAgent();
    const t = new Transport({
      baseUrl: emu.baseUrl,
      headers: { authorization: `Bearer ${emu.token ?? ''}`, project: emu.project, accept: 'application/json' },
      rateLimit: rate,
      concurrency: 4,
      timeoutMs: 30_000,
      retries: 5,
      noProgressTimeoutMs: 600_000,
      clock,
      logger: createLogger({ level: 'silent' }),
      dispatcher: agent,
    });
    const onTime = <T>(work: Promise<T>): Promise<T> => drive(clock, agent, { parked: new Set() }, work);
    try {
      await onTime(Promise.all(Array.from({ length: 75 }, () => t.send({ method: 'GET', path: '/video-source' }))));
    } finally {
      await onTime(t.close(100));
    }
    expect(emu.log.filter((l) => l.status === 429)).toHaveLength(0);
    expect(t.stats.rateLimited).toBe(0);
    expect(emu.log.filter((l) => l.outcome === 'ok')).toHaveLength(75);
    // Well used: 75 requests = 5 full windows of 15, each starting as soon as the previous one's
    // slots free (one window after their responses, + RESPONSE_WINDOW_SLACK_MS = 2 in
    // src/client/transport/window.ts), no later.
    expect(emu.log.map((l) => l.time - T0)).toEqual([0, 502, 1004, 1506, 2008].flatMap((at) => Array<number>(15).fill(at)));
  });

  it('faster than the emulator allows: 429s are absorbed, the rate is lowered, everything completes', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', json: true, write: (l) => lines.push(l) });
    const { emu, c } = await setup(
      { rateLimit: { requests: 5, perSeconds: 0.2 } },
      { rateLimit: { requests: 20, perSeconds: 0.2 }, concurrency: 4, logger, clock: scaledClock(0.2) },
    );
    const results = await Promise.all(Array.from({ length: 40 }, () => c.listCollections()));
    expect(results.every((r) => r.length === 3)).toBe(true);
    expect(c.stats.rateLimited).toBeGreaterThan(0);
    expect(c.stats.currentRate.requests).toBeLessThan(20);
    expect(lines.join('\n')).toMatch(/lowering the request rate to \d+ per 0.2 s/);
    expect(emu.log.filter((l) => l.outcome === 'ok')).toHaveLength(40);
  });

  it('with faults and lost responses every push lands exactly as sent', async () => {
    const { emu, c } = await setup({ faultRate: 0.3, lostRate: 0.3, random: seededRandom(7) }, { retries: 10 });
    const langs = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'fi', 'pl'];
    await Promise.all(langs.map((l) => c.pushTranslation(`article:${A_INSTALL}`, l, { title: `Title ${l}` })));
    for (const l of langs) expect(emu.store.value(`article:${A_INSTALL}`, 'title', l)).toBe(`Title ${l}`);
    expect(emu.log.some((l) => l.outcome === 'fault')).toBe(true);
    expect(emu.log.some((l) => l.outcome === 'lost')).toBe(true);
    expect(c.stats.retries).toBeGreaterThan(0);
  });
});
