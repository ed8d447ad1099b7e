import { type Repo } from './repo.js';
/**
 * True when a commit after the one that added `path` (following renames) added or removed a line
 * matching `pattern` (a POSIX extended regular expression for `git log -G`).
 */
export declare function lineChangedAfterAdd(repo: Repo, path: string, pattern: string): Promise<boolean>;
