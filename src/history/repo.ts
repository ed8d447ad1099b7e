// Finding the repository that holds the content folder, and the two path spaces: git prints paths
// relative to the repository's top level; the rest of helpsync uses paths relative to the content
// folder (which may be a subfolder of a monorepo). Conversion happens only here, at the boundary.
import { stat } from 'node:fs/promises';
import type { ContentPaths } from '../content/content-paths.js';
import { GitError, runGit } from './git.js';

/** The repository that holds a content folder, as git sees it. */
export interface Repo {
  /** absolute path of the work tree's top level, as git prints it */
  top: string;
  /** the content folder relative to `top`, with `/`: '' at the top level, otherwise ending in '/' */
  prefix: string;
  /** the commit HEAD names; undefined in a repository with no commit yet */
  head: string | undefined;
  /** a shallow clone: history before the graft point is missing (see shallowCloneMessage) */
  shallow: boolean;
  /** environment git runs with (tests pass an isolated one); the command runtime's env when absent */
  env?: NodeJS.ProcessEnv;
  /**
   * under `files:` (content/content-paths.ts): content paths are page keys (`<language>/<identity>`),
   * not paths below a folder; git's paths (below `top` + `prefix`, the repository) are mapped both ways
   */
  paths?: RepoPaths;
}

/** What history needs of a mapping: keys to paths below the repository, and back. */
export type RepoPaths = Pick<ContentPaths, 'rel' | 'folder' | 'keyOf'>;

export type OpenRepoResult =
  | { kind: 'repo'; repo: Repo }
  /** `dir` is not inside a Git work tree; `message` is git's own words */
  | { kind: 'not-a-work-tree'; dir: string; message: string };

/**
 * Opens the repository holding `dir` (two cheap `git rev-parse` calls). "Not a work tree" is an
 * answer, not an error: callers decide (status reports without history, sync warns). Git not
 * installed, "dubious ownership", a broken repository: GitError naming the command and git's message.
 */
export async function openRepo(dir: string, env?: NodeJS.ProcessEnv, paths?: RepoPaths): Promise<OpenRepoResult> {
  const st = await stat(dir).catch(() => undefined);
  if (!st?.isDirectory()) throw new GitError(`content folder not found: ${dir}`, 'git rev-parse', null, '');
  let lines: string[];
  try {
    const r = await runGit(['rev-parse', '--show-toplevel', '--show-prefix', '--is-shallow-repository'], { cwd: dir, env });
    lines = r.stdout.toString('utf8').split('\n');
  } catch (err) {
    if (err instanceof GitError && isNotAWorkTree(err.stderr)) {
      return { kind: 'not-a-work-tree', dir, message: err.stderr.trim().replace(/^fatal: /, '') };
    }
    throw err;
  }
  const [top = '', prefix = '', shallow = ''] = lines;
  if (!top || (shallow !== 'true' && shallow !== 'false')) {
    throw new GitError(`git rev-parse gave an unexpected answer in ${dir}: ${JSON.stringify(lines.slice(0, 3))}`, 'git rev-parse', 0, '');
  }
  return {
    kind: 'repo',
    repo: { top, prefix, head: await readHead(dir, env), shallow: shallow === 'true', env, ...(paths ? { paths } : {}) },
  };
}

/**
 * The commit HEAD names, or undefined on an unborn branch (no commit yet). `git log -1` rather than
 * `rev-parse --verify`, which answers the same for "no commit yet" and for a branch ref holding
 * garbage; log tells the two apart ("does not have any commits yet" vs "appears to be broken").
 */
async function readHead(dir: string, env: NodeJS.ProcessEnv | undefined): Promise<string | undefined> {
  try {
    const r = await runGit(['log', '-1', '--format=%H'], { cwd: dir, env });
    return r.stdout.toString('utf8').trim();
  } catch (err) {
    if (err instanceof GitError && /does not have any commits yet|branch yet to be born/.test(err.stderr)) return undefined;
    throw err;
  }
}

