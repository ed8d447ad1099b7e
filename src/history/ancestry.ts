// Merge bases in bulk, and the content-level question status asks: did a file change between a base
// commit and now (HEAD plus the working tree)?
import { runGit } from './git.js';
import { blobsAt, hashWorktreeFiles } from './objects.js';
import { formerNames, type History } from './log.js';
import type { Repo } from './repo.js';
import type { DirtyFile } from './worktree.js';

/**
 * merge-base(commit, HEAD) for many commits. One `git rev-list HEAD` answers every commit that is an
 * ancestor of HEAD (its merge base is itself: the usual case); only the others (e.g. a commit of a
 * branch that was squash-merged) need one `git merge-base` each. undefined: no common ancestor.
 */
export async function mergeBases(repo: Repo, commits: readonly string[]): Promise<Map<string, string | undefined>> {
  const result = new Map<string, string | undefined>();
  const unique = [...new Set(commits)];
  if (!repo.head || unique.length === 0) {
    for (const c of unique) result.set(c, undefined);
    return result;
  }
  const listed = await runGit(['rev-list', 'HEAD'], { cwd: repo.top, env: repo.env });
  const ancestors = new Set(listed.stdout.toString('utf8').split('\n'));
  for (const c of unique) {
    if (ancestors.has(c)) {
      result.set(c, c);
      continue;
    }
    const r = await runGit(['merge-base', c, 'HEAD'], { cwd: repo.top, env: repo.env, okExitCodes: [1] });
    result.set(c, r.exitCode === 0 ? r.stdout.toString('utf8').trim() : undefined);
  }
  return result;
}

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
 * uncommitted changes, else HEAD. Bulk: one rev-list, one cat-file, at most one hash-object.
 */
export async function changedSince(
  repo: Repo,
  history: History,
  dirty: ReadonlyMap<string, DirtyFile>,
  queries: readonly ChangeQuery[],
): Promise<ChangeAnswer[]> {
  const bases = await mergeBases(
    repo,
    queries.map((q) => q.base),
  );
  const names = queries.map((q) => formerNames(history, q.path));
  const lookups: { commit: string; path: string }[] = [];
  queries.forEach((q, i) => {
    const mb = bases.get(q.base);
    if (mb) for (const n of names[i]!) lookups.push({ commit: mb, path: n });
    if (repo.head) lookups.push({ commit: repo.head, path: q.path });
  });
  const blobs = await blobsAt(repo, lookups);
  const modified = [...new Set(queries.map((q) => q.path))].filter((p) => {
    const d = dirty.get(p);
    return d !== undefined && !d.deleted;
  });
  const hashed = await hashWorktreeFiles(repo, modified);
  let k = 0;
  return queries.map((q, i) => {
    const mb = bases.get(q.base);
    let baseBlob: string | undefined;
    let basePath: string | undefined;
    if (mb) {
      for (const n of names[i]!) {
        const b = blobs[k++];
        if (baseBlob === undefined && b !== undefined) [baseBlob, basePath] = [b, n];
      }
    }
    const headBlob = repo.head ? blobs[k++] : undefined;
    const d = dirty.get(q.path);
    const currentBlob = d ? (d.deleted ? undefined : hashed.get(q.path)) : headBlob;
    const answer: ChangeAnswer = { changed: !mb || baseBlob === undefined || baseBlob !== currentBlob };
    if (mb) answer.mergeBase = mb;
    if (baseBlob !== undefined) answer.baseBlob = baseBlob;
    if (currentBlob !== undefined) answer.currentBlob = currentBlob;
    if (basePath !== undefined && basePath !== q.path) answer.basePath = basePath;
    return answer;
  });
}
