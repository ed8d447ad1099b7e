// The cache file's indexer, fed the file a chunk at a time as cache-file.ts reads it: every chunk
// size gives the index the whole file gives, and the caller may reuse its buffer between chunks.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_FORMAT, CacheIndexer } from '../../../src/loader/cache-format.js';
import { openCacheFile } from '../../../src/loader/cache-file.js';
import { clearSecrets, registerSecret } from '../../../src/util/redact.js';

const VERSION = 'v-test';
const entries: Array<[string, string]> = [
  ['aa.one', '{"n":1}'],
  ['h.s.aa.one', '"0123abcd 4567ef01"'],
  ['bb.two', `{"text":"${'é'.repeat(40)}"}`],
  ['cc.three', '{"n":3}'],
];

/** The file's bytes, with the seal (SHA-256 of the version line and every byte after the header). */
function file(opts: { lastNewline: boolean; corrupt?: boolean }): { bytes: Buffer; ranges: Map<string, [number, number]> } {
  let body = entries.map(([k, v]) => `${k}\t${v}\n`).join('');
  if (!opts.lastNewline) body = body.slice(0, -1);
  const seal = createHash('sha256').update(`${VERSION}\n`).update(body).digest('hex');
  if (opts.corrupt) body = body.replace('"n":3', '"n":4');
  const header = `${JSON.stringify({ format: CACHE_FORMAT, version: VERSION, seal, entries: entries.length })}\n`;
  const bytes = Buffer.from(header + body);
  // where each value lies, found by searching the bytes for its key line (not by the indexer)
  const ranges = new Map<string, [number, number]>();
  for (const [k, v] of entries) {
    const at = bytes.indexOf(Buffer.from(`${k}\t`)) + Buffer.byteLength(k) + 1;
    ranges.set(k, [at, at + Buffer.byteLength(v)]);
  }
  return { bytes, ranges };
}

function feed(bytes: Buffer, size: number): CacheIndexer {
  const indexer = new CacheIndexer(VERSION);
  // one buffer, overwritten for every chunk, as the reader does
  const buf = Buffer.alloc(size);
  for (let at = 0; at < bytes.length; at += size) {
    const n = bytes.copy(buf, 0, at, Math.min(bytes.length, at + size));
    expect(indexer.write(buf.subarray(0, n))).toBe(true);
  }
  expect(indexer.end()).toBe(true);
  return indexer;
}

describe('CacheIndexer, chunk by chunk', () => {
  for (const lastNewline of [true, false]) {
    it(`indexes every line and checks the seal at every chunk size (last line ${lastNewline ? 'ended' : 'without its newline'})`, () => {
      const { bytes, ranges } = file({ lastNewline });
      for (let size = 1; size <= bytes.length + 1; size++) {
        const indexer = feed(bytes, size);
        expect(indexer.sealed, `chunk size ${size}`).toBe(true);
        expect(new Map(indexer.lines), `chunk size ${size}`).toEqual(ranges);
        for (const [k, [s, e]] of ranges) {
          expect(JSON.parse(bytes.toString('utf8', s, e))).toEqual(JSON.parse(entries.find(([key]) => key === k)![1]));
        }
        expect(indexer.hashes.get('h.s.aa.one'), `chunk size ${size}`).toBe('0123abcd 4567ef01');
      }
    });
  }

  it('a changed byte fails the seal at every chunk size, and the lines are still indexed', () => {
    const { bytes } = file({ lastNewline: true, corrupt: true });
    for (const size of [1, 5, 64, bytes.length]) {
      const indexer = feed(bytes, size);
      expect(indexer.sealed).toBe(false);
      expect(indexer.lines.size).toBe(entries.length);
    }
  });

  it('refuses another code version, however the header is cut', () => {
    const { bytes } = file({ lastNewline: true });
    for (const size of [1, 3, 50]) {
      const indexer = new CacheIndexer('other-version');
      let ok = true;
      for (let at = 0; at < bytes.length && ok; at += size) ok = indexer.write(bytes.subarray(at, at + size));
      expect(ok && indexer.end()).toBe(false);
    }
  });
});

describe('the cache file read by windows: the token searched once per window', () => {
  const TOKEN = 'eyJ3aW5kb3ctdGVzdCJ9.eyJzdWIiOiJ3aW5kb3cifQ.c2lnbmF0dXJlLXdpbmRvdw';
  let dir: string | undefined;
  afterEach(async () => {
    clearSecrets();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a window holding no form of the token says so for every line in it; a window holding one does not, for any line', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-window-'));
    // 3,000 lines of ~800 bytes (about 2.4 MB: three windows of a megabyte); line 2,000 quotes the token
    const lines: Array<[string, string]> = [];
    for (let i = 0; i < 3000; i++) {
      const text = i === 2000 ? `<p>Bearer ${TOKEN}</p>` : `<p>${String(i).padStart(5, '0')} ${'x'.repeat(780)}</p>`;
      lines.push([`k${i}`, JSON.stringify(text)]);
    }
    const body = lines.map(([k, v]) => `${k}\t${v}\n`).join('');
    const seal = createHash('sha256').update(`${VERSION}\n`).update(body).digest('hex');
    const file = path.join(dir, '.helpsync', 'cache', 'load-analysis.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify({ format: CACHE_FORMAT, version: VERSION, seal, entries: lines.length })}\n${body}`);
    registerSecret(TOKEN);
    const opening = await openCacheFile(dir, file, VERSION);
    const opened = 'opened' in opening ? opening.opened : undefined;
    const index = opened!.index!;
    try {
      const clean = (i: number): boolean => {
        const range = index.lines.get(`k${i}`)!;
        index.read(range);
        return index.noSecretAt!(range);
      };
      // the first window (lines 0 to about 1,270) holds no form; the token's line never reads clean
      expect(clean(0)).toBe(true);
      expect(clean(500)).toBe(true);
      expect(clean(2000)).toBe(false);
      // a range outside the window read last is not known
      expect(index.noSecretAt!(index.lines.get('k0')!)).toBe(false);
      // a window read from the token's line onwards holds it: no line in it reads clean
      expect(clean(2001)).toBe(false);
      // a form registered after a window was searched is searched for again (line 11's text, in the same window)
      expect(clean(10)).toBe(true);
      registerSecret(`00011 ${'x'.repeat(12)}`);
      expect(clean(10)).toBe(false);
    } finally {
      await opened!.close();
    }
  });
});
