import { stateDir } from '../config/state-dir.js';
import { ExitError } from '../errors.js';
import { acquireLock, LockHeldError } from '../util/lock.js';
import { printErr } from './output.js';
import { waitLockSeconds } from './options.js';
// The flag itself (loaded at start-up) is in options.ts; re-exported for the lock's callers.
export { DEFAULT_WAIT_LOCK_SECONDS, waitLockOption, waitLockSeconds } from './options.js';
/** The lock's folder for a config: `<configDir>/.helpsync` (the cache is `.helpsync/cache`; CI caches only that). */
export function lockDirFor(config) {
    return stateDir(config.configDir);
}
/** Runs `fn` holding the lock of `config`'s folder and project; refuses (exit 1) naming the holder. */
export async function withLock(config, opts, fn) {
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
    }
    catch (err) {
        if (err instanceof LockHeldError)
            throw new ExitError(`${err.message}. Nothing was done.`);
        throw err;
    }
    try {
        return await fn();
    }
    finally {
        await lock.release();
    }
}
/**
 * A command body under the lock unless `skip` (a dry run): the one-line wiring for handlers,
 * `runCommand(argv, (ctx) => locked(ctx, { command: 'sync', waitLock: argv['wait-lock'], skip: dry }, () => run(ctx)))`.
 */
export async function locked(ctx, opts, fn) {
    if (opts.skip)
        return fn();
    const config = await ctx.config();
    return withLock(config, { command: opts.command, waitSeconds: waitLockSeconds(opts.waitLock) ?? undefined, signal: ctx.signal }, fn);
}
//# sourceMappingURL=lock.js.map