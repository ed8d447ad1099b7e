// How far the heap may grow between full collections in a large load (the loader's `heapGrowthCap`
// option, content.ts). V8 lets the heap grow to several times what survived its last full collection
// (up to 4x when collecting is cheap). A sync allocates much short-lived text, so at scale its peak
// was mostly garbage waiting, and the peak-memory goals of docs/performance.md (the 209k-file peak,
// the slope) are what the cap holds. Growing by at most 1.3x keeps the peak near what is alive for
// about the CPU of 1.5x (1.2x cost clearly more), at the price of more full collections, each marking
// all that is alive. What is alive grows with the files loaded; below 25,000 files it is small, V8's
// rule then costs a peak of a few hundred MiB at most, and the cap only costs CPU (many more full
// collections with a few 1 MB articles: the cold CPU goal). So the cap is decided when the loader
// knows how many files it reads, before it reads them, and V8 reads the flag each time it sets its
// next limit. (Not from the collections themselves: Node reports them between tasks, and the loader's
// longest stretches run without yielding, so the cap came several collections late.)
// A growth the user gave node (`node --heap-growing-percent=N`, on its command line or in NODE_OPTIONS)
// wins over the cap.
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;
/** By default, a load of this many files or more caps the heap's growth. */
export const CAPPED_FROM_FILES = 25_000;

/** Whether node was started with one of these flags, on its command line or in NODE_OPTIONS, `_` or `-` alike. */
export function nodeWasGiven(names: readonly string[], execArgv: readonly string[] = process.execArgv, nodeOptions = ''): boolean {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((a) => a.replace(/_/g, '-'));
  return given.some((a) => names.some((n) => a === n || a.startsWith(`${n}=`)));
}

/**
 * Caps the heap's growth for a load of `files` files when `cappedFrom` is a number of files it
 * reaches (false: never) and node was given no growth of its own; returns whether it did.
 */
export function heapGrowthForLoad(
  files: number,
  cappedFrom: number | false = CAPPED_FROM_FILES,
  set: (flag: string) => void = setFlagsFromString,
  userGrowth: boolean = nodeWasGiven(['--heap-growing-percent'], process.execArgv, process.env.NODE_OPTIONS),
): boolean {
  if (cappedFrom === false || files < cappedFrom || userGrowth) return false;
  set(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
