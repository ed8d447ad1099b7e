import { type History } from './log.js';
import { type Repo } from './repo.js';
import type { DirtyFile } from './worktree.js';
/**
 * merge-base(commit, HEAD) for many commits. One `git rev-list HEAD` answers every commit that is an
 * ancestor of HEAD (its merge base is itself: the usual case); only the others (e.g. a commit of a
 * branch that was squash-merged) need one `git merge-base` each. undefined: no common ancestor.
 */
export declare function mergeBases(repo: Repo, commits: readonly string[]): Promise<Map<string, string | undefined>>;
/** A file to compare: its content-relative path now, and the commit it was last seen "in sync" at. */
export interface ChangeQuery {
    path: string;
    /** a full commit id; its merge base with HEAD is the point of comparison */
    base: string;
}
export interface ChangeAnswer {
    changed: boolean;
    /** merge-base(base, HEAD); undefined when they share no history (then `changed` is true) */
    mergeBase?: string;
    /** the file's blob at the merge base (under its name there) and now; undefined when absent */
    baseBlob?: string;
    currentBlob?: string;
    /** the file's name at the merge base, when it was renamed since */
    basePath?: string;
}
/**
 * For each query: does the file's content at merge-base(base, HEAD) differ from its content now,
 * what `git diff <base>...HEAD -- <path>` plus the working tree shows, by blob id, following renames
 * (a file renamed without a change is unchanged). "Now" is the working-tree file when it has
 * uncommitted changes, else HEAD. Bulk, whatever the number of files: one rev-list, ONE
 * `git diff-tree --stdin -M` for every distinct merge base, one ls-tree of HEAD, at most one
 * hash-object. `history` supplies renames that diff-tree's similarity test misses (a file renamed
 * and rewritten): its blob at the merge base under a former name still counts.
 *
 * `folders` (content-relative) limits the diffs and the HEAD listing to where the queried files are
 * (status: the source-language folder). Diffing the whole content folder from each merge base took
 * most of status's git time on the benchmark repository (every translation changed since), for
 * answers nobody asked; renames are still followed inside those folders, as `git diff -M` would.
 */
export declare function changedSince(repo: Repo, history: History, dirty: ReadonlyMap<string, DirtyFile>, queries: readonly ChangeQuery[], folders?: readonly string[], opts?: {
    pagesOnly?: boolean;
}): Promise<ChangeAnswer[]>;
