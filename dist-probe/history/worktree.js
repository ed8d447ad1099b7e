// Uncommitted changes in the content folder: one `git status`.: "uncommitted changes are
// the current version (the file on disk), never history"; they count for status too.
import { runGit, splitNul } from './git.js';
import { contentPathspec, toContentPath } from './repo.js';
/**
 * Staged, unstaged and untracked changes under the content folder, keyed by content-relative path.
 * `--no-renames`: a staged rename is its two halves (a deletion and an addition), which is what the
 * files on disk are; `--untracked-files=all` lists files inside new folders one by one.
 */
export async function dirtyPaths(repo) {
    const args = [
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--ignore-submodules=all',
        '--no-renames',
        '--',
        contentPathspec(repo),
    ];
    const r = await runGit(args, { cwd: repo.top, env: repo.env });
    const files = new Map();
    for (const entry of splitNul(r.stdout)) {
        // porcelain v1 paths are relative to the top level whatever the working directory (git-status(1))
        const index = entry[0] ?? ' ';
        const worktree = entry[1] ?? ' ';
        const path = toContentPath(repo, entry.slice(3));
        if (path === undefined)
            continue;
        files.set(path, { path, index, worktree, untracked: index === '?', deleted: index === 'D' || worktree === 'D' });
    }
    return files;
}
//# sourceMappingURL=worktree.js.map