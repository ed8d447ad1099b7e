// The analyze step of the loader: each file's bytes are read once (under the
// safe-path rule: the path comes from the scan, the read refuses links and special files, and a file
// over maxFileSize is refused before it is read) and handed to the pure analyzeFile, through the
// cache (cache.ts) and, for large inputs, the worker pool (pool.ts). Reading and analysing overlap.
// A file whose stamp (file-stamps.ts) is the one it had when the cache last saw it read is not read:
// its analysis is looked up by the bytes' SHA-256 the cache remembers for that stamp.
import { lstatSync } from 'node:fs';
import { analyzeFile, type AnalyzeOptions, type FileAnalysis } from '../content/analyze.js';
import type { FileResult } from '../content/assemble.js';
import type { AnalysisCache, CacheRef } from './cache.js';
import { createAnalysisPool, type AnalysisPool, type PooledFile } from './pool.js';
import { readRegularFileSync } from '../util/safe-path.js';

/** Below this many files a worker pool costs more (thread start, module load) than it saves. */
export const POOL_THRESHOLD = 500;
/**
 * The number of analysis threads for a `workers` setting. 'auto' uses threads only where they pay:
 * with at least 3 cores (on 2, the main thread's own reading, hashing and cache work already keeps one
 * core busy, and a thread's start, module load and message copies cost more of a cold run's CPU
 * than they save) and more than POOL_THRESHOLD files; then one per core but the main thread's, at most 4.
 */
export function workerCount(setting: 'auto' | number, files: number, cores: number): number {
  if (setting !== 'auto') return setting;
  if (cores < 3 || files <= POOL_THRESHOLD) return 0;
  return Math.min(cores - 1, 4);
}

/** Files read at once: enough to keep the disk and the pool busy, few enough to bound memory. */
const READ_CONCURRENCY = 64;

export interface WorkItem {
  /** `<language>/<rel>` */
  key: string;
  /** the real path to read (from the scan) */
  real: string;
  opts: AnalyzeOptions;
}

export interface AnalyzerOptions {
  cache?: AnalysisCache;
  /** worker threads; 0 = main thread only */
  poolSize: number;
  maxFileSize: number;
  /** the load sets bodies aside (set-aside.ts): a cached analysis may come with its body set aside already */
  setAside?: boolean;
}

export interface Analyzer {
  /** each file's result, passed through `then` (when given, with its cache entry) as soon as it is made */
  run(
    items: readonly WorkItem[],
    then?: (item: WorkItem, result: FileResult, ref: CacheRef | undefined) => Promise<FileResult>,
  ): Promise<Map<string, FileResult>>;
  /** stops the pool (if one was started) */
  close(): Promise<void>;
  /** files read, and files found in the cache by their stamp without being read */
  readonly stats: { read: number; byStamp: number };
}

export function createAnalyzer(o: AnalyzerOptions): Analyzer {
  // Started on the first cache miss: a warm run never pays for thread start-up.
  let pool: AnalysisPool | undefined;
  let poolTried = false;
  const getPool = (): AnalysisPool | undefined => {
    if (!poolTried && o.poolSize > 0) {
      poolTried = true;
      pool = createAnalysisPool(o.poolSize);
    }
    return pool;
  };
  const stats = { read: 0, byStamp: 0 };
  /** The file's result and, with a cache, the cache entry that holds it. */
  const one = async (item: WorkItem): Promise<[FileResult, CacheRef | undefined]> => {
    const stamped = byStamp(o, item);
    if (stamped) {
      stats.byStamp++;
      return stamped;
    }
    stats.read++;
    // Nothing cached (a cold run): a worker reads, hashes and analyses the file; the bytes never
    // reach this thread.
    const p = o.cache?.cold !== false ? getPool() : undefined;
    if (p) {
      const done = await inWorker(p, item);
      if (done) return done;
    }
    // Synchronous: for thousands of small files the thread pool's round trips cost more than the reads.
    const read = readRegularFileSync(item.real, o.maxFileSize);
    if (!read.ok) return [{ kind: 'read-failure', problem: { severity: 'error', message: read.message } }, undefined];
    const bytes: Uint8Array = read.bytes;
    const cached = o.cache?.lookup(bytes, item.opts, o.setAside);
    if (cached && read.stat) o.cache!.rememberStamp(item.real, read.stat, cached.ref.bytes);
    if (cached?.hit) return [cached.hit, cached.ref];
    let analysis: FileAnalysis;
    try {
      const p = getPool();
      analysis = p ? await p.analyze(bytes, item.opts) : analyzeFile(bytes, item.opts);
    } catch {
      // a worker failed: the same pure function on this thread gives the same result
      analysis = analyzeFile(bytes, item.opts);
    }
    if (cached) o.cache!.set(cached.ref, analysis);
    return [analysis, cached?.ref];
  };
  const inWorker = async (p: AnalysisPool, item: WorkItem): Promise<[FileResult, CacheRef | undefined] | undefined> => {
    let read: PooledFile;
    try {
      read = await p.readFile(item.real, o.maxFileSize, item.opts);
    } catch {
      return undefined; // a worker failed: read and analyse here
    }
    if (!read.ok) return [{ kind: 'read-failure', problem: { severity: 'error', message: read.message } }, undefined];
    const ref = o.cache?.lookupHash(read.hash, item.opts).ref;
    if (ref) o.cache!.set(ref, read.analysis);
    return [read.analysis, ref];
  };
  return {
    stats,
    async run(items, then) {
      const out = new Map<string, FileResult>();
      let next = 0;
      const lane = async (): Promise<void> => {
        while (next < items.length) {
          const item = items[next++]!;
          const [result, ref] = await one(item);
          out.set(item.key, then ? await then(item, result, ref) : result);
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

/** The cached analysis of a file whose stamp the cache knows, found without reading the file. */
function byStamp(o: AnalyzerOptions, item: WorkItem): [FileResult, CacheRef] | undefined {
  if (!o.cache || o.cache.cold) return undefined;
  let stamp;
  try {
    stamp = lstatSync(item.real, { throwIfNoEntry: false });
  } catch {
    return undefined; // the read says what is wrong
  }
  // a link, a special file or a file over maxFileSize: the read refuses it, naming why
  if (!stamp?.isFile() || stamp.size > o.maxFileSize) return undefined;
  const bytes = o.cache.stampedBytes(item.real, stamp);
  const cached = bytes === undefined ? undefined : o.cache.lookupHash(bytes, item.opts, o.setAside);
  return cached?.hit ? [cached.hit, cached.ref] : undefined;
}
