// Progress on long work: a redrawn line on a TTY (stderr), periodic log lines otherwise (CI).
import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';

export interface Progress {
  /** a new phase: e.g. "moves" or a language code */
  start(label: string, total: number): void;
  tick(ok: boolean): void;
  end(): void;
}

export interface ProgressOptions {
  logger: Logger;
  tty: boolean;
  clock: Pick<Clock, 'now'>;
  /** how often CI gets a log line */
  logEveryMs?: number;
  write?: (s: string) => void;
}

export function createProgress(opts: ProgressOptions): Progress {
  const write = opts.write ?? ((s: string) => process.stderr.write(s));
  const logEvery = opts.logEveryMs ?? 10_000;
  let label = '';
  let total = 0;
  let done = 0;
  let failed = 0;
  let started = 0;
  let lastLog = 0;
  let lastDraw = 0;

  const line = (): string => {
    const elapsed = Math.max(1, opts.clock.now() - started) / 1000;
    const rate = done / elapsed;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : undefined;
    const width = 24;
    const filled = total ? Math.round((done / total) * width) : width;
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
    const eta = left === undefined ? '' : `  ~${formatSeconds(left)} left`;
    const fails = failed ? `  ${failed} failed` : '';
    return `${label.padEnd(8)} ${bar} ${done}/${total}  ${rate.toFixed(1)}/s${eta}${fails}`;
  };

  return {
    start(l, t) {
      label = l;
      total = t;
      done = 0;
      failed = 0;
      started = opts.clock.now();
      lastLog = started;
      lastDraw = 0;
      if (opts.tty) write(`\r\x1b[2K${line()}`);
      else opts.logger.info({ phase: l, total: t }, `${l}: starting ${t}`);
    },
    tick(ok) {
      done++;
      if (!ok) failed++;
      const now = opts.clock.now();
      if (opts.tty) {
        if (now - lastDraw >= 100 || done === total) {
          lastDraw = now;
          write(`\r\x1b[2K${line()}`);
        }
      } else if (now - lastLog >= logEvery) {
        lastLog = now;
        opts.logger.info({ phase: label, done, total, failed }, line());
      }
    },
    end() {
      if (opts.tty) write(`\r\x1b[2K${line()}\n`);
      else opts.logger.info({ phase: label, done, total, failed }, `${label}: finished ${done}/${total}${failed ? `, ${failed} failed` : ''}`);
    },
  };
}

export const noProgress: Progress = { start() {}, tick() {}, end() {} };

function formatSeconds(s: number): string {
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
