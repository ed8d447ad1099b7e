import { type Repo } from './repo.js';
/**
 * The unified diff of content-relative `paths` from `commit` to the working tree (uncommitted
 * changes included), with rename detection: pass a file's old and new names together and a rename
 * shows as one. Raw text: the caller escapes control characters before printing.
 */
export declare function diffSince(repo: Repo, commit: string, paths: readonly string[]): Promise<string>;
