// Record-key scopes (issue 44 item 3): two repositories, each with its own `scope:`, syncing to one
// project (one emulator) in real Git repositories, in-process through the library. Judged on the
// emulator's own lists (which externalIds its records carry, how many) and its write log.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { addScope } from '../../src/operations/add-scope.js';
import { clearSecrets } from '../../src/util/redact.js';
import { scaledClock } from '../../src/util/clock.js';
import { makeTestToken, startTestEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';
import { data, keyed, page } from '../helpers/create-sync.js';

useCleanups();
afterEach(() => clearSecrets());

const SCOPE_A = 'a1a1a1a1a1a1';
const SCOPE_B = 'b2b2b2b2b2b2';
const COLLECTION = `---\nentry: collection:65f0a0000000000000000001\ntitle: Getting started\n---\n`;

interface Repo {
  dir: string;
  sync: (dryRun?: boolean) => Promise<api.SyncRun>;
  match: () => Promise<api.MatchRun>;
  write: (files: Record<string, string>) => Promise<void>;
  git: (args: string[]) => void;
}

async function repoOn(emu: RunningEmulator, token: string, scope: string | undefined, files: Record<string, string>): Promise<Repo> {
  const repo = await scratchRepo();
  const scopeLine = scope ? `scope: ${scope}\n` : '';
  await repo.write({
    'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\n${scopeLine}contentDir: ../content\n`,
    '.gitignore': 'config/.helpsync/\n',
    'content/en/getting-started/_index.md': COLLECTION,
    ...files,
  });
  await repo.commit('content');
  const configFile = path.join(repo.dir, 'config/helpsync.yaml');
  const withClient = async <T>(fn: (config: api.Config, client: api.PlatformClient) => Promise<T>): Promise<T> => {
    const config = await api.loadConfig(configFile);
    const client = api.createClient({
      baseUrl: emu.baseUrl,
      project: emu.project,
      token,
      rateLimit: { requests: 1000, perSeconds: 1 },
      clock: scaledClock(0.001),
    });
    try {
      return await fn(config, client);
    } finally {
      await client.close(200);
    }
  };
  const { policy } = api.decidePolicy({}, {});
  return {
    dir: repo.dir,
    sync: (dryRun = false) =>
      withClient((config, client) =>
        api.sync({ policy, dryRun }, { config, client: () => Promise.resolve(client), logger: api.silentLogger }),
      ),
    match: () =>
      withClient((config, client) =>
        api.matchEntries({ dryRun: false }, { config, client: () => Promise.resolve(client), logger: api.silentLogger }),
      ),
    write: async (more) => {
      await repo.write(more);
      await repo.commit('edit');
    },
    git: (args) => void repo.git(args),
  };
}

async function twoScopes(): Promise<{ emu: RunningEmulator; a: Repo; b: (files: Record<string, string>) => Promise<Repo> }> {
  const token = makeTestToken();
  const emu = await startTestEmulator({ token, data: data() });
  onCleanup(() => emu.close());
  const a = await repoOn(emu, token, SCOPE_A, { 'content/en/getting-started/x.md': page('Page X', 'Written by A.') });
  return { emu, a, b: (files) => repoOn(emu, token, SCOPE_B, files) };
}

describe('two scopes on one project', () => {
  it('a second repository with a new file at the same path creates its own article; neither run binds, pushes to or holds the other', async () => {
    const { emu, a, b: makeB } = await twoScopes();
    const first = await a.sync();
    expect(first.plan.creations?.map((c) => c.externalId)).toEqual([`helpsync:${SCOPE_A}:getting-started/x.md`]);
    const b = await makeB({ 'content/en/getting-started/x.md': page('Page X of B', 'Written by B.') });
    const second = await b.sync();
    expect(second.plan.bound ?? []).toEqual([]);
    expect(second.plan.creations?.map((c) => c.externalId)).toEqual([`helpsync:${SCOPE_B}:getting-started/x.md`]);
    const keys = await keyed(emu);
    const ids = [`helpsync:${SCOPE_A}:getting-started/x.md`, `helpsync:${SCOPE_B}:getting-started/x.md`].map((k) => keys.get(k));
    expect(ids.map((x) => x?.length)).toEqual([1, 1]);
    expect(ids[0]).not.toEqual(ids[1]);
    // B edits its page and pushes; A's next run sees nothing of it: no push, no held field, no write
    await b.write({ 'content/en/getting-started/x.md': page('Page X of B', 'Written by B, edited.') });
    const bPush = await b.sync();
    expect(bPush.plan.languages.flatMap((l) => l.pushes.map((p) => p.file))).toEqual(['en/getting-started/x.md']);
    const before = emu.writes().length;
    const again = await a.sync();
    expect(again.plan.creations ?? []).toEqual([]);
    expect(again.plan.bound?.map((x) => x.entryId)).toEqual([ids[0]![0]]);
    expect(again.plan.languages.flatMap((l) => [...l.pushes, ...(l.held ?? [])])).toEqual([]);
    expect(emu.writes().length - before).toBe(0);
  });

  it("match writes a file its own record's entry and never pairs the other scope's record, even by the same title", async () => {
    const { a, b: makeB } = await twoScopes();
    await a.sync();
    // B has a file titled as A's article, and no record of its own for it
    const b = await makeB({ 'content/en/getting-started/y.md': page('Page X', 'B has this title too.') });
    const run = await b.match();
    expect(run.decisions.filter((d) => d.kind === 'matched')).toEqual([]);
    expect(await readFile(path.join(b.dir, 'content/en/getting-started/y.md'), 'utf8')).not.toContain('entry:');
    // A's own file is matched by its scoped key
    const mine = await a.match();
    expect(mine.decisions.filter((d) => d.kind === 'matched').map((d) => `${d.file} ${d.how}`)).toEqual([
      'getting-started/x.md externalId',
    ]);
  });

  it('a config without scope: works with the unscoped keys and warns once, naming init --add-scope; it never binds a scoped record', async () => {
    const token = makeTestToken();
    const emu = await startTestEmulator({ token, data: data() });
    onCleanup(() => emu.close());
    const a = await repoOn(emu, token, SCOPE_A, { 'content/en/getting-started/x.md': page('Page X', 'Written by A.') });
    await a.sync();
    // the unscoped repository has a file at A's path: it creates its own, never binds A's record
    const u = await repoOn(emu, token, undefined, { 'content/en/getting-started/x.md': page('Page X of U', 'Unscoped.') });
    const run = await u.sync();
    expect(run.plan.bound ?? []).toEqual([]);
    expect(run.plan.creations?.map((c) => c.externalId)).toEqual(['helpsync:getting-started/x.md']);
    const told = run.warnings.filter((w) => w.message.includes('helpsync init --add-scope'));
    expect(told).toHaveLength(1);
    expect(told[0]!.file).toMatch(/(^|\/)config\/helpsync\.yaml$/);
  });
});

describe('adding a scope re-keys the records this repository created', () => {
  it('init --add-scope, then sync: 3 records re-keyed (one found under its former name), a second sync re-keys nothing (0 writes)', async () => {
    const token = makeTestToken();
    const emu = await startTestEmulator({ token, data: data() });
    onCleanup(() => emu.close());
    const u = await repoOn(emu, token, undefined, {
      'content/en/getting-started/p.md': page('Page P', 'P.'),
      'content/en/getting-started/q.md': page('Page Q', 'Q.'),
      'content/en/guides/_index.md': '---\ntitle: Guides\n---\n',
    });
    const first = await u.sync();
    expect(first.plan.creations?.length).toBe(3);
    u.git(['mv', 'content/en/getting-started/q.md', 'content/en/getting-started/q2.md']);
    await u.write({});
    const added = await addScope(path.join(u.dir, 'config/helpsync.yaml'), u.dir);
    expect(added.added).toBe(true);
    const S = added.scope;
    const before = emu.writes().length;
    const dry = await u.sync(true);
    expect(dry.plan.rekeys?.map((k) => `${k.record} ${k.file} ${k.from} → ${k.to}`).sort()).toEqual([
      `article en/getting-started/p.md helpsync:getting-started/p.md → helpsync:${S}:getting-started/p.md`,
      `article en/getting-started/q2.md helpsync:getting-started/q.md → helpsync:${S}:getting-started/q2.md`,
      `collection en/guides/_index.md helpsync:guides/ → helpsync:${S}:guides/`,
    ]);
    expect(api.planSummaryLine(dry.plan)).toMatch(/^Plan: 3 to re-key, /);
    expect(api.renderPlan(dry.plan, { color: false })).toContain(`↻ re-key en/getting-started/p.md article:`);
    expect(emu.writes().length - before).toBe(0);
    const run = await u.sync();
    expect(run.plan.creations ?? []).toEqual([]);
    expect(run.outcome?.results.filter((r) => r.kind === 'rekey' && r.status === 'done').length).toBe(3);
    expect(emu.writes().length - before).toBe(3);
    const keys = await keyed(emu);
    expect([...keys.keys()].filter((k) => k.startsWith('helpsync:')).sort()).toEqual(
      [`helpsync:${S}:getting-started/p.md`, `helpsync:${S}:getting-started/q2.md`, `helpsync:${S}:guides/`].sort(),
    );
    const again = await u.sync();
    expect(again.plan.rekeys ?? []).toEqual([]);
    expect(again.plan.creations ?? []).toEqual([]);
    expect(emu.writes().length - before).toBe(3);
  });
});
