// The blocks two bodies have in common, in order, for `pull --drifted` and `pull --force` (which keep
// the file's form of every block the platform did not change). PURE. A full LCS table is n×m numbers
// (12,000 paragraphs on each side ran out of a 1 GB heap), so this stays linear in memory: the common
// prefix and suffix are paired first, the middle through the `diff` package's Myers walk with a
// bounded edit length, and when the middle differs more than that, through the blocks that occur
// once on each side (patience anchors: their longest increasing run), the gaps between anchors
// taken the same way. Any common subsequence is a correct merge (each kept block equals its pair;
// the callers check the whole result), so the fallback may keep fewer blocks, never wrong ones.
import { diffArrays } from 'diff';

/** Past this many insertions and deletions in the middle, the Myers walk gives way to the anchors. */
const MAX_EDIT_LENGTH = 2000;

/** Common subsequence pairs (i in a, j in b), in order. */
export function commonPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  pairRange(a, b, 0, a.length, 0, b.length, out);
  return out;
}

function pairRange(
  a: readonly string[],
  b: readonly string[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  out: [number, number][],
): void {
  while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) out.push([a0++, b0++]);
  const tail: [number, number][] = [];
  while (a1 > a0 && b1 > b0 && a[a1 - 1] === b[b1 - 1]) tail.push([--a1, --b1]);
  if (a0 < a1 && b0 < b1 && !myersPairs(a, b, a0, a1, b0, b1, out)) anchorPairs(a, b, a0, a1, b0, b1, out);
  for (let k = tail.length - 1; k >= 0; k--) out.push(tail[k]!);
}

/** The Myers walk over a[a0..a1) and b[b0..b1); false (nothing added) past MAX_EDIT_LENGTH. */
function myersPairs(
  a: readonly string[],
  b: readonly string[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  out: [number, number][],
): boolean {
  const parts = diffArrays(a.slice(a0, a1), b.slice(b0, b1), { maxEditLength: MAX_EDIT_LENGTH });
  if (!parts) return false;
  let i = a0;
  let j = b0;
  for (const p of parts) {
    if (p.added) j += p.count;
    else if (p.removed) i += p.count;
    else for (let k = 0; k < p.count; k++) out.push([i++, j++]);
  }
  return true;
}

/** Pairs through the blocks found once on each side; the gaps between them paired the same way. */
function anchorPairs(
  a: readonly string[],
  b: readonly string[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  out: [number, number][],
): void {
  const seen = new Map<string, { inA: number; inB: number; i: number; j: number }>();
  for (let i = a0; i < a1; i++) {
    const s = seen.get(a[i]!);
    if (s) s.inA++;
    else seen.set(a[i]!, { inA: 1, inB: 0, i, j: -1 });
  }
  for (let j = b0; j < b1; j++) {
    const s = seen.get(b[j]!);
    if (s && ++s.inB === 1) s.j = j;
  }
  const unique = [...seen.values()].filter((s) => s.inA === 1 && s.inB === 1).sort((x, y) => x.i - y.i);
  const anchors = longestIncreasing(unique.map((s) => [s.i, s.j] as [number, number]));
  if (anchors.length === 0) return;
  let pa = a0;
  let pb = b0;
  for (const [i, j] of anchors) {
    pairRange(a, b, pa, i, pb, j, out);
    out.push([i, j]);
    pa = i + 1;
    pb = j + 1;
  }
  pairRange(a, b, pa, a1, pb, b1, out);
}

/** The longest run of pairs (sorted by i) whose j also increases: patience sorting, O(n log n). */
function longestIncreasing(pairs: [number, number][]): [number, number][] {
  const tops: number[] = [];
  const back = new Int32Array(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const j = pairs[k]![1];
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tops[mid]!]![1] < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[k] = tops[lo - 1]!;
    tops[lo] = k;
  }
  const run: [number, number][] = [];
  for (let k = tops.length ? tops[tops.length - 1]! : -1; k >= 0; k = back[k]!) run.push(pairs[k]!);
  return run.reverse();
}
