// The command line's garbage-collection setting, applied when helpsync runs as a program (not
// when a test or a library user imports it). V8 lets the heap grow to several times what survived
// its last full collection before it collects again (up to 4x when collecting is cheap). A sync
// allocates much short-lived text (rendering, the listing's decoding, the cache's lines), so its peak
// memory was mostly garbage waiting: at 104,520 files, 215 MB survived each full collection while
// the process peaked at 1,077 MiB. Growing the heap by at most 1.3x between full collections keeps
// the peak near what is alive, at the price of more full collections of a heap that is small (1.3x:
// the same CPU as 1.5x within noise at 104.5k files, cold, and 11% less peak; 1.2x cost 10% more CPU).
// `node --heap-growing-percent=N` given by the user wins (README "At help-center scale" has the numbers).
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

export function setHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((a) => a.startsWith('--heap-growing-percent'))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
