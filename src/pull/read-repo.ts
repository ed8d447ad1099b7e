// What pull reads from the repo, under the safe-path rule of nothing read may
// resolve outside the content folder. The same rules as sync's loader, by the loader's own code:
// the walk (src/loader/scan.ts) refuses a link out of the content folder, a folder link, a FIFO, a
// socket or a device where a content file belongs; a file pull would write over is read only
// through the checked reader (src/util/safe-path.ts: inside, regular, at most maxFileSize). Any
// refusal stops the whole run before any write, naming every file, as sync stops before any request.
import { contentPathsOf, fileMapOf } from '../config/files.js';
import { watchedFolders } from '../content/file-map.js';
import { mappedSources } from '../loader/scan-mapped.js';
import { lstat, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Config } from '../config/config.js';
import { InputError } from '../errors.js';
import { loadContent } from '../loader/content.js';
import { displayPath } from '../util/display-path.js';
import { scanLanguage, scanLanguageFolders } from '../loader/scan.js';
import type { Problem } from '../model.js';
import type { UnboundSource } from '../content/types.js';
import { describeFsError, readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';

export interface RepoState {
  /** entryId → files relative to the content folder (from the source-language files' `entry`) */
  filesByEntry: Record<string, string[]>;
  /**
   * the entries whose source-language file names no entry (a page helpsync created, bound by its
   * record's externalId): pull rewrites such a file without adding an `entry:` line
   */
  keyed: Set<string>;
  warnings: Problem[];
  /** every name under the content folder (files, links, special files), relative to it, POSIX */
  takenPaths: string[];
  layoutMissing: boolean;
}

/**
 * The binding step, given by the operation: the entry ids of the source files without `entry:` it
 * binds (by externalId, as sync binds them), by their path under the source folder.
 */
export type BindUnbound = (files: readonly UnboundSource[], claimed: ReadonlySet<string>) => Promise<ReadonlyMap<string, string>>;

/** What the repo holds: entries by file (from `entry`, or bound by the binding step), every path (new names avoid them). */
export async function readRepo(config: Config, dryRun: boolean, bind?: BindUnbound): Promise<RepoState> {
  const { contentDir, sourceLanguage: source } = config;
  let filesByEntry: Record<string, string[]> = {};
  const keyed = new Set<string>();
  let warnings: Problem[] = [];
  // under files: the pages are where the patterns say (none yet: a new site, nothing to load)
  const mapped = config.files ? fileMapOf(config) : undefined;
  const hasSources = mapped ? (await mappedSources(mapped)).length > 0 : await isDirectory(path.join(contentDir, source));
  if (hasSources) {
    const local = await loadContent({
      contentDir,
      ...(mapped ? { fileMap: mapped } : {}),
      sourceLanguage: source,
      languages: config.languages,
      selectLanguages: [source],
      maxFileSize: config.maxFileSize,
      workers: config.workers,
      ...(bind ? { collectUnbound: true } : {}),
    });
    // Pull finds existing files by their `entry`; with errors it could not be sure, and would
    // create a second file for an entry.
    if (local.errors.length) throw new InputError([...local.errors, ...local.warnings]);
    filesByEntry = { ...local.filesByEntry };
    warnings = local.warnings;
    // a page sync created carries no `entry:` line: it is its record's file all the same
    if (bind && local.unbound?.length) {
      const bound = await bind(local.unbound, new Set(Object.keys(filesByEntry)));
      for (const [file, entryId] of bound) {
        filesByEntry[entryId] = [`${source}/${file}`];
        keyed.add(entryId);
      }
    }
  } else if (!mapped && (await isDirectory(contentDir))) {
    // No source folder (a new repo, or one an interrupted pull left with translations only): the
    // loader did not walk, so its walk runs here, with its rules.
    await refuseUnsafeNames(config);
  }
  const paths = contentPathsOf(config);
  const found = await takenNames(config);
  // A pull killed mid-write (SIGKILL) leaves its temporary file beside the target: not a file of the repo.
  const takenPaths = found.filter((p) => !TEMP_FILE.test(p)).flatMap((p) => (mapped ? (paths.keyOf(p) ?? []) : [p]));
  if (!dryRun) await removeStaleTempFiles(paths.root, found);
  const layoutMissing = config.layout !== undefined && !(await exists(config.layout));
  return { filesByEntry, keyed, warnings, takenPaths, layoutMissing };
}

/** The loader's walk of the language folders; its errors (links out, folder links, FIFOs) refuse the run. */
async function refuseUnsafeNames(config: Config): Promise<void> {
  const realRoot = await realFolder(config.contentDir);
  const configured = config.languages ? [...new Set([config.sourceLanguage, ...config.languages])] : undefined;
  const top = await scanLanguageFolders(realRoot, configured);
  const problems = [...top.problems];
  for (const language of top.folders) problems.push(...(await scanLanguage(realRoot, language)).problems);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return;
  throw new InputError(
    errors.map((p) => ({
      severity: 'error',
      file: displayPath(path.join(config.contentDir, ...(p.file ?? '').split('/'))),
      message: p.message,
    })),
  );
}

/**
 * Every name under the content folder, relative to it; under files: every name in the folders the
 * patterns watch, relative to the repository (new names avoid the pages' keys among them).
 */
async function takenNames(config: Config): Promise<string[]> {
  if (!config.files) return (await isDirectory(config.contentDir)) ? await namesUnder(config.contentDir) : [];
  const { map, root } = fileMapOf(config);
  const out = new Set<string>();
  for (const folder of watchedFolders(map)) {
    const dir = path.join(root, ...folder.split('/'));
    if (await isDirectory(dir)) for (const n of await namesUnder(dir)) out.add(folder + n);
  }
  return [...out];
}

/** Every name under the folder that is not a folder, links listed and never followed (a folder link is not walked). */
async function namesUnder(dir: string): Promise<string[]> {
  const entries = await fg('**/*', { cwd: dir, onlyFiles: false, followSymbolicLinks: false, dot: true, objectMode: true });
  return entries.filter((e) => !e.dirent.isDirectory()).map((e) => e.path);
}

/**
 * The files pull would write over, read through the checked reader before any write: path relative
 * to the content folder → its text, or absent when there is no file. Refusals (a link out, a FIFO,
 * a device, a file over maxFileSize, a dangling link) name each file and stop the run.
 */
export async function readExisting(config: Config, rels: readonly string[], signal?: AbortSignal): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // under files: each path's file where the mapping says, inside the repository
  const paths = contentPathsOf(config);
  if (!(await isDirectory(paths.root))) return out;
  const realRoot = await realFolder(paths.root);
  const problems: Problem[] = [];
  for (const rel of rels) {
    if (signal?.aborted) break;
    const read = await readInside(realRoot, paths.rel(rel), config.maxFileSize);
    if (read === undefined) continue;
    if (typeof read === 'string') out.set(rel, read);
    else problems.push({ severity: 'error', file: displayPath(paths.abs(rel)), message: read.message });
  }
  if (problems.length > 0) throw new InputError(problems);
  return out;
}

