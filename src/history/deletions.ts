// Whether the content folder's history holds a deletion at all: the cheap question retirement asks
// on every run with history before it reads the whole history (log.ts) and HEAD's tree.
import { runGit } from './git.js';
import { contentPathspec, type Repo } from './repo.js';

/**
 * Whether any file under the content folder was deleted in the history reachable from HEAD: one
 * `git log --diff-filter=D -1`, which stops at the first. Renames are not detected here, so a rename
 * counts as a deletion: a superset of what the whole history would show deleted.
 */
export async function anyDeletion(repo: Repo): Promise<boolean> {
  if (!repo.head) return false;
  const args = ['log', '-1', '--diff-filter=D', '--no-renames', '--full-history', '--diff-merges=first-parent'];
  const r = await runGit([...args, '--no-ext-diff', '--format=%H', 'HEAD', '--', contentPathspec(repo)], { cwd: repo.top, env: repo.env });
  return r.stdout.toString('utf8').trim() !== '';
}
