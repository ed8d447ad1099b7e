import { type Repo } from './repo.js';
export interface DirtyFile {
    /** content-relative path */
    path: string;
    /** `git status --porcelain` XY: X the index (staged) state, Y the working tree's; `??` untracked */
    index: string;
    worktree: string;
    untracked: boolean;
    /** deleted in the working tree or the index (the file is not on disk or not to be committed) */
    deleted: boolean;
}
/**
 * Staged, unstaged and untracked changes under the content folder, keyed by content-relative path.
 * `--no-renames`: a staged rename is its two halves (a deletion and an addition), which is what the
 * files on disk are; `--untracked-files=all` lists files inside new folders one by one.
 */
export declare function dirtyPaths(repo: Repo): Promise<Map<string, DirtyFile>>;
