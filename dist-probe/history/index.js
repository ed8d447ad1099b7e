// src/history: the Git history of the content folder (layer 2, an I/O edge beside the client; it
// imports only layer 0). Shared by `helpsync status` and history-aware sync.
//
// Rules every function here keeps:
// - the `git` binary, in BULK: one process per question for all files, never one per file
//   (the only exception is diffSince, which is about one file by design);
// - LC_ALL=C, `-c core.quotepath=off`, no pager, colour, external diff or textconv, literal pathspecs;
// - git prints paths relative to the repository's top level; everything this module returns or takes
//   is relative to the CONTENT folder with `/` (Repo.prefix is the difference: a monorepo subfolder);
// - failures (git missing, "dubious ownership", a broken repository) throw GitError naming the git
//   command and git's message; "not a work tree" is an answer of openRepo, never a silent fallback.
//
// API
//   openRepo(dir, env?)            → { kind: 'repo', repo: { top, prefix, head?, shallow } } | { kind: 'not-a-work-tree' }
//   assertNotShallow(repo), shallowCloneMessage(repo)   the refusal status and sync share
//   readHistory(repo, { paths? })  → { commits: [{ id, parents, time, changes: [{ status, path, oldPath?, oldBlob?, newBlob? }] }] }
//                                     ONE `git log -z --raw -M --full-history --diff-merges=first-parent`, newest first
//   fileVersions(history, path)    → [{ commit, time, merge, blob, path }] newest first, following renames
//   formerNames(history, path), renamedTo(history, oldPath)   rename chains backwards / forwards
//   pathFates(history, paths)      → Map<path, [{ kind: 'renamed', to, commit } | { kind: 'deleted', commit }]> oldest first
//   readBlobs(repo, blobIds)       → Map<blob, Buffer>: ONE `git cat-file --batch`
//   treeBlobs(repo, commit, folders?) → Map<path, blob>: ONE `git ls-tree -r -z`
//   lookupObjects / resolveCommits(repo, prefixes) / blobsAt(repo, [{ commit, path }]): ONE `git cat-file --batch-check -z`
//   dirtyPaths(repo)               → Map<path, { index, worktree, untracked, deleted }>: ONE `git status --porcelain=v1 -z`
//   hashWorktreeFiles(repo, paths) → Map<path, blob>: ONE `git hash-object --stdin-paths` (filters applied); gitBlobId(bytes)
//   mergeBases(repo, commits)      → Map<commit, mergeBase?>: one `git rev-list HEAD` + a merge-base per non-ancestor
//   changedSince(repo, history, dirty, [{ path, base }]) → [{ changed, mergeBase?, baseBlob?, currentBlob?, basePath? }]
//                                     one rev-list + ONE `git diff-tree --stdin -M` for all merge bases + one ls-tree
//   diffSince(repo, commit, paths) → unified diff text to the working tree, rename-aware
export { GitError, gitEnv, runGit, GIT_GLOBAL_OPTIONS } from './git.js';
export { openRepo, assertNotShallow, shallowCloneMessage, toContentPath, toTopPath } from './repo.js';
export { readHistory, fileVersions, fileVersionsOf, formerNames, renamedTo, parseLog, } from './log.js';
export { pathFates } from './fate.js';
export { readBlobs, lookupObjects, resolveCommits, blobsAt, treeBlobs, gitBlobId, hashWorktreeFiles, COMMIT_PREFIX, } from './objects.js';
export { dirtyPaths } from './worktree.js';
export { mergeBases, changedSince } from './ancestry.js';
export { diffSince } from './diff.js';
//# sourceMappingURL=index.js.map