// The platform's order (docs/platform-api.md "Order: lexorank"): collections and articles are listed by
// their `lexorank` in plain string comparison (UTF-16 code units, never a locale's collation), ties in
// creation order, a record without one after every ranked record. A client may set any rank of the
// form `0|<lower-case letters and digits>:`.
//
// The trap in that form is the closing `:`. It sorts after the digits and before the letters (0x3A sits
// between `9` and `a`), so a rank made longer by a letter is greater (`0|i:` < `0|ia:`) and one made
// longer by a digit is smaller (`0|i0:` < `0|i:`). Everything below compares whole strings, `:` included,
// and builds ranks from that rule. Pure: no I/O.

/** `0|`, then one or more of 0-9 a-z, then `:` (docs/platform-api.md "Order: lexorank"). */
export const LEXORANK_FORM = /^0\|[0-9a-z]+:$/;

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = 36n;

export function isLexorank(rank: unknown): rank is string {
  return typeof rank === 'string' && LEXORANK_FORM.test(rank);
}

/** Why `rank` is not a rank a client may set, or undefined when it is one. */
export function checkLexorank(rank: unknown): string | undefined {
  if (typeof rank !== 'string') return 'must be a string';
  if (LEXORANK_FORM.test(rank)) return undefined;
  return `${JSON.stringify(rank.length > 60 ? `${rank.slice(0, 60)}…` : rank)} is not of the form 0|<lower-case letters and digits>: (such as "0|i00001:")`;
}

/**
 * The platform's order of two ranks: plain string comparison; undefined (no rank) after every rank.
 * Equal ranks compare 0: the caller's stable sort keeps creation order for them.
 */
export function compareRanks(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One rank strictly between `lo` and `hi` (undefined: no bound), as short as any such rank can be. */
export function rankBetween(lo: string | undefined, hi: string | undefined): string {
  const [rank] = ranksBetween(lo, hi, 1);
  if (rank === undefined) throw new Error('unreachable: ranksBetween returned no rank');
  return rank;
}

/**
 * `count` ranks in increasing order, strictly between `lo` and `hi` (undefined: before the first or
 * after the last), all of the shortest length at which `count` of them fit, spread evenly so that
 * later insertions between them stay short too.
 */
export function ranksBetween(lo: string | undefined, hi: string | undefined, count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number, 0 or more (got ${count})`);
  const low = lo === undefined ? undefined : body(lo, 'lo');
  const high = hi === undefined ? undefined : body(hi, 'hi');
  if (lo !== undefined && hi !== undefined && compareRanks(lo, hi) >= 0) {
    throw new RangeError(`no rank lies between ${JSON.stringify(lo)} and ${JSON.stringify(hi)}: the first must sort before the second`);
  }
  if (count === 0) return [];
  // A level of length n + 1 always has room after lo and before hi; each further level has 36 times more.
  const limit = Math.max(low?.length ?? 0, high?.length ?? 0) + count.toString(36).length + 2;
  for (let length = 1; length <= limit; length++) {
    // Bodies of one length sort as their strings do; only a level that has room is counted in numbers.
    const min = low === undefined ? '0'.repeat(length) : smallestAbove(low, length);
    const max = high === undefined ? 'z'.repeat(length) : largestBelow(high, length);
    if (min === null || max === null || max < min) continue;
    const first = value(min);
    const span = value(max) - first + 1n;
    const c = BigInt(count);
    if (span < c) continue;
    // Centred, evenly spaced picks: distinct because span >= count.
    return Array.from({ length: count }, (_, i) => `0|${digits(first + (span * (2n * BigInt(i) + 1n)) / (2n * c), length)}:`);
  }
  throw new Error(`unreachable: no rank of length up to ${limit} between ${String(lo)} and ${String(hi)}`);
}

function body(rank: string, name: string): string {
  const problem = checkLexorank(rank);
  if (problem !== undefined) throw new RangeError(`${name}: ${problem}`);
  return rank.slice(2, -1);
}

function value(s: string): bigint {
  let v = 0n;
  for (const ch of s) v = v * BASE + BigInt(DIGITS.indexOf(ch));
  return v;
}

function digits(v: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = (DIGITS[Number(v % BASE)] ?? '0') + out;
    v /= BASE;
  }
  return out;
}

/** A letter sorts after the closing `:`; a digit before it. */
function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && ch >= 'a';
}

/** The next body of the same length, or null after the last (`zz…`). */
function next(s: string): string | null {
  const i = s.search(/[^z]z*$/);
  if (i < 0) return null;
  return s.slice(0, i) + (DIGITS[DIGITS.indexOf(s[i] ?? '0') + 1] ?? '') + '0'.repeat(s.length - i - 1);
}

/** The body before, of the same length, or null before the first (`00…`). */
function previous(s: string): string | null {
  const i = s.search(/[^0]0*$/);
  if (i < 0) return null;
  return s.slice(0, i) + (DIGITS[DIGITS.indexOf(s[i] ?? '1') - 1] ?? '') + 'z'.repeat(s.length - i - 1);
}

/** The smallest body of exactly `length` characters whose rank sorts after the rank of body `b`, or null. */
function smallestAbove(b: string, length: number): string | null {
  if (b.length === length) return next(b);
  if (b.length > length) {
    // The prefix ends where b goes on: its `:` beats a digit there and loses to a letter.
    const prefix = b.slice(0, length);
    return isLetter(b[length]) ? next(prefix) : prefix;
  }
  // b itself, then the smallest letter (beats b's `:`), then the smallest digits.
  return `${b}a${'0'.repeat(length - b.length - 1)}`;
}

/** The largest body of exactly `length` characters whose rank sorts before the rank of body `b`, or null. */
function largestBelow(b: string, length: number): string | null {
  if (b.length === length) return previous(b);
  if (b.length > length) {
    const prefix = b.slice(0, length);
    return isLetter(b[length]) ? prefix : previous(prefix);
  }
  // b itself, then the largest digit (loses to b's `:`), then the largest letters.
  return `${b}9${'z'.repeat(length - b.length - 1)}`;
}
