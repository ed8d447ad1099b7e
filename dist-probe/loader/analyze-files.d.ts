import { type AnalyzeOptions } from '../content/analyze.js';
import type { FileResult } from '../content/assemble.js';
import type { AnalysisCache } from './cache.js';
/** Below this many files a worker pool costs more (thread start, module load) than it saves. */
export declare const POOL_THRESHOLD = 500;
/**
 * The number of analysis threads for a `workers` setting. 'auto' uses threads only where they pay:
 * with at least 3 cores (on 2, the main thread's own reading, hashing and cache work already keeps one
 * core busy, and a thread's start, module load and message copies measured 17-24% of a cold run's
 * CPU) and more than POOL_THRESHOLD files; then one per core but the main thread's, at most 4.
 */
export declare function workerCount(setting: 'auto' | number, files: number, cores: number): number;
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
}
export interface Analyzer {
    /** each file's result, passed through `then` (when given) as soon as it is made */
    run(items: readonly WorkItem[], then?: (item: WorkItem, result: FileResult) => Promise<FileResult>): Promise<Map<string, FileResult>>;
    /** stops the pool (if one was started) */
    close(): Promise<void>;
}
export declare function createAnalyzer(o: AnalyzerOptions): Analyzer;
