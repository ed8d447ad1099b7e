import type { AnalyzeOptions, FileAnalysis } from '../content/analyze.js';
export interface AnalysisPool {
    readonly size: number;
    analyze(bytes: Uint8Array, opts: AnalyzeOptions): Promise<FileAnalysis>;
    /** reads, hashes (SHA-256, hex) and analyses a file in a worker: the bytes never cross threads */
    readFile(real: string, maxFileSize: number, opts: AnalyzeOptions): Promise<PooledFile>;
    close(): Promise<void>;
}
export type PooledFile = {
    ok: true;
    hash: string;
    analysis: FileAnalysis;
} | {
    ok: false;
    message: string;
};
/** The compiled worker beside this module, or undefined when there is none (TypeScript sources). */
export declare function workerScript(): URL | undefined;
/** Undefined when no compiled worker is available or size < 1. */
export declare function createAnalysisPool(size: number): AnalysisPool | undefined;
