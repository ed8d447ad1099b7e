import { describe, expect, it } from 'vitest';
import { engineSettings } from '../../../src/cli/engine.js';
import { CAPPED_FROM_FILES, allowHeapGrowthCap, heapGrowthForLoad } from '../../../src/util/heap-growth.js';

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

describe('the heap growth cap, decided by the number of files a load reads', () => {
  it('is never set unless the program allows it, then once, for a load of 25,000 files or more', () => {
    const set: string[] = [];
    const record = (flag: string): void => void set.push(flag);
    expect(heapGrowthForLoad(200_000, record)).toBe(false);
    allowHeapGrowthCap();
    expect(heapGrowthForLoad(CAPPED_FROM_FILES - 1, record)).toBe(false);
    expect(heapGrowthForLoad(2_512, record)).toBe(false);
    expect(set).toEqual([]);
    expect(heapGrowthForLoad(25_000, record)).toBe(true);
    expect(set).toEqual(['--heap-growing-percent=30']);
    expect(heapGrowthForLoad(104_520, record)).toBe(false);
    expect(set).toEqual(['--heap-growing-percent=30']);
  });
});
