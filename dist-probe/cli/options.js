import { inRange, rangeMessage, SETTING_RANGES } from '../config/ranges.js';
/** A bare `--wait-lock` waits this long (s): the run's own no-progress limit. */
export const DEFAULT_WAIT_LOCK_SECONDS = 600;
export { splitList } from '../config/policy.js';
export function selectionOptions(y) {
    return y
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document on stdout (plan and results)' })
        .option('languages', {
        type: 'string',
        array: true,
        describe: 'exactly these languages, comma-separated (the source language only if listed)',
    })
        .option('only', {
        type: 'string',
        array: true,
        describe: 'only entries whose source-language file matches this glob (relative to the source-language folder)',
    })
        .option('strict', { type: 'boolean', default: false, describe: 'treat every warning as an error' });
}
/** --max-errors N (an integer of at least 1, or an error naming the flag) and --wait-lock: the options of the commands that apply. */
export function maxErrorsOption(y) {
    return waitLockOption(y.option('max-errors', { type: 'number', describe: 'stop starting new operations after this many failures (1 or more)' }).check((a) => {
        checkMaxErrors(a['max-errors']);
        return true;
    }));
}
/** --max-creates N: more new articles and collections than this (default 20) refuse the run. */
export function maxCreatesOption(y) {
    return y
        .option('max-creates', {
        type: 'number',
        describe: 'allow up to N new articles and collections in one run (default 20; a wrong contentDir must not create hundreds)',
    })
        .check((a) => {
        const n = a['max-creates'];
        if (n !== undefined && (!Number.isInteger(n) || n < 0))
            throw new Error(`--max-creates must be a whole number of 0 or more (got ${String(n)})`);
        return true;
    });
}
/** --max-errors in its range (src/config/ranges.ts), or an error naming the flag. */
export function checkMaxErrors(n) {
    if (n !== undefined && !inRange(n, SETTING_RANGES.maxErrors))
        throw new Error(`--max-errors ${rangeMessage(n, SETTING_RANGES.maxErrors)}`);
}
/** `--wait-lock[=SECONDS]` for the writing commands. */
export function waitLockOption(y) {
    return y
        .option('wait-lock', {
        type: 'string',
        describe: `wait for another run's lock instead of refusing (up to SECONDS; bare: ${DEFAULT_WAIT_LOCK_SECONDS})`,
    })
        .check((a) => {
        const v = a['wait-lock'];
        if (v !== undefined && waitLockSeconds(v) === null) {
            const { min, max } = SETTING_RANGES.waitLockSeconds;
            throw new Error(`--wait-lock takes a whole number of seconds from ${min} to ${max}, as --wait-lock=SECONDS (got ${JSON.stringify(v)})`);
        }
        return true;
    });
}
/** argv value → seconds to wait; undefined when not given; null when malformed. */
export function waitLockSeconds(value) {
    if (value === undefined)
        return undefined;
    const arr = Array.isArray(value) ? value : [value];
    const last = String(arr[arr.length - 1]);
    if (last === '' || last === 'true')
        return DEFAULT_WAIT_LOCK_SECONDS;
    return /^\d+$/.test(last) && inRange(Number(last), SETTING_RANGES.waitLockSeconds) ? Number(last) : null;
}
/** Drift protection's flags for sync and apply; their meaning is in drift.ts. */
export function driftOptions(y) {
    return y
        .option('force', {
        type: 'string',
        describe: 'push fields edited on the platform too (all, or of entries whose source-language file matches GLOB)',
    })
        .option('history', {
        type: 'boolean',
        default: true,
        describe: 'read Git history to hold fields edited on the platform (--no-history: push over them, no Git needed)',
    });
}
//# sourceMappingURL=options.js.map