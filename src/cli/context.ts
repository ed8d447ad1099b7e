// What every command gets: logger, interrupt signal, config and client on demand, and one
// top-level catch that maps errors to exit codes (docs/ARCHITECTURE.md: ExitError / InputError, one catch).
// Nothing of the client is loaded until a command asks for one, and pino not before the first log
// line (`status` starts faster).
import { ExitCode, ExitError, InputError } from '../errors.js';
import type { ApiError } from '../client/errors.js';
import type { PlatformClient } from '../client/types.js';
import { loadConfig, type Config } from '../config/config.js';
import { underCi } from '../config/policy.js';
import { createLogger, type Logger } from '../util/log.js';
import { scrub } from '../util/redact.js';
import { proxyEnvProblems } from '../util/proxy-env.js';
import type { GlobalArgs } from './global-options.js';
import type { WarningsMode } from '../report/warnings.js';
import { InterruptedError, installSignalHandlers } from './signals.js';
import { printErr } from './output.js';
import { runtime } from '../util/runtime.js';

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
  /** --warnings: how warnings print (report/warnings.ts); summary when not given */
  warnings?: WarningsMode;
  /** the client when one was made already (progress lines read its pauses; never makes one) */
  madeClient?(): PlatformClient | undefined;
}

/**
 * Runs a command body and sets the runtime's exit code (the process's exitCode). The body returns its exit code (0, 1, or 2 for
 * --detailed-exitcode). Errors: InputError/ExitError/ApiError are printed plainly; anything else is
 * an internal error with its stack at debug level.
 */
export async function runCommand(args: GlobalArgs, body: (ctx: CommandContext) => Promise<number>): Promise<void> {
  let logger: Logger;
  try {
    // --quiet: errors only, unless a level is named (--log-level or HELPSYNC_LOG_LEVEL)
    const quiet = args.quiet && args.logLevel === undefined && !runtime().env.HELPSYNC_LOG_LEVEL;
    logger = createLogger({
      level: quiet ? 'error' : args.logLevel,
      ...(args.logFormat ? { json: args.logFormat === 'json' } : {}),
    });
  } catch (err) {
    printErr(`error: ${(err as Error).message}`);
    runtime().setExitCode(ExitCode.error);
    return;
  }
  const tty = Boolean(runtime().stderr.isTTY) && args.logFormat !== 'json' && !underCi(runtime().env);
  const interrupt = installSignalHandlers(logger, tty ? { notice: (line) => runtime().stderr.write(line) } : {});
  let configPromise: Promise<Config> | undefined;
  let localConfigPromise: Promise<Config> | undefined;
  let clientPromise: Promise<PlatformClient> | undefined;
  let made: PlatformClient | undefined;
  const ctx: CommandContext = {
    logger,
    signal: interrupt.signal,
    env: runtime().env,
    warnings: args.warnings ?? 'summary',
    config: () => (configPromise ??= loadConfig(args.config)),
    localConfig: () => (localConfigPromise ??= loadConfig(args.config, { requireTarget: false })),
    client: () =>
      (clientPromise ??= (async () => {
        const config = await ctx.config();
        // Loaded only when a command talks to the platform: local commands (status) start faster.
        const { readToken } = await import('../client/token.js');
        const token = readToken(ctx.env);
        const proxyProblems = proxyEnvProblems(ctx.env);
        if (proxyProblems.length > 0) throw new InputError(proxyProblems);
        const { createClient } = await import('../client/client.js');
        return (made = createClient({
          baseUrl: config.baseUrl,
          project: config.project,
          token,
          rateLimit: config.rateLimit,
          concurrency: config.concurrency,
          timeoutSeconds: config.timeoutSeconds,
          maxResponseSize: config.maxResponseSize,
          retries: config.retries,
          logger,
          signal: interrupt.signal,
        }));
      })()),
    madeClient: () => made,
  };
  let code: number;
  try {
    code = await body(ctx);
  } catch (err) {
    code = await reportError(err, logger, ctx.warnings);
  } finally {
    if (clientPromise) {
      // After an interrupt the apply engine already gave requests in flight their grace period.
      const grace = interrupt.signal.aborted ? 250 : 3000;
      await clientPromise.then((c) => c.close(grace)).catch(() => undefined);
    }
    interrupt.dispose();
  }
  const sig = interrupt.exitCode();
  runtime().setExitCode(sig ?? code);
}

/** What to check next, for the failures a user can fix (docs/platform-api.md status classes). */
export function apiErrorHint(err: ApiError): string | undefined {
  if (err.kind === 'network')
    return `the platform could not be reached after ${err.attempts} attempt(s): check baseUrl (or HELPSYNC_BASE_URL) and the network or proxy (HTTPS_PROXY, NO_PROXY)`;
  if (err.kind === 'timeout')
    return `no bytes within timeoutSeconds after ${err.attempts} attempt(s): raise timeoutSeconds in the config, or try again later`;
  // The message itself says what to do; a bound is not a network problem.
  if (err.kind === 'too-large') return undefined;
  if (err.status === 401) return 'the platform did not accept the token: check that HELPSYNC_TOKEN holds a current access token';
  if (err.status === 403) return 'the token is not valid for this project: check `project` in the config (or HELPSYNC_PROJECT)';
  if (err.status !== undefined && err.status >= 500) return `the platform kept failing (${err.attempts} attempt(s)): try again later`;
  return undefined;
}

export async function reportError(err: unknown, logger: Logger, mode: WarningsMode = 'summary'): Promise<number> {
  if (err instanceof InputError) {
    // errors one per line; the warnings that came with them grouped by kind, at the warn level
    const { reportWarnings } = await import('./github.js');
    reportWarnings(err.problems, { json: false, logger, mode, annotate: false });
    const n = err.problems.filter((p) => p.severity === 'error').length;
    if (n > 1) printErr(`${n} problems found; nothing was sent.`);
    return ExitCode.error;
  }
  if (err instanceof InterruptedError) {
    printErr(`interrupted (${err.signalName})`);
    return err.exitCode;
  }
  if (err instanceof ExitError) {
    printErr(`error: ${err.message}`);
    return err.exitCode;
  }
  // An ApiError comes only from the client, so its module is loaded already when one is thrown.
  const { ApiError } = await import('../client/errors.js');
  if (err instanceof ApiError) {
    printErr(`error: ${err.message}`);
    const hint = apiErrorHint(err);
    if (hint) printErr(`hint: ${hint}`);
    return ExitCode.error;
  }
  const e = err instanceof Error ? err : new Error(String(err));
  logger.debug({ stack: scrub(e.stack ?? '') }, 'internal error');
  printErr(`internal error: ${scrub(e.message)} (run with --log-level debug for details)`);
  return ExitCode.error;
}
