// The layout file names a collection path that does not exist yet, and existing articles are to be
// moved into it: the missing collections are created (parents first, externalId
// `helpsync:layout:<path>`), then the moves run; through `helpsync layout` (the CLI in-process) and
// through sync (the library), saved plans included. Judged on the emulator's own store and request
// log, with the expected records written out here.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, keyed, page, setup, type Setup } from '../helpers/create-sync.js';
import { editOnPlatform, type RequestLogEntry } from '../helpers/emulator.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import * as api from '../../src/index.js';
import { parsePlanDocument } from '../../src/apply/plan-schema.js';
import { planGuardProblems } from '../../src/apply/plan-guard.js';

useCleanups();
afterEach(() => clearSecrets());

const layout = (...articles: string[]): string =>
  ['collections:', '  - path: Guides/Advanced', `    articles: [${articles.join(', ')}]`, ''].join('\n');

/** The emulator's randomness for --lost-rate 0.5: only the first write's answer is lost. */
function firstAnswerLost(): () => number {
  let calls = 0;
  return () => (calls++ === 0 ? 0 : 0.99);
}

function helpsync(s: Setup, args: string[]): Promise<CliResult> {
  return runCli([...args, '--config', path.join(s.repo.dir, 'config/helpsync.yaml')], {
    cwd: s.repo.dir,
    env: { HELPSYNC_TOKEN: s.emu.token },
  });
}

/** externalId → the one record carrying it (fails on none or a duplicate) */
async function one(s: Setup, externalId: string): Promise<string> {
  const ids = (await keyed(s.emu)).get(externalId);
  expect(ids, externalId).toHaveLength(1);
  return ids![0]!.slice(ids![0]!.indexOf(':') + 1);
}

const posts = (s: Setup): RequestLogEntry[] => s.emu.log.filter((e) => e.method === 'POST');

describe('helpsync layout: an existing article into a collection path that does not exist yet', () => {
  it('the dry run shows the creations then the move and creates nothing; the run (first answer lost) creates each collection once, then moves; a re-run and a rename on the platform change nothing', async () => {
    const s = await setup(
      { 'config/layout.yaml': layout('getting-started/install.md') },
      { lostRate: 0.5, random: firstAnswerLost() },
      'layout: layout.yaml\n',
    );
    const dry = await helpsync(s, ['layout', '--dry-run']);
    // the one warning: this config has no scope, and the run creates records (keyed helpsync:layout:…)
    expect(dry.code).toBe(0);
    expect(dry.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('WARN: 1 scope warning in 1 file:'),
      expect.stringMatching(/^ +config\/helpsync\.yaml: warning: no scope: .*`helpsync init --add-scope`/),
    ]);
    expect(dry.stdout).toBe(
      [
        'Create (2):',
        '  + Guides  "Guides" at the top level (collection, named by the layout file)',
        '  + Guides/Advanced  "Advanced" in Guides (collection, named by the layout file)',
        'getting-started/install.md: Getting started → Guides/Advanced',
        'Layout: 1 to move, 0 in place, 0 not listed (left where they are).',
        'Dry run: nothing was created or moved. Run without --dry-run to do it.',
        '',
      ].join('\n'),
    );
    expect(s.emu.writes()).toEqual([]);

    const run = await helpsync(s, ['layout']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('creation answer lost; found the record by its externalId');
    expect(run.stdout).toMatch(/\nCreated 2 collections\.\nMoved 1 of 1\.\n$/);
    // the answer to the first creation was lost: found by its externalId, never POSTed again
    expect(posts(s).map((e) => [e.path, e.outcome])).toEqual([
      ['/v3/helpcenter/collections', 'lost'],
      ['/v3/helpcenter/collections', 'ok'],
    ]);
    const guides = await one(s, 'helpsync:layout:Guides');
    const advanced = await one(s, 'helpsync:layout:Guides/Advanced');
    expect([s.emu.store.collections.get(guides)?.parent, s.emu.store.collections.get(advanced)?.parent]).toEqual([null, guides]);
    expect(s.emu.store.articles.get(A_OLD)?.collection).toBe(advanced);

    const writes = s.emu.writes().length;
    const again = await helpsync(s, ['layout']);
    expect([again.code, again.stdout]).toEqual([
      0,
      'Layout: 0 to move, 1 in place, 0 not listed (left where they are).\nNothing to move: every listed article is in its collection.\n',
    ]);
    // renamed on the platform: still the collection helpsync made for the path (its externalId)
    expect(await editOnPlatform(s.emu, `collection:${advanced}`, 'en', { title: 'Advanced topics' })).toBe(200);
    const renamed = await helpsync(s, ['layout']);
    expect([renamed.code, s.emu.writes().length - writes]).toEqual([0, 1]);
    expect(s.emu.store.collections.size).toBe(3);
  });
});

