// How far the heap may grow between full collections, when helpsync runs as a program (cli/engine.ts
// allows the cap; tests and library users never get it). V8 lets the heap grow to several times what
// survived its last full collection (up to 4x when collecting is cheap). A sync allocates much
// short-lived text, so at scale its peak was mostly garbage waiting: at 104,520 files, cold, 215 MB
// survived each full collection while the process peaked at 1,077 MiB. Growing by at most 1.3x keeps
// the peak near what is alive (1.3x: the same CPU as 1.5x within noise at 104.5k files, cold, and 11%
// less peak; 1.2x cost 10% more CPU), at the price of more full collections, each marking all that is
// alive. What is alive grows with the files loaded (about 2.5 KB a file at 104.5k); below 25,000 files
// it stays under about 64 MiB, V8's rule then costs a peak of a few hundred MiB at most, and the cap
// only costs CPU: with four 1 MB articles (2,512 files, at most 38 MB alive) it made 23 full
// collections instead of 8 and a cold dry run 8% more CPU. The cap is decided when the loader knows how
// many files it reads, before it reads them, and V8 reads the flag each time it sets its next limit.
// (Not from the collections themselves: Node reports them between tasks, and the loader's longest
// stretches run without yielding, so the cap came several collections late, after a 4x growth.)
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;
/** A load of this many files or more caps the heap's growth. */
export const CAPPED_FROM_FILES = 25_000;

let allowed = false;

/** Lets loads cap the heap's growth (the program, unless the user gave node a growth of its own). */
export function allowHeapGrowthCap(): void {
  allowed = true;
}

/** Caps the heap's growth, once, for a load of `files` files when the program allows it; returns whether it did. */
export function heapGrowthForLoad(files: number, set: (flag: string) => void = setFlagsFromString): boolean {
  if (!allowed || files < CAPPED_FROM_FILES) return false;
  allowed = false;
  set(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
