// Reading the loader cache file under the safe-path rule: the file and its folders lie
// under the config's folder, so they must resolve inside it. A missing file is an empty cache.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';

export type CacheBytes = { bytes?: Buffer } | { refusal: { file: string; message: string } };

/** The cache file's bytes; none when there is none; a refusal when it or its folder leaves `root`. */
export async function readCacheBytes(root: string, file: string): Promise<CacheBytes> {
  let real: string;
  try {
    real = await realFolder(root);
  } catch {
    return {};
  }
  // From the top down: `.helpsync`, `.helpsync/cache`, then the file; the first part there decides.
  const parts = path.relative(root, file).split(path.sep);
  for (let i = 1; i <= parts.length; i++) {
    const rel = parts.slice(0, i).join(path.sep);
    try {
      await lstat(path.join(root, rel));
    } catch {
      return {}; // not there: nothing to read
    }
    const r = await resolveInside(real, path.join(real, rel), i === parts.length ? 'file' : 'folder');
    if (!r.ok) return { refusal: { file: path.join(root, rel), message: r.message } };
    if (i === parts.length) {
      const read = await readRegularFile(r.real);
      return read.ok ? { bytes: read.bytes } : {};
    }
  }
  return {};
}
