import type { DeleteResult, DeleteSpec, DeleteSummary } from './delete.js';
/** A path as the user should see it: relative to the working directory when inside it. */
export declare function shownPath(abs: string, cwd: string): string;
/** One line per id: `deleted    abc  backup: .helpsync/backups/survey-abc-....json`. */
export declare function formatResultLine(spec: DeleteSpec, r: DeleteResult, cwd: string): string;
export declare function formatSummary(spec: DeleteSpec, s: DeleteSummary): string;
/** The ids in a confirmation question: the first 50, then a count. */
export declare function listIds(spec: DeleteSpec, ids: readonly string[]): string;