function isNotAWorkTree(stderr: string): boolean {
  return /not a git repository|must be run in a work tree/.test(stderr);
}

/**
 * The refusal for a shallow clone, shared by status and sync ("the same message as sync",
 * "naming the fix (`fetch-depth: 0`) and `--no-history`").
 */
export function shallowCloneMessage(repo: Pick<Repo, 'top'>): string {
  return (
    `the repository at ${repo.top} is a shallow clone, so its history is incomplete and which translations ` +
    'are up to date cannot be told. Fetch the full history (actions/checkout: `with: { fetch-depth: 0 }`; ' +
    'locally: `git fetch --unshallow`), or run with --no-history to go without it.'
  );
}

/** Throws (exit 1) when the repository is a shallow clone. */
export function assertNotShallow(repo: Repo): void {
  if (repo.shallow) throw new GitError(shallowCloneMessage(repo), 'git rev-parse --is-shallow-repository', 0, '');
}

/** A top-level path as a content-relative one; undefined when it lies outside the content folder. */
export function toContentPath(repo: Pick<Repo, 'prefix' | 'paths'>, topPath: string): string | undefined {
  const below = !repo.prefix ? topPath : topPath.startsWith(repo.prefix) ? topPath.slice(repo.prefix.length) : undefined;
  return below === undefined || !repo.paths ? below : repo.paths.keyOf(below);
}

/** A content-relative path (with `/`) as a top-level one, for git. */
export function toTopPath(repo: Pick<Repo, 'prefix' | 'paths'>, contentPath: string): string {
  if (!repo.paths || !contentPath.includes('/')) return repo.prefix + contentPath;
  return repo.prefix + repo.paths.rel(contentPath);
}

/** A content-relative folder or page (a history read limited to either) as a top-level path, for a pathspec. */
export function toTopSpec(repo: Pick<Repo, 'prefix' | 'paths'>, folderOrFile: string): string {
  return repo.paths && /\/[^/]+\.md$/i.test(folderOrFile) ? toTopPath(repo, folderOrFile) : toTopFolder(repo, folderOrFile);
}

/** A content-relative folder (a language's, or one below it) as a top-level one, for a pathspec. */
export function toTopFolder(repo: Pick<Repo, 'prefix' | 'paths'>, folder: string): string {
  if (!repo.paths) return repo.prefix + folder;
  const f = repo.paths.folder(folder.replace(/\/$/, ''));
  return repo.prefix + (f === '' ? '' : `${f}/`);
}

/** The pathspec that limits a git command to the content folder (literal pathspecs are on). */
export function contentPathspec(repo: Pick<Repo, 'prefix'>): string {
  return repo.prefix ? repo.prefix.replace(/\/$/, '') : '.';
}

/**
 * Pathspecs for the Markdown pages (`.md`, any case, as the content listing takes them) under
 * content-relative folders (default: the whole content folder), for a git call run with
 * `pathspecMagic`. Rename detection (`-M`) reads the contents of added and deleted files to pair
 * them; limited to pages, git never reads an image or any other file status does not report on, so
 * a clone that lacks such a blob (a partial clone, a pruned object) still answers.
 */
export function pagePathspecs(repo: Pick<Repo, 'prefix' | 'paths'>, folders?: readonly string[]): string[] {
  const roots = folders?.length ? [...new Set(folders.map((f) => toTopFolder(repo, f)))] : [repo.prefix];
  return roots.map((r) => {
    const root = r.replace(/\/$/, '').replace(/^\.$/, '');
    return `:(glob)${root ? escapeGlob(root) + '/' : ''}**/*.[mM][dD]`;
  });
}

/** A literal path inside a `:(glob)` pathspec: wildmatch's special characters escaped. */
function escapeGlob(literal: string): string {
  return literal.replace(/[*?[\]\\]/g, '\\$&');
}
