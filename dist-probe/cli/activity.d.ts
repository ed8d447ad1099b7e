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
export declare function createActivity(opts: ActivityOptions): Activity;
