/** The repository that holds a content folder, as git sees it. */
export interface Repo {
    /** absolute path of the work tree's top level, as git prints it */
    top: string;
    /** the content folder relative to `top`, with `/`: '' at the top level, otherwise ending in '/' */
    prefix: string;
    /** the commit HEAD names; undefined in a repository with no commit yet */
    head: string | undefined;
    /** a shallow clone: history before the graft point is missing (see shallowCloneMessage) */
    shallow: boolean;
    /** environment git runs with (tests pass an isolated one); the command runtime's env when absent */
    env?: NodeJS.ProcessEnv;
}
export type OpenRepoResult = {
    kind: 'repo';
    repo: Repo;
}
/** `dir` is not inside a Git work tree; `message` is git's own words */
 | {
    kind: 'not-a-work-tree';
    dir: string;
    message: string;
};
/**
 * Opens the repository holding `dir` (two cheap `git rev-parse` calls). "Not a work tree" is an
 * answer, not an error: callers decide (status reports without history, sync warns). Git not
 * installed, "dubious ownership", a broken repository: GitError naming the command and git's message.
 */
export declare function openRepo(dir: string, env?: NodeJS.ProcessEnv): Promise<OpenRepoResult>;
/**
 * The refusal for a shallow clone, shared by status and sync ("the same message as sync",
 * "naming the fix (`fetch-depth: 0`) and `--no-history`").
 */
export declare function shallowCloneMessage(repo: Pick<Repo, 'top'>): string;
/** Throws (exit 1) when the repository is a shallow clone. */
export declare function assertNotShallow(repo: Repo): void;
/** A top-level path as a content-relative one; undefined when it lies outside the content folder. */
export declare function toContentPath(repo: Pick<Repo, 'prefix'>, topPath: string): string | undefined;
/** A content-relative path (with `/`) as a top-level one, for git. */
export declare function toTopPath(repo: Pick<Repo, 'prefix'>, contentPath: string): string;
/** The pathspec that limits a git command to the content folder (literal pathspecs are on). */
export declare function contentPathspec(repo: Pick<Repo, 'prefix'>): string;
/**
 * Pathspecs for the Markdown pages (`.md`, any case, as the content listing takes them) under
 * content-relative folders (default: the whole content folder), for a git call run with
 * `pathspecMagic`. Rename detection (`-M`) reads the contents of added and deleted files to pair
 * them; limited to pages, git never reads an image or any other file status does not report on, so
 * a clone that lacks such a blob (a partial clone, a pruned object) still answers.
 */
export declare function pagePathspecs(repo: Pick<Repo, 'prefix'>, folders?: readonly string[]): string[];
