// The one way a writing command takes the run lock (src/util/lock.ts): `withLock(config, opts, fn)`
// around the whole run, planning included, so a run that waited plans against what the holder left
// (and then has nothing more to do). Commands that write: sync, apply, layout, pull (and status
// --bump); their dry runs write nothing and take no lock.
import type { Config } from '../config/config.js';
import { stateDir } from '../config/state-dir.js';
import { ExitError } from '../errors.js';
import { acquireLock, LockHeldError } from '../util/lock.js';
import type { CommandContext } from './context.js';
import { printErr } from './output.js';
import { waitLockSeconds } from './options.js';

// The flag itself (loaded at start-up) is in options.ts; re-exported for the lock's callers.
export { DEFAULT_WAIT_LOCK_SECONDS, waitLockOption, waitLockSeconds } from './options.js';

export interface LockOptions {
  /** the command, as recorded in the lock (`sync`, `apply`, ...) */
  command: string;
  /** seconds to wait for a held lock (undefined: refuse at once) */
  waitSeconds?: number;
  signal?: AbortSignal;
}

/** The lock's folder for a config: `<configDir>/.helpsync` (the cache is `.helpsync/cache`; CI caches only that). */
export function lockDirFor(config: Pick<Config, 'configDir'>): string {
  return stateDir(config.configDir);
}

/** Runs `fn` holding the lock of `config`'s folder and project; refuses (exit 1) naming the holder. */
export async function withLock<T>(
  config: Pick<Config, 'configDir' | 'configPath' | 'project'>,
  opts: LockOptions,
  fn: () => Promise<T>,
): Promise<T> {
  let lock;
  try {
    lock = await acquireLock(lockDirFor(config), {
      command: opts.command,
      config: config.configPath,
      project: config.project,
      waitSeconds: opts.waitSeconds,
      signal: opts.signal,
      onNotice: (m) => printErr(m),
    });
  } catch (err) {
    if (err instanceof LockHeldError) throw new ExitError(`${err.message}. Nothing was done.`);
    throw err;
  }
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}

/**
 * A command body under the lock unless `skip` (a dry run): the one-line wiring for handlers,
 * `runCommand(argv, (ctx) => locked(ctx, { command: 'sync', waitLock: argv['wait-lock'], skip: dry }, () => run(ctx)))`.
 */
export async function locked<T>(
  ctx: Pick<CommandContext, 'config' | 'signal'>,
  opts: { command: string; waitLock?: unknown; skip?: boolean },
  fn: () => Promise<T>,
): Promise<T> {
  if (opts.skip) return fn();
  const config = await ctx.config();
  return withLock(config, { command: opts.command, waitSeconds: waitLockSeconds(opts.waitLock) ?? undefined, signal: ctx.signal }, fn);
}
