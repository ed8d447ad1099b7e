// Reading the loader cache file under the safe-path rule: the file and its folders lie
// under the config's folder, so they must resolve inside it. A missing file is an empty cache.
// The file is indexed as it is read, a megabyte at a time, and kept open: an entry is read again
// by its range when a lookup hits it, so a warm run does not hold the whole file (which grows with
// the files) for its whole length.
import { closeSync, readSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { openRegularFile, openRegularFileSync, readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';
import { CacheIndexer, isHeaderOf, type CacheIndex } from './cache-format.js';
import { mayHoldSecretInJson, secretFormsGeneration } from '../util/redact.js';

/** An open cache file: its index (undefined when it is not a cache of this code version), and close(). */
export interface OpenedCache {
  index?: CacheIndex;
  close(): Promise<void>;
}

export type CacheOpening = { opened?: OpenedCache } | { refusal: { file: string; message: string } };

const CHUNK = 1 << 20;

/** The cache file opened and indexed; none when there is none; a refusal when it or its folder leaves `root`. */
export async function openCacheFile(root: string, file: string, version: string, key?: Buffer): Promise<CacheOpening> {
  const found = await findCacheFile(root, file);
  if (!('real' in found)) return found;
  const open = await openRegularFile(found.real);
  if (!open.ok) return {};
  const { handle } = open;
  const close = (): Promise<void> => handle.close().catch(() => undefined);
  try {
    const indexer = new CacheIndexer(version, key);
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buf, 0, CHUNK, null);
      if (bytesRead === 0) break;
      if (!indexer.write(buf.subarray(0, bytesRead))) {
        await close();
        return {};
      }
    }
    if (!indexer.end()) {
      await close();
      return {};
    }
    const { read, noSecretAt } = windowReader(handle.fd);
    const index = { read, noSecretAt, lines: indexer.lines, hashes: indexer.hashes, sealed: indexer.sealed };
    return { opened: { index, close } };
  } catch {
    await close();
    return {};
  }
}

export type CacheBytes = { bytes?: Buffer } | { refusal: { file: string; message: string } };

/** A file under the state folder read whole (small ones); none when there is none; a refusal when it or its folder leaves `root`. */
export async function readCacheBytes(root: string, file: string): Promise<CacheBytes> {
  const found = await findCacheFile(root, file);
  if (!('real' in found)) return 'refusal' in found ? found : {};
  const read = await readRegularFile(found.real);
  return read.ok ? { bytes: read.bytes } : {};
}

/**
 * Reads ranges of the file through a window of a megabyte: a run looks its files up in about the
 * order the last run wrote them, so most hits are served from the window, not one read each
 * (a read per hit was a visible part of a warm run's CPU). `noSecretAt`: the window that holds
 * the range (read last) holds no form of the token, searched once per window and per set of forms,
 * not once per line (a search per line was a visible part of a warm run's CPU).
 */
function windowReader(fd: number): Pick<CacheIndex, 'read' | 'noSecretAt'> {
  let start = 0;
  let window = Buffer.alloc(0);
  let clean: { generation: number; clean: boolean } | undefined;
  const read = (range: readonly [number, number]): Buffer => {
    if (range[0] < start || range[1] > start + window.length) {
      start = range[0];
      window = Buffer.allocUnsafe(Math.max(CHUNK, range[1] - range[0]));
      window = window.subarray(0, readSync(fd, window, 0, window.length, start));
      clean = undefined;
    }
    return window.subarray(range[0] - start, range[1] - start);
  };
  const noSecretAt = (range: readonly [number, number]): boolean => {
    if (range[0] < start || range[1] > start + window.length) return false;
    const generation = secretFormsGeneration();
    if (clean?.generation !== generation) clean = { generation, clean: !mayHoldSecretInJson(window) };
    return clean.clean;
  };
  return { read, noSecretAt };
}

/**
 * Ranges of the cache file as a run left it (after its save), for bodies read back after the plan
 * (a plan printed or written, a push): a range is read through a descriptor opened on the first read
 * and closed at the next turn of the event loop, so printing a first push's plan (every body, in one
 * go) opens the file once. A file whose header is not this code version's (replaced since) reads nothing.
 */
export function savedFileReader(real: string, version: string): (range: readonly [number, number]) => Buffer | undefined {
  let fd: number | undefined;
  const close = (): void => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  return (range) => {
    if (fd === undefined) {
      const opened = openRegularFileSync(real);
      if (!opened.ok) return undefined;
      fd = opened.fd;
      setImmediate(close).unref();
      if (!headerIs(fd, version)) {
        close();
        return undefined;
      }
    }
    const buf = Buffer.allocUnsafe(range[1] - range[0]);
    return readSync(fd, buf, 0, buf.length, range[0]) === buf.length ? buf : undefined;
  };
}

function headerIs(fd: number, version: string): boolean {
  const head = Buffer.allocUnsafe(4096);
  const n = readSync(fd, head, 0, head.length, 0);
  const nl = head.subarray(0, n).indexOf(0x0a);
  return nl !== -1 && isHeaderOf(head.toString('utf8', 0, nl), version);
}

/** The cache file's real path; none when there is none; a refusal when it or its folder leaves `root`. */
async function findCacheFile(
  root: string,
  file: string,
): Promise<{ real: string } | { refusal: { file: string; message: string } } | Record<string, never>> {
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
    if (i === parts.length) return { real: r.real };
  }
  return {};
}
