// Progress on long work: a redrawn line on a TTY (stderr), periodic log lines otherwise (CI).
import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';
import { runtime } from '../util/runtime.js';

export type TickOutcome = 'done' | 'failed' | 'skipped';

export interface Progress {
  /** the whole run's operations, across phases (moves and every language), before the first start */
  plan?(total: number): void;
  /** a new phase: e.g. "moves" or a language code */
  start(label: string, total: number): void;
  /** one operation finished: sent and done, sent and failed, or not sent (interrupt, --max-errors) */
  tick(outcome: TickOutcome): void;
  end(): void;
  /** the run is over (after its last phase, or when it stopped): no more lines */
  finish?(): void;
}

export interface ProgressOptions {
  logger: Logger;
  tty: boolean;
  clock: Pick<Clock, 'now'>;
  /** how often CI gets a log line */
  logEveryMs?: number;
  /**
   * The first moments of a run go at the rate limiter's burst, far faster than the rate it then
   * keeps: no time left is shown before this much of the run, and the rate behind it is measured
   * from its end (default 5 s).
   */
  warmupMs?: number;
  write?: (s: string) => void;
  /** a pause every request is held in (a 429's Retry-After): shown in the line while it lasts */
  paused?: () => { until: number; reason: string } | undefined;
  /** on a TTY, how often the line is redrawn while nothing finishes (a pause shows its countdown) */
  redrawEveryMs?: number;
  /** off a TTY, how often to look whether a line is due while nothing finishes (default 1 s) */
  heartbeatMs?: number;
}

export function createProgress(opts: ProgressOptions): Progress {
  const write = opts.write ?? ((s: string) => runtime().stderr.write(s));
  const logEvery = opts.logEveryMs ?? 10_000;
  const warmup = opts.warmupMs ?? 5000;
  let label = '';
  let [total, done, failed, skipped, started, lastLog, lastDraw] = [0, 0, 0, 0, 0, 0, 0];
  const all = runRate(warmup);

  const line = (final = false): string => {
    const now = opts.clock.now();
    const phase = { label, total, done, failed, skipped, elapsed: Math.max(1, now - started) / 1000 };
    return `${phaseLine(phase, all, all.rate(now), final)}${final ? '' : pauseNote()}`;
  };
  const pauseNote = (): string => pauseWords(opts.paused?.(), opts.clock.now());
  // Real time on purpose: a redraw is not a wait of the run's, only the terminal catching up.
  const redraw = every(() => write(`\r\x1b[2K${line()}`), opts.redrawEveryMs ?? 1000);
  // Off a terminal, a line is due every logEvery even when nothing finishes (a slow creation, a
  // long Retry-After): a CI log that goes quiet for minutes looks like a hung job.
  const logLine = (now: number): void => {
    lastLog = now;
    opts.logger.info({ phase: label, done, total, failed, notSent: skipped, all: all.done, allTotal: all.total }, line());
  };
  const due = (now: number): void => void (now - lastLog >= logEvery && logLine(now));
  // from the plan (or the first phase) to finish(): between phases too
  // it looks every beatMs and logs beatMs short of logEvery: no gap is longer than logEvery
  const beatMs = opts.heartbeatMs ?? 1000;
  const beat = every(() => void (opts.clock.now() - lastLog >= logEvery - beatMs && logLine(opts.clock.now())), beatMs);

  return {
    plan(t) {
      all.total = t;
      lastLog = opts.clock.now();
      if (!opts.tty) beat.start();
    },
    start(l, t) {
      label = l;
      total = t;
      done = failed = skipped = 0;
      started = opts.clock.now();
      // a caller that planned fewer than its phases hold: the run's total grows, never lags its count
      all.total = Math.max(all.total, all.done + t);
      all.phase(started);
      lastLog = started;
      lastDraw = 0;
      if (opts.tty) {
        write(`\r\x1b[2K${line()}`);
        redraw.stop();
        if (opts.paused) redraw.start();
      } else {
        opts.logger.info({ phase: l, total: t }, `${l}: starting ${t}`);
        beat.start();
      }
    },
    tick(outcome) {
      done++;
      all.done++;
      if (outcome === 'failed') failed++;
      if (outcome === 'skipped') skipped++;
      const now = opts.clock.now();
      if (opts.tty) {
        if (now - lastDraw >= 100) {
          lastDraw = now;
          write(`\r\x1b[2K${line()}`);
        }
      } else due(now);
    },
    end() {
      redraw.stop();
      if (opts.tty) write(`\r\x1b[2K${line(true)}\n`);
      else {
        lastLog = opts.clock.now();
        const sent = done - skipped;
        const fields = { phase: label, total, done: sent - failed, failed, notSent: skipped + total - done };
        opts.logger.info(fields, `${label}: ${endWords({ total, done, failed, skipped }, all)}`);
      }
    },
    finish: () => beat.stop(),
  };
}

