// readRegularFileSync (the loader's reader) against readRegularFile, its asynchronous twin: the same
// bytes and the same refusals, judged by expectations written here (read rule: no link
// followed, no FIFO blocked on, nothing over the limit read into memory).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegularFile, readRegularFileSync } from '../../../src/util/safe-path.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-safe-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const readers = {
  sync: (file: string, max?: number) => Promise.resolve(readRegularFileSync(file, max)),
  async: (file: string, max?: number) => readRegularFile(file, max),
};

describe.each(Object.entries(readers))('%s reader', (name, read) => {
  it('returns the exact bytes of a regular file (empty, small, and larger than one read)', async () => {
    const cases: Record<string, Buffer> = {
      empty: Buffer.alloc(0),
      small: Buffer.from('---\ntitle: Ünïcode\n---\n\nbody\n'),
      // 3 MiB of a repeating pattern: more than libuv's and Node's single-read chunk sizes
      large: Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => i % 251)),
    };
    for (const [label, bytes] of Object.entries(cases)) {
      const file = path.join(dir, `${name}-${label}.md`);
      await writeFile(file, bytes);
      const r = await read(file);
      expect(r.ok, label).toBe(true);
      if (r.ok) expect(Buffer.compare(r.bytes, bytes), label).toBe(0);
    }
  });

  it('refuses a file over the limit before reading it, and accepts one exactly at it', async () => {
    const file = path.join(dir, `${name}-limit.md`);
    await writeFile(file, 'x'.repeat(100));
    const over = await read(file, 99);
    expect(over).toEqual({ ok: false, message: 'it is 100 bytes, over maxFileSize (99 bytes): not read' });
    const at = await read(file, 100);
    expect(at.ok && at.bytes.length).toBe(100);
  });

  it('does not follow a link (O_NOFOLLOW), even one to a file beside it', async () => {
    const target = path.join(dir, `${name}-target.md`);
    await writeFile(target, 'target');
    const link = path.join(dir, `${name}-link.md`);
    await symlink(target, link);
    const r = await read(link);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^cannot read it: .*ELOOP/);
  });

  it('refuses a FIFO without blocking on it, and a folder', async () => {
    const fifo = path.join(dir, `${name}-fifo.md`);
    execFileSync('mkfifo', [fifo]);
    expect(await read(fifo)).toEqual({ ok: false, message: 'it is a named pipe (FIFO): expected a regular file' });
    const r = await read(dir);
    expect(r.ok).toBe(false);
  });

  it('names a missing file', async () => {
    expect(await read(path.join(dir, 'nope.md'))).toEqual({ ok: false, message: 'cannot read it: not found' });
  });
});
