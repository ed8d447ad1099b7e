import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';
export type TickOutcome = 'done' | 'failed' | 'skipped';
export interface Progress {
    /** the whole run's operations, across phases (moves and every language), before the first start */
    plan?(total: number): void;
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
    /**
     * The first moments of a run go at the rate limiter's burst, far faster than the rate it then
     * keeps: no time left is shown before this much of the run, and the rate behind it is measured
     * from its end (default 5 s).
     */
    warmupMs?: number;
    write?: (s: string) => void;
    /** a pause every request is held in (a 429's Retry-After): shown in the line while it lasts */
    paused?: () => {
        until: number;
        reason: string;
    } | undefined;
    /** on a TTY, how often the line is redrawn while nothing finishes (a pause shows its countdown) */
    redrawEveryMs?: number;
}
export declare function createProgress(opts: ProgressOptions): Progress;
export declare const noProgress: Progress;
