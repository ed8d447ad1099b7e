// Writing the loader cache file as its lines are made, a few kilobytes at a time, rather than building
// every line and then one buffer of the whole file (two full copies of a file that grows with the
// files loaded). The header comes first but its seal covers every line after it, so the header is
// written with a placeholder of the same length and rewritten in place once the last line is out.
// Atomic like writeFileAtomic: a temporary file beside the target, fsync, rename; on any failure the
// temporary file is removed and the old cache stays. The target must resolve inside `root` (the
// config's folder): a link leading outside is refused, as for every file helpsync writes.
import type { Hash, Hmac } from 'node:crypto';
import { fstatSync, readSync, writeSync } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { checkWritableInside, realFolder } from '../util/safe-path.js';
import { removeOrphanTemps, tempPathFor } from '../util/atomic-write.js';
import { CACHE_FORMAT, sealHash } from './cache-format.js';

/**
 * Lines are gathered up to this many bytes per write. Small enough that a line is written before the
 * young generation is collected twice: a megabyte of lines waited through several collections and
 * was promoted, to be freed by full collections (more of them, each freeing more, than at 32 KiB).
 */
const CHUNK = 1 << 15;
/** Width of the entry count in the header (JSON allows the trailing spaces). */
const COUNT_WIDTH = 12;

function header(version: string, seal: string, entries: number): Buffer {
  const count = String(entries).padEnd(COUNT_WIDTH, ' ');
  return Buffer.from(
    `{"format":${JSON.stringify(CACHE_FORMAT)},"version":${JSON.stringify(version)},"seal":"${seal}","entries":${count}}\n`,
  );
}

/**
 * The cache file being written, line by line, while the run makes its lines: a new analysis goes to
 * the disk when it is made, not into memory until the end (at 200k files the analyses are most of a
 * gigabyte). A line written can be read back by its range (a file analysed twice in one run).
 * Nothing replaces the old file until finish(); abort() removes the temporary file.
 */
export class CacheFileWriter {
  private batch: string[] = [];
  private batched = 0;
  /** bytes written to the file, header included */
  private flushed: number;
  private entries = 0;
  private readonly seal: Hash | Hmac;
  private closed = false;

  private constructor(
    private readonly fh: FileHandle,
    private readonly temp: string,
    /** the cache file's real path (what the temporary file replaces) */
    readonly target: string,
    private readonly version: string,
    private readonly placeholder: Buffer,
    /** the new file's mtime once made: a moment before this run read any content file, by the file system's clock */
    readonly createdMs: number,
    key?: Buffer,
  ) {
    this.flushed = placeholder.length;
    this.seal = sealHash(version, key);
  }

  /** A temporary file beside `file` (which must resolve inside `root`, the config's folder); throws when it cannot be made. */
  static async open(file: string, root: string, version: string, key?: Buffer): Promise<CacheFileWriter> {
    const realRoot = await realFolder(root);
    const target = path.join(realRoot, path.relative(path.resolve(root), path.resolve(file)));
    const check = await checkWritableInside(realRoot, target);
    if (!check.ok) throw new Error(`not written: ${check.message}`);
    await removeOrphanTemps(target);
    const temp = tempPathFor(target);
    const fh = await open(temp, 'wx+');
    const placeholder = header(version, '0'.repeat(64), 0);
    let createdMs: number;
    try {
      writeSync(fh.fd, placeholder);
      createdMs = fstatSync(fh.fd).mtimeMs;
    } catch (err) {
      await fh.close();
      await rm(temp, { force: true });
      throw err;
    }
    return new CacheFileWriter(fh, temp, target, version, placeholder, createdMs, key);
  }

  /**
   * Appends one entry line (cache-format.ts's entryLine or entryText); returns where the line lies in
   * the file. Text lines are gathered and encoded CHUNK bytes at a time: a Buffer per line, freed
   * later, left the process's heap fragmented (RSS that grew with the files).
   */
  append(text: Buffer | string): readonly [number, number] {
    // a long line is encoded once, here, rather than measured, then joined and encoded
    const line = typeof text === 'string' && text.length >= CHUNK ? Buffer.from(text, 'utf8') : text;
    const start = this.flushed + this.batched;
    const length = typeof line === 'string' ? Buffer.byteLength(line) : line.length;
    this.entries++;
    if (typeof line !== 'string') {
      this.flush();
      this.seal.update(line);
      writeSync(this.fh.fd, line, 0, line.length, this.flushed);
      this.flushed += line.length;
      return [start, start + length];
    }
    this.batch.push(line);
    this.batched += length;
    if (this.batched >= CHUNK) this.flush();
    return [start, start + length];
  }

  /** The bytes at [start, end) of what was appended. */
  read(range: readonly [number, number]): Buffer {
    if (range[1] > this.flushed) this.flush();
    const buf = Buffer.allocUnsafe(range[1] - range[0]);
    readSync(this.fh.fd, buf, 0, buf.length, range[0]);
    return buf;
  }

  private flush(): void {
    if (this.batched === 0) return;
    // the seal is taken over the lines' bytes as they are written, in order: each text line is
    // encoded once, here, not once for the seal and again for the file
    const bytes = Buffer.from(this.batch.join(''), 'utf8');
    this.seal.update(bytes);
    writeSync(this.fh.fd, bytes, 0, bytes.length, this.flushed);
    this.flushed += this.batched;
    this.batch = [];
    this.batched = 0;
  }

  /** The header with the seal over every line, fsync, then the temporary file replaces the target. */
  async finish(): Promise<void> {
    try {
      this.flush();
      const final = header(this.version, this.seal.digest('hex'), this.entries);
      if (final.length !== this.placeholder.length) throw new Error('cache header length changed');
      await this.fh.write(final, 0, final.length, 0);
      await this.fh.sync();
      this.closed = true;
      await this.fh.close();
      await rename(this.temp, this.target);
    } catch (err) {
      await this.abort();
      throw err;
    }
  }

  /** Closes and removes the temporary file: the old cache file stays as it was. */
  async abort(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.fh.close().catch(() => undefined);
    }
    await rm(this.temp, { force: true });
  }
}

/**
 * Writes `<header>\n<line>...` to `file`, where each line comes from `lines` as it is iterated (an
 * entry line, ending in a newline) and the header's seal is SHA-256 over `${version}\n` and every
 * line (cache-format.ts's sealOf). Throws when the file cannot be written.
 */
export async function writeCacheStream(file: string, root: string, version: string, lines: Iterable<Buffer | string>): Promise<void> {
  const writer = await CacheFileWriter.open(file, root, version);
  try {
    for (const line of lines) writer.append(line);
  } catch (err) {
    await writer.abort();
    throw err;
  }
  await writer.finish();
}
