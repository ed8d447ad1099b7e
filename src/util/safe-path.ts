// Safe paths. The rule: a folder
// the user names (a config value, a flag) is taken as given, after realpath; everything helpsync finds
// or creates under it (walked files and folders, links, pull targets, the cache, backups) must resolve
// inside it and be a regular file or a folder. Anything else is a problem naming the path, found
// before any request. Reads open the resolved path with O_NOFOLLOW (a link swapped in after the check
// is refused by the kernel) and O_NONBLOCK (a FIFO never blocks the open), then check the opened
// descriptor with fstat: what is read is what was checked.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { lstat, mkdir, open, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { resolveCwd } from './runtime.js';

/** Why a path was refused; the caller adds the file name. */
export interface PathRefusal {
  ok: false;
  message: string;
}

export interface Resolved {
  ok: true;
  /** the real path (no links left) */
  real: string;
  stats: Stats;
  /** the path itself was a symbolic link (that resolves inside the root) */
  viaLink: boolean;
}

/**
 * A name with a line break (CR, LF, U+0085, U+2028, U+2029) in it: such a file is skipped with a
 * warning naming it, never read. Git's `--stdin-paths`, line-based scripts and CI logs read names line
 * by line, and the loader's walk (fast-glob's `**`) does not even see some of them, so one rule says
 * what happens to them everywhere (sync's walk, status's listing); --strict makes the warning an error.
 */
export function holdsLineBreak(name: string): boolean {
  return /[\r\n\u0085\u2028\u2029]/.test(name);
}

export const LINE_BREAK_NAME_MESSAGE = 'its name holds a line break: skipped (rename it)';

