import { type AnalyzeOptions } from '../content/analyze.js';
export type WorkerTask = {
    id: number;
    kind: 'bytes';
    bytes: Uint8Array;
    opts: AnalyzeOptions;
} | {
    id: number;
    kind: 'file';
    real: string;
    maxFileSize: number;
    opts: AnalyzeOptions;
};
export type WorkerAnswer = {
    id: number;
    json: string;
    hash?: string;
} | {
    id: number;
    readFailure: string;
} | {
    id: number;
    error: string;
};
