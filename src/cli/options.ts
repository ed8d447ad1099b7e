// yargs options shared by the commands (and the values they give). Loaded at start-up with every
// command's definition, so it imports nothing heavy (status speed): the lock itself is in
// lock.ts, drift protection in drift.ts.
import type { Argv } from 'yargs';
import { inRange, rangeMessage, SETTING_RANGES } from '../config/ranges.js';

/** A bare `--wait-lock` waits this long (s): the run's own no-progress limit. */
export const DEFAULT_WAIT_LOCK_SECONDS = 600;

export { splitList } from '../config/policy.js';

export function selectionOptions<T>(y: Argv<T>) {
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
export function maxErrorsOption<T>(y: Argv<T>) {
  return waitLockOption(
    y.option('max-errors', { type: 'number', describe: 'stop starting new operations after this many failures (1 or more)' }).check((a) => {
      checkMaxErrors(a['max-errors']);
      return true;
    }),
  );
}

/** --max-creates N: more new articles and collections than this (default 20) refuse the run. */
export function maxCreatesOption<T>(y: Argv<T>) {
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

/** --retire MODE and --max-retires N: what this run does with records whose source file was deleted in Git history. */
export function retireOptions<T>(y: Argv<T>) {
  return y
    .option('retire', {
      type: 'string',
      choices: ['keep', 'unpublish', 'delete'] as const,
      describe:
        'records whose source file was deleted in Git history: keep (list only), unpublish (draft) or delete (backup first); default: config `retire`, else keep',
    })
    .option('max-retires', {
      type: 'number',
      describe: 'allow up to N retirements in one run (default 10, and at most 10% of the bound records)',
    })
    .check((a) => {
      const n = a['max-retires'];
      if (n !== undefined && (!Number.isInteger(n) || n < 0))
        throw new Error(`--max-retires must be a whole number of 0 or more (got ${String(n)})`);
      return true;
    });
}

/** --max-errors in its range (src/config/ranges.ts), or an error naming the flag. */
export function checkMaxErrors(n: number | undefined): void {
  if (n !== undefined && !inRange(n, SETTING_RANGES.maxErrors))
    throw new Error(`--max-errors ${rangeMessage(n, SETTING_RANGES.maxErrors)}`);
}

/** `--wait-lock[=SECONDS]` for the writing commands. */
export function waitLockOption<T>(y: Argv<T>) {
  return y
    .option('wait-lock', {
      type: 'string',
      describe: `wait for another run's lock instead of refusing (up to SECONDS; bare: ${DEFAULT_WAIT_LOCK_SECONDS})`,
    })
    .check((a) => {
      const v = (a as { 'wait-lock'?: unknown })['wait-lock'];
      if (v !== undefined && waitLockSeconds(v) === null) {
        const { min, max } = SETTING_RANGES.waitLockSeconds;
        throw new Error(
          `--wait-lock takes a whole number of seconds from ${min} to ${max}, as --wait-lock=SECONDS (got ${JSON.stringify(v)})`,
        );
      }
      return true;
    });
}

/** argv value → seconds to wait; undefined when not given; null when malformed. */
export function waitLockSeconds(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  const arr = Array.isArray(value) ? value : [value];
  const last = String(arr[arr.length - 1]);
  if (last === '' || last === 'true') return DEFAULT_WAIT_LOCK_SECONDS;
  return /^\d+$/.test(last) && inRange(Number(last), SETTING_RANGES.waitLockSeconds) ? Number(last) : null;
}

/** Drift protection's flags for sync and apply; their meaning is in drift.ts. */
export function driftOptions<T>(y: Argv<T>) {
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
