export { GitError, gitEnv, runGit, GIT_GLOBAL_OPTIONS } from './git.js';
export { openRepo, assertNotShallow, shallowCloneMessage, toContentPath, toTopPath, type Repo, type OpenRepoResult } from './repo.js';
export { readHistory, fileVersions, fileVersionsOf, formerNames, renamedTo, parseLog, type History, type Commit, type FileChange, type FileVersion, } from './log.js';
export { pathFates, type PathEvent } from './fate.js';
export { readBlobs, lookupObjects, resolveCommits, blobsAt, treeBlobs, gitBlobId, hashWorktreeFiles, COMMIT_PREFIX, type CommitLookup, type ObjectLookup, } from './objects.js';
export { dirtyPaths, type DirtyFile } from './worktree.js';
export { mergeBases, changedSince, type ChangeQuery, type ChangeAnswer } from './ancestry.js';
export { diffSince } from './diff.js';
