// The history of the content folder in one `git log` call, and the versions of a file in it.
import { runGit, splitNul } from './git.js';
import { contentPathspec, pagePathspecs, toContentPath, toTopSpec, type Repo } from './repo.js';

/** One file changed by a commit, paths relative to the content folder. */
export interface FileChange {
  /** git's status letter: Added, Modified, Deleted, Renamed, Copied, Type change */
  status: 'A' | 'M' | 'D' | 'R' | 'C' | 'T';
  /** the path after the change (for D, the deleted path) */
  path: string;
  /** R and C: the path before */
  oldPath?: string;
  /** blob before (absent for A) and after (absent for D) */
  oldBlob?: string;
  newBlob?: string;
  /** file mode after the change (100644, 100755, 120000 symlink); '000000' for D */
  mode: string;
}

export interface Commit {
  id: string;
  parents: string[];
  /** committer time, Unix seconds */
  time: number;
  /**
   * Files changed in the content folder. A merge lists its changes against its FIRST parent
   * (`--diff-merges=first-parent`): what the merge brought into the branch, including a conflict
   * resolution; the side branch's own commits are listed too, with their own changes.
   */
  changes: FileChange[];
}

export interface History {
  /** newest first by commit time, children always before their parents (`--date-order`) */
  commits: Commit[];
}

export interface ReadHistoryOptions {
  /** content-relative folders or files to limit the read to; default: the whole content folder */
  paths?: readonly string[];
  /**
   * true: only the Markdown pages under `paths` (pagePathspecs): renames are then paired among pages
   * only, and no other file's content is read (status: an image blob a partial clone lacks is harmless).
   */
  pagesOnly?: boolean;
  /** called as the log streams in, with the number of commits read so far (progress) */
  onCommits?: (count: number) => void;
}

/**
 * One `git log` over the content folder from HEAD. Why these options:
 * - `--full-history`: every commit that touched a path, including side branches a merge discarded
 * (wants every committed version reachable from HEAD, not git's simplified history);
 * - `--diff-merges=first-parent`: a merge shows what it changed on its branch; versions that only a
 *   conflict resolution produced exist only there;
 * - `-M` rename detection (within the content folder), `--no-abbrev` full blob ids, `--root` the
 *   first commit's files, `--date-order` newest first by commit time, but never a parent before its children (clock skew).
 */
export async function readHistory(repo: Repo, options: ReadHistoryOptions = {}): Promise<History> {
  if (!repo.head) return { commits: [] };
  const specs = options.pagesOnly
    ? pagePathspecs(repo, options.paths)
    : options.paths?.length
      ? options.paths.map((p) => toTopSpec(repo, p).replace(/\/$/, '') || '.')
      : [contentPathspec(repo)];
  const args = [
    'log',
    '-z',
    '--raw',
    '-M',
    '--no-abbrev',
    '--root',
    '--full-history',
    '--date-order',
    '--diff-merges=first-parent',
    '--no-ext-diff',
    '--no-textconv',
    '--no-color',
    '--no-relative',
    '--format=%H%x1f%P%x1f%ct',
    'HEAD',
    '--',
    ...specs,
  ];
  const r = await runGit(args, {
    cwd: repo.top,
    env: repo.env,
    pathspecMagic: options.pagesOnly === true,
    ...(options.onCommits ? { onStdout: countCommits(options.onCommits) } : {}),
  });
  return { commits: parseLog(splitNul(r.stdout), repo) };
}

/**
 * Counts commit headers in `git log` output as it streams: each header holds two 0x1f separators
 * (`%H%x1f%P%x1f%ct`). A path holding 0x1f would skew the count; it only feeds a progress line.
 */
function countCommits(report: (count: number) => void): (chunk: Buffer) => void {
  let separators = 0;
  return (chunk) => {
    let at = chunk.indexOf(0x1f);
    if (at < 0) return;
    while (at >= 0) {
      separators++;
      at = chunk.indexOf(0x1f, at + 1);
    }
    report(Math.floor(separators / 2));
  };
}

// `:100644 100644 <old> <new> R087` (raw format; the similarity score only on R and C)
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]{40,64}) ([0-9a-f]{40,64}) ([AMDRCTUX])(\d*)$/;
// `%H%x1f%P%x1f%ct` from git log; a bare commit id from `git diff-tree --stdin`
// eslint-disable-next-line no-control-regex -- %x1f is the field separator we asked git for
const HEADER = /^([0-9a-f]{40,64})(?:\x1f([0-9a-f ]*)\x1f(\d+))?$/;
const ZERO = /^0+$/;

/** Parses `git log -z --raw --format=%H%x1f%P%x1f%ct` (or `git diff-tree --stdin -z` output) split at NUL. */
export function parseLog(tokens: readonly string[], repo: Pick<Repo, 'prefix'>): Commit[] {
  const commits: Commit[] = [];
  let current: Commit | undefined;
  for (let i = 0; i < tokens.length; i++) {
    // git puts a newline between a commit's header and its first raw line; paths are taken by count
    // below, so a path that starts with a newline or a colon is never read as anything else.
    const token = (tokens[i] ?? '').replace(/^\n/, '');
    const raw = RAW.exec(token);
    if (raw && current) {
      const status = raw[5] as FileChange['status'] | 'U' | 'X';
      const twoPaths = status === 'R' || status === 'C';
      const first = tokens[++i] ?? '';
      const second = twoPaths ? (tokens[++i] ?? '') : undefined;
      if (status === 'U' || status === 'X' || raw[2] === '160000') continue; // unmerged/unknown, submodules
      const change = toChange(repo, status, raw, first, second);
      if (change) current.changes.push(change);
      continue;
    }
    const header = HEADER.exec(token);
    if (!header) throw new Error(`unexpected git log output near ${JSON.stringify(token.slice(0, 80))}`);
    current = { id: header[1]!, parents: header[2] ? header[2].split(' ') : [], time: Number(header[3] ?? 0), changes: [] };
    commits.push(current);
  }
  return commits;
}

