// Sync with creations, in-process (the library's sync()) against the emulator in a real Git repository.
import path from 'node:path';
import * as api from '../../src/index.js';
import { scaledClock } from '../../src/util/clock.js';
import { makeTestToken, startTestEmulator, type EmulatorData, type RunningEmulator } from './emulator.js';
import { onCleanup, scratchRepo } from './fixture.js';
import type { TestRepo } from './git-repo.js';

export const C_GS = '65f0a0000000000000000001';
export const A_OLD = '6650f0c1a2b3c4d5e6f70811';
export const LANGS = ['en', 'de', 'fr'];

export function data(): EmulatorData {
  return {
    project: 'proj-create-sync',
    collections: [{ id: C_GS, parent: null, title: { en: 'Getting started' } }],
    articles: [{ id: A_OLD, collection: C_GS, title: { en: 'Install' } }],
    entries: [
      { id: `collection:${C_GS}`, type: 'collection', fields: { title: { en: 'Getting started' } } },
      { id: `article:${A_OLD}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Install it.</p>' } } },
    ],
  };
}

function baseFiles(): Record<string, string> {
  return {
    'content/en/getting-started/_index.md': `---\nentry: collection:${C_GS}\ntitle: Getting started\n---\n`,
    'content/en/getting-started/install.md': `---\nentry: article:${A_OLD}\ntitle: Install\n---\nInstall it.\n`,
  };
}

export const page = (title: string, body: string, extra = ''): string => `---\ntitle: ${title}\n${extra}---\n${body}\n`;

export interface Setup {
  /** the config and a client for the emulator, closed after `fn` */
  withClient: <T>(fn: (config: api.Config, client: api.PlatformClient) => Promise<T>) => Promise<T>;
  emu: RunningEmulator;
  repo: TestRepo;
  run: (
    opts?: Partial<api.SyncRunOptions>,
    flags?: api.PolicyFlags,
    wrap?: (c: api.PlatformClient) => api.PlatformClient,
  ) => Promise<api.SyncRun>;
}

/** A seeded generator (mulberry32): the same answers are lost on every run of the test. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function setup(
  files: Record<string, string>,
  emuOpts: { lostRate?: number; random?: () => number; data?: EmulatorData } = {},
  config = '',
  base = true,
): Promise<Setup> {
  const token = makeTestToken();
  const emu = await startTestEmulator({ token, ...emuOpts, data: emuOpts.data ?? data() });
  onCleanup(() => emu.close());
  const repo = await scratchRepo();
  await repo.write({
    ...(base ? baseFiles() : {}),
    'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\ncontentDir: ../content\n${config}`,
    '.gitignore': 'config/.helpsync/\n',
    ...files,
  });
  await repo.commit('content');
  const configFile = path.join(repo.dir, 'config/helpsync.yaml');
  const withClient: Setup['withClient'] = async (fn) => {
    const config = await api.loadConfig(configFile);
    const client = api.createClient({ baseUrl: emu.baseUrl, project: emu.project, token, rateLimit: { requests: 1000, perSeconds: 1 } });
    try {
      return await fn(config, client);
    } finally {
      await client.close(200);
    }
  };
  const run: Setup['run'] = async (opts = {}, flags = {}, wrap = (c) => c) => {
    const config = await api.loadConfig(configFile);
    const client = api.createClient({
      baseUrl: emu.baseUrl,
      project: emu.project,
      token,
      rateLimit: { requests: 1000, perSeconds: 1 },
      retries: 8,
      clock: scaledClock(0.001),
    });
    try {
      const { policy } = api.decidePolicy(flags, {});
      return await api.sync(
        { policy, dryRun: false, ...opts },
        { config, client: () => Promise.resolve(wrap(client)), logger: api.silentLogger },
      );
    } finally {
      await client.close(200);
    }
  };
  return { emu, repo, run, withClient };
}

/** externalId → how many records carry it (articles and collections), from the emulator's lists. */
export async function keyed(emu: RunningEmulator): Promise<Map<string, string[]>> {
  const res = async (p: string): Promise<Record<string, unknown>[]> =>
    (await (await fetch(emu.baseUrl + p, { headers: { authorization: `Bearer ${emu.token}`, project: emu.project } })).json()) as Record<
      string,
      unknown
    >[];
  const out = new Map<string, string[]>();
  const add = (x: Record<string, unknown>, kind: string): void => {
    if (typeof x.externalId === 'string') out.set(x.externalId, [...(out.get(x.externalId) ?? []), `${kind}:${String(x.id)}`]);
  };
  const collections = await res('/helpcenter/collections/all');
  for (const c of collections) {
    add(c, 'collection');
    for (const a of await res(`/helpcenter/collections/${String(c.id)}/articles`)) add(a, 'article');
  }
  return out;
}

export async function entries(emu: RunningEmulator): Promise<Map<string, api.RemoteEntry>> {
  const res = await fetch(`${emu.baseUrl}/translations/entries`, {
    headers: { authorization: `Bearer ${emu.token}`, project: emu.project },
  });
  return new Map(((await res.json()) as api.RemoteEntry[]).map((e) => [e.id, e]));
}

/** One sync (or dry run) in-process of the repository at `dir` (its config/helpsync.yaml) against the emulator. */
export async function syncAt(dir: string, emu: RunningEmulator, dryRun = false): Promise<api.SyncRun> {
  const config = await api.loadConfig(path.join(dir, 'config/helpsync.yaml'));
  const client = api.createClient({
    baseUrl: emu.baseUrl,
    project: emu.project,
    token: emu.token!,
    rateLimit: { requests: 1000, perSeconds: 1 },
    clock: scaledClock(0.001),
  });
  try {
    const { policy } = api.decidePolicy({}, {});
    return await api.sync({ policy, dryRun }, { config, client: () => Promise.resolve(client), logger: api.silentLogger });
  } finally {
    await client.close(200);
  }
}
