// Objects in bulk: one `git cat-file` process answers any number of lookups or blob reads, one
// `git hash-object` hashes any number of working-tree files.
import { createHash } from 'node:crypto';
import { GitError, runGit, splitNul } from './git.js';
import { contentPathspec, toContentPath, toTopPath, toTopSpec, type Repo } from './repo.js';

export type ObjectLookup =
  | { kind: 'found'; id: string; type: string; size: number }
  | { kind: 'missing' }
  /** an abbreviation that more than one object starts with */
  | { kind: 'ambiguous' };

/**
 * Looks up object names (`<id>`, `<abbrev>`, `<rev>:<path>`) with ONE `git cat-file --batch-check -z`
 * (NUL-terminated input, so a path may hold a newline). Answers are in input order. git echoes a
 * name it cannot resolve ("<name> missing" / "<name> ambiguous"); since we know each name, we read
 * exactly that many bytes rather than split the output at newlines.
 */
export async function lookupObjects(repo: Repo, names: readonly string[]): Promise<ObjectLookup[]> {
  if (names.length === 0) return [];
  const input = names.map((n) => n + '\0').join('');
  const r = await runGit(['cat-file', '--batch-check', '-z'], { cwd: repo.top, env: repo.env, input });
  const out = r.stdout.toString('utf8');
  const answers: ObjectLookup[] = [];
  let pos = 0;
  for (const name of names) {
    const missing = `${name} missing\n`;
    const ambiguous = `${name} ambiguous\n`;
    if (out.startsWith(missing, pos)) {
      answers.push({ kind: 'missing' });
      pos += missing.length;
    } else if (out.startsWith(ambiguous, pos)) {
      answers.push({ kind: 'ambiguous' });
      pos += ambiguous.length;
    } else {
      const end = out.indexOf('\n', pos);
      const m = /^([0-9a-f]{40,64}) (\w+) (\d+)$/.exec(out.slice(pos, end < 0 ? undefined : end));
      if (!m || end < 0)
        throw new GitError(
          `git cat-file --batch-check: unexpected answer for ${JSON.stringify(name)}`,
          'git cat-file --batch-check',
          0,
          '',
        );
      answers.push({ kind: 'found', id: m[1]!, type: m[2]!, size: Number(m[3]) });
      pos = end + 1;
    }
  }
  return answers;
}

export type CommitLookup =
  | { kind: 'commit'; id: string }
  | { kind: 'missing' }
  | { kind: 'ambiguous' }
  /** a valid-looking name for something that is not a commit (a blob, a tree), or not 7-40 hex */
  | { kind: 'invalid'; reason: string };

/** 7 to 40 hex digits (the first token of the base key). */
export const COMMIT_PREFIX = /^[0-9a-fA-F]{7,40}$/;

/** Resolves commit abbreviations (7-40 hex) in one batch; the map is keyed by the input string. */
export async function resolveCommits(repo: Repo, prefixes: readonly string[]): Promise<Map<string, CommitLookup>> {
  const result = new Map<string, CommitLookup>();
  const valid = [...new Set(prefixes)].filter((p) => {
    if (COMMIT_PREFIX.test(p)) return true;
    result.set(p, { kind: 'invalid', reason: 'not 7 to 40 hexadecimal digits' });
    return false;
  });
  const answers = await lookupObjects(
    repo,
    valid.map((p) => p.toLowerCase()),
  );
  valid.forEach((p, i) => {
    const a = answers[i]!;
    if (a.kind !== 'found') result.set(p, a);
    else if (a.type !== 'commit') result.set(p, { kind: 'invalid', reason: `names a ${a.type}, not a commit` });
    else result.set(p, { kind: 'commit', id: a.id });
  });
  return result;
}

/**
 * Every blob of a commit under the content folder (or under `folders`, content-relative), keyed by
 * content-relative path: ONE `git ls-tree -r -z`. Far faster than a `<commit>:<path>` lookup per
 * file when most files are wanted (each lookup walks the trees from the root again).
 */
export async function treeBlobs(repo: Repo, commit: string, folders?: readonly string[]): Promise<Map<string, string>> {
  const specs = folders?.length ? folders.map((f) => toTopSpec(repo, f).replace(/\/$/, '') || '.') : [contentPathspec(repo)];
  const r = await runGit(['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...specs], { cwd: repo.top, env: repo.env });
  const blobs = new Map<string, string>();
  for (const entry of splitNul(r.stdout)) {
    // `<mode> SP <type> SP <object> TAB <path>`
    const tab = entry.indexOf('\t');
    const [, type, id] = entry.slice(0, tab).split(' ');
    const path = toContentPath(repo, entry.slice(tab + 1));
    if (type === 'blob' && id && path !== undefined) blobs.set(path, id);
  }
  return blobs;
}

/** The blob of each content-relative path at each commit (undefined when absent there), in one batch. */
export async function blobsAt(repo: Repo, queries: readonly { commit: string; path: string }[]): Promise<(string | undefined)[]> {
  const answers = await lookupObjects(
    repo,
    queries.map((q) => `${q.commit}:${toTopPath(repo, q.path)}`),
  );
  return answers.map((a) => (a.kind === 'found' && a.type === 'blob' ? a.id : undefined));
}

/**
 * Reads blobs with ONE `git cat-file --batch`. A requested blob that the repository does not have is
 * an error (a broken or partial repository), never a silent gap.
 */
export async function readBlobs(repo: Repo, blobIds: readonly string[]): Promise<Map<string, Buffer>> {
  const ids = [...new Set(blobIds)];
  const blobs = new Map<string, Buffer>();
  if (ids.length === 0) return blobs;
  const r = await runGit(['cat-file', '--batch'], { cwd: repo.top, env: repo.env, input: ids.join('\n') + '\n' });
  const out = r.stdout;
  let pos = 0;
  for (const id of ids) {
    const nl = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, nl < 0 ? undefined : nl).toString('utf8');
    const m = /^([0-9a-f]{40,64}) (\w+) (\d+)$/.exec(header);
    if (!m) throw new GitError(`git cat-file --batch: cannot read blob ${id}: ${header}`, 'git cat-file --batch', 0, '');
    const size = Number(m[3]);
    blobs.set(id, out.subarray(nl + 1, nl + 1 + size));
    pos = nl + 1 + size + 1; // content, then a newline
  }
  return blobs;
}

/** The blob id git would give these bytes (`git hash-object`, no filters), SHA-1 or SHA-256. */
export function gitBlobId(bytes: Uint8Array, algorithm: 'sha1' | 'sha256' = 'sha1'): string {
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The blob ids of working-tree files (content-relative paths), as `git add` would store them: ONE
 * `git hash-object --stdin-paths`, which applies the repository's clean filters and end-of-line
 * attributes, so a CRLF checkout of an LF blob hashes to that blob.
 */
export async function hashWorktreeFiles(repo: Repo, paths: readonly string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (paths.length === 0) return result;
  // --stdin-paths reads lines; a path with a newline cannot be named that way (git has no -z here).
  if (paths.some((p) => p.includes('\n')))
    throw new GitError(
      `cannot hash a file whose name holds a newline: ${JSON.stringify(paths.find((p) => p.includes('\n')))}`,
      'git hash-object',
      null,
      '',
    );
  const input = paths.map((p) => toTopPath(repo, p)).join('\n') + '\n';
  const r = await runGit(['hash-object', '--stdin-paths'], { cwd: repo.top, env: repo.env, input });
  const ids = r.stdout.toString('utf8').split('\n');
  paths.forEach((p, i) => result.set(p, ids[i] ?? ''));
  return result;
}
