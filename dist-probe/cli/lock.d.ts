import type { Config } from '../config/config.js';
import type { CommandContext } from './context.js';
export { DEFAULT_WAIT_LOCK_SECONDS, waitLockOption, waitLockSeconds } from './options.js';
export interface LockOptions {
    /** the command, as recorded in the lock (`sync`, `apply`, ...) */
    command: string;
    /** seconds to wait for a held lock (undefined: refuse at once) */
    waitSeconds?: number;
    signal?: AbortSignal;
}
/** The lock's folder for a config: `<configDir>/.helpsync` (the cache is `.helpsync/cache`; CI caches only that). */
export declare function lockDirFor(config: Pick<Config, 'configDir'>): string;
/** Runs `fn` holding the lock of `config`'s folder and project; refuses (exit 1) naming the holder. */
export declare function withLock<T>(config: Pick<Config, 'configDir' | 'configPath' | 'project'>, opts: LockOptions, fn: () => Promise<T>): Promise<T>;
/**
 * A command body under the lock unless `skip` (a dry run): the one-line wiring for handlers,
 * `runCommand(argv, (ctx) => locked(ctx, { command: 'sync', waitLock: argv['wait-lock'], skip: dry }, () => run(ctx)))`.
 */
export declare function locked<T>(ctx: Pick<CommandContext, 'config' | 'signal'>, opts: {
    command: string;
    waitLock?: unknown;
    skip?: boolean;
}, fn: () => Promise<T>): Promise<T>;
