// The one per-file git call helpsync makes: `status --diff FILE` shows a single source's diff.
import { runGit } from './git.js';
import { toTopPath } from './repo.js';
/**
 * The unified diff of content-relative `paths` from `commit` to the working tree (uncommitted
 * changes included), with rename detection: pass a file's old and new names together and a rename
 * shows as one. Raw text: the caller escapes control characters before printing.
 */
export async function diffSince(repo, commit, paths) {
    const args = [
        'diff',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--no-relative',
        '-M',
        commit,
        '--',
        ...paths.map((p) => toTopPath(repo, p)),
    ];
    const r = await runGit(args, { cwd: repo.top, env: repo.env });
    return r.stdout.toString('utf8');
}
//# sourceMappingURL=diff.js.map