import { describe, expect, it } from 'vitest';
import { engineSettings } from '../../../src/cli/engine.js';
import { CAPPED_FROM_FILES, heapGrowthForLoad, nodeWasGiven } from '../../../src/util/heap-growth.js';

describe('engine settings of the program', () => {
  it('compiles WebAssembly at baseline only when node was given no choice of its own', () => {
    expect(engineSettings([])).toEqual({ flags: ['--liftoff-only'] });
    expect(engineSettings(['--enable-source-maps'], '--max-old-space-size=2048')).toEqual({ flags: ['--liftoff-only'] });
    expect(engineSettings(['--heap-growing-percent=20'])).toEqual({ flags: ['--liftoff-only'] });
  });

  it('leaves alone what the user gave node, on its command line or in NODE_OPTIONS, in either spelling', () => {
    expect(engineSettings(['--no-liftoff-only'])).toEqual({ flags: [] });
    expect(engineSettings([], '--no-liftoff')).toEqual({ flags: [] });
    expect(engineSettings(['--liftoff-only', '--heap-growing-percent=40'])).toEqual({ flags: [] });
    expect(engineSettings([], '--max-old-space-size=2048 --liftoff_only')).toEqual({ flags: [] });
  });

  it('does not mistake a longer flag for one of its own', () => {
    expect(engineSettings(['--liftoff-only-x'])).toEqual({ flags: ['--liftoff-only'] });
    expect(nodeWasGiven(['--heap-growing-percent'], ['--heap-growing-percentage'])).toBe(false);
    expect(nodeWasGiven(['--heap-growing-percent'], [], '--max-old-space-size=2048 --heap_growing_percent=50')).toBe(true);
  });
});

describe('the heap growth cap, the loader option decided by the number of files a load reads', () => {
  const recorder = () => {
    const set: string[] = [];
    return { set, record: (flag: string): void => void set.push(flag) };
  };

  it('by default, for a load of 25,000 files or more', () => {
    const { set, record } = recorder();
    expect(CAPPED_FROM_FILES).toBe(25_000);
    expect(heapGrowthForLoad(24_999, undefined, record, false)).toBe(false);
    expect(heapGrowthForLoad(2_512, undefined, record, false)).toBe(false);
    expect(set).toEqual([]);
    expect(heapGrowthForLoad(25_000, undefined, record, false)).toBe(true);
    expect(set).toEqual(['--heap-growing-percent=30']);
  });

  it('from the number of files the option gives, never with false, never over a growth given to node', () => {
    const { set, record } = recorder();
    expect(heapGrowthForLoad(200_000, false, record, false)).toBe(false);
    expect(heapGrowthForLoad(200_000, undefined, record, true)).toBe(false);
    expect(heapGrowthForLoad(99, 100, record, false)).toBe(false);
    expect(set).toEqual([]);
    expect(heapGrowthForLoad(100, 100, record, false)).toBe(true);
    expect(set).toEqual(['--heap-growing-percent=30']);
  });
});
