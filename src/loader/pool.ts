// A small worker_threads pool for the loader's per-file analysis (analyze.ts): rendering Markdown
// is CPU-bound, and issue 7 allows both cores. Tasks go to the worker with the fewest in flight.
// When the compiled worker is not there (running from TypeScript sources, as in unit tests), or a
// worker fails, callers fall back to analysing on the main thread: the result is the same.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalyzeOptions, FileAnalysis } from '../content/analyze.js';

export interface AnalysisPool {
  readonly size: number;
  analyze(bytes: Uint8Array, opts: AnalyzeOptions): Promise<FileAnalysis>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (a: FileAnalysis) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Pending>;
  dead: boolean;
}

/** The compiled worker beside this module, or undefined when there is none (TypeScript sources). */
export function workerScript(): URL | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined;
  const url = new URL('./worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Undefined when no compiled worker is available or size < 1. */
export function createAnalysisPool(size: number): AnalysisPool | undefined {
  const script = workerScript();
  if (!script || size < 1) return undefined;
  let nextId = 0;
  const slots: Slot[] = [];
  for (let i = 0; i < size; i++) {
    const slot: Slot = { worker: new Worker(script), inFlight: new Map(), dead: false };
    const fail = (err: Error): void => {
      slot.dead = true;
      for (const p of slot.inFlight.values()) p.reject(err);
      slot.inFlight.clear();
    };
    slot.worker.on('message', (msg: { id: number; analysis?: FileAnalysis; error?: string }) => {
      const p = slot.inFlight.get(msg.id);
      if (!p) return;
      slot.inFlight.delete(msg.id);
      if (msg.analysis) p.resolve(msg.analysis);
      else p.reject(new Error(msg.error ?? 'worker failed'));
    });
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`analysis worker exited with code ${code}`)));
    slots.push(slot);
  }
  return {
    size,
    analyze(bytes, opts) {
      let best: Slot | undefined;
      for (const s of slots) if (!s.dead && (!best || s.inFlight.size < best.inFlight.size)) best = s;
      if (!best) return Promise.reject(new Error('no analysis worker left'));
      const slot = best;
      const id = nextId++;
      return new Promise<FileAnalysis>((resolve, reject) => {
        slot.inFlight.set(id, { resolve, reject });
        slot.worker.postMessage({ id, bytes, opts });
      });
    },
    async close() {
      await Promise.all(
        slots.map(async (s) => {
          s.dead = true;
          await s.worker.terminate();
        }),
      );
    },
  };
}
