// Reliability: one writer per config and project. Two real syncs of one repo at once:
// the second refuses naming the holder (or waits with --wait-lock, then has nothing left to do);
// no pair reaches the platform twice. A lock whose holder is gone is taken over.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli.js';
import { entryOfPut, generateRepo, helpsync, runCleanups, setup, translationPuts, type Fixture } from '../helpers/reliability.js';

afterEach(runCleanups);

// 4 articles in 2 languages + the collection in both: 10 pairs, at 2 requests a second about 5 s of
// pushing: long enough for a second run (in-process, so no start-up) to begin while the first holds
// the lock.
const SLOW = { rateLimit: { requests: 2, perSeconds: 1 } };
const PAIRS = 10;

const lockFile = (f: Fixture): string => path.join(f.dir, '.helpsync', 'lock');

/** Starts a real sync in the background; resolves its pid once the lock file names it. */
async function startHolder(f: Fixture): Promise<{ pid: number; done: Promise<CliResult> }> {
  let pid = 0;
  const done = runCli(['--config', f.configPath, 'sync'], {
    cwd: f.dir,
    env: { HELPSYNC_TOKEN: f.emu.token },
    onSpawn: (c) => (pid = c.pid ?? 0),
  });
  // a process's start on a loaded 2-core machine can take several seconds: 30 s, not a count of polls
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(lockFile(f))) {
      const text = await readFile(lockFile(f), 'utf8').catch(() => '');
      if (text.includes(`"pid": ${pid}`)) return { pid, done };
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the first sync never took the lock');
}

/** Every translation PUT the platform performed (the language is in the body, so: entry ids). */
function pushedPairs(f: Fixture): string[] {
  return translationPuts(f.emu)
    .filter((r) => r.status === 200)
    .map((r) => entryOfPut(r))
    .sort();
}

/** One performed PUT per local pair: a pair pushed twice would make more. */
function expectEachPairOnce(f: Fixture): void {
  expect(f.repo.pairs.length).toBe(PAIRS);
  const pushed = pushedPairs(f);
  expect(pushed.length).toBe(PAIRS);
  // Every entry once per language (2).
  const perEntry = new Map<string, number>();
  for (const e of pushed) perEntry.set(e, (perEntry.get(e) ?? 0) + 1);
  expect([...perEntry.values()]).toEqual(new Array(PAIRS / 2).fill(2));
}

async function writeLock(f: Fixture, holder: Record<string, unknown>, ageMs = 0): Promise<void> {
  await mkdir(path.dirname(lockFile(f)), { recursive: true });
  await writeFile(
    lockFile(f),
    JSON.stringify({ kind: 'helpsync-lock', version: 1, command: 'sync', config: f.configPath, project: 'p', ...holder }),
  );
  const t = new Date(Date.now() - ageMs);
  await utimes(lockFile(f), t, t);
}

/** The pid of a process that has exited (so no process has it, for a while). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.on('exit', r));
  return child.pid ?? 0;
}

describe('the run lock', () => {
  it('two syncs at once: the second refuses naming the holder, sends nothing; no pair is pushed twice', async () => {
    const f = await setup({ repo: generateRepo({ articles: 4, languages: ['en', 'de'] }), config: SLOW });
    const first = await startHolder(f);
    const second = await helpsync(f, ['sync']);
    expect(second.code, second.stderr + second.stdout).toBe(1);
    expect(second.stderr).toMatch(
      new RegExp(
        `another helpsync run holds .*\\.helpsync/lock: process ${first.pid} on host ${os.hostname()} \\(\`helpsync sync\`\\), since `,
      ),
    );
    expect(second.stderr).toMatch(/--wait-lock/);
    const r = await first.done;
    expect(r.code, r.stderr).toBe(0);
    expectEachPairOnce(f);
    expect(existsSync(lockFile(f))).toBe(false);
  });

  it('--wait-lock waits for the holder, then plans again and has nothing more to do', async () => {
    const f = await setup({ repo: generateRepo({ articles: 4, languages: ['en', 'de'] }), config: SLOW });
    const first = await startHolder(f);
    const second = await helpsync(f, ['sync', '--wait-lock=60', '--json']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(new RegExp(`waiting for the lock .* held by process ${first.pid} `));
    const doc = JSON.parse(second.stdout) as { plan: { languages: { pushes: unknown[] }[] }; results?: unknown[] };
    expect(doc.plan.languages.flatMap((l) => l.pushes)).toEqual([]);
    expect((await first.done).code).toBe(0);
    expectEachPairOnce(f);
  });

  it('a lock whose process on this host is gone is taken over, silently', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en'] }) });
    const pid = await deadPid();
    await writeLock(f, { host: os.hostname(), pid, startedAt: '2026-01-01T00:00:00.000Z' });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/lock/);
    expect(pushedPairs(f).length).toBe(3);
    expect(existsSync(lockFile(f))).toBe(false);
  });

  it('another host: refused while it refreshes the lock; taken over with a warning after 5 silent minutes', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en'] }) });
    await writeLock(f, { host: 'build-agent-7', pid: 4242, startedAt: '2026-01-01T00:00:00.000Z' }, 60_000);
    const refused = await helpsync(f, ['sync']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/process 4242 on host build-agent-7/);
    expect(f.emu.log).toEqual([]);

    await writeLock(f, { host: 'build-agent-7', pid: 4242, startedAt: '2026-01-01T00:00:00.000Z' }, 6 * 60_000);
    const taken = await helpsync(f, ['sync']);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).toMatch(/warning: taking over the lock .*: held on host build-agent-7, which has not refreshed it for 6 minutes/);
    expect(pushedPairs(f).length).toBe(3);
  });

  it('a damaged lock file is taken over with a warning; dry runs take no lock', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en'] }) });
    await writeLock(f, { host: 'build-agent-7', pid: 4242, startedAt: 'x' });
    const dry = await helpsync(f, ['sync', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(f.emu.writes()).toEqual([]);

    await mkdir(path.dirname(lockFile(f)), { recursive: true });
    await writeFile(lockFile(f), '{"kind": "helpsync-lo');
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile(f), old, old);
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: taking over the lock .*: the lock file is not a helpsync lock/);
    expect(pushedPairs(f).length).toBe(3);
  });

  it('--wait-lock takes whole seconds only, naming the flag', async () => {
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    const r = await helpsync(f, ['sync', '--wait-lock=soon']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/--wait-lock takes a whole number of seconds/);
    expect(f.emu.log).toEqual([]);
  });
});
