// A file known unchanged by its stamp, as Git's index knows a work-tree file: its size, mtime,
// ctime, inode and device. A warm run finds a file's analysis without reading it when the cache
// remembers the SHA-256 of the bytes the file had under that very stamp (a `h.f.` line,
// hash-lines.ts). Any edit changes the stamp: writing a file sets its mtime and ctime, and a tool
// that sets the mtime back (touch -d, tar, rsync -t) still moves the ctime, which no program can set;
// a file replaced by another (a rename over it, a checkout) has another inode. What a stamp cannot
// show is an edit within the file system's timestamp granularity of the read that recorded it, so a
// stamp is recorded only for a file whose mtime and ctime were both older than RACY_MS when the
// run began, by the file system's own clock (Git's "racily clean" rule, with a margin): an edit
// after that moment leaves times no older than it, so another stamp.
import { hash } from 'node:crypto';

/** The fields of a file's stat that make its stamp (node:fs Stats has them). */
export interface FileStamp {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** Past any file system's timestamp granularity (FAT's is 2 s) and small clock steps. */
export const RACY_MS = 3000;

/**
 * The key of a file's stamp: the file's real path and every field, hashed (base64url SHA-256).
 * Undefined where the file system keeps no inode or ctime (such a file is always read).
 */
export function stampKey(real: string, s: FileStamp): string | undefined {
  if (s.ino === 0 || s.ctimeMs === 0) return undefined;
  return hash('sha256', `${real}\u0000${s.dev}\u0000${s.ino}\u0000${s.size}\u0000${s.mtimeMs}\u0000${s.ctimeMs}`, 'base64url');
}

/**
 * Whether a stamp taken when a file was read may stand for its bytes next time: both its times older
 * than RACY_MS before `fsNow`, a moment before the read by the file system's clock.
 */
export function settled(s: FileStamp, fsNow: number): boolean {
  return Math.max(s.mtimeMs, s.ctimeMs) < fsNow - RACY_MS;
}
