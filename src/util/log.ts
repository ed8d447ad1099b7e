// pino to stderr (stdout is reserved for results). JSON when stderr is not a TTY or CI is set,
// readable on a TTY. Every line passes through scrub() on its way out, so a token that slipped
// into a message or an object never reaches the log; `redact` also blanks auth headers by path.
import { Writable } from 'node:stream';
import { writeSync } from 'node:fs';
import pino from 'pino';
import pretty from 'pino-pretty';
import { scrub } from './redact.js';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level?: string;
  /** force JSON (true) or pretty (false); default: JSON unless stderr is a TTY and CI is unset */
  json?: boolean;
  /** where lines go (tests); default fd 2 */
  write?: (line: string) => void;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? process.env.HELPSYNC_LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`unknown log level "${level}" (one of ${LOG_LEVELS.join(', ')})`);
  }
  const write = opts.write ?? ((line: string) => writeSync(2, line));
  const sink = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      write(scrub(chunk.toString()));
      cb();
    },
  });
  const json = opts.json ?? (!process.stderr.isTTY || Boolean(process.env.CI));
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ['headers.authorization', 'headers.Authorization', '*.headers.authorization', 'token', '*.token'],
      censor: '[REDACTED]',
    },
  };
  if (json) return pino(options, sink);
  return pino(options, pretty({ destination: sink, sync: true, colorize: Boolean(process.stderr.isTTY), ignore: 'pid,hostname' }));
}

/** A logger that drops everything (library default). */
export const silentLogger: Logger = pino({ level: 'silent' });
