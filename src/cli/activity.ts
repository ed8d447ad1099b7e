// A progress line for work without a known total (reading a long Git history): silent for the first
// second and a half, so a quick run prints nothing; then, on a TTY, one redrawn line on stderr saying
// what is being done and for how long, erased at the end; elsewhere (CI, a pipe, --json) a log line
// every ten seconds through the logger, which the log level silences like any other info line.
// Never on stdout, which holds the result.
import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';

export interface Activity {
  /** what is being done now: a phrase such as "reading the history: 1,200 commits" */
  update(doing: string): void;
  /** the work is over: stops the timer and erases the line */
  end(): void;
}

export interface ActivityOptions {
  logger: Logger;
  /** draw a line on stderr (a TTY, and not --json), else log lines */
  tty: boolean;
  clock: Pick<Clock, 'now'>;
  /** nothing is shown before this (ms) */
  delayMs?: number;
  /** how often a log line is written when not on a TTY (ms) */
  logEveryMs?: number;
  /** how often the line is redrawn (ms) */
  redrawMs?: number;
  write?: (s: string) => void;
}

export function createActivity(opts: ActivityOptions): Activity {
  const write = opts.write ?? ((s: string) => process.stderr.write(s));
  const delay = opts.delayMs ?? 1500;
  const logEvery = opts.logEveryMs ?? 10_000;
  const started = opts.clock.now();
  let doing = 'working';
  let drawn = '';
  let lastLog: number | undefined;
  let enabled: boolean | undefined;
  const show = (): void => {
    const now = opts.clock.now();
    if (now - started < delay) return;
    // The level is asked only once something would be shown: a quick run never loads the logger.
    enabled ??= opts.logger.isLevelEnabled('info');
    if (!enabled) return;
    const line = `${doing} (${Math.floor((now - started) / 1000)} s)`;
    if (opts.tty) {
      if (line === drawn) return;
      write(`\r\x1b[2K${line}`);
      drawn = line;
    } else if (lastLog === undefined || now - lastLog >= logEvery) {
      lastLog = now;
      opts.logger.info({ doing, elapsedMs: now - started }, line);
    }
  };
  const timer = setInterval(show, opts.redrawMs ?? 250);
  timer.unref();
  return {
    update(text) {
      doing = text;
    },
    end() {
      clearInterval(timer);
      if (drawn !== '') write('\r\x1b[2K');
    },
  };
}
