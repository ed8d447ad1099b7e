import type { Problem } from '../../model.js';
import type { OperationResult } from '../../apply/types.js';
export type ResultSummary = Record<OperationResult['status'], number>;
/** Counts per status: the one results summary (sync, apply and layout documents and lines). */
export declare function summarize(results: readonly Pick<OperationResult, 'status'>[]): ResultSummary;
/** Problems one per line (file:line: severity: message) and a count. */
export declare function renderProblems(problems: Problem[], opts: {
    color: boolean;
}): string;
/** After an apply: counts per status and every pair that did not succeed, with its file and reason. */
export declare function renderResults(results: OperationResult[], opts?: {
    color: boolean;
}): string;
