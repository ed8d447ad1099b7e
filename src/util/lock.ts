// One writer at a time per config and project: two syncs of one repo at once pushed every
// pair twice at twice the rate. The lock is a file, `<configDir>/.helpsync/lock` (beside the cache,
// never inside `.helpsync/cache`, which CI caches), created with O_EXCL and holding who holds it:
// host, process id, start time, command. It is per machine: a CI job on another runner does not see
// it, so CI still needs its `concurrency` group (docs/ci.md).
//
// A holder is stale when:
// - it is on this host and its process is gone (kill(pid, 0) answers ESRCH): taken over at once;
// - it is on another host (a shared or mounted folder) and has not refreshed the lock for
//   REMOTE_STALE_MS: taken over with a warning. The holder refreshes the file's mtime every
//   HEARTBEAT_MS, so a long sync on another host is never taken over while it is alive; we cannot ask
//   another host whether its process lives, so silence is the only evidence.
// - the file is not a lock document (empty, truncated, edited) and older than PARTIAL_GRACE_MS (a
//   holder writes its document right after creating the file; younger than that it is being written).
import { link, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { UnsafePathError } from './atomic-write.js';
import { ensureFolderInside, realFolder } from './safe-path.js';

export const LOCK_DOC_KIND = 'helpsync-lock';
/** How often a holder touches the lock file (ms). */
export const HEARTBEAT_MS = 30_000;
/** A holder on another host silent this long (10 missed heartbeats) is stale (ms). */
export const REMOTE_STALE_MS = 5 * 60_000;
/** A lock file that is not (yet) a lock document is being written for this long at most (ms). */
export const PARTIAL_GRACE_MS = 5_000;

const LockDoc = z.object({
  kind: z.literal(LOCK_DOC_KIND),
  version: z.literal(1),
  host: z.string(),
  pid: z.number().int().positive(),
  startedAt: z.string(),
  command: z.string(),
  config: z.string(),
  project: z.string(),
});
export type LockHolder = z.infer<typeof LockDoc>;

export interface LockIdentity {
  /** the command taking it (`sync`, `apply`, ...) */
  command: string;
  /** absolute config path and project: what the lock protects */
  config: string;
  project: string;
}

export interface LockState {
  /** the holder's document, when the file is one */
  holder?: LockHolder;
  /** why it may be taken over, when it may */
  stale?: { reason: string; warn: boolean };
  /** the file's mtime (ms): the holder's last heartbeat */
  touchedAt: number;
}

export interface HeldLock {
  file: string;
  holder: LockHolder;
  release(): Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** What the lock file says now, and whether it is stale; undefined when there is no lock. */
export async function readLock(file: string, now: number = Date.now()): Promise<LockState | undefined> {
  let text: string;
  let touchedAt: number;
  try {
    [text, touchedAt] = await Promise.all([readFile(file, 'utf8'), stat(file).then((s) => s.mtimeMs)]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let parsed: ReturnType<typeof LockDoc.safeParse> | undefined;
  try {
    parsed = LockDoc.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    return now - touchedAt > PARTIAL_GRACE_MS
      ? { touchedAt, stale: { reason: 'the lock file is not a helpsync lock (empty or damaged)', warn: true } }
      : { touchedAt };
  }
  const holder = parsed.data;
  if (holder.host === os.hostname()) {
    if (holder.pid !== process.pid && !isAlive(holder.pid)) {
      return { holder, touchedAt, stale: { reason: `process ${holder.pid} on this host is gone`, warn: false } };
    }
    return { holder, touchedAt };
  }
  if (now - touchedAt > REMOTE_STALE_MS) {
    const mins = Math.round((now - touchedAt) / 60_000);
    return {
      holder,
      touchedAt,
      stale: { reason: `held on host ${holder.host}, which has not refreshed it for ${mins} minutes`, warn: true },
    };
  }
  return { holder, touchedAt };
}

/** "process 123 on host h (`sync`), since 2026-… (42 s ago)" */
export function describeHolder(state: LockState | undefined, now: number = Date.now()): string {
  const h = state?.holder;
  if (!h) return 'a helpsync process that is still writing the lock file';
  const since = Date.parse(h.startedAt);
  const ago = Number.isFinite(since) ? ` (${Math.max(0, Math.round((now - since) / 1000))} s ago)` : '';
  return `process ${h.pid} on host ${h.host} (\`helpsync ${h.command}\`), since ${h.startedAt}${ago}`;
}

/** Creates the lock file exclusively with our document; false when it exists. */
async function create(file: string, holder: LockHolder): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    await handle.writeFile(`${JSON.stringify(holder, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Removes a stale lock, unless another process took it over meanwhile: the stale file is first
 * renamed to a name of our own (atomic; only one of several racing processes gets it), then
 * checked to still be the stale document, then deleted. A fresh lock renamed by mistake is put back.
 */
async function removeStale(file: string, seen: LockState): Promise<void> {
  const mine = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    await rename(file, mine);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw err;
  }
  const now = await readLock(mine);
  const same =
    now?.holder && seen.holder ? now.holder.pid === seen.holder.pid && now.holder.startedAt === seen.holder.startedAt : !now?.holder;
  if (same || !now) {
    await unlink(mine).catch(() => undefined);
    return;
  }
  // A live holder's file (it took over between our read and our rename): put it back with link(),
  // which, unlike rename, fails rather than replace a lock created meanwhile.
  await link(mine, file).catch(() => undefined);
  await unlink(mine).catch(() => undefined);
}

export interface AcquireOptions extends LockIdentity {
  /** seconds to wait for a held lock; 0 or undefined: refuse at once */
  waitSeconds?: number;
  signal?: AbortSignal;
  /** a stale lock taken over, a wait begun */
  onNotice?: (message: string) => void;
}

/** Thrown when the lock is held (after waiting, if asked to). The message names the holder. */
export class LockHeldError extends Error {
  constructor(
    message: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(message);
    this.name = 'LockHeldError';
  }
}

/**
 * `<dir>` (`<configDir>/.helpsync`) created, and refused when it resolves outside the config's folder:
 * the rule of every folder helpsync writes there (loader cache, pushed record, backups).
 */
async function lockFolderInside(dir: string): Promise<void> {
  const parent = path.dirname(path.resolve(dir));
  mkdirSync(parent, { recursive: true });
  const root = await realFolder(parent);
  const check = await ensureFolderInside(root, path.join(root, path.basename(dir)));
  if (!check.ok) {
    throw new UnsafePathError([
      {
        severity: 'error',
        file: shownPath(path.join(parent, path.relative(root, check.at))),
        message: `the lock is not taken: ${check.message}`,
      },
    ]);
  }
}

/** A path as problems show it: relative to the working directory when below it. */
function shownPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return (rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs).split(path.sep).join('/');
}

/** Takes `<dir>/lock`, taking over a stale one, waiting up to `waitSeconds` for a live one. */
export async function acquireLock(dir: string, opts: AcquireOptions): Promise<HeldLock> {
  await lockFolderInside(dir);
  const file = path.join(dir, 'lock');
  const holder: LockHolder = {
    kind: LOCK_DOC_KIND,
    version: 1,
    host: os.hostname(),
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: opts.command,
    config: opts.config,
    project: opts.project,
  };
  const deadline = Date.now() + (opts.waitSeconds ?? 0) * 1000;
  let announced = false;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
    if (await create(file, holder)) return held(file, holder);
    const state = await readLock(file);
    if (!state) continue; // released between our create and read: try again at once
    if (state.stale) {
      if (state.stale.warn) opts.onNotice?.(`warning: taking over the lock ${file}: ${state.stale.reason} (${describeHolder(state)})`);
      await removeStale(file, state);
      continue;
    }
    if (Date.now() >= deadline) {
      const hint = opts.waitSeconds ? `still held after waiting ${opts.waitSeconds} s` : 'pass --wait-lock[=SECONDS] to wait for it';
      throw new LockHeldError(`another helpsync run holds ${file}: ${describeHolder(state)}; ${hint}`, state.holder);
    }
    if (!announced) {
      announced = true;
      opts.onNotice?.(`waiting for the lock ${file}, held by ${describeHolder(state)}`);
    }
    if (opts.signal?.aborted) throw new LockHeldError(`interrupted while waiting for ${file}`, state.holder);
    await new Promise((r) => setTimeout(r, Math.min(delay, Math.max(0, deadline - Date.now()))));
  }
}

function held(file: string, holder: LockHolder): HeldLock {
  // The heartbeat: a holder on another host is judged by this mtime (REMOTE_STALE_MS).
  const timer = setInterval(() => {
    const t = new Date();
    utimes(file, t, t).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  let released = false;
  return {
    file,
    holder,
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(timer);
      // Only our own lock: a lock someone took over (wrongly judged stale) is not ours to remove.
      const now = await readLock(file).catch(() => undefined);
      if (now?.holder?.pid === holder.pid && now.holder.startedAt === holder.startedAt && now.holder.host === holder.host) {
        await unlink(file).catch(() => undefined);
      }
    },
  };
}
