// The range of every numeric setting, in one table: the config schema (config.ts), the library's
// createClient (src/client/client.ts) and the CLI's numeric flags check against it, and
// docs/configuration.md's config block documents it. A value outside is refused with the setting, the value and the range.
// Why bounds at all: the values become timers and windows, and Node's timers hold at most 2^31-1 ms
// (about 24.8 days): `timeoutSeconds: 3000000` would fire after 1 ms, `rateLimit.perSeconds: 1e12`
// would make a window no timer can wait for. The maxima are far above any real use and far below
// that limit. No zod here: the client and the CLI's start-up load this file without the schema.

export interface NumberRange {
  min: number;
  max: number;
  /** whole numbers only */
  integer: boolean;
}

/** 1 GiB: the largest `maxFileSize` (a help article is kilobytes; the loader reads a file whole). */
export const MAX_FILE_SIZE_LIMIT = 1024 * 1024 * 1024;

export const SETTING_RANGES = {
  'rateLimit.requests': { min: 1, max: 1_000_000, integer: true },
  'rateLimit.perSeconds': { min: 1, max: 86_400, integer: false },
  concurrency: { min: 1, max: 64, integer: true },
  timeoutSeconds: { min: 1, max: 3600, integer: false },
  /** attempts, the first included: 1 means no retry */
  retries: { min: 1, max: 20, integer: true },
  maxFileSize: { min: 1, max: MAX_FILE_SIZE_LIMIT, integer: true },
  /** `--wait-lock=SECONDS` */
  waitLockSeconds: { min: 0, max: 86_400, integer: true },
  /** `--max-errors N` */
  maxErrors: { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true },
} as const satisfies Record<string, NumberRange>;

/** "a whole number from 1 to 64", "a number from 1 to 3,600" */
export function describeRange(r: NumberRange): string {
  const kind = r.integer ? 'a whole number' : 'a number';
  return r.max === Number.MAX_SAFE_INTEGER ? `${kind} of ${group(r.min)} or more` : `${kind} from ${group(r.min)} to ${group(r.max)}`;
}

/** Whether `value` is a finite number in `r` (and whole when `r` asks for it). */
export function inRange(value: number, r: NumberRange): boolean {
  return Number.isFinite(value) && value >= r.min && value <= r.max && (!r.integer || Number.isInteger(value));
}

/** `must be a whole number from 1 to 64 (got 1000)`: the message after the setting's name. */
export function rangeMessage(value: unknown, r: NumberRange): string {
  return `must be ${describeRange(r)} (got ${typeof value === 'string' ? JSON.stringify(value) : String(value)})`;
}

function group(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
