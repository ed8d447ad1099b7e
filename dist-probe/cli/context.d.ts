import type { ApiError } from '../client/errors.js';
import type { PlatformClient } from '../client/types.js';
import { type Config } from '../config/config.js';
import { type Logger } from '../util/log.js';
import type { GlobalArgs } from './global-options.js';
export type { GlobalArgs } from './global-options.js';
export interface CommandContext {
    logger: Logger;
    /** aborted on the first SIGINT/SIGTERM */
    signal: AbortSignal;
    env: NodeJS.ProcessEnv;
    /** config from --config (loaded once, on first call) */
    config(): Promise<Config>;
    /**
     * The same config without requiring or checking baseUrl/project, for commands that never create a
     * client (`status`:). client() always uses config(), so the target is validated there.
     * Optional so hand-made contexts in tests need not provide it (callers fall back to config()).
     */
    localConfig?(): Promise<Config>;
    /** token from HELPSYNC_TOKEN, checked, then a client for the config's target (created once) */
    client(): Promise<PlatformClient>;
    /** the client when one was made already (progress lines read its pauses; never makes one) */
    madeClient?(): PlatformClient | undefined;
}
/**
 * Runs a command body and sets the runtime's exit code (the process's exitCode). The body returns its exit code (0, 1, or 2 for
 * --detailed-exitcode). Errors: InputError/ExitError/ApiError are printed plainly; anything else is
 * an internal error with its stack at debug level.
 */
export declare function runCommand(args: GlobalArgs, body: (ctx: CommandContext) => Promise<number>): Promise<void>;
/** What to check next, for the failures a user can fix (docs/platform-api.md status classes). */
export declare function apiErrorHint(err: ApiError): string | undefined;
export declare function reportError(err: unknown, logger: Logger): Promise<number>;
