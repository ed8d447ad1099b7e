import { describe, expect, it } from 'vitest';
import { engineFlags } from '../../src/cli/engine.js';

describe('engine settings of the program', () => {
  it('sets the heap growth and baseline-only WebAssembly when node was given neither', () => {
    expect(engineFlags([])).toEqual(['--heap-growing-percent=30', '--liftoff-only']);
    expect(engineFlags(['--enable-source-maps'], '--max-old-space-size=2048')).toEqual(['--heap-growing-percent=30', '--liftoff-only']);
  });

  it('leaves alone what the user gave node, on its command line or in NODE_OPTIONS, in either spelling', () => {
    expect(engineFlags(['--heap-growing-percent=20'])).toEqual(['--liftoff-only']);
    expect(engineFlags([], '--max-old-space-size=2048 --heap_growing_percent=50')).toEqual(['--liftoff-only']);
    expect(engineFlags(['--no-liftoff-only'])).toEqual(['--heap-growing-percent=30']);
    expect(engineFlags([], '--no-liftoff')).toEqual(['--heap-growing-percent=30']);
    expect(engineFlags(['--liftoff-only', '--heap-growing-percent=40'])).toEqual([]);
  });

  it('does not mistake a longer flag for one of its own', () => {
    expect(engineFlags(['--liftoff-only-x', '--heap-growing-percentage'])).toEqual(['--heap-growing-percent=30', '--liftoff-only']);
  });
});
