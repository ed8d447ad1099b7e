// The engine settings helpsync applies when it runs as a program (not when a test or a library user
// imports it). A setting the user gave node on its command line (or in NODE_OPTIONS) wins.
//
// The heap grows by at most 1.3x between full collections once one of them leaves 64 MiB or more in
// use; until then V8's own rule applies. V8 lets the heap grow to several times what survived its last
// full collection before it collects again (up to 4x when collecting is cheap). A sync allocates much
// short-lived text (rendering, the listing's decoding, the cache's lines), so at scale its peak memory
// was mostly garbage waiting: at 104,520 files, 215 MB survived each full collection while the process
// peaked at 1,077 MiB. Growing by at most 1.3x keeps the peak near what is alive, at the price of more
// full collections (1.3x: the same CPU as 1.5x within noise at 104.5k files, cold, and 11% less peak;
// 1.2x cost 10% more CPU). Below 64 MiB alive the price is not worth paying: V8's rule lets such a
// heap reach a few hundred MiB at most, and the cap cost a cold sync of 2,512 files with four 1 MB
// articles 6% of its CPU (23 full collections against 6, each marking everything alive).
// `node --heap-growing-percent=N` overrides it (README "At help-center scale" has the numbers).
//
// WebAssembly is compiled by V8's baseline compiler only. The one WebAssembly module helpsync may run
// is undici's HTTP parser (llhttp), loaded only where a proxy variable applies (requests go through
// Node's own http otherwise: src/client/transport/sender.ts), which V8 otherwise also compiles with
// its optimising compiler on a background thread: 0.2-0.3 s of CPU in every process that makes a
// request that way, and some 35 MiB of peak memory (measured when every request went through undici:
// a warm dry run of 10 files, 1.50-1.73 s CPU and 129 MiB, against 1.21-1.58 s and 94 MiB). The parser
// hands a response body over in large spans, so its speed does not show: a 200 MB chunked body cost
// the same CPU either way. `node --no-liftoff-only` overrides it.
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;
/** The heap in use after a full collection from which its growth is capped. */
export const CAPPED_FROM_BYTES = 64 * 1024 * 1024;

export interface EngineSettings {
  /** V8 flags to set at once */
  flags: string[];
  /** cap the heap's growth once it is large (capHeapGrowthWhenLarge) */
  capHeapGrowth: boolean;
}

/** The settings for a process started with `execArgv` (and NODE_OPTIONS): what the user set is left alone. */
export function engineSettings(execArgv: readonly string[], nodeOptions = ''): EngineSettings {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((a) => a.replace(/_/g, '-'));
  const gave = (...names: string[]): boolean => given.some((a) => names.some((n) => a === n || a.startsWith(`${n}=`)));
  const flags: string[] = [];
  if (!gave('--liftoff-only', '--no-liftoff-only', '--liftoff', '--no-liftoff')) flags.push('--liftoff-only');
  return { flags, capHeapGrowth: !gave('--heap-growing-percent') };
}

/** Applies engineSettings to this process (before any WebAssembly is compiled: undici compiles its parser at its first request). */
export function applyEngineSettings(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS): void {
  const settings = engineSettings(execArgv, nodeOptions);
  for (const flag of settings.flags) setFlagsFromString(flag);
  if (settings.capHeapGrowth) capHeapGrowthWhenLarge();
}

/**
 * Watches full collections and, after the first that leaves CAPPED_FROM_BYTES or more in use, caps
 * the heap's growth (V8 reads the flag each time it sets the next limit) and stops watching. `used`
 * and `set` are the heap's size in use and setFlagsFromString (the test gives its own). Returns the
 * watch, to stop it early.
 */
export function capHeapGrowthWhenLarge(
  used: () => number = () => getHeapStatistics().used_heap_size,
  set: (flag: string) => void = setFlagsFromString,
): PerformanceObserver {
  const watch = new PerformanceObserver((list) => {
    const full = list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full || used() < CAPPED_FROM_BYTES) return;
    watch.disconnect();
    set(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });
  watch.observe({ entryTypes: ['gc'] });
  return watch;
}
