// The one atomic write: write-file-atomic writes beside the target, fsyncs and
// renames, so an interrupted run never leaves a half-written file. It follows symbolic links (it
// writes to the link's target), so when the file lies under a folder the user named, the path is
// checked first: its folder and the file itself must resolve inside that folder.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomicLib from 'write-file-atomic';
import { InputError } from '../errors.js';
import { checkWritableInside, realFolder } from './safe-path.js';
import { runtime, resolveCwd } from './runtime.js';

export interface AtomicWriteOptions {
  /** a folder the user named: `file` must stay inside it (links included) */
  inside?: string;
  /** file mode for a new file (default 0o666 minus umask) */
  mode?: number;
  /** the file as shown in problems (default: relative to the working directory) */
  shown?: string;
}

/** Refusal to write a path that leaves the named folder (or is not a regular file). */
export class UnsafePathError extends InputError {}

export async function writeFileAtomic(file: string, data: string | Buffer, opts: AtomicWriteOptions = {}): Promise<void> {
  const abs = await checkedTarget(file, opts);
  await writeFileAtomicLib(abs, data, opts.mode === undefined ? {} : { mode: opts.mode });
}

/**
 * writeFileAtomic for a document made a piece at a time (json-text.ts), never held whole: the pieces
 * go to a temporary file beside the target, which is fsynced and renamed over it. On any failure the
 * temporary file is removed and the old file stays. A new file gets `opts.mode` (default 0o666 minus
 * umask); a file replaced keeps its mode, as write-file-atomic does.
 */
export async function writeFileAtomicPieces(file: string, pieces: Iterable<string>, opts: AtomicWriteOptions = {}): Promise<void> {
  const abs = await checkedTarget(file, opts);
  const mode =
    opts.mode ??
    (await stat(abs).then(
      (s) => s.mode & 0o7777,
      () => 0o666,
    ));
  await removeOrphanTemps(abs);
  const temp = tempPathFor(abs);
  const fh = await open(temp, 'wx', mode);
  try {
    try {
      for (const piece of pieces) await fh.write(piece, null, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(temp, abs);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** The absolute path to write: checked inside `opts.inside` when given (links included), its folder made. */
async function checkedTarget(file: string, opts: AtomicWriteOptions): Promise<string> {
  const abs = resolveCwd(file);
  if (opts.inside === undefined) {
    await mkdir(path.dirname(abs), { recursive: true });
    return abs;
  }
  // The named folder is taken as given (created when it is not there yet, as pull does for a new repo).
  await mkdir(resolveCwd(opts.inside), { recursive: true });
  const root = await realFolder(opts.inside);
  // Checked on the real root's spelling, so a link above the named folder (e.g. /tmp on macOS) is not mistaken for one below it.
  const relToRoot = path.relative(path.resolve(opts.inside), abs);
  if (relToRoot.startsWith('..') || path.isAbsolute(relToRoot)) {
    throw new UnsafePathError([
      { severity: 'error', file: opts.shown ?? shownPath(abs), message: `not written: it is outside ${opts.inside}` },
    ]);
  }
  const target = path.join(root, relToRoot);
  const check = await checkWritableInside(root, target);
  if (!check.ok) {
    const at = path.join(path.resolve(opts.inside), path.relative(root, check.at));
    throw new UnsafePathError([
      {
        severity: 'error',
        file: check.at === target && opts.shown ? opts.shown : shownPath(at),
        message: `not written: ${check.message}`,
      },
    ]);
  }
  return abs;
}

function shownPath(abs: string): string {
  const rel = path.relative(runtime().cwd(), abs);
  return (rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs).split(path.sep).join('/');
}

/** A temporary file beside `target`, named for this process: `<target>.<pid>.<12 hex>.tmp`. */
export function tempPathFor(target: string): string {
  return `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * The temporary files beside `target` (tempPathFor's names) of runs that were killed before they
 * renamed them: removed when the process that made one is gone. A running process's file, and any
 * other file, stays.
 */
export async function removeOrphanTemps(target: string): Promise<void> {
  const dir = path.dirname(target);
  const name = new RegExp(`^${escapeRegExp(path.basename(target))}\\.(\\d+)\\.[0-9a-f]{12}\\.tmp$`);
  for (const entry of await readdir(dir).catch(() => [] as string[])) {
    const m = name.exec(entry);
    if (m && Number(m[1]) !== process.pid && !alive(Number(m[1]))) await rm(path.join(dir, entry), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
