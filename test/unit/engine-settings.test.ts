import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPPED_FROM_BYTES, capHeapGrowthWhenLarge, engineSettings } from '../../src/cli/engine.js';
import type { PerformanceObserver } from 'node:perf_hooks';

describe('engine settings of the program', () => {
  it('caps the heap growth and compiles WebAssembly at baseline only when node was given neither', () => {
    expect(engineSettings([])).toEqual({ flags: ['--liftoff-only'], capHeapGrowth: true });
    expect(engineSettings(['--enable-source-maps'], '--max-old-space-size=2048')).toEqual({
      flags: ['--liftoff-only'],
      capHeapGrowth: true,
    });
  });

  it('leaves alone what the user gave node, on its command line or in NODE_OPTIONS, in either spelling', () => {
    expect(engineSettings(['--heap-growing-percent=20'])).toEqual({ flags: ['--liftoff-only'], capHeapGrowth: false });
    expect(engineSettings([], '--max-old-space-size=2048 --heap_growing_percent=50')).toEqual({
      flags: ['--liftoff-only'],
      capHeapGrowth: false,
    });
    expect(engineSettings(['--no-liftoff-only'])).toEqual({ flags: [], capHeapGrowth: true });
    expect(engineSettings([], '--no-liftoff')).toEqual({ flags: [], capHeapGrowth: true });
    expect(engineSettings(['--liftoff-only', '--heap-growing-percent=40'])).toEqual({ flags: [], capHeapGrowth: false });
  });

  it('does not mistake a longer flag for one of its own', () => {
    expect(engineSettings(['--liftoff-only-x', '--heap-growing-percentage'])).toEqual({ flags: ['--liftoff-only'], capHeapGrowth: true });
  });
});

describe('the heap growth cap, set after a full collection that leaves a large heap', () => {
  // a real full collection of this process (the flag only makes `gc` callable; the cap itself is
  // given a recorder, so this process's heap keeps V8's own rule)
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let watch: PerformanceObserver | undefined;
  afterEach(() => watch?.disconnect());

  /** Full collections, each followed by a turn of the event loop (the observer is called then). */
  async function collect(times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      gc();
      await sleep(20);
    }
  }

  it('caps it once, at the first full collection after which 64 MiB or more are in use', async () => {
    let inUse = 10 * 1024 * 1024;
    const set: string[] = [];
    watch = capHeapGrowthWhenLarge(
      () => inUse,
      (flag) => set.push(flag),
    );
    await collect(2);
    expect(set).toEqual([]);
    inUse = CAPPED_FROM_BYTES;
    await collect(1);
    expect(set).toEqual(['--heap-growing-percent=30']);
    await collect(2);
    expect(set).toEqual(['--heap-growing-percent=30']);
  });

  it('never caps a heap that stays under 64 MiB', async () => {
    const set: string[] = [];
    watch = capHeapGrowthWhenLarge(
      () => CAPPED_FROM_BYTES - 1,
      (flag) => set.push(flag),
    );
    await collect(3);
    expect(set).toEqual([]);
  });
});
