// The cache file's indexer, fed the file a chunk at a time as cache-file.ts reads it: every chunk
// size gives the index the whole file gives, and the caller may reuse its buffer between chunks.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CACHE_FORMAT, CacheIndexer } from '../../src/loader/cache-format.js';

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
