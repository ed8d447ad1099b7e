// The fewest rank updates that list records in a desired order (docs/platform-api.md "Order: lexorank").
// The platform lists siblings by `lexorank` in plain string comparison, ties in creation order, records
// without a rank after every ranked one (in creation order). A record keeps its rank when it belongs to
// the longest run already in order; every other record gets a rank between its new neighbours, and a
// record not listed yet (a creation) gets the rank its creation will carry. Pure: ids and ranks in, the
// plan out; the caller sends the updates (through the client's update operation) and the creations.
import { isLexorank, ranksBetween } from '../contract/lexorank.js';

/** A record as its list serves it, in the list's order (the platform's order: creation order breaks ties). */
export interface RankedRecord {
  id: string;
  /** undefined: the record has no rank and is listed after every ranked sibling */
  rank?: string;
}

export interface RankUpdate {
  id: string;
  rank: string;
  /** false: the id is not listed yet (a record to be created): its rank goes in the creation */
  listed: boolean;
}

export interface OrderPlan {
  /** the new ranks, in the desired order */
  updates: RankUpdate[];
  /** the ids that keep their rank (or their place without one), in the desired order */
  kept: string[];
}

/**
 * `desired`: the ids of one list (a collection's articles, or a parent's collections) in the order wanted;
 * `current`: that list as the platform serves it. Records listed but not desired keep their ranks, and
 * the desired ones are ordered among themselves wherever those fall.
 *
 * Kept: the longest subsequence of `desired` already in strictly increasing rank (two records with one
 * rank count as out of order: no rank lies strictly between them), followed by the longest tail of
 * unranked records already in creation order (they need no rank while nothing ranked comes after
 * them). A rank not of the contract's form is never kept: it is replaced by one that is.
 */
export function planOrder(desired: readonly string[], current: readonly RankedRecord[]): OrderPlan {
  const listed = indexCurrent(current);
  if (new Set(desired).size !== desired.length) throw new RangeError('planOrder: an id appears twice in the desired order');
  const tail = unrankedTail(desired, listed);
  const keep = new Set([...longestRankedRun(desired.slice(0, tail), listed), ...desired.slice(tail)]);
  const updates: RankUpdate[] = [];
  let gap: string[] = [];
  let lo: string | undefined;
  const flush = (hi: string | undefined): void => {
    const ranks = ranksBetween(lo, hi, gap.length);
    gap.forEach((id, i) => updates.push({ id, rank: ranks[i] ?? '', listed: listed.has(id) }));
    gap = [];
  };
  for (const id of desired) {
    if (!keep.has(id)) {
      gap.push(id);
      continue;
    }
    // An unranked kept record sorts after every rank: the gap before it is bounded above by nothing.
    const rank = listed.get(id)?.rank;
    flush(rank);
    if (rank !== undefined) lo = rank;
  }
  flush(undefined);
  return { updates, kept: desired.filter((id) => keep.has(id)) };
}

function indexCurrent(current: readonly RankedRecord[]): Map<string, { index: number; rank: string | undefined }> {
  const out = new Map<string, { index: number; rank: string | undefined }>();
  current.forEach((r, index) => {
    if (out.has(r.id)) throw new RangeError(`planOrder: record ${JSON.stringify(r.id)} is listed twice`);
    out.set(r.id, { index, rank: r.rank });
  });
  return out;
}

/** Where the longest tail of `desired` starts whose records are all listed, unranked and in creation order. */
function unrankedTail(desired: readonly string[], listed: Map<string, { index: number; rank: string | undefined }>): number {
  let start = desired.length;
  let next = Infinity;
  while (start > 0) {
    const r = listed.get(desired[start - 1] ?? '');
    if (!r || r.rank !== undefined || r.index > next) break;
    next = r.index;
    start--;
  }
  return start;
}

/** The longest subsequence with valid, strictly increasing ranks (patience sorting, O(n log n)). */
function longestRankedRun(ids: readonly string[], listed: Map<string, { index: number; rank: string | undefined }>): string[] {
  const candidates = ids.flatMap((id) => {
    const rank = listed.get(id)?.rank;
    return isLexorank(rank) ? [{ id, rank }] : [];
  });
  // tops[k]: the candidate ending the best run of length k + 1 with the smallest last rank
  const tops: number[] = [];
  const before: number[] = [];
  candidates.forEach((c, i) => {
    let a = 0;
    let b = tops.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((candidates[tops[mid] ?? 0]?.rank ?? '') < c.rank) a = mid + 1;
      else b = mid;
    }
    before[i] = a > 0 ? (tops[a - 1] ?? -1) : -1;
    tops[a] = i;
  });
  const run: string[] = [];
  for (let i = tops[tops.length - 1] ?? -1; i >= 0; i = before[i] ?? -1) run.push(candidates[i]?.id ?? '');
  return run.reverse();
}
