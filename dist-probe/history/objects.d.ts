import { type Repo } from './repo.js';
export type ObjectLookup = {
    kind: 'found';
    id: string;
    type: string;
    size: number;
} | {
    kind: 'missing';
}
/** an abbreviation that more than one object starts with */
 | {
    kind: 'ambiguous';
};
/**
 * Looks up object names (`<id>`, `<abbrev>`, `<rev>:<path>`) with ONE `git cat-file --batch-check -z`
 * (NUL-terminated input, so a path may hold a newline). Answers are in input order. git echoes a
 * name it cannot resolve ("<name> missing" / "<name> ambiguous"); since we know each name, we read
 * exactly that many bytes rather than split the output at newlines.
 */
export declare function lookupObjects(repo: Repo, names: readonly string[]): Promise<ObjectLookup[]>;
export type CommitLookup = {
    kind: 'commit';
    id: string;
} | {
    kind: 'missing';
} | {
    kind: 'ambiguous';
}
/** a valid-looking name for something that is not a commit (a blob, a tree), or not 7-40 hex */
 | {
    kind: 'invalid';
    reason: string;
};
/** 7 to 40 hex digits (the first token of the base key). */
export declare const COMMIT_PREFIX: RegExp;
/** Resolves commit abbreviations (7-40 hex) in one batch; the map is keyed by the input string. */
export declare function resolveCommits(repo: Repo, prefixes: readonly string[]): Promise<Map<string, CommitLookup>>;
/**
 * Every blob of a commit under the content folder (or under `folders`, content-relative), keyed by
 * content-relative path: ONE `git ls-tree -r -z`. Far faster than a `<commit>:<path>` lookup per
 * file when most files are wanted (each lookup walks the trees from the root again).
 */
export declare function treeBlobs(repo: Repo, commit: string, folders?: readonly string[]): Promise<Map<string, string>>;
/** The blob of each content-relative path at each commit (undefined when absent there), in one batch. */
export declare function blobsAt(repo: Repo, queries: readonly {
    commit: string;
    path: string;
}[]): Promise<(string | undefined)[]>;
/**
 * Reads blobs with ONE `git cat-file --batch`. A requested blob that the repository does not have is
 * an error (a broken or partial repository), never a silent gap.
 */
export declare function readBlobs(repo: Repo, blobIds: readonly string[]): Promise<Map<string, Buffer>>;
/** The blob id git would give these bytes (`git hash-object`, no filters), SHA-1 or SHA-256. */
export declare function gitBlobId(bytes: Uint8Array, algorithm?: 'sha1' | 'sha256'): string;
/**
 * The blob ids of working-tree files (content-relative paths), as `git add` would store them: ONE
 * `git hash-object --stdin-paths`, which applies the repository's clean filters and end-of-line
 * attributes, so a CRLF checkout of an LF blob hashes to that blob.
 */
export declare function hashWorktreeFiles(repo: Repo, paths: readonly string[]): Promise<Map<string, string>>;
