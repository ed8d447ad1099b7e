// Creations across a restart of the platform: the emulator's --state keeps created records, and the
// test-only --test-exit-after-create switch kills the emulator process right after a creation is
// stored, before it answers (the one test here that spawns a process: the process dying is the point).
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { createClient } from '../../src/client/client.js';
import { ApiError } from '../../src/client/errors.js';
import type { PlatformClient } from '../../src/client/types.js';
import { emulatorOptionsFromArgs, type EmulatorArgs } from '../../src/cli/run/emulator.js';
import { startEmulator } from '../../src/emulator/server.js';
import { scaledClock } from '../../src/util/clock.js';
import { CLI, REPO_ROOT, cleanEnv, tempDir } from '../helpers/cli.js';
import { makeTestToken, startTestEmulator, type EmulatorData, type RunningEmulator } from '../helpers/emulator.js';

const C_ROOT = '65f0a0000000000000000001';
const DATA: EmulatorData = {
  project: 'proj-kill',
  collections: [{ id: C_ROOT, parent: null, title: { en: 'Docs' } }],
  articles: [{ id: '6650f0c1a2b3c4d5e6f70811', collection: C_ROOT, docId: 41 }],
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  clearSecrets();
  while (cleanups.length) await cleanups.pop()?.();
});

function client(baseUrl: string, token: string, retries = 5): PlatformClient {
  const c = createClient({
    baseUrl,
    project: DATA.project,
    token,
    rateLimit: { requests: 1000, perSeconds: 1 },
    clock: scaledClock(0.001),
    retries,
  });
  cleanups.push(() => c.close(200));
  return c;
}

async function emulator(stateFile: string): Promise<RunningEmulator> {
  const emu = await startTestEmulator({ data: DATA, stateFile });
  cleanups.push(() => emu.close());
  return emu;
}

async function temp(): Promise<string> {
  const { dir, cleanup } = await tempDir();
  cleanups.push(cleanup);
  return dir;
}

describe('creations and the state file', () => {
  it('a restart with the same state keeps created records in all three lists, and docIds go on from there', async () => {
    const stateFile = path.join(await temp(), 'state.json');
    const first = await emulator(stateFile);
    const c1 = client(first.baseUrl, first.token ?? '');
    const col = await c1.createCollection({ title: { en: 'Guides' }, parentId: C_ROOT, externalId: 'helpsync:guides/' });
    const art = await c1.createArticle({
      collectionId: col.record.id,
      title: { en: 'New' },
      isDraft: false,
      externalId: 'helpsync:guides/new.md',
    });
    await first.close();

    const second = await emulator(stateFile);
    const c2 = client(second.baseUrl, second.token ?? '');
    expect(await c2.findCollectionByExternalId('helpsync:guides/')).toEqual(col.record);
    // Without a collection: every collection's list is read.
    expect(await c2.findArticleByExternalId('helpsync:guides/new.md')).toEqual({ ...art.record, docId: 42 });
    expect(await c2.findArticleByExternalId('helpsync:other.md')).toBeUndefined();
    expect((await c2.listEntries('article')).map((e) => e.id)).toContain(`article:${art.record.id}`);
    const next = await c2.createArticle({ collectionId: C_ROOT, title: { en: 'Next' }, isDraft: false, externalId: 'helpsync:next.md' });
    expect(next.record.docId).toBe(43);
    expect(second.writes().map((w) => w.method)).toEqual(['POST']);
  });

  it('the test-only switch is checked: a whole number, 1 or more', async () => {
    await expect(startEmulator({ port: 0, data: DATA, testExitAfterCreate: 0 })).rejects.toThrow(
      'testExitAfterCreate must be a whole number, 1 or more',
    );
    const args = { port: 0, host: '127.0.0.1', retryAfter: true, richText: false } as EmulatorArgs;
    expect(emulatorOptionsFromArgs({ ...args, testExitAfterCreate: 1.5 }).problems).toEqual([
      '--test-exit-after-create must be a whole number, 1 or more',
    ]);
    expect(emulatorOptionsFromArgs({ ...args, testExitAfterCreate: 2 }).options.testExitAfterCreate).toBe(2);
  });
});

describe('helpsync emulator --test-exit-after-create (the process)', () => {
  it('dies right after storing the creation, unanswered; restarted with its state, the lookup finds the record and nothing is sent twice', async () => {
    const dir = await temp();
    const dataFile = path.join(dir, 'data.json');
    const stateFile = path.join(dir, 'state.json');
    await writeFile(dataFile, JSON.stringify(DATA));
    const token = makeTestToken();
    const args = ['emulator', '--port', '0', '--data', dataFile, '--state', stateFile, '--token', token, '--test-exit-after-create', '2'];
    const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, env: cleanEnv() });
    cleanups.push(() => Promise.resolve(child.exitCode === null && child.signalCode === null ? child.kill('SIGKILL') : false));
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal })),
    );
    const baseUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        const url = /listening on (http:\/\/\S+\/v3) /.exec(stdout)?.[1];
        if (url) resolve(url);
      });
      child.on('close', () => reject(new Error(`emulator exited early:\n${stdout}\n${stderr}`)));
    });

    const c = client(baseUrl, token, 2);
    const col = await c.createCollection({ title: { en: 'Guides' }, parentId: C_ROOT, externalId: 'helpsync:guides/' });
    const input = { collectionId: col.record.id, title: { en: 'New' }, isDraft: false, externalId: 'helpsync:guides/new.md' };
    const err = await c.createArticle(input).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(stderr).toContain('TEST ONLY: killed after creation 2');
    // No answer, and the lookup could not reach the platform either: the outcome is unknown, said so.
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'network', method: 'POST', afterLostResponse: true });
    expect((err as ApiError).message).toContain('looking up externalId "helpsync:guides/new.md" failed too');
    expect((err as ApiError).message).toContain('look it up by its externalId before creating it again');
    // Stored before it died: the state file has it.
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as EmulatorData;
    const saved = (state.articles ?? []).filter((a) => a.externalId === 'helpsync:guides/new.md');
    expect(saved).toHaveLength(1);

    const restarted = await emulator(stateFile);
    const again = client(restarted.baseUrl, restarted.token ?? '');
    // What a re-run does first: look the record up by its externalId; found, so no POST at all.
    const found = await again.findArticleByExternalId(input.externalId, input.collectionId);
    expect(found).toMatchObject({ id: saved[0]!.id, collectionId: col.record.id, externalId: input.externalId, docId: 42 });
    expect(restarted.writes()).toEqual([]);
    expect([...restarted.store.articles.values()].filter((a) => a.externalId === input.externalId)).toHaveLength(1);
  });
});
