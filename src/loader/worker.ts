// Worker thread body for pool.ts: runs the pure per-file analysis on the bytes it is sent.
import { parentPort } from 'node:worker_threads';
import { analyzeFile, type AnalyzeOptions } from '../content/analyze.js';

interface Task {
  id: number;
  bytes: Uint8Array;
  opts: AnalyzeOptions;
}

const port = parentPort;
if (port) {
  port.on('message', (task: Task) => {
    try {
      port.postMessage({ id: task.id, analysis: analyzeFile(task.bytes, task.opts) });
    } catch (err) {
      port.postMessage({ id: task.id, error: (err as Error).message });
    }
  });
}