/** `fn` every `ms` from start() (once, however often called) to stop(); never keeps the process up. */
function every(fn: () => void, ms: number): { start(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  return {
    start: () => void (timer ??= setInterval(fn, ms).unref()),
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

function pauseWords(p: { until: number; reason: string } | undefined, now: number): string {
  const left = p ? p.until - now : 0;
  return p && left > 0 ? `  paused: ${p.reason}, resumes in ${formatSeconds(Math.ceil(left / 1000))}` : '';
}

/** What a phase's last CI line says: finished (with the run's count while more phases follow) or stopped. */
function endWords(p: Pick<PhaseState, 'total' | 'done' | 'failed' | 'skipped'>, all: { total: number; done: number }): string {
  const sent = p.done - p.skipped;
  if (p.skipped) return `stopped: ${sent - p.failed} done, ${p.failed} failed, ${p.skipped + p.total - p.done} not sent`;
  return `finished ${p.done}/${p.total}${p.failed ? `, ${p.failed} failed` : ''}${all.total > p.total ? ` | all ${all.done}/${all.total}` : ''}`;
}

interface PhaseState {
  label: string;
  total: number;
  done: number;
  failed: number;
  skipped: number;
  /** seconds since the phase started */
  elapsed: number;
}

/** One progress line: the phase's bar, rate and time left, then the whole run's part. */
function phaseLine(p: PhaseState, all: { total: number; done: number }, sustained: number | undefined, final: boolean): string {
  const rate = p.done / p.elapsed;
  // never below zero: a count past its total (a phase re-counted) is shown, not turned into time
  const left = sustained ? Math.max(0, Math.ceil((p.total - p.done) / sustained)) : undefined;
  const width = 24;
  const filled = p.total ? Math.round((p.done / p.total) * width) : width;
  const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
  const eta = final ? `  in ${formatSeconds(Math.round(p.elapsed))}` : left === undefined ? '' : `  ~${formatSeconds(left)} left`;
  const fails = p.failed ? `  ${p.failed} failed` : '';
  const skips = p.skipped ? `  ${p.skipped} not sent` : '';
  const whole =
    all.total > p.total && !final
      ? `  | all ${all.done}/${all.total}${sustained ? `  ~${formatSeconds(Math.max(0, Math.ceil((all.total - all.done) / sustained)))} left` : ''}`
      : '';
  return `${p.label.padEnd(8)} ${bar} ${p.done}/${p.total}  ${rate.toFixed(1)}/s${eta}${fails}${skips}${whole}`;
}

/**
 * The whole run's count and its sustained rate: measured from the end of the warm-up (the rate
 * limiter's burst), or from each phase's start when there is none.
 */
function runRate(warmup: number) {
  let runStart: number | undefined;
  let mark: { at: number; done: number } | undefined;
  const r = {
    total: 0,
    done: 0,
    phase(now: number): void {
      runStart ??= now;
      if (warmup === 0) mark = { at: now, done: r.done };
    },
    rate(now: number): number | undefined {
      if (runStart === undefined || now - runStart < warmup) return undefined;
      mark ??= { at: now, done: r.done };
      const span = (now - mark.at) / 1000;
      if (warmup === 0) return span > 0 ? (r.done - mark.done) / span : undefined;
      return span >= 1 && r.done > mark.done ? (r.done - mark.done) / span : undefined;
    },
  };
  return r;
}

export const noProgress: Progress = { plan() {}, start() {}, tick() {}, end() {}, finish() {} };

function formatSeconds(s: number): string {
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
