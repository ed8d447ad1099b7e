// Writing the loader cache file as its lines are made, a megabyte at a time, rather than building
// every line and then one buffer of the whole file (two full copies: 58 MiB at 16.7k files, 368 MB
// at 100k). The header comes first but its seal covers every line after it, so the header is
// written with a placeholder of the same length and rewritten in place once the last line is out.
// Atomic like writeFileAtomic: a temporary file beside the target, fsync, rename; on any failure the
// temporary file is removed and the old cache stays. The target must resolve inside `root` (the
// config's folder): a link leading outside is refused, as for every file helpsync writes.
import { createHash, randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkWritableInside, realFolder } from '../util/safe-path.js';
import { CACHE_FORMAT } from './cache-format.js';

/** Lines are gathered up to this many bytes per write. */
const CHUNK = 1 << 20;
/** Width of the entry count in the header (JSON allows the trailing spaces). */
const COUNT_WIDTH = 12;

function header(version: string, seal: string, entries: number): Buffer {
  const count = String(entries).padEnd(COUNT_WIDTH, ' ');
  return Buffer.from(
    `{"format":${JSON.stringify(CACHE_FORMAT)},"version":${JSON.stringify(version)},"seal":"${seal}","entries":${count}}\n`,
  );
}

/**
 * Writes `<header>\n<line>...` to `file`, where each line comes from `lines` as it is iterated (an
 * entry line, ending in a newline) and the header's seal is SHA-256 over `${version}\n` and every
 * line (cache-format.ts's sealOf). Throws when the file cannot be written.
 */
export async function writeCacheStream(file: string, root: string, version: string, lines: Iterable<Buffer>): Promise<void> {
  const realRoot = await realFolder(root);
  const target = path.join(realRoot, path.relative(path.resolve(root), path.resolve(file)));
  const check = await checkWritableInside(realRoot, target);
  if (!check.ok) throw new Error(`not written: ${check.message}`);
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fh = await open(temp, 'wx');
  try {
    const placeholder = header(version, '0'.repeat(64), 0);
    await fh.write(placeholder);
    const seal = createHash('sha256').update(`${version}\n`);
    let entries = 0;
    let batch: Buffer[] = [];
    let batched = 0;
    for (const line of lines) {
      seal.update(line);
      entries++;
      batch.push(line);
      batched += line.length;
      if (batched >= CHUNK) {
        await fh.write(Buffer.concat(batch, batched));
        batch = [];
        batched = 0;
      }
    }
    if (batched > 0) await fh.write(Buffer.concat(batch, batched));
    const final = header(version, seal.digest('hex'), entries);
    if (final.length !== placeholder.length) throw new Error('cache header length changed');
    await fh.write(final, 0, final.length, 0);
    await fh.sync();
    await fh.close();
    await rename(temp, target);
  } catch (err) {
    await fh.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw err;
  }
}
