// planOrder (src/order/plan.ts): the fewest rank updates that list records in a desired order. Judged
// three ways: written-down counts for small cases; on random lists, the platform's order recomputed
// here from the ranks after the updates (plain string comparison, ties and the unranked in creation
// order, docs/platform-api.md "Order: lexorank") is the desired order; and for up to 8 records the
// count equals the best a brute-force search over every set of kept records finds.
import { describe, expect, it } from 'vitest';
import { planOrder, type OrderPlan, type RankedRecord } from '../../src/order/plan.js';
import { isLexorank } from '../../src/contract/lexorank.js';
import { seededRandom } from '../../src/emulator/faults.js';

const r = (id: string, rank?: string): RankedRecord => ({ id, rank });
/** a, b, c, … ranked 0|b:, 0|d:, 0|f:, … in that order */
const abc = (n: number): RankedRecord[] =>
  Array.from({ length: n }, (_, i) => r(String.fromCharCode(97 + i), `0|${String.fromCharCode(98 + 2 * i)}:`));

/** The order the platform lists the records in after the plan: creations last in creation order. */
function listedAfter(current: readonly RankedRecord[], plan: OrderPlan): string[] {
  const rank = new Map(current.map((x) => [x.id, x.rank]));
  for (const u of plan.updates) rank.set(u.id, u.rank);
  const created = plan.updates.filter((u) => !u.listed).map((u) => u.id);
  const all = [...current.map((x) => x.id), ...created].map((id, i) => ({ id, i, rank: rank.get(id) }));
  all.sort((x, y) => {
    if (x.rank !== y.rank) {
      if (x.rank === undefined) return 1;
      if (y.rank === undefined) return -1;
      return x.rank < y.rank ? -1 : 1;
    }
    return x.i - y.i;
  });
  return all.map((x) => x.id);
}

function expectOrdered(desired: string[], current: RankedRecord[], plan: OrderPlan): void {
  const wanted = new Set(desired);
  expect(listedAfter(current, plan).filter((id) => wanted.has(id))).toEqual(desired);
  for (const u of plan.updates) expect(isLexorank(u.rank), u.rank).toBe(true);
  expect([...plan.kept, ...plan.updates.map((u) => u.id)].sort()).toEqual([...desired].sort());
}

/** The most records that can keep their ranks, found by trying every subset (desired.length <= 8). */
function bestKept(desired: string[], current: RankedRecord[]): number {
  const at = new Map(current.map((x, i) => [x.id, { i, rank: x.rank }]));
  let best = 0;
  for (let mask = 0; mask < 1 << desired.length; mask++) {
    const kept = desired.map((id, p) => ({ id, p, on: (mask >> p) & 1 })).filter((x) => x.on);
    if (kept.length <= best) continue;
    let ok = true;
    let lastRank: string | undefined;
    let lastUnranked = -1;
    for (const k of kept) {
      const c = at.get(k.id);
      if (!c || (c.rank !== undefined && !isLexorank(c.rank))) ok = false;
      else if (c.rank === undefined) {
        // no rank: after every rank, in creation order, and nothing re-ranked may follow it
        if (c.i < lastUnranked || kept.length - kept.indexOf(k) !== desired.length - k.p) ok = false;
        lastUnranked = c.i;
      } else {
        if (lastUnranked >= 0 || (lastRank !== undefined && !(lastRank < c.rank))) ok = false;
        lastRank = c.rank;
      }
      if (!ok) break;
    }
    if (ok) best = kept.length;
  }
  return best;
}

