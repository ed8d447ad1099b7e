// Whether a front matter line of a file changed after the commit that added the file: `draft:`
// counts only when helpsync creates an article, so a later change of it has no effect and is
// warned about. Two `git log` calls per file asked about (only files that have the line).
import { runGit } from './git.js';
import { toTopPath } from './repo.js';
/** Commit ids, newest first, of `git log --follow` over one content-relative path with extra options. */
async function commitsOf(repo, path, options) {
    if (!repo.head)
        return [];
    const r = await runGit(['log', '--follow', '--format=%H', '--no-color', ...options, 'HEAD', '--', toTopPath(repo, path)], {
        cwd: repo.top,
        env: repo.env,
    });
    return r.stdout.toString('utf8').split('\n').filter(Boolean);
}
/**
 * True when a commit after the one that added `path` (following renames) added or removed a line
 * matching `pattern` (a POSIX extended regular expression for `git log -G`).
 */
export async function lineChangedAfterAdd(repo, path, pattern) {
    const added = (await commitsOf(repo, path, ['--diff-filter=A'])).at(-1);
    const touching = await commitsOf(repo, path, ['-G', pattern]);
    return touching.some((c) => c !== added);
}
//# sourceMappingURL=line-changes.js.map