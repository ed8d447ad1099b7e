// The rank helper (src/contract/lexorank.ts) against docs/platform-api.md "Order: lexorank": the
// platform's order is plain string comparison of the whole rank, `:` included, and a rank between two
// others is always possible by making it longer. The oracle is JavaScript's own string comparison over
// every rank of one and two characters, never the helper's arithmetic.
import { describe, expect, it } from 'vitest';
import { checkLexorank, compareRanks, isLexorank, rankBetween, ranksBetween } from '../../src/contract/lexorank.js';
import { seededRandom } from '../../src/emulator/faults.js';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const rank = (body: string): string => `0|${body}:`;
/** every rank of exactly `length` characters (36 and 1,296 of them) */
const allOfLength = (length: number): string[] =>
  length === 1 ? [...ALPHABET].map(rank) : [...ALPHABET].flatMap((a) => [...ALPHABET].map((b) => rank(a + b)));
const ONE_AND_TWO = [...allOfLength(1), ...allOfLength(2)];
const bodyLength = (r: string): number => r.length - 3;

/** strictly between, by plain string comparison (undefined: no bound) */
function between(r: string, lo: string | undefined, hi: string | undefined): boolean {
  return (lo === undefined || lo < r) && (hi === undefined || r < hi);
}

/** the shortest length at which `count` ranks fit between lo and hi, when that is 1 or 2; else undefined */
function shortestFit(lo: string | undefined, hi: string | undefined, count: number): number | undefined {
  for (const length of [1, 2]) if (allOfLength(length).filter((r) => between(r, lo, hi)).length >= count) return length;
  return undefined;
}

function randomBody(random: () => number, maxLength: number): string {
  const length = 1 + Math.floor(random() * maxLength);
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * 36)]).join('');
}

describe('the form and the order', () => {
  it('accepts 0|<lower-case letters and digits>: only', () => {
    for (const ok of ['0|i00001:', '0|hzzzz0:', '0|0:', '0|z:']) expect(isLexorank(ok), ok).toBe(true);
    for (const bad of ['0|:', '0|I:', '1|a:', '0|a', '0a:', '0|a-b:', ' 0|a:', 5, undefined])
      expect(isLexorank(bad), String(bad)).toBe(false);
    expect(checkLexorank('0|A:')).toBe('"0|A:" is not of the form 0|<lower-case letters and digits>: (such as "0|i00001:")');
    expect(checkLexorank(3)).toBe('must be a string');
  });

  it('compares whole strings, so a digit added makes a rank smaller and a letter added makes it greater', () => {
    // The contract's own example, then the trap of the closing ':' (between '9' and 'a').
    const sorted = ['0|i00001:', '0|i00001i:', '0|i00002:'];
    expect([...sorted].reverse().sort(compareRanks)).toEqual(sorted);
    expect(['0|i:', '0|ia:', '0|i0:', '0|h:', undefined, '0|i9:'].sort(compareRanks)).toEqual([
      '0|h:',
      '0|i0:',
      '0|i9:',
      '0|i:',
      '0|ia:',
      undefined,
    ]);
    expect(compareRanks('0|i:', '0|i:')).toBe(0);
    expect(compareRanks(undefined, undefined)).toBe(0);
  });
});

