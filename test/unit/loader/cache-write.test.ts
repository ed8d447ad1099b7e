// The loader cache file written as its lines are made (cache-write.ts): the same format (header with
// the seal over every line), bytes reaching the disk before the last line is made, atomic (a failure
// leaves the old file and no temporary file), and no write through a link that leads outside.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheFileWriter, writeCacheStream } from '../../../src/loader/cache-write.js';
import { indexCache } from '../../../src/loader/cache-format.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const line = (i: number) => Buffer.from(`key${i}\t${JSON.stringify({ n: i, pad: 'x'.repeat(1000) })}\n`);

describe('writeCacheStream', () => {
  it('writes the header with the seal over the lines, and the lines as given, streaming', async () => {
    const root = await tempFolder('helpsync-cachew-');
    const file = path.join(root, '.helpsync/cache/load-analysis.json');
    const sizesSeen: number[] = [];
    function* lines(): Generator<Buffer> {
      for (let i = 0; i < 3000; i++) {
        if (i === 2500) sizesSeen.push(...readdirSizes(path.dirname(file)));
        yield line(i);
      }
    }
    await writeCacheStream(file, root, 'v1', lines());
    const bytes = await readFile(file);
    const nl = bytes.indexOf(0x0a);
    const head = JSON.parse(bytes.toString('utf8', 0, nl)) as Record<string, unknown>;
    const body = bytes.subarray(nl + 1);
    const expectedBody = Buffer.concat(Array.from({ length: 3000 }, (_, i) => line(i)));
    expect(body.equals(expectedBody)).toBe(true);
    expect(head).toEqual({
      format: 'helpsync-load-cache 3',
      version: 'v1',
      seal: createHash('sha256').update('v1\n').update(expectedBody).digest('hex'),
      entries: 3000,
    });
    // the reader takes it as sealed, every key indexed
    const index = indexCache(bytes, 'v1')!;
    expect(index.sealed).toBe(true);
    expect(index.lines.size).toBe(3000);
    // before the 2,500th line was made, more than 2 MB were already in the temporary file
    expect(Math.max(...sizesSeen)).toBeGreaterThan(2 * 1024 * 1024);
    expect(await readdir(path.dirname(file))).toEqual(['load-analysis.json']);
  });

  it('keeps the old file and leaves no temporary file when making a line fails', async () => {
    const root = await tempFolder('helpsync-cachew-');
    const file = path.join(root, '.helpsync/cache/load-analysis.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'old');
    function* lines(): Generator<Buffer> {
      for (let i = 0; i < 2000; i++) yield line(i);
      throw new Error('boom');
    }
    await expect(writeCacheStream(file, root, 'v1', lines())).rejects.toThrow('boom');
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(path.dirname(file))).toEqual(['load-analysis.json']);
  });

  it("removes a killed run's temporary file, and keeps a running one's and any other file", async () => {
    const root = await tempFolder('helpsync-cachew-');
    const dir = path.join(root, '.helpsync/cache');
    await mkdir(dir, { recursive: true });
    // above any pid a system hands out (Linux's pid_max is at most 2^22): no process has it
    const dead = 2 ** 22 + 1;
    const orphan = `load-analysis.json.${dead}.0123456789ab.tmp`;
    const running = `load-analysis.json.${process.ppid}.0123456789ab.tmp`;
    for (const f of [orphan, running, 'notes.tmp', 'load-analysis.json']) await writeFile(path.join(dir, f), 'x');
    const writer = await CacheFileWriter.open(path.join(dir, 'load-analysis.json'), root, 'v1');
    await writer.abort();
    expect((await readdir(dir)).sort()).toEqual(['load-analysis.json', running, 'notes.tmp'].sort());
  });

  it('refuses a cache folder that is a link leading outside the config folder', async () => {
    const root = await tempFolder('helpsync-cachew-');
    const outside = await tempFolder('helpsync-outside-');
    await mkdir(path.join(root, '.helpsync'), { recursive: true });
    await symlink(outside, path.join(root, '.helpsync/cache'));
    await expect(writeCacheStream(path.join(root, '.helpsync/cache/load-analysis.json'), root, 'v1', [line(1)])).rejects.toThrow(
      /not written/,
    );
    expect(await readdir(outside)).toEqual([]);
  });
});

/** Sizes of the files in a folder, synchronously (called from inside the line generator). */
function readdirSizes(dir: string): number[] {
  return readdirSync(dir).map((f) => statSync(path.join(dir, f)).size);
}
