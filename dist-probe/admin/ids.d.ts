import type { Problem } from '../model.js';
/**
 * Why an id is not acceptable, or null when it is. The rule is the contract's (docs/platform-api.md
 * "Ids": non-empty, no `/`, no whitespace, no control characters, no dot segment, `%2e` included).
 */
export declare function idProblem(id: string): string | null;
/**
 * The text of an id file, or why it is not UTF-8 text. UTF-16 (what Windows editors and PowerShell's
 * `>` often save) is recognised by its byte-order mark, or by NUL bytes in every other position,
 * and named; decoding it as UTF-8 would yield ids full of NUL characters.
 */
export declare function decodeIdFile(bytes: Uint8Array): {
    text: string;
} | {
    problem: string;
};
export interface ParsedIdFile {
    ids: {
        id: string;
        line: number;
    }[];
    problems: Problem[];
}
/**
 * One id per line. Blank lines and lines starting with `#` are ignored, and so is a trailing
 * comment introduced by whitespace and `#` (an id has no whitespace, so this cannot cut an id;
 * a `#` inside an id, as in `abc#1`, is kept).
 */
export declare function parseIdFile(text: string, shownPath: string): ParsedIdFile;
export interface CollectIdsOptions {
    /** ids given as command-line arguments */
    args: readonly string[];
    /** --from-file, as given (resolved against `cwd`) */
    fromFile?: string;
    cwd?: string;
}
export interface CollectedIds {
    /** unique ids, in the order first given */
    ids: string[];
    /** ids given more than once (each is deleted once) */
    duplicates: string[];
}
/**
 * Reads and validates every id; throws one InputError listing all problems. At least one id is
 * required.
 */
export declare function collectIds(opts: CollectIdsOptions): Promise<CollectedIds>;
