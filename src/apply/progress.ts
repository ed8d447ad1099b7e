// Progress on long work: a redrawn line on a TTY (stderr), periodic log lines otherwise (CI).
import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';
import { runtime } from '../util/runtime.js';

export type TickOutcome = 'done' | 'failed' | 'skipped';

export interface Progress {
  /** a new phase: e.g. "moves" or a language code */
  start(label: string, total: number): void;
  /** one operation finished: sent and done, sent and failed, or not sent (interrupt, --max-errors) */
  tick(outcome: TickOutcome): void;
  end(): void;
}

export interface ProgressOptions {
  logger: Logger;
  tty: boolean;
  clock: Pick<Clock, 'now'>;
  /** how often CI gets a log line */
  logEveryMs?: number;
  write?: (s: string) => void;
  /** a pause every request is held in (a 429's Retry-After): shown in the line while it lasts */
  paused?: () => { until: number; reason: string } | undefined;
  /** on a TTY, how often the line is redrawn while nothing finishes (a pause shows its countdown) */
  redrawEveryMs?: number;
}

export function createProgress(opts: ProgressOptions): Progress {
  const write = opts.write ?? ((s: string) => runtime().stderr.write(s));
  const logEvery = opts.logEveryMs ?? 10_000;
  let label = '';
  let total = 0;
  let done = 0;
  let failed = 0;
  let skipped = 0;
  let started = 0;
  let lastLog = 0;
  let lastDraw = 0;

  const line = (final = false): string => {
    const elapsed = Math.max(1, opts.clock.now() - started) / 1000;
    const rate = done / elapsed;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : undefined;
    const width = 24;
    const filled = total ? Math.round((done / total) * width) : width;
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
    const eta = final ? `  in ${formatSeconds(Math.round(elapsed))}` : left === undefined ? '' : `  ~${formatSeconds(left)} left`;
    const fails = failed ? `  ${failed} failed` : '';
    const skips = skipped ? `  ${skipped} not sent` : '';
    return `${label.padEnd(8)} ${bar} ${done}/${total}  ${rate.toFixed(1)}/s${eta}${fails}${skips}${final ? '' : pauseNote()}`;
  };
  const pauseNote = (): string => {
    const p = opts.paused?.();
    const left = p ? p.until - opts.clock.now() : 0;
    return p && left > 0 ? `  paused: ${p.reason}, resumes in ${formatSeconds(Math.ceil(left / 1000))}` : '';
  };
  // Real time on purpose: a redraw is not a wait of the run's, only the terminal catching up.
  let redraw: NodeJS.Timeout | undefined;
  const stopRedraw = (): void => {
    if (redraw) clearInterval(redraw);
    redraw = undefined;
  };

  return {
    start(l, t) {
      label = l;
      total = t;
      done = 0;
      failed = 0;
      skipped = 0;
      started = opts.clock.now();
      lastLog = started;
      lastDraw = 0;
      if (opts.tty) {
        write(`\r\x1b[2K${line()}`);
        stopRedraw();
        if (opts.paused) redraw = setInterval(() => write(`\r\x1b[2K${line()}`), opts.redrawEveryMs ?? 1000).unref();
      } else opts.logger.info({ phase: l, total: t }, `${l}: starting ${t}`);
    },
    tick(outcome) {
      done++;
      if (outcome === 'failed') failed++;
      if (outcome === 'skipped') skipped++;
      const now = opts.clock.now();
      if (opts.tty) {
        if (now - lastDraw >= 100) {
          lastDraw = now;
          write(`\r\x1b[2K${line()}`);
        }
      } else if (now - lastLog >= logEvery) {
        lastLog = now;
        opts.logger.info({ phase: label, done, total, failed, notSent: skipped }, line());
      }
    },
    end() {
      stopRedraw();
      if (opts.tty) write(`\r\x1b[2K${line(true)}\n`);
      else {
        const sent = done - skipped;
        const what = skipped
          ? `stopped: ${sent - failed} done, ${failed} failed, ${skipped + total - done} not sent`
          : `finished ${done}/${total}${failed ? `, ${failed} failed` : ''}`;
        opts.logger.info({ phase: label, total, done: sent - failed, failed, notSent: skipped + total - done }, `${label}: ${what}`);
      }
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
