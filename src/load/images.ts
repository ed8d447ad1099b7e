// Reading the images pages show (issue 14): the I/O edge of the links step. Each image is read once
// per run under the safe-path rule (it must resolve inside the content folder, or inside images.root
// for site-absolute paths, and be a regular file) and hashed (SHA-256); a missing file or a Git LFS
// pointer is a problem of every page that shows it (an error, found before any request).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describeFsError, readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';
import { isLfsPointer } from './links.js';
import { imageKey, type ImageFile, type ImageRead } from './resolve-refs.js';

/** Far above any picture in a help article; a larger file is refused rather than read into memory. */
const MAX_IMAGE_BYTES = 256 * 1024 * 1024;
const READ_CONCURRENCY = 16;

export interface ImageFolders {
  contentDir: string;
  /** images.root (absolute); default the content folder */
  root: string;
}

async function realOrProblem(dir: string, what: string): Promise<{ real: string } | { problem: string }> {
  try {
    return { real: await realFolder(dir) };
  } catch (err) {
    return { problem: `${what} ${dir} cannot be read: ${describeFsError(err)}` };
  }
}

async function readOne(folderReal: string, f: ImageFile): Promise<ImageRead> {
  const shown = f.folder === 'root' ? `${f.rel} under images.root` : f.rel;
  const abs = path.join(folderReal, ...f.rel.split('/'));
  const where = await resolveInside(folderReal, abs, 'file');
  if (!where.ok) {
    const missing = /ENOENT|ENOTDIR|not found|no such file/i.test(where.message);
    return { problem: missing ? `no such file (${shown})` : `${shown}: ${where.message}` };
  }
  const read = await readRegularFile(where.real, MAX_IMAGE_BYTES);
  if (!read.ok) return { problem: `${shown}: ${read.message}` };
  if (isLfsPointer(read.bytes)) {
    return { problem: `${shown} is a Git LFS pointer, not the image (check out with LFS, e.g. actions/checkout with lfs: true)` };
  }
  return { sha256: createHash('sha256').update(read.bytes).digest('hex') };
}

/** Reads and hashes every image named; keyed by imageKey. */
export async function readImages(files: readonly ImageFile[], folders: ImageFolders): Promise<Map<string, ImageRead>> {
  const out = new Map<string, ImageRead>();
  if (files.length === 0) return out;
  const content = await realOrProblem(folders.contentDir, 'the content folder');
  const root = await realOrProblem(folders.root, 'images.root');
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < files.length) {
      const f = files[next++]!;
      const base = f.folder === 'root' ? root : content;
      out.set(imageKey(f), 'problem' in base ? { problem: base.problem } : await readOne(base.real, f));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, files.length) }, lane));
  return out;
}