describe('a rank between two others', () => {
  it('written-down cases', () => {
    expect(rankBetween(undefined, undefined)).toBe('0|i:');
    expect(rankBetween('0|a:', '0|c:')).toBe('0|b:');
    // 36 ranks of two characters lie between: 0|aa:…0|az: and 0|b0:…0|b9:; the middle one.
    expect(rankBetween('0|a:', '0|b:')).toBe('0|as:');
    expect(rankBetween(undefined, '0|0:')).toBe('0|05:');
    expect(rankBetween('0|z:', undefined)).toBe('0|zn:');
    expect(rankBetween('0|i00001:', '0|i00002:')).toBe('0|i00001s:');
    expect(ranksBetween('0|a:', '0|c:', 0)).toEqual([]);
    expect(ranksBetween(undefined, undefined, 3)).toEqual(['0|6:', '0|i:', '0|u:']);
  });

  it('refuses bounds in the wrong order or of another form', () => {
    expect(() => rankBetween('0|b:', '0|a:')).toThrow(RangeError);
    expect(() => rankBetween('0|b:', '0|b:')).toThrow('no rank lies between "0|b:" and "0|b:"');
    expect(() => rankBetween('0|B:', undefined)).toThrow('lo: "0|B:" is not of the form');
    expect(() => ranksBetween(undefined, undefined, -1)).toThrow(RangeError);
  });

  it('every pair of one- and two-character ranks: strictly between, and never longer than needed', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 400; i++) {
      const pair = [ONE_AND_TWO[Math.floor(random() * ONE_AND_TWO.length)], ONE_AND_TWO[Math.floor(random() * ONE_AND_TWO.length)]];
      const [lo, hi] = pair.sort() as [string, string];
      const bounds: [string | undefined, string | undefined][] = [
        [lo, hi],
        [undefined, hi],
        [lo, undefined],
      ];
      for (const [a, b] of bounds) {
        if (a !== undefined && b !== undefined && a >= b) continue;
        const r = rankBetween(a, b);
        expect(isLexorank(r), r).toBe(true);
        expect(between(r, a, b), `${String(a)} < ${r} < ${String(b)}`).toBe(true);
        // Shortest: 1 or 2 when some rank of that length fits (the oracle enumerates them); 3 otherwise.
        expect(bodyLength(r), `${String(a)} .. ${String(b)}`).toBe(shortestFit(a, b, 1) ?? 3);
      }
    }
  });

  it('k ranks at once: increasing, between, one length, the shortest at which k fit', () => {
    const random = seededRandom(12);
    for (let i = 0; i < 200; i++) {
      const [lo, hi] = [rank(randomBody(random, 2)), rank(randomBody(random, 2))].sort() as [string, string];
      if (lo === hi) continue;
      const k = 1 + Math.floor(random() * 60);
      const ranks = ranksBetween(lo, hi, k);
      expect(ranks).toHaveLength(k);
      expect([...ranks].sort()).toEqual(ranks);
      expect(new Set(ranks).size).toBe(k);
      for (const r of ranks) expect(between(r, lo, hi) && isLexorank(r), r).toBe(true);
      expect(new Set(ranks.map(bodyLength)).size).toBe(1);
      const fit = shortestFit(lo, hi, k);
      if (fit !== undefined) expect(bodyLength(ranks[0] ?? ''), `${k} between ${lo} and ${hi}`).toBe(fit);
      else expect(bodyLength(ranks[0] ?? '')).toBeGreaterThanOrEqual(3);
    }
  });

  it('long random bounds: between, and at most two characters longer than the longer bound plus what k needs', () => {
    const random = seededRandom(13);
    for (let i = 0; i < 500; i++) {
      const [lo, hi] = [rank(randomBody(random, 12)), rank(randomBody(random, 12))].sort() as [string, string];
      if (lo === hi) continue;
      const k = 1 + Math.floor(random() * 2000);
      const ranks = ranksBetween(lo, hi, k);
      expect(between(ranks[0] ?? '', lo, hi) && between(ranks[k - 1] ?? '', lo, hi)).toBe(true);
      expect([...ranks].sort()).toEqual(ranks);
      const bound = Math.max(bodyLength(lo), bodyLength(hi)) + Math.ceil(Math.log(k + 1) / Math.log(36)) + 2;
      expect(bodyLength(ranks[0] ?? '')).toBeLessThanOrEqual(bound);
    }
  });

  it('a thousand insertions in one place stay valid and ordered', () => {
    let lo = '0|i:';
    const hi = '0|j:';
    const seen = [lo];
    for (let i = 0; i < 1000; i++) {
      const r = rankBetween(lo, hi);
      expect(between(r, lo, hi)).toBe(true);
      seen.push(r);
      lo = r;
    }
    expect([...seen].sort()).toEqual(seen);
    // Each insertion halves the room left, and a character more gives room for about four more.
    expect(Math.max(...seen.map(bodyLength))).toBeLessThanOrEqual(260);
  });
});
