// The kill test: the platform (the emulator's own process, with --state) dies right after storing a
// creation, before it answers. Restarted with its state, a re-run of sync creates nothing twice and
// finishes every page. The emulator process is spawned because its death is the point; sync runs
// in-process.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { scaledClock } from '../../src/util/clock.js';
import { clearSecrets } from '../../src/util/redact.js';
import { CLI, REPO_ROOT, cleanEnv } from '../helpers/cli.js';
import { makeTestToken, startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, tempFolder, useCleanups } from '../helpers/fixture.js';
import { data, entries, keyed, page } from '../helpers/create-sync.js';

useCleanups();
afterEach(() => clearSecrets());

async function spawnEmulator(args: string[]): Promise<{ baseUrl: string; exited: Promise<NodeJS.Signals | null> }> {
  const child = spawn(process.execPath, [CLI, 'emulator', '--port', '0', ...args], { cwd: REPO_ROOT, env: cleanEnv() });
  onCleanup(() => child.kill('SIGKILL'));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  let stdout = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      const url = /listening on (http:\/\/\S+\/v3) /.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    child.on('close', () => reject(new Error(`emulator exited early:\n${stdout}`)));
  });
  return { baseUrl, exited };
}

describe('sync across a platform killed right after a creation', () => {
  it('the re-run after a restart with the same state creates nothing twice and finishes every page', async () => {
    const dir = await tempFolder();
    const dataFile = path.join(dir, 'data.json');
    const stateFile = path.join(dir, 'state.json');
    await writeFile(dataFile, JSON.stringify(data()));
    const token = makeTestToken();
    // dies after the 2nd creation: the new folder's collection, then its first page
    const first = await spawnEmulator(['--data', dataFile, '--state', stateFile, '--token', token, '--test-exit-after-create', '2']);
    const repo = await scratchRepo();
    const configFile = path.join(repo.dir, 'config/helpsync.yaml');
    const writeConfig = (baseUrl: string): Promise<void> =>
      writeFile(configFile, `baseUrl: ${baseUrl}\nproject: ${data().project}\ncontentDir: ../content\n`);
    await repo.write({
      'content/en/guides/_index.md': '---\ntitle: Guides\n---\n',
      'content/de/guides/_index.md': '---\ntitle: Anleitungen\n---\n',
      'content/en/guides/one.md': page('One', 'First.'),
      'content/de/guides/one.md': page('Eins', 'Erstens.'),
      'content/en/guides/two.md': page('Two', 'Second.'),
      'content/de/guides/two.md': page('Zwei', 'Zweitens.'),
      'config/helpsync.yaml': '',
      '.gitignore': 'config/\n',
    });
    await repo.commit('new pages');
    const run = async (): Promise<api.SyncRun> => {
      const config = await api.loadConfig(configFile);
      const client = api.createClient({ baseUrl: config.baseUrl, project: config.project, token, retries: 2, clock: scaledClock(0.001) });
      try {
        const { policy } = api.decidePolicy({}, {});
        return await api.sync({ policy, dryRun: false }, { config, client: () => Promise.resolve(client), logger: api.silentLogger });
      } finally {
        await client.close(200);
      }
    };

    await writeConfig(first.baseUrl);
    const killed = await run();
    expect(await first.exited).toBe('SIGKILL');
    const created = killed.outcome!.results.filter((r) => r.kind === 'create');
    expect(created.map((r) => [r.file, r.status])).toEqual([
      ['en/guides/_index.md', 'done'],
      ['en/guides/one.md', 'failed'],
      ['en/guides/two.md', 'failed'],
    ]);

    const restarted = await startTestEmulator({ token, data: data(), stateFile });
    onCleanup(() => restarted.close());
    await writeConfig(restarted.baseUrl);
    const rerun = await run();
    expect(rerun.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const keys = [...(await keyed(restarted))].filter(([k]) => k.startsWith('helpsync:'));
    expect(keys.map(([k, ids]) => [k, ids.length])).toEqual([
      ['helpsync:guides/', 1],
      ['helpsync:guides/one.md', 1],
      ['helpsync:guides/two.md', 1],
    ]);
    // the page stored before the kill was bound, not created again; every translation is there
    expect(restarted.writes().filter((w) => w.method === 'POST')).toHaveLength(1);
    const all = await entries(restarted);
    const titles = keys.map(([key, [id]]) => [key, all.get(id!)?.fields.title]);
    expect(titles).toEqual([
      ['helpsync:guides/', { en: 'Guides', de: 'Anleitungen' }],
      ['helpsync:guides/one.md', { en: 'One', de: 'Eins' }],
      ['helpsync:guides/two.md', { en: 'Two', de: 'Zwei' }],
    ]);
  });
});