/** Whether `child` is `root` or below it (both absolute, already real). */
export function isInside(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** What a non-regular file is, in words. */
export function describeType(
  s: Pick<Stats, 'isFile' | 'isDirectory' | 'isSymbolicLink' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>,
): string {
  if (s.isFile()) return 'a regular file';
  if (s.isDirectory()) return 'a folder';
  if (s.isSymbolicLink()) return 'a symbolic link';
  if (s.isFIFO()) return 'a named pipe (FIFO)';
  if (s.isSocket()) return 'a socket';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** A system error as a short reason (ENAMETOOLONG, ELOOP, EACCES get words of their own). */
export function describeFsError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  switch (e.code) {
    case 'ENAMETOOLONG':
      return 'the path is longer than this system allows (ENAMETOOLONG)';
    case 'ELOOP':
      return 'a symbolic link loop, or a link where none is allowed (ELOOP)';
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${e.code})`;
    case 'ENOENT':
      return 'not found';
    case 'ENOTDIR':
      return 'a part of the path is not a folder (ENOTDIR)';
    default:
      return e.code ? `${e.code}: ${e.message}` : String(e.message ?? err);
  }
}

/** realpath of a folder the user named; throws the system error (the caller names the setting). */
export async function realFolder(dir: string): Promise<string> {
  return realpath(resolveCwd(dir));
}

/**
 * Where `abs` (a path under `realRoot`, the real path of a named folder) really is. Refused when it
 * resolves outside `realRoot` (through a link anywhere on the way), or is neither a regular file nor a
 * folder. `want` narrows the accepted kind.
 */
export async function resolveInside(
  realRoot: string,
  abs: string,
  want: 'file' | 'folder' | 'any' = 'any',
): Promise<Resolved | PathRefusal> {
  let own: Stats;
  let real: string;
  let stats: Stats;
  try {
    own = await lstat(abs);
    real = await realpath(abs);
    stats = await stat(real);
  } catch (err) {
    return { ok: false, message: `cannot read it: ${describeFsError(err)}` };
  }
  if (!isInside(realRoot, real)) {
    return {
      ok: false,
      message: `it is a link to ${real}, outside ${realRoot}: helpsync reads and writes only inside the folders it is given`,
    };
  }
  const viaLink = own.isSymbolicLink() || real !== abs;
  if (!stats.isFile() && !stats.isDirectory()) {
    return { ok: false, message: `it is ${describeType(stats)}${viaLink ? ' (through a link)' : ''}: expected a regular file` };
  }
  if (want === 'file' && !stats.isFile()) return { ok: false, message: `it is ${describeType(stats)}: expected a regular file` };
  if (want === 'folder' && !stats.isDirectory()) return { ok: false, message: `it is ${describeType(stats)}: expected a folder` };
  return { ok: true, real, stats, viaLink };
}

/** `stat`: the opened descriptor's fstat, taken before the read (the synchronous reader gives it). */
export type ReadResult = { ok: true; bytes: Buffer; stat?: Stats } | PathRefusal;

/**
 * Reads a regular file found by a check such as resolveInside, without following a link swapped in
 * since (O_NOFOLLOW), without blocking on a FIFO (O_NONBLOCK), and without reading more than
 * `maxBytes` (a size over it is refused before anything is read into memory).
 */
export async function readRegularFile(real: string, maxBytes = Infinity): Promise<ReadResult> {
  const opened = await openRegularFile(real, maxBytes);
  if (!opened.ok) return opened;
  const { handle } = opened;
  try {
    const bytes = await handle.readFile();
    return bytes.length > maxBytes ? grewPast(maxBytes) : { ok: true, bytes };
  } catch (err) {
    return cannotRead(err);
  } finally {
    await handle.close();
  }
}

/**
 * The opened descriptor of a regular file (O_NOFOLLOW, O_NONBLOCK, fstat of the descriptor, a size
 * over `maxBytes` refused before anything is read): readRegularFile's opening, and for a file read a
 * range at a time rather than whole. The caller closes it.
 */
export async function openRegularFile(real: string, maxBytes = Infinity): Promise<{ ok: true; handle: FileHandle } | PathRefusal> {
  let handle;
  try {
    handle = await open(resolveCwd(real), READ_FLAGS);
  } catch (err) {
    return cannotRead(err);
  }
  try {
    const refused = checkOpened(await handle.stat(), maxBytes);
    if (!refused) return { ok: true, handle };
    await handle.close();
    return refused;
  } catch (err) {
    await handle.close();
    return cannotRead(err);
  }
}

/**
 * readRegularFile's synchronous twin, with the same checks (O_NOFOLLOW, O_NONBLOCK, fstat of the
 * opened descriptor, maxBytes before and after the read). For the loader's many small files: each
 * asynchronous step is a trip through libuv's thread pool and a promise, and on the warm path those
 * trips cost several times the read itself (the warm goal of docs/performance.md).
 */
export function readRegularFileSync(real: string, maxBytes = Infinity): ReadResult {
  const opened = openRegularFileSync(real, maxBytes);
  if (!opened.ok) return opened;
  try {
    const bytes = readToEnd(opened.fd, opened.size, maxBytes);
    return bytes ? { ok: true, bytes, stat: opened.stat } : grewPast(maxBytes);
  } catch (err) {
    return cannotRead(err);
  } finally {
    closeSync(opened.fd);
  }
}

/** readRegularFileSync's opening and checks, for a file read whole or a range at a time; the caller closes `fd`. */
export function openRegularFileSync(real: string, maxBytes = Infinity): { ok: true; fd: number; size: number; stat: Stats } | PathRefusal {
  let fd: number;
  try {
    fd = openSync(real, READ_FLAGS);
  } catch (err) {
    return cannotRead(err);
  }
  try {
    const s = fstatSync(fd);
    const refused = checkOpened(s, maxBytes);
    if (!refused) return { ok: true, fd, size: s.size, stat: s };
    closeSync(fd);
    return refused;
  } catch (err) {
    closeSync(fd);
    return cannotRead(err);
  }
}

/** Both readers open the same way: no link swapped in since the check, no blocking on a FIFO. */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The checks both readers make on the opened descriptor's fstat, before reading anything. */
function checkOpened(s: Stats, maxBytes: number): PathRefusal | undefined {
  if (!s.isFile()) return { ok: false, message: `it is ${describeType(s)}: expected a regular file` };
  if (s.size > maxBytes) {
    return { ok: false, message: `it is ${formatBytes(s.size)}, over maxFileSize (${formatBytes(maxBytes)}): not read` };
  }
  return undefined;
}

/** A file that grew past the limit between fstat and the read is refused too. */
function grewPast(maxBytes: number): PathRefusal {
  return { ok: false, message: `it is over maxFileSize (${formatBytes(maxBytes)}): not read` };
}

function cannotRead(err: unknown): PathRefusal {
  return { ok: false, message: `cannot read it: ${describeFsError(err)}` };
}

/** Everything left in `fd` (expected: `size` bytes, but it may have changed); undefined past maxBytes. */
function readToEnd(fd: number, size: number, maxBytes: number): Buffer | undefined {
  // One byte more than expected: a short read ends at the end; a full buffer means the file grew.
  // Not from the shared pool: a worker receives a copy of the whole buffer behind the view.
  let buf = Buffer.allocUnsafeSlow(Math.min(size, maxBytes) + 1);
  let got = 0;
  for (;;) {
    const n = readSync(fd, buf, got, buf.length - got, null);
    if (n === 0) return buf.subarray(0, got);
    got += n;
    if (got > maxBytes) return undefined;
    if (got === buf.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(bigger, 0, 0, got);
      buf = bigger;
    }
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

/**
 * Makes sure the folder `abs` (under `realRoot`) exists and really is inside it: the deepest part that
 * exists must resolve inside and be a folder; the rest is created (created folders are real ones).
 * Returns a refusal naming the part that failed.
 */
export async function ensureFolderInside(realRoot: string, abs: string): Promise<{ ok: true } | (PathRefusal & { at: string })> {
  let existing = abs;
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        return { ok: false, at: existing, message: `cannot read it: ${describeFsError(err)}` };
      const up = path.dirname(existing);
      if (up === existing) break;
      existing = up;
    }
  }
  const r = await resolveInside(realRoot, existing, 'folder');
  if (!r.ok) return { ...r, at: existing };
  if (existing !== abs) {
    try {
      await mkdir(abs, { recursive: true });
    } catch (err) {
      return { ok: false, at: abs, message: `cannot create the folder: ${describeFsError(err)}` };
    }
    // Created a moment ago; checked again so a link raced in is still caught.
    const again = await resolveInside(realRoot, abs, 'folder');
    if (!again.ok) return { ...again, at: abs };
  }
  return { ok: true };
}

/**
 * Checks that `abs` (under `realRoot`) can be written without leaving the root: its folder resolves
 * inside (created when missing), and the file, when it exists, is a regular file inside (a link that
 * stays inside is written through, as the rule allows; anything else is refused).
 */
export async function checkWritableInside(realRoot: string, abs: string): Promise<{ ok: true } | (PathRefusal & { at: string })> {
  const dir = await ensureFolderInside(realRoot, path.dirname(abs));
  if (!dir.ok) return dir;
  try {
    await lstat(abs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true };
    return { ok: false, at: abs, message: `cannot read it: ${describeFsError(err)}` };
  }
  const r = await resolveInside(realRoot, abs, 'file');
  return r.ok ? { ok: true } : { ...r, at: abs };
}
