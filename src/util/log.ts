// pino to stderr (stdout is reserved for results). JSON under CI (a log collector reads it) or
// with --log-format json; otherwise plain text, also when stderr is not a terminal (a person reads
// a redirected log too), with colours only on a terminal. Every line passes through scrub() on its
// way out, so a token that slipped into a message or an object never reaches the log; `redact` also
// blanks auth headers by path; and through the workflow-command guard, so a logged title cannot act
// on the CI runner.
//
// pino and pino-pretty are loaded on a logger's first use, not when this module is: a command that
// logs nothing (`helpsync status`, speed) never pays for them. Both are CommonJS, so a
// synchronous require() is all a logger call needs.
import { Writable } from 'node:stream';
import type pino from 'pino';
import { loadPino, loadPretty } from './log-libs.js';
import { scrub } from './redact.js';
import { runtime } from './runtime.js';
import { underCi } from './ci.js';
import { escapeJsonText } from './escape.js';
import { commandGuardFor, guardCommands } from './workflow-commands.js';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level?: string;
  /** force JSON (true) or plain text (false); default: JSON under CI (CI set, not false or 0), else text */
  json?: boolean;
  /** the environment (CI); default process.env */
  env?: NodeJS.ProcessEnv;
  /** where lines go (tests); default fd 2 */
  write?: (line: string) => void;
}

/** The level to log at (option, then HELPSYNC_LOG_LEVEL, then info); an unknown one is an error. */
export function logLevelOf(level: string | undefined): LogLevel {
  const value = level ?? runtime().env.HELPSYNC_LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`unknown log level "${value}" (one of ${LOG_LEVELS.join(', ')})`);
  }
  return value as LogLevel;
}

/** Checks the level and decides the format now; builds the pino logger on first use. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = logLevelOf(opts.level);
  // The command's stderr: the process's fd 2, or the stream a test injected.
  const rt = runtime();
  const write = opts.write ?? ((line: string) => rt.stderr.write(line));
  const json = opts.json ?? underCi(opts.env ?? rt.env);
  const colorize = rt.stderr.isTTY;
  return lazyLogger(() => {
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        // Workflow commands made inert as on every output (src/util/workflow-commands.ts): `\u`
        // escapes in a JSON line, the runner's invisible break or the visible escape in a readable one.
        const line = scrub(chunk.toString());
        write(
          json
            ? escapeJsonText(line)
            : guardCommands(
                line,
                commandGuardFor(2, rt.env, () => Boolean(rt.stderr.isFile)),
              ),
        );
        cb();
      },
    });
    const options: pino.LoggerOptions = {
      level,
      base: undefined,
      redact: {
        paths: ['headers.authorization', 'headers.Authorization', '*.headers.authorization', 'token', '*.token'],
        censor: '[REDACTED]',
      },
    };
    const build = loadPino();
    if (json) return build(options, sink);
    return build(options, loadPretty()({ destination: sink, sync: true, colorize, ignore: 'pid,hostname' }));
  });
}

/**
 * A Logger that makes the real one on its first use and forwards everything to it (methods bound
 * to it, so pino's internals see the real object).
 */
function lazyLogger(make: () => Logger): Logger {
  let real: Logger | undefined;
  const target = (): Logger => (real ??= make());
  return new Proxy({} as Logger, {
    get(_t, prop) {
      const r = target();
      const value = Reflect.get(r, prop, r) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(r) : value;
    },
    set: (_t, prop, value) => Reflect.set(target(), prop, value),
    has: (_t, prop) => Reflect.has(target(), prop),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

/** A logger that drops everything (library default). */
export const silentLogger: Logger = lazyLogger(() => loadPino()({ level: 'silent' }));
