// Worker thread body for pool.ts. Two tasks: analyse bytes it is sent, or read a file itself (the
// same safe read as the main thread's: no links, no special files, refused above maxFileSize), hash
// it for the cache and analyse it, so the main thread neither reads nor copies the bytes. The
// analysis goes back as one JSON text: one flat string to copy between threads instead of an
// object graph of fields, problems and references.
import { hash as digest } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { analyzeFile, type AnalyzeOptions } from '../content/analyze.js';
import { readRegularFileSync } from '../util/safe-path.js';

export type WorkerTask =
  | { id: number; kind: 'bytes'; bytes: Uint8Array; opts: AnalyzeOptions }
  | { id: number; kind: 'file'; real: string; maxFileSize: number; opts: AnalyzeOptions };

export type WorkerAnswer =
  { id: number; json: string; hash?: string } | { id: number; readFailure: string } | { id: number; error: string };

function run(task: WorkerTask): WorkerAnswer {
  if (task.kind === 'bytes') return { id: task.id, json: JSON.stringify(analyzeFile(task.bytes, task.opts)) };
  const read = readRegularFileSync(task.real, task.maxFileSize);
  if (!read.ok) return { id: task.id, readFailure: read.message };
  const hash = digest('sha256', read.bytes, 'hex');
  return { id: task.id, hash, json: JSON.stringify(analyzeFile(read.bytes, task.opts)) };
}

const port = parentPort;
if (port) {
  port.on('message', (task: WorkerTask) => {
    let answer: WorkerAnswer;
    try {
      answer = run(task);
    } catch (err) {
      answer = { id: task.id, error: (err as Error).message };
    }
    port.postMessage(answer);
  });
}
