// Record-key scopes (issue 44 item 3), the re-keys a scope's first sync plans beyond the records bound
// by their unscoped key (test/e2e/scope.test.ts): records an `entry:` line names, the collections
// the layout file made, and a fault half-way through the re-keys. The platform is seeded with the
// records an unscoped helpsync made before (their externalIds written out here), in real Git
// repositories; judged on the emulator's own lists (which externalIds its records carry, how many)
// and its request log.
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { clearSecrets } from '../../src/util/redact.js';
import { makeTestToken, startTestEmulator, type EmulatorData, type RequestLogEntry, type RunningEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { keyed, syncAt } from '../helpers/create-sync.js';

useCleanups();
afterEach(() => clearSecrets());

const S = 'c3c3c3c3c3c3';
const OTHER_SCOPE = 'b2b2b2b2b2b2';
const GS = '65f0a0000000000000000001';
const GUIDES = '65f0a0000000000000000002';
const ADVANCED = '65f0a0000000000000000003';
const id = (n: number): string => `6650f0c1a2b3c4d5e6f7${String(n).padStart(4, '0')}`;

const entryFile = (entry: string, title: string): string => `---\nentry: ${entry}\ntitle: ${title}\n---\n${title}.\n`;

interface Repo {
  dir: string;
  configFile: string;
  sync: (dryRun?: boolean) => Promise<api.SyncRun>;
  cli: (args: string[]) => Promise<CliResult>;
  git: (args: string[]) => void;
  commit: (message: string) => Promise<void>;
}

/** A repository of `files` (committed), its config without a scope until `addScope` writes one. */
async function repoOn(
  emu: RunningEmulator,
  files: Record<string, string>,
  extraConfig = '',
): Promise<Repo & { addScope: () => Promise<void> }> {
  const repo = await scratchRepo();
  const configText = (scope: string): string =>
    `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\n${scope}contentDir: ../content\nretries: 1\nrateLimit: { requests: 1000, perSeconds: 1 }\n${extraConfig}`;
  await repo.write({ 'config/helpsync.yaml': configText(''), '.gitignore': 'config/.helpsync/\n', ...files });
  await repo.commit('content');
  const configFile = path.join(repo.dir, 'config/helpsync.yaml');
  const sync = (dryRun = false): Promise<api.SyncRun> => syncAt(repo.dir, emu, dryRun);
  return {
    dir: repo.dir,
    configFile,
    sync,
    cli: (args) => runCli([...args, '--config', configFile], { cwd: repo.dir, env: { HELPSYNC_TOKEN: emu.token } }),
    git: (args) => void repo.git(args),
    commit: async (message) => void (await repo.commit(message)),
    addScope: () => writeFile(configFile, configText(`scope: "${S}"\n`), 'utf8'),
  };
}

async function emulator(data: EmulatorData, onRequest?: (e: RequestLogEntry) => void): Promise<RunningEmulator> {
  const emu = await startTestEmulator({ token: makeTestToken(), data, ...(onRequest ? { onRequest } : {}) });
  onCleanup(() => emu.close());
  return emu;
}

/** Every helpsync key on the platform, sorted, each with how many records carry it. */
async function keysOn(emu: RunningEmulator): Promise<string[]> {
  return [...(await keyed(emu))]
    .filter(([k]) => k.startsWith('helpsync:'))
    .map(([k, ids]) => `${k} ×${ids.length}`)
    .sort();
}

/** A write to a help-center record (the update operation a re-key uses), not a translation push. */
const isRekeyWrite = (e: RequestLogEntry): boolean => e.method !== 'GET' && e.path.includes('/helpcenter/collections/');

const rekeyLine = (k: api.SyncPlan['rekeys'] extends (infer R)[] | undefined ? R : never): string =>
  `${k.record} ${k.file} ${k.from} → ${k.to}`;

describe('adding a scope re-keys the records `entry:` lines name', () => {
  // what an unscoped helpsync left: records keyed by this repository's files (a.md, a folder, b.md
  // under its former name), one keyed by another team's file (c.md's record), one by another
  // scope (d.md's), and e.md not yet bound by `entry:` (bound by its key)
  const data = (): EmulatorData => ({
    project: 'proj-scope-rekeys',
    collections: [{ id: GS, parent: null, title: { en: 'Getting started' }, externalId: 'helpsync:getting-started/' }],
    articles: [
      { id: id(1), collection: GS, title: { en: 'A' }, externalId: 'helpsync:getting-started/a.md' },
      { id: id(2), collection: GS, title: { en: 'B' }, externalId: 'helpsync:getting-started/old-b.md' },
      { id: id(3), collection: GS, title: { en: 'C' }, externalId: 'helpsync:other-team/c.md' },
      { id: id(4), collection: GS, title: { en: 'D' }, externalId: `helpsync:${OTHER_SCOPE}:getting-started/d.md` },
      { id: id(5), collection: GS, title: { en: 'E' }, externalId: 'helpsync:getting-started/e.md' },
    ],
  });
  const files = (): Record<string, string> => ({
    'content/en/getting-started/_index.md': entryFile(`collection:${GS}`, 'Getting started'),
    'content/en/getting-started/a.md': entryFile(`article:${id(1)}`, 'A'),
    'content/en/getting-started/old-b.md': entryFile(`article:${id(2)}`, 'B'),
    'content/en/getting-started/c.md': entryFile(`article:${id(3)}`, 'C'),
    'content/en/getting-started/d.md': entryFile(`article:${id(4)}`, 'D'),
    'content/en/getting-started/e.md': '---\ntitle: E\n---\nE.\n',
  });

  it("a sync plans, shows and applies 4 re-keys (the folder, a.md, b.md by its former name, e.md); c.md (another team's key) and d.md (another scope's) keep theirs; a second sync does nothing", async () => {
    const emu = await emulator(data());
    const u = await repoOn(emu, files());
    u.git(['mv', 'content/en/getting-started/old-b.md', 'content/en/getting-started/b.md']);
    await u.commit('rename');
    // without a scope: nothing to re-key
    expect((await u.sync(true)).plan.rekeys ?? []).toEqual([]);
    await u.addScope();
    const before = emu.writes().length;
    const dry = await u.sync(true);
    expect(dry.plan.rekeys?.map(rekeyLine).sort()).toEqual([
      `article en/getting-started/a.md helpsync:getting-started/a.md → helpsync:${S}:getting-started/a.md`,
      `article en/getting-started/b.md helpsync:getting-started/old-b.md → helpsync:${S}:getting-started/b.md`,
      `article en/getting-started/e.md helpsync:getting-started/e.md → helpsync:${S}:getting-started/e.md`,
      `collection en/getting-started/_index.md helpsync:getting-started/ → helpsync:${S}:getting-started/`,
    ]);
    expect(api.renderPlan(dry.plan, { color: false })).toContain(`↻ re-key en/getting-started/a.md article:${id(1)}`);
    // the step summary lists them too
    const md = api.renderPlanMarkdown(dry.plan);
    expect(md).toContain('### To re-key (4)');
    expect(md).toContain(
      `| ↻ | \`en/getting-started/b.md\` | \`article:${id(2)}\` | \`helpsync:getting-started/old-b.md\` | \`helpsync:${S}:getting-started/b.md\` |`,
    );
    expect(emu.writes().length - before).toBe(0);
    const run = await u.sync();
    expect(
      run.outcome?.results
        .filter((r) => r.kind === 'rekey')
        .map((r) => `${r.file} ${r.status}`)
        .sort(),
    ).toEqual([
      'en/getting-started/_index.md done',
      'en/getting-started/a.md done',
      'en/getting-started/b.md done',
      'en/getting-started/e.md done',
    ]);
    expect(emu.writes().slice(before).filter(isRekeyWrite).length).toBe(4);
    expect(emu.writes().filter((w) => w.method === 'POST')).toEqual([]);
    expect(await keysOn(emu)).toEqual([
      `helpsync:${OTHER_SCOPE}:getting-started/d.md ×1`,
      `helpsync:${S}:getting-started/ ×1`,
      `helpsync:${S}:getting-started/a.md ×1`,
      `helpsync:${S}:getting-started/b.md ×1`,
      `helpsync:${S}:getting-started/e.md ×1`,
      'helpsync:other-team/c.md ×1',
    ]);
    const again = await u.sync();
    expect(again.plan.rekeys ?? []).toEqual([]);
    expect(emu.writes().slice(before).filter(isRekeyWrite).length).toBe(4);
  });

  it('a saved plan (plan --out, then apply) applies the re-keys of entry-bound records', async () => {
    const emu = await emulator(data());
    const u = await repoOn(emu, files());
    await u.addScope();
    const planFile = path.join(u.dir, 'plan.json');
    const planned = await u.cli(['plan', '--out', planFile]);
    expect(planned.code, planned.stderr).toBe(0);
    const applied = await u.cli(['apply', planFile]);
    expect(applied.code, applied.stderr).toBe(0);
    expect((await keysOn(emu)).filter((k) => k.startsWith(`helpsync:${S}:`))).toEqual([
      `helpsync:${S}:getting-started/ ×1`,
      `helpsync:${S}:getting-started/a.md ×1`,
      `helpsync:${S}:getting-started/e.md ×1`,
      // old-b.md was not renamed in this repository: its record is re-keyed under that name
      `helpsync:${S}:getting-started/old-b.md ×1`,
    ]);
  });
});

describe('adding a scope re-keys the collections the layout file made', () => {
  it('helpsync layout shows and re-keys helpsync:layout:Guides and …/Advanced to the scope; a hand-made collection and a second run are left alone', async () => {
    const emu = await emulator({
      project: 'proj-scope-layout',
      collections: [
        { id: GS, parent: null, title: { en: 'Getting started' } },
        { id: GUIDES, parent: null, title: { en: 'Guides' }, externalId: 'helpsync:layout:Guides' },
        { id: ADVANCED, parent: GUIDES, title: { en: 'Advanced' }, externalId: 'helpsync:layout:Guides/Advanced' },
      ],
      articles: [
        { id: id(1), collection: ADVANCED, title: { en: 'A' } },
        { id: id(2), collection: GS, title: { en: 'B' } },
      ],
    });
    const layout = [
      'collections:',
      '  - path: Guides/Advanced',
      '    articles: [guides/a.md]',
      '  - path: Getting started',
      '    articles: [guides/b.md]',
      '',
    ].join('\n');
    const u = await repoOn(
      emu,
      {
        'config/layout.yaml': layout,
        'content/en/guides/a.md': entryFile(`article:${id(1)}`, 'A'),
        'content/en/guides/b.md': entryFile(`article:${id(2)}`, 'B'),
      },
      'layout: layout.yaml\n',
    );
    await u.addScope();
    const dry = await u.cli(['layout', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    const shown = dry.stdout.split('\n').filter((l) => l.includes('↻'));
    expect(shown.map((l) => l.trim()).sort()).toEqual([
      `↻ re-key config/layout.yaml collection:${GUIDES} helpsync:layout:Guides → helpsync:${S}:layout:Guides`,
      `↻ re-key config/layout.yaml collection:${ADVANCED} helpsync:layout:Guides/Advanced → helpsync:${S}:layout:Guides/Advanced`,
    ]);
    const before = emu.writes().length;
    const run = await u.cli(['layout']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Re-keyed 2 collections.');
    expect(emu.writes().slice(before).filter(isRekeyWrite).length).toBe(2);
    expect(await keysOn(emu)).toEqual([`helpsync:${S}:layout:Guides ×1`, `helpsync:${S}:layout:Guides/Advanced ×1`]);
    // the layout still finds its collections (by the scoped keys now): no creation, no re-key, no write
    const again = await u.sync();
    expect(again.plan.rekeys ?? []).toEqual([]);
    expect(again.plan.creations ?? []).toEqual([]);
    expect(again.plan.moves).toEqual([]);
    expect(emu.writes().slice(before).filter(isRekeyWrite).length).toBe(2);
  });
});

describe('a fault half-way through the re-keys', () => {
  const N = 5;
  const seeded = (): EmulatorData => ({
    project: 'proj-scope-fault',
    collections: [{ id: GS, parent: null, title: { en: 'Getting started' } }],
    articles: Array.from({ length: N }, (_, i) => ({
      id: id(i + 1),
      collection: GS,
      title: { en: `P${i + 1}` },
      externalId: `helpsync:getting-started/p${i + 1}.md`,
    })),
    // the texts the files hold: the runs push nothing, only re-key
    entries: Array.from({ length: N }, (_, i) => ({
      id: `article:${id(i + 1)}`,
      type: 'article' as const,
      fields: { title: { en: `P${i + 1}` }, content: { en: `<p>P${i + 1}.</p>` } },
    })),
  });
  const pages = (): Record<string, string> =>
    Object.fromEntries(
      Array.from({ length: N }, (_, i) => [`content/en/getting-started/p${i + 1}.md`, entryFile(`article:${id(i + 1)}`, `P${i + 1}`)]),
    );
  const expected = Array.from({ length: N }, (_, i) => `helpsync:${S}:getting-started/p${i + 1}.md ×1`).sort();

  it('the platform failing after 2 re-key writes: exit 1 naming the failed re-keys, nothing lost; a re-run finishes the other 3, no record duplicated', async () => {
    let rekeyWrites = 0;
    const box: { emu?: RunningEmulator } = {};
    const emu = (box.emu = await emulator(seeded(), (e) => {
      // every request fails (500) from the moment the second re-key was answered
      if (isRekeyWrite(e) && e.outcome === 'ok' && ++rekeyWrites === 2) box.emu?.setOptions({ faultRate: 1 });
    }));
    const u = await repoOn(emu, pages());
    await u.addScope();
    const failed = await u.cli(['sync']);
    expect(failed.code).toBe(1);
    const failedLines = failed.stdout.split('\n').filter((l) => l.trimStart().startsWith('failed'));
    expect(failedLines.map((l) => l.trim().split(/ +/).slice(0, 3).join(' '))).toEqual(
      [3, 4, 5].map((n) => `failed re-key en/getting-started/p${n}.md`),
    );
    expect(failed.stdout).toContain('Applied 5 re-keys: 2 done, 3 failed, 0 refused, 0 skipped.');
    expect(failed.stdout).toContain(
      '3 re-keys not done: those records keep their unscoped key and stay bound; run the same command again to re-key them.',
    );
    emu.setOptions({ faultRate: 0 });
    const half = await keysOn(emu);
    // two re-keyed, three still under their unscoped keys: none lost, none twice
    expect(half.filter((k) => k.startsWith(`helpsync:${S}:`))).toHaveLength(2);
    expect(half.filter((k) => !k.startsWith(`helpsync:${S}:`))).toHaveLength(N - 2);
    expect(half.every((k) => k.endsWith('×1'))).toBe(true);
    const before = emu.writes().length;
    const rerun = await u.cli(['sync']);
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    expect(emu.writes().slice(before).filter(isRekeyWrite).length).toBe(N - 2);
    expect(await keysOn(emu)).toEqual(expected);
    expect(emu.writes().filter((w) => w.method === 'POST')).toEqual([]);
  });

  it('the answers to the re-key writes lost after the second (the connection drops): the run reads each back and finishes every re-key once', async () => {
    let rekeyWrites = 0;
    const box: { emu?: RunningEmulator } = {};
    const emu = (box.emu = await emulator(seeded(), (e) => {
      if (isRekeyWrite(e) && ++rekeyWrites === 2) box.emu?.setOptions({ lostRate: 1 });
    }));
    const u = await repoOn(emu, pages());
    await u.addScope();
    const run = await u.sync();
    expect(run.outcome?.results.filter((r) => r.kind === 'rekey').map((r) => r.status)).toEqual(Array(N).fill('done'));
    expect(emu.log.filter((e) => isRekeyWrite(e) && e.outcome === 'lost').length).toBe(N - 2);
    emu.setOptions({ lostRate: 0 });
    expect(await keysOn(emu)).toEqual(expected);
    const again = await u.sync();
    expect(again.plan.rekeys ?? []).toEqual([]);
  });
});
