// A small worker_threads pool for the loader's per-file analysis (analyze.ts): rendering Markdown
// is CPU-bound. Tasks go to the worker with the fewest in flight. A worker can read the file itself
// (readFile: the bytes never cross threads) and answers with the analysis as JSON text (worker.ts).
// When the compiled worker is not there (running from TypeScript sources, as in unit tests), or a
// worker fails, callers fall back to analysing on the main thread: the result is the same.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
/** The compiled worker beside this module, or undefined when there is none (TypeScript sources). */
export function workerScript() {
    if (!import.meta.url.endsWith('.js'))
        return undefined;
    const url = new URL('./worker.js', import.meta.url);
    return existsSync(fileURLToPath(url)) ? url : undefined;
}
/** Undefined when no compiled worker is available or size < 1. */
export function createAnalysisPool(size) {
    const script = workerScript();
    if (!script || size < 1)
        return undefined;
    let nextId = 0;
    const slots = [];
    for (let i = 0; i < size; i++) {
        const slot = { worker: new Worker(script), inFlight: new Map(), dead: false };
        const fail = (err) => {
            slot.dead = true;
            for (const p of slot.inFlight.values())
                p.reject(err);
            slot.inFlight.clear();
        };
        slot.worker.on('message', (msg) => {
            const p = slot.inFlight.get(msg.id);
            if (!p)
                return;
            slot.inFlight.delete(msg.id);
            if ('error' in msg)
                p.reject(new Error(msg.error));
            else
                p.resolve(msg);
        });
        slot.worker.on('error', fail);
        slot.worker.on('exit', (code) => fail(new Error(`analysis worker exited with code ${code}`)));
        slots.push(slot);
    }
    const send = (task) => {
        let best;
        for (const s of slots)
            if (!s.dead && (!best || s.inFlight.size < best.inFlight.size))
                best = s;
        if (!best)
            return Promise.reject(new Error('no analysis worker left'));
        const slot = best;
        const id = nextId++;
        return new Promise((resolve, reject) => {
            slot.inFlight.set(id, { resolve, reject });
            slot.worker.postMessage({ ...task, id });
        });
    };
    return {
        size,
        async analyze(bytes, opts) {
            const answer = await send({ kind: 'bytes', bytes, opts });
            if (!('json' in answer))
                throw new Error('analysis worker: no analysis');
            return JSON.parse(answer.json);
        },
        async readFile(real, maxFileSize, opts) {
            const answer = await send({ kind: 'file', real, maxFileSize, opts });
            if ('readFailure' in answer)
                return { ok: false, message: answer.readFailure };
            if (!('json' in answer) || answer.hash === undefined)
                throw new Error('analysis worker: no analysis');
            return { ok: true, hash: answer.hash, analysis: JSON.parse(answer.json) };
        },
        async close() {
            await Promise.all(slots.map(async (s) => {
                s.dead = true;
                await s.worker.terminate();
            }));
        },
    };
}
//# sourceMappingURL=pool.js.map