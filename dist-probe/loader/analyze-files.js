// The analyze step of the loader: each file's bytes are read once (under the
// safe-path rule: the path comes from the scan, the read refuses links and special files, and a file
// over maxFileSize is refused before it is read) and handed to the pure analyzeFile, through the
// cache (cache.ts) and, for large inputs, the worker pool (pool.ts). Reading and analysing overlap.
import { analyzeFile } from '../content/analyze.js';
import { createAnalysisPool } from './pool.js';
import { readRegularFileSync } from '../util/safe-path.js';
/** Below this many files a worker pool costs more (thread start, module load) than it saves. */
export const POOL_THRESHOLD = 500;
/**
 * The number of analysis threads for a `workers` setting. 'auto' uses threads only where they pay:
 * with at least 3 cores (on 2, the main thread's own reading, hashing and cache work already keeps one
 * core busy, and a thread's start, module load and message copies measured 17-24% of a cold run's
 * CPU) and more than POOL_THRESHOLD files; then one per core but the main thread's, at most 4.
 */
export function workerCount(setting, files, cores) {
    if (setting !== 'auto')
        return setting;
    if (cores < 3 || files <= POOL_THRESHOLD)
        return 0;
    return Math.min(cores - 1, 4);
}
/** Files read at once: enough to keep the disk and the pool busy, few enough to bound memory. */
const READ_CONCURRENCY = 64;
export function createAnalyzer(o) {
    // Started on the first cache miss: a warm run never pays for thread start-up.
    let pool;
    let poolTried = false;
    const getPool = () => {
        if (!poolTried && o.poolSize > 0) {
            poolTried = true;
            pool = createAnalysisPool(o.poolSize);
        }
        return pool;
    };
    const one = async (item) => {
        // Nothing cached (a cold run): a worker reads, hashes and analyses the file; the bytes never
        // reach this thread.
        const p = o.cache?.cold !== false ? getPool() : undefined;
        if (p) {
            const done = await inWorker(p, item);
            if (done)
                return done;
        }
        // Synchronous: for thousands of small files the thread pool's round trips cost more than the reads.
        const read = readRegularFileSync(item.real, o.maxFileSize);
        if (!read.ok)
            return { kind: 'read-failure', problem: { severity: 'error', message: read.message } };
        const bytes = read.bytes;
        const cached = o.cache?.lookup(bytes, item.opts);
        if (cached?.hit)
            return cached.hit;
        let analysis;
        try {
            const p = getPool();
            analysis = p ? await p.analyze(bytes, item.opts) : analyzeFile(bytes, item.opts);
        }
        catch {
            // a worker failed: the same pure function on this thread gives the same result
            analysis = analyzeFile(bytes, item.opts);
        }
        if (cached)
            o.cache.set(cached.ref, analysis);
        return analysis;
    };
    const inWorker = async (p, item) => {
        let read;
        try {
            read = await p.readFile(item.real, o.maxFileSize, item.opts);
        }
        catch {
            return undefined; // a worker failed: read and analyse here
        }
        if (!read.ok)
            return { kind: 'read-failure', problem: { severity: 'error', message: read.message } };
        if (o.cache)
            o.cache.set(o.cache.lookupHash(read.hash, item.opts).ref, read.analysis);
        return read.analysis;
    };
    return {
        async run(items, then) {
            const out = new Map();
            let next = 0;
            const lane = async () => {
                while (next < items.length) {
                    const item = items[next++];
                    const result = await one(item);
                    out.set(item.key, then ? await then(item, result) : result);
                }
            };
            await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, Math.max(1, items.length)) }, lane));
            return out;
        },
        async close() {
            await pool?.close();
        },
    };
}
//# sourceMappingURL=analyze-files.js.map