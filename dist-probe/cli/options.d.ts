import type { Argv } from 'yargs';
/** A bare `--wait-lock` waits this long (s): the run's own no-progress limit. */
export declare const DEFAULT_WAIT_LOCK_SECONDS = 600;
export { splitList } from '../config/policy.js';
export declare function selectionOptions<T>(y: Argv<T>): Argv<T & {
    json: boolean;
} & {
    languages: string[] | undefined;
} & {
    only: string[] | undefined;
} & {
    strict: boolean;
}>;
/** --max-errors N (an integer of at least 1, or an error naming the flag) and --wait-lock: the options of the commands that apply. */
export declare function maxErrorsOption<T>(y: Argv<T>): Argv<T & {
    "max-errors": number | undefined;
} & {
    "wait-lock": string | undefined;
}>;
/** --max-creates N: more new articles and collections than this (default 20) refuse the run. */
export declare function maxCreatesOption<T>(y: Argv<T>): Argv<T & {
    "max-creates": number | undefined;
}>;
/** --max-errors in its range (src/config/ranges.ts), or an error naming the flag. */
export declare function checkMaxErrors(n: number | undefined): void;
/** `--wait-lock[=SECONDS]` for the writing commands. */
export declare function waitLockOption<T>(y: Argv<T>): Argv<T & {
    "wait-lock": string | undefined;
}>;
/** argv value → seconds to wait; undefined when not given; null when malformed. */
export declare function waitLockSeconds(value: unknown): number | undefined | null;
/** Drift protection's flags for sync and apply; their meaning is in drift.ts. */
export declare function driftOptions<T>(y: Argv<T>): Argv<T & {
    force: string | undefined;
} & {
    history: boolean;
}>;
