// Merge bases in bulk, and the content-level question status asks: did a file change between a base
// commit and now (HEAD plus the working tree)?
import { runGit, splitNul } from './git.js';
import { hashWorktreeFiles, treeBlobs } from './objects.js';
import { formerNames, parseLog, type History } from './log.js';
import { contentPathspec, pagePathspecs, toTopSpec, type Repo } from './repo.js';
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

/** What changed in the content folder between a commit and HEAD, by path at HEAD (and deletions by old path). */
interface TreeDiff {
  /** HEAD path → { blob at the commit (absent: added since), path at the commit } */
  byHeadPath: Map<string, { baseBlob?: string; basePath: string }>;
  /** paths that existed at the commit and are gone at HEAD (deleted, or renamed beyond detection) */
  deleted: Map<string, string>;
}

/**
 * For each query: does the file's content at merge-base(base, HEAD) differ from its content now,
 * what `git diff <base>...HEAD -- <path>` plus the working tree shows, by blob id, following renames
 * (a file renamed without a change is unchanged). "Now" is the working-tree file when it has
 * uncommitted changes, else HEAD. Bulk, whatever the number of files: one rev-list, ONE
 * `git diff-tree --stdin -M` for every distinct merge base, one ls-tree of HEAD, at most one
 * hash-object. `history` supplies renames that diff-tree's similarity test misses (a file renamed
 * and rewritten): its blob at the merge base under a former name still counts.
 *
 * `folders` (content-relative) limits the diffs and the HEAD listing to where the queried files are
 * (status: the source-language folder). Diffing the whole content folder from each merge base took
 * most of status's git time on the benchmark repository (every translation changed since), for
 * answers nobody asked; renames are still followed inside those folders, as `git diff -M` would.
 */
export async function changedSince(
  repo: Repo,
  history: History,
  dirty: ReadonlyMap<string, DirtyFile>,
  queries: readonly ChangeQuery[],
  folders?: readonly string[],
  opts: { pagesOnly?: boolean } = {},
): Promise<ChangeAnswer[]> {
  const bases = await mergeBases(
    repo,
    queries.map((q) => q.base),
  );
  const distinct = [...new Set([...bases.values()].filter((b): b is string => b !== undefined && b !== repo.head))];
  const [diffs, head] = await Promise.all([
    diffsToHead(repo, distinct, folders, opts.pagesOnly === true),
    repo.head ? treeBlobs(repo, repo.head, folders) : new Map<string, string>(),
  ]);
  const modified = [...new Set(queries.map((q) => q.path))].filter((p) => {
    const d = dirty.get(p);
    return d !== undefined && !d.deleted;
  });
  const hashed = await hashWorktreeFiles(repo, modified);
  return queries.map((q) => {
    const mb = bases.get(q.base);
    const d = dirty.get(q.path);
    const currentBlob = d ? (d.deleted ? undefined : hashed.get(q.path)) : head.get(q.path);
    const answer: ChangeAnswer = { changed: true };
    if (currentBlob !== undefined) answer.currentBlob = currentBlob;
    if (!mb) return answer;
    answer.mergeBase = mb;
    const at = blobAtBase(history, diffs.get(mb), head, q.path);
    if (at.blob !== undefined) answer.baseBlob = at.blob;
    if (at.path !== q.path) answer.basePath = at.path;
    answer.changed = at.blob === undefined || at.blob !== currentBlob;
    return answer;
  });
}

/** The file's blob at the merge base: from the diff when it changed since, else its blob at HEAD. */
function blobAtBase(
  history: History,
  diff: TreeDiff | undefined,
  head: ReadonlyMap<string, string>,
  path: string,
): { blob?: string; path: string } {
  const changed = diff?.byHeadPath.get(path);
  if (!changed) return { blob: head.get(path), path };
  if (changed.baseBlob !== undefined) return { blob: changed.baseBlob, path: changed.basePath };
  // Added since the merge base under this name: was it there under a former name?
  for (const name of formerNames(history, path).slice(1)) {
    const blob = diff?.deleted.get(name);
    if (blob !== undefined) return { blob, path: name };
  }
  return { path };
}

/**
 * ONE `git diff-tree --stdin -r -z -M` for many commits. Each input line is `<commit> HEAD`, which
 * diff-tree reads as "a commit and its parent": the output block for it starts with `<commit>` and
 * lists HEAD → commit, so old and new are swapped back here. A commit equal to HEAD prints nothing.
 */
async function diffsToHead(
  repo: Repo,
  commits: readonly string[],
  folders: readonly string[] | undefined,
  pagesOnly: boolean,
): Promise<Map<string, TreeDiff>> {
  const diffs = new Map<string, TreeDiff>();
  if (!repo.head || commits.length === 0) return diffs;
  const input = commits.map((c) => `${c} ${repo.head}\n`).join('');
  const specs = pagesOnly
    ? pagePathspecs(repo, folders)
    : folders?.length
      ? folders.map((f) => toTopSpec(repo, f).replace(/\/$/, '') || '.')
      : [contentPathspec(repo)];
  const args = ['diff-tree', '--stdin', '-r', '-z', '-M', '--no-ext-diff', '--no-textconv', '--', ...specs];
  const r = await runGit(args, { cwd: repo.top, env: repo.env, input, pathspecMagic: pagesOnly });
  for (const commit of parseLog(splitNul(r.stdout), repo)) {
    const current: TreeDiff = { byHeadPath: new Map(), deleted: new Map() };
    diffs.set(commit.id, current);
    for (const ch of commit.changes) {
      // ch is HEAD → commit: ch.oldPath/oldBlob are HEAD's side, ch.path/newBlob the commit's
      const headPath = ch.oldPath ?? ch.path;
      if (ch.status === 'A') current.deleted.set(ch.path, ch.newBlob!);
      else if (ch.status === 'D') current.byHeadPath.set(ch.path, { basePath: ch.path });
      else current.byHeadPath.set(headPath, { ...(ch.newBlob !== undefined ? { baseBlob: ch.newBlob } : {}), basePath: ch.path });
    }
  }
  return diffs;
}