/** One content file (`rel`, POSIX) read as readExisting reads it: its text, undefined when there is none, or why it is refused. */
export async function readContentFile(
  contentDir: string,
  rel: string,
  maxFileSize: number,
): Promise<string | { message: string } | undefined> {
  return readInside(await realFolder(contentDir), rel, maxFileSize);
}

/** One file under the real content folder: its text, undefined when there is none, or why it is refused. */
async function readInside(realRoot: string, rel: string, maxFileSize: number): Promise<string | { message: string } | undefined> {
  const abs = path.join(realRoot, ...rel.split('/'));
  try {
    await lstat(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    return { message: `cannot read it: ${describeFsError(err)}` };
  }
  const where = await resolveInside(realRoot, abs, 'file');
  if (!where.ok) return where;
  // a link that stays inside is read as its file, as the loader reads it (docs/content-conventions.md, "symbolic links")
  const read = await readRegularFile(where.real, maxFileSize);
  return read.ok ? read.bytes.toString('utf8') : read;
}

/**
 * What a write killed mid-way (SIGKILL) leaves beside its target: write-file-atomic's temporary
 * `<file>.<number>`. Only pull writes `.md` and `.yaml` files here, under the lock.
 */
const TEMP_FILE = /\.(?:md|ya?ml)\.\d{5,}$/;

/** Leftover temporary files of a killed pull: removed, so a re-run leaves none. */
async function removeStaleTempFiles(contentDir: string, paths: readonly string[]): Promise<void> {
  for (const p of paths) if (TEMP_FILE.test(p)) await unlink(path.join(contentDir, ...p.split('/'))).catch(() => undefined);
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