function toChange(
  repo: Pick<Repo, 'prefix'>,
  status: FileChange['status'],
  raw: RegExpExecArray,
  first: string,
  second: string | undefined,
): FileChange | undefined {
  const path = toContentPath(repo, second ?? first);
  if (path === undefined) return undefined;
  const oldPath = second !== undefined ? toContentPath(repo, first) : undefined;
  const change: FileChange = { status, path, mode: raw[2]! };
  if (!ZERO.test(raw[3]!)) change.oldBlob = raw[3]!;
  if (!ZERO.test(raw[4]!)) change.newBlob = raw[4]!;
  if (oldPath !== undefined) change.oldPath = oldPath;
  // A rename from outside the content folder is, from inside it, an addition.
  else if (status === 'R') change.status = 'A';
  return change;
}

/** One committed version of a file. */
export interface FileVersion {
  commit: string;
  time: number;
  /** whether the commit is a merge (its change is against its first parent) */
  merge: boolean;
  blob: string;
  /** the file's content-relative path in that commit */
  path: string;
}

/**
 * The committed versions of a file, newest first, following renames back through history: every
 * commit that added, modified or renamed-into the path or any name it had before. Names are
 * collected generously (a later file that reuses an old name contributes its versions too): callers
 * look for a matching blob, and an extra candidate can only widen what counts as known.
 */
export function fileVersions(history: History, path: string): FileVersion[] {
  const names = new Set([path]);
  const out: FileVersion[] = [];
  for (const c of history.commits) {
    for (const ch of c.changes) {
      if (!names.has(ch.path) || ch.newBlob === undefined) continue;
      out.push({ commit: c.id, time: c.time, merge: c.parents.length > 1, blob: ch.newBlob, path: ch.path });
      if (ch.status === 'R' && ch.oldPath !== undefined) names.add(ch.oldPath);
    }
  }
  return out;
}

/**
 * fileVersions for many paths in ONE pass over the history (the same answers, path by path): status
 * asks it for every translation, and a pass per file grows with files × commits.
 */
export function fileVersionsOf(history: History, paths: readonly string[]): Map<string, FileVersion[]> {
  const out = new Map<string, FileVersion[]>(paths.map((p) => [p, []]));
  // a name → the paths whose history it is part of (their names so far, newest first)
  const followers = new Map<string, Set<string>>(paths.map((p) => [p, new Set([p])]));
  for (const c of history.commits) {
    for (const ch of c.changes) {
      const who = followers.get(ch.path);
      if (!who || ch.newBlob === undefined) continue;
      for (const p of who) out.get(p)!.push({ commit: c.id, time: c.time, merge: c.parents.length > 1, blob: ch.newBlob, path: ch.path });
      if (ch.status === 'R' && ch.oldPath !== undefined) {
        const before = followers.get(ch.oldPath) ?? new Set<string>();
        for (const p of who) before.add(p);
        followers.set(ch.oldPath, before);
      }
    }
  }
  return out;
}

/** The names a file had, newest first (its path now, then the names renames came from). */
export function formerNames(history: History, path: string): string[] {
  const names = [path];
  for (const c of history.commits) {
    for (const ch of c.changes) {
      if (ch.status === 'R' && ch.oldPath !== undefined && names.includes(ch.path) && !names.includes(ch.oldPath)) names.push(ch.oldPath);
    }
  }
  return names;
}

/**
 * Where a path went: follows renames forward from `path`, oldest commit first, and returns the last
 * name, or undefined when history shows no rename of it (an orphan whose source was renamed
 * names the `git mv` that fixes it).
 */
export function renamedTo(history: History, path: string): string | undefined {
  let name = path;
  let moved = false;
  for (let i = history.commits.length - 1; i >= 0; i--) {
    for (const ch of history.commits[i]!.changes) {
      if (ch.status === 'R' && ch.oldPath === name) {
        name = ch.path;
        moved = true;
      }
    }
  }
  return moved && name !== path ? name : undefined;
}

/**
 * The former names of files under one folder (content-relative `folder/`), relative to that folder,
 * newest first, from one history read of the folder; files with no former name are left out.
 */
export async function formerNamesUnder(repo: Repo, folder: string, paths: readonly string[]): Promise<Map<string, string[]>> {
  const history = await readHistory(repo, { paths: [folder] });
  const prefix = `${folder}/`;
  const out = new Map<string, string[]>();
  for (const p of paths) {
    const names = formerNames(history, prefix + p)
      .slice(1)
      .filter((n) => n.startsWith(prefix))
      .map((n) => n.slice(prefix.length));
    if (names.length > 0) out.set(p, names);
  }
  return out;
}

/** One full read per repository object (a run opens its repository once): see sharedHistory. */
const shared = new WeakMap<Repo, Promise<History>>();

/**
 * readHistory(repo) of the whole content folder, read once per repository object and shared by the
 * readers of one run (the link hints, retirement, retirement's drift check), so that a sync still
 * walks the history once however many of them need it. Kept only while the Repo object lives.
 */
export function sharedHistory(repo: Repo): Promise<History> {
  let h = shared.get(repo);
  if (!h) {
    h = readHistory(repo);
    shared.set(repo, h);
    // a failed read is not kept: the next reader gets the error of its own attempt
    h.catch(() => shared.delete(repo));
  }
  return h;
}