describe('written-down cases', () => {
  const cases: [string, string[], RankedRecord[], number][] = [
    ['already in order', ['a', 'b', 'c', 'd'], abc(4), 0],
    ['two swapped', ['b', 'a'], abc(2), 1],
    ['the last moved to the top', ['d', 'a', 'b', 'c'], abc(4), 1],
    ['the first moved to the end', ['b', 'c', 'd', 'a'], abc(4), 1],
    ['reversed', ['e', 'd', 'c', 'b', 'a'], abc(5), 4],
    ['interleaved: b d a c (longest run 2)', ['b', 'd', 'a', 'c'], abc(4), 2],
    ['a new record at the end', ['a', 'b', 'c', 'new'], abc(3), 1],
    ['a new record in the middle, the rest in order', ['a', 'new', 'b'], abc(2), 1],
    ['records not desired are left alone', ['a', 'c'], abc(4), 0],
    ['nothing ranked, in creation order', ['a', 'b', 'c'], [r('a'), r('b'), r('c')], 0],
    ['nothing ranked, reversed: the last keeps its place', ['c', 'b', 'a'], [r('a'), r('b'), r('c')], 2],
    ['an unranked record before a ranked one must get a rank', ['b', 'a'], [r('a', '0|i:'), r('b')], 1],
    ['an unranked tail after ranked records stays', ['a', 'b', 'c'], [r('a', '0|i:'), r('b'), r('c')], 0],
    ['two records with one rank: one of them gets another', ['a', 'b'], [r('a', '0|i:'), r('b', '0|i:')], 1],
    ['a rank of another form is replaced', ['a', 'b'], [r('a', '0|i:'), r('b', '1|x:')], 1],
    ['the empty list', [], [], 0],
  ];
  for (const [name, desired, current, count] of cases) {
    it(`${name}: ${count} update(s)`, () => {
      const plan = planOrder(desired, current);
      expect(plan.updates).toHaveLength(count);
      expectOrdered(desired, current, plan);
    });
  }

  it('the ranks given: between the neighbours that keep theirs, new records marked, the shortest that fit', () => {
    expect(planOrder(['d', 'a', 'b', 'c'], abc(4))).toEqual({ kept: ['a', 'b', 'c'], updates: [{ id: 'd', rank: '0|5:', listed: true }] });
    // Between 0|b: and 0|d: one character has room for one rank, 0|c:.
    expect(planOrder(['a', 'new', 'b'], abc(2)).updates).toEqual([{ id: 'new', rank: '0|c:', listed: false }]);
    // Three between 0|b: and 0|d: need two characters: 72 fit (0|ba:…0|bz:, 0|c0:…0|cz:, 0|d0:…0|d9:), spread.
    expect(planOrder(['a', 'x', 'y', 'z', 'b'], abc(2)).updates.map((u) => u.rank)).toEqual(['0|bm:', '0|ca:', '0|cy:']);
  });

  it('refuses an id twice in either list', () => {
    expect(() => planOrder(['a', 'a'], abc(1))).toThrow('an id appears twice');
    expect(() => planOrder(['a'], [r('a', '0|i:'), r('a', '0|j:')])).toThrow('listed twice');
  });
});

describe('random lists', () => {
  function randomCase(random: () => number, maxDesired: number): { desired: string[]; current: RankedRecord[] } {
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const n = Math.floor(random() * (maxDesired + 1));
    const desired = Array.from({ length: n }, (_, i) => `r${i}`).sort(() => random() - 0.5);
    const foreign = Array.from({ length: Math.floor(random() * 4) }, (_, i) => `f${i}`);
    const listed = [...desired.filter(() => random() < 0.85), ...foreign];
    // A few letters and digits, so that equal ranks, ranks a digit apart and the ':' trap all occur.
    const rankOf = (): string | undefined => {
      const x = random();
      if (x < 0.15) return undefined;
      if (x < 0.2) return '1|zz:';
      return `0|${pick(['a', 'i', 'z', '0', '9'])}${random() < 0.5 ? pick(['', '0', 'a', 'z']) : ''}:`;
    };
    // The platform's list order: by rank, then creation order (the order drawn here), the unranked last.
    const created = listed.sort(() => random() - 0.5).map((id) => ({ id, rank: rankOf() }));
    const current = created
      .map((x, i) => ({ ...x, i }))
      .sort((a, b) => (a.rank === b.rank ? a.i - b.i : a.rank === undefined ? 1 : b.rank === undefined ? -1 : a.rank < b.rank ? -1 : 1))
      .map(({ id, rank }) => r(id, rank));
    return { desired, current };
  }

  it('up to 8 records, 2,000 cases: listed in the desired order, with exactly the fewest updates', () => {
    const random = seededRandom(50);
    for (let t = 0; t < 2000; t++) {
      const { desired, current } = randomCase(random, 8);
      const plan = planOrder(desired, current);
      expectOrdered(desired, current, plan);
      expect(plan.updates.length, JSON.stringify({ desired, current })).toBe(desired.length - bestKept(desired, current));
    }
  });

  it('up to 300 records: listed in the desired order, ranks valid and no longer than the bounds plus what the gap needs', () => {
    const random = seededRandom(51);
    for (let t = 0; t < 60; t++) {
      const { desired, current } = randomCase(random, 300);
      const plan = planOrder(desired, current);
      expectOrdered(desired, current, plan);
      const longest = Math.max(1, ...current.map((x) => (x.rank ?? '').length - 3));
      const bound = longest + Math.ceil(Math.log(desired.length + 1) / Math.log(36)) + 2;
      for (const u of plan.updates) expect(u.rank.length - 3).toBeLessThanOrEqual(bound);
    }
  });

  it('a plan applied is in order: planning again keeps everything', () => {
    const random = seededRandom(52);
    for (let t = 0; t < 200; t++) {
      const { desired, current } = randomCase(random, 40);
      const plan = planOrder(desired, current);
      const rank = new Map(current.map((x) => [x.id, x.rank]));
      for (const u of plan.updates) rank.set(u.id, u.rank);
      const ids = listedAfter(current, plan);
      const again = planOrder(
        desired,
        ids.map((id) => r(id, rank.get(id) ?? plan.updates.find((u) => u.id === id)?.rank)),
      );
      expect(again.updates).toEqual([]);
    }
  });
});
