import { type Repo } from './repo.js';
/** One file changed by a commit, paths relative to the content folder. */
export interface FileChange {
    /** git's status letter: Added, Modified, Deleted, Renamed, Copied, Type change */
    status: 'A' | 'M' | 'D' | 'R' | 'C' | 'T';
    /** the path after the change (for D, the deleted path) */
    path: string;
    /** R and C: the path before */
    oldPath?: string;
    /** blob before (absent for A) and after (absent for D) */
    oldBlob?: string;
    newBlob?: string;
    /** file mode after the change (100644, 100755, 120000 symlink); '000000' for D */
    mode: string;
}
export interface Commit {
    id: string;
    parents: string[];
    /** committer time, Unix seconds */
    time: number;
    /**
     * Files changed in the content folder. A merge lists its changes against its FIRST parent
     * (`--diff-merges=first-parent`): what the merge brought into the branch, including a conflict
     * resolution; the side branch's own commits are listed too, with their own changes.
     */
    changes: FileChange[];
}
export interface History {
    /** newest first by commit time, children always before their parents (`--date-order`) */
    commits: Commit[];
}
export interface ReadHistoryOptions {
    /** content-relative folders or files to limit the read to; default: the whole content folder */
    paths?: readonly string[];
    /**
     * true: only the Markdown pages under `paths` (pagePathspecs): renames are then paired among pages
     * only, and no other file's content is read (status: an image blob a partial clone lacks is harmless).
     */
    pagesOnly?: boolean;
    /** called as the log streams in, with the number of commits read so far (progress) */
    onCommits?: (count: number) => void;
}
/**
 * One `git log` over the content folder from HEAD. Why these options:
 * - `--full-history`: every commit that touched a path, including side branches a merge discarded
 * (wants every committed version reachable from HEAD, not git's simplified history);
 * - `--diff-merges=first-parent`: a merge shows what it changed on its branch; versions that only a
 *   conflict resolution produced exist only there;
 * - `-M` rename detection (within the content folder), `--no-abbrev` full blob ids, `--root` the
 *   first commit's files, `--date-order` newest first by commit time, but never a parent before its children (clock skew).
 */
export declare function readHistory(repo: Repo, options?: ReadHistoryOptions): Promise<History>;
/** Parses `git log -z --raw --format=%H%x1f%P%x1f%ct` (or `git diff-tree --stdin -z` output) split at NUL. */
export declare function parseLog(tokens: readonly string[], repo: Pick<Repo, 'prefix'>): Commit[];
/** One committed version of a file. */
export interface FileVersion {
    commit: string;
    time: number;
    /** whether the commit is a merge (its change is against its first parent) */
    merge: boolean;
    blob: string;
    /** the file's content-relative path in that commit */
    path: string;
}
/**
 * The committed versions of a file, newest first, following renames back through history: every
 * commit that added, modified or renamed-into the path or any name it had before. Names are
 * collected generously (a later file that reuses an old name contributes its versions too): callers
 * look for a matching blob, and an extra candidate can only widen what counts as known.
 */
export declare function fileVersions(history: History, path: string): FileVersion[];
/**
 * fileVersions for many paths in ONE pass over the history (the same answers, path by path): status
 * asks it for every translation, and a pass per file grows with files × commits.
 */
export declare function fileVersionsOf(history: History, paths: readonly string[]): Map<string, FileVersion[]>;
/** The names a file had, newest first (its path now, then the names renames came from). */
export declare function formerNames(history: History, path: string): string[];
/**
 * Where a path went: follows renames forward from `path`, oldest commit first, and returns the last
 * name, or undefined when history shows no rename of it (an orphan whose source was renamed
 * names the `git mv` that fixes it).
 */
export declare function renamedTo(history: History, path: string): string | undefined;
/**
 * The former names of files under one folder (content-relative `folder/`), relative to that folder,
 * newest first, from one history read of the folder; files with no former name are left out.
 */
export declare function formerNamesUnder(repo: Repo, folder: string, paths: readonly string[]): Promise<Map<string, string[]>>;
