// The loader cache keeps its entries on the disk, not in memory (src/loader/cache.ts): a new
// analysis is in the new file once it is made (before save), an old file is read by ranges rather
// than held whole, and an entry made in this run is read back from the disk when it is hit again.
// Oracles: the bytes in the cache folder, the process's ArrayBuffer memory, analyses written down.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyzeFile, type AnalyzeOptions } from '../../../src/content/analyze.js';
import { openAnalysisCache } from '../../../src/loader/cache.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** Full collections, with time between them for V8 to free the ArrayBuffers they found dead. */
async function gc(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const OPTS: AnalyzeOptions = { kind: 'markdown', isIndex: false, render: 'auto' };
const FILES = 600;

/** ~4 KB files (an entry of ~5 KB), each its own text (a distinct analysis per file). */
function file(i: number): Buffer {
  const body = Array.from({ length: 60 }, (_, p) => `Paragraph ${p} of file ${i}, with **bold** text and more words.`).join('\n\n');
  return Buffer.from(`---\nentry: article:${i}\ntitle: File ${i}\n---\n${body}\n`);
}

async function folderBytes(dir: string): Promise<number> {
  let n = 0;
  for (const f of await readdir(dir)) n += (await stat(path.join(dir, f))).size;
  return n;
}

async function fill(cacheDir: string): Promise<void> {
  const cache = await openAnalysisCache(cacheDir);
  for (let i = 0; i < FILES; i++) {
    const bytes = file(i);
    cache.set(cache.lookup(bytes, OPTS).ref, analyzeFile(bytes, OPTS));
  }
  await cache.save();
}

describe('the analysis cache on disk', () => {
  it('writes each new analysis to the disk as it is made, and reads it back when it is hit again', async () => {
    const root = await tempFolder('helpsync-cachedisk-');
    const cacheDir = path.join(root, '.helpsync/cache');
    const cache = await openAnalysisCache(cacheDir);
    for (let i = 0; i < FILES; i++) {
      const bytes = file(i);
      cache.set(cache.lookup(bytes, OPTS).ref, analyzeFile(bytes, OPTS));
    }
    // before save: more than half of the analyses' bytes are in the (temporary) file already
    expect(await folderBytes(cacheDir)).toBeGreaterThan((FILES * 5_000) / 2);
    const again = cache.lookup(file(7), OPTS);
    expect(again.hit).toEqual(analyzeFile(file(7), OPTS));
    expect(again.hit?.kind === 'markdown' && again.hit.fields.title).toEqual({ kind: 'text', value: 'File 7', line: 3 });
    await cache.save();
    expect(await readdir(cacheDir)).toEqual(['load-analysis.json']);
  });

  it('does not hold the old file in memory, and finds every entry in it', async () => {
    const root = await tempFolder('helpsync-cachedisk-');
    const cacheDir = path.join(root, '.helpsync/cache');
    await fill(cacheDir);
    const size = (await stat(path.join(cacheDir, 'load-analysis.json'))).size;
    expect(size).toBeGreaterThan(FILES * 4_000);
    await gc();
    const before = process.memoryUsage().arrayBuffers;
    const cache = await openAnalysisCache(cacheDir);
    await gc();
    const held = process.memoryUsage().arrayBuffers - before;
    expect(held).toBeLessThan(size / 4);
    expect(cache.cold).toBe(false);
    for (const i of [0, 299, 599]) expect(cache.lookup(file(i), OPTS).hit).toEqual(analyzeFile(file(i), OPTS));
    expect(cache.stats).toEqual({ hits: 3, misses: 0 });
    await cache.save();
    // nothing changed: the file is as it was, and no temporary file is left
    expect((await stat(path.join(cacheDir, 'load-analysis.json'))).size).toBe(size);
    expect(await readdir(cacheDir)).toEqual(['load-analysis.json']);
  });
});
