// Reading the images pages show: the I/O edge of the links step. Each image file is read
// and hashed (SHA-256) once per run, however many pages, languages or spellings name it (`./x.png`
// from one page, `/en/x.png` from another when images.root is the content folder): the hashes are
// kept by the file's real path (ImageHashes). Never across runs: the only sound key for a file's hash
// is its bytes (an image replaced with the same size and mtime must change `?v=`), and reading the
// bytes is most of the cost of hashing them (SHA-256 is faster than the disk). Each read follows the
// safe-path rule (it must resolve inside the content folder, or inside images.root for site-absolute
// paths, and be a regular file); a missing file or a Git LFS pointer is a problem of every page that
// shows it (an error, found before any request).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describeFsError, readRegularFileSync, realFolder, resolveInside, type ReadResult } from '../util/safe-path.js';
import { isLfsPointer } from '../content/links.js';
import { imageRel, mappedPaths, type ContentPaths } from '../content/content-paths.js';
import type { LoadContentOptions } from '../content/types.js';
import { imageKey, type ImageFile, type ImageRead } from '../content/resolve-refs.js';

/** Far above any picture in a help article; a larger file is refused rather than read into memory. */
const MAX_IMAGE_BYTES = 256 * 1024 * 1024;
const RESOLVE_CONCURRENCY = 16;

export interface ImageFolders {
  /** the content folder; under files: the repository (`paths.root`) */
  contentDir: string;
  /** under files:: where a page's folder really is (an image's path is relative to the page's key) */
  paths?: ContentPaths;
  /** images.root (absolute); default the content folder */
  root: string;
}

/** Reads a file that resolveInside accepted (tests inject one that counts). */
export type ImageReader = (real: string, maxBytes: number) => ReadResult;

/** The hash (or the problem) of each image file read in this run, by real path: each file is read once. */
export class ImageHashes {
  private readonly byReal = new Map<string, { sha256: string } | { problem: string }>();
  // Synchronous reads, as for content files (analyze-files.ts): no thread-pool round trips.
  constructor(private readonly read: ImageReader = readRegularFileSync) {}

  /** `shown` names the file in a problem; the problem text is per spelling, the read is not. */
  of(real: string, shown: string): ImageRead {
    let r = this.byReal.get(real);
    if (!r) this.byReal.set(real, (r = this.hash(real)));
    return 'problem' in r ? { problem: `${shown}${r.problem}` } : r;
  }

  private hash(real: string): { sha256: string } | { problem: string } {
    const read = this.read(real, MAX_IMAGE_BYTES);
    if (!read.ok) return { problem: `: ${read.message}` };
    if (isLfsPointer(read.bytes)) {
      return { problem: ' is a Git LFS pointer, not the image (check out with LFS, e.g. actions/checkout with lfs: true)' };
    }
    return { sha256: createHash('sha256').update(read.bytes).digest('hex') };
  }
}

async function realOrProblem(dir: string, what: string): Promise<{ real: string } | { problem: string }> {
  try {
    return { real: await realFolder(dir) };
  } catch (err) {
    return { problem: `${what} ${dir} cannot be read: ${describeFsError(err)}` };
  }
}

async function readOne(folderReal: string, f: ImageFile, hashes: ImageHashes, paths?: ContentPaths): Promise<ImageRead> {
  // under files: the image is beside the page's real file: its key folder is mapped, its name kept
  const rel = f.folder === 'content' && paths ? imageRel(paths, f.rel) : f.rel;
  const shown = f.folder === 'root' ? `${f.rel} under images.root` : rel;
  const abs = path.join(folderReal, ...rel.split('/'));
  const where = await resolveInside(folderReal, abs, 'file');
  if (!where.ok) {
    const missing = /ENOENT|ENOTDIR|not found|no such file/i.test(where.message);
    return { problem: missing ? `no such file (${shown})` : `${shown}: ${where.message}` };
  }
  const read = hashes.of(where.real, shown);
  // under files: the URL names the file where it is in the repository (images.root's default there)
  return rel !== f.rel && 'sha256' in read ? { ...read, urlPath: rel } : read;
}

/** Reads and hashes every image named (each file once); keyed by imageKey. */
export async function readImages(
  files: readonly ImageFile[],
  folders: ImageFolders,
  hashes: ImageHashes = new ImageHashes(),
): Promise<Map<string, ImageRead>> {
  const out = new Map<string, ImageRead>();
  if (files.length === 0) return out;
  const content = await realOrProblem(folders.contentDir, 'the content folder');
  const root = await realOrProblem(folders.root, 'images.root');
  let next = 0;
  // Where each file really is takes a few system calls each (lstat, realpath, stat): overlapped.
  const lane = async (): Promise<void> => {
    while (next < files.length) {
      const f = files[next++]!;
      const base = f.folder === 'root' ? root : content;
      out.set(imageKey(f), 'problem' in base ? { problem: base.problem } : await readOne(base.real, f, hashes, folders.paths));
    }
  };
  await Promise.all(Array.from({ length: Math.min(RESOLVE_CONCURRENCY, files.length) }, lane));
  return out;
}

/** Where a load's images are: beside the pages (under files: the repository, through the mapping), and images.root. */
export function imageFoldersOf(opts: Pick<LoadContentOptions, 'fileMap' | 'images'>, contentDir: string): ImageFolders {
  if (opts.fileMap) {
    const { root } = opts.fileMap;
    return { contentDir: root, root: opts.images?.root ?? root, paths: mappedPaths(opts.fileMap.map, root) };
  }
  return { contentDir, root: opts.images?.root ?? contentDir };
}