describe('sync: an existing article and a new page into a path that does not exist yet', () => {
  it('a saved plan creates the collections, the page and the move with placeholders, read once; apply resolves them; a re-run writes nothing', async () => {
    const s = await setup(
      {
        'config/layout.yaml': layout('getting-started/install.md', 'getting-started/new.md'),
        'content/en/getting-started/new.md': page('New', 'Fresh.'),
      },
      {},
      'layout: layout.yaml\n',
    );
    const { plan } = await s.run({ dryRun: true, savesPlan: true });
    expect(s.emu.writes()).toEqual([]);
    // creation and layout share one read of the collections list (and of each collection's articles)
    expect(s.emu.log.filter((e) => e.path.endsWith('/helpcenter/collections/all')).length).toBe(1);
    expect(s.emu.log.filter((e) => e.path === `/v3/helpcenter/collections/${C_GS}/articles`).length).toBe(1);
    expect(plan.creations?.map((c) => [c.kind, c.externalId, c.parent?.path ?? null])).toEqual([
      ['collection', 'helpsync:layout:Guides', null],
      ['collection', 'helpsync:layout:Guides/Advanced', 'Guides'],
      ['article', 'helpsync:getting-started/new.md', 'Guides/Advanced'],
    ]);
    expect(plan.moves.map((m) => [m.articleId, m.from.id, m.to])).toEqual([
      [A_OLD, C_GS, { id: 'new:helpsync:layout:Guides/Advanced', path: 'Guides/Advanced' }],
    ]);
    const text = api.renderPlan(plan, { color: false, dryRun: true });
    expect(text.indexOf('+ Guides/Advanced  "Advanced" in Guides')).toBeGreaterThan(-1);
    expect(text.indexOf('+ Guides/Advanced')).toBeLessThan(text.indexOf('→ getting-started/install.md: Getting started → Guides/Advanced'));

    const json = JSON.stringify(plan);
    const saved = parsePlanDocument(JSON.parse(json), 'plan.json');
    expect(planGuardProblems('plan.json', saved)).toEqual([]);
    const outcome = await s.withClient((_c, client) => api.applyPlan(saved, client, { logger: api.silentLogger, checkStale: true }));
    expect(outcome.results.map((r) => [r.kind, r.status])).toEqual([
      ['create', 'done'],
      ['create', 'done'],
      ['create', 'done'],
      ['move', 'done'],
    ]);
    const advanced = await one(s, 'helpsync:layout:Guides/Advanced');
    const created = await one(s, 'helpsync:getting-started/new.md');
    expect([s.emu.store.articles.get(A_OLD)?.collection, s.emu.store.articles.get(created)?.collection]).toEqual([advanced, advanced]);

    const writes = s.emu.writes().length;
    // the same saved plan again: everything it does is done by now (found by externalId, the article
    // in its target), so it is already applied and nothing is sent
    const again2 = parsePlanDocument(JSON.parse(json), 'plan.json');
    const second = await s.withClient((_c, client) => api.applyPlan(again2, client, { logger: api.silentLogger, checkStale: true }));
    expect(second.results.map((r) => [r.kind, r.status, r.reason?.replace(/ [0-9a-f]+ holds/, ' N holds')])).toEqual([
      ['create', 'done', 'already applied: collection N holds it; nothing sent'],
      ['create', 'done', 'already applied: collection N holds it; nothing sent'],
      ['create', 'done', 'already applied: article N holds it; nothing sent'],
      ['move', 'done', 'already applied: already in Guides/Advanced; nothing sent'],
    ]);
    expect(s.emu.writes().length - writes).toBe(0);
    const again = await s.run();
    expect([again.plan.creations, again.plan.moves, s.emu.writes().length - writes]).toEqual([[], [], 0]);
    expect(again.plan.layout).toEqual({ listed: 2, inPlace: 2, unlisted: 0 });
  });

  it('with the first answer lost, sync creates each collection once and moves; the dry run before it created nothing', async () => {
    const s = await setup(
      { 'config/layout.yaml': layout('getting-started/install.md') },
      { lostRate: 0.5, random: firstAnswerLost() },
      'layout: layout.yaml\n',
    );
    const dry = await s.run({ dryRun: true });
    expect([dry.plan.creations?.length, dry.plan.moves.length, s.emu.writes().length]).toEqual([2, 1, 0]);
    // --verify reads the created collections back (in the listing, titled as sent) and passes
    const first = await s.run({ verify: true });
    expect(first.outcome?.results.map((r) => [r.kind, r.status, r.kind === 'create' ? Boolean(r.recovered) : undefined])).toEqual([
      ['create', 'done', true],
      ['create', 'done', false],
      ['move', 'done', undefined],
    ]);
    expect(posts(s).length).toBe(2);
    expect(s.emu.store.articles.get(A_OLD)?.collection).toBe(await one(s, 'helpsync:layout:Guides/Advanced'));
    await one(s, 'helpsync:layout:Guides');
    const writes = s.emu.writes().length;
    const again = await s.run();
    expect([again.plan.creations ?? [], again.plan.moves, s.emu.writes().length - writes]).toEqual([[], [], 0]);
  });

  it("creation, layout and the docIds links need read the collections list and each collection's articles once per run", async () => {
    const s = await setup(
      {
        'config/layout.yaml': ['collections:', '  - path: Getting started', '    articles: [getting-started/install.md]', ''].join('\n'),
        'content/en/getting-started/new.md': page('New', 'Fresh.'),
      },
      {},
      'layout: layout.yaml\nlinks:\n  articleUrl: "https://help.example.com/{language}/articles/{docId}"\n',
    );
    const { plan } = await s.run({ dryRun: true });
    expect([plan.creations?.map((c) => c.externalId), plan.moves, plan.layout]).toEqual([
      ['helpsync:getting-started/new.md'],
      [],
      { listed: 1, inPlace: 1, unlisted: 0 },
    ]);
    expect(s.emu.log.filter((e) => e.path.endsWith('/helpcenter/collections/all')).length).toBe(1);
    expect(s.emu.log.filter((e) => e.path === `/v3/helpcenter/collections/${C_GS}/articles`).length).toBe(1);
  });

  it('a new page placed in a path that is a near-twin of an existing collection is refused, naming the page; nothing is written', async () => {
    const s = await setup(
      {
        'config/layout.yaml': ['collections:', '  - path: getting  Started/Deep', '    articles: [getting-started/new.md]', ''].join('\n'),
        'content/en/getting-started/new.md': page('New', 'Fresh.'),
      },
      {},
      'layout: layout.yaml\n',
    );
    const err = await s.run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(api.InputError);
    expect((err as api.InputError).problems.map((p) => [p.file?.split('/').slice(-2).join('/'), p.message])).toEqual([
      [
        'getting-started/new.md',
        expect.stringMatching(
          /^not created: the layout file places it in "getting {2}Started\/Deep": no collection "getting {2}Started" at the top level .*there is "Getting started"/,
        ) as string,
      ],
    ]);
    expect(s.emu.writes()).toEqual([]);
  });
});
