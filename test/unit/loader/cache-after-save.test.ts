// After the save, the analysis cache still gives back the analyses this run used, read from the file
// the save left: a first push's plan, printed or written after the plan is made, takes every body
// from there instead of reading and rendering every file again. Oracle: the HTML written down by hand.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile, type AnalyzeOptions } from '../../../src/content/analyze.js';
import { CACHE_FILE, openAnalysisCache } from '../../../src/loader/cache.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const OPTS: AnalyzeOptions = { kind: 'markdown', isIndex: false, render: 'auto' };
const ONE = Buffer.from('---\nentry: article:1\ntitle: One\n---\nSome **bold** text.\n');
const TWO = Buffer.from('---\nentry: article:2\ntitle: Two\n---\n# Heading\n');
const HTML_ONE = '<p>Some <strong>bold</strong> text.</p>\n';
const HTML_TWO = '<h1>Heading</h1>\n';

const content = (a: unknown): unknown => (a as { content?: string } | undefined)?.content;

describe('the analysis cache after its save', () => {
  it('gives back the analyses made this run and those hit in the old file, from the saved file', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const first = await openAnalysisCache(cacheDir);
    const one = first.lookup(ONE, OPTS).ref;
    first.set(one, analyzeFile(ONE, OPTS));
    await first.save();

    // second run: ONE is a hit in the old file, TWO is made now
    const second = await openAnalysisCache(cacheDir);
    const hit = second.lookup(ONE, OPTS);
    expect(content(hit.hit)).toBe(HTML_ONE);
    const two = second.lookup(TWO, OPTS).ref;
    second.set(two, analyzeFile(TWO, OPTS));
    await second.save();
    expect(content(second.analysisAt(hit.ref))).toBe(HTML_ONE);
    expect(content(second.analysisAt(two))).toBe(HTML_TWO);
    // what the saved file holds, for the same keys
    const lines = (await readFile(path.join(cacheDir, CACHE_FILE), 'utf8')).split('\n');
    expect(lines.filter((l) => l.startsWith(`${hit.ref.key}\t`) || l.startsWith(`${two.key}\t`))).toHaveLength(2);
  });

  it('gives back analyses when nothing changed (the old file kept as it was)', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const first = await openAnalysisCache(cacheDir);
    first.set(first.lookup(ONE, OPTS).ref, analyzeFile(ONE, OPTS));
    await first.save();
    const before = await readFile(path.join(cacheDir, CACHE_FILE));
    const second = await openAnalysisCache(cacheDir);
    const hit = second.lookup(ONE, OPTS);
    await second.save();
    expect((await readFile(path.join(cacheDir, CACHE_FILE))).equals(before)).toBe(true);
    expect(content(second.analysisAt(hit.ref))).toBe(HTML_ONE);
  });

  it('gives nothing once the file was replaced (another version, or other lines at the range): the caller reads the file', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const file = path.join(cacheDir, CACHE_FILE);
    const run = await openAnalysisCache(cacheDir);
    const one = run.lookup(ONE, OPTS).ref;
    run.set(one, analyzeFile(ONE, OPTS));
    const two = run.lookup(TWO, OPTS).ref;
    run.set(two, analyzeFile(TWO, OPTS));
    await run.save();
    const saved = await readFile(file, 'utf8');
    // the same header, the two lines swapped: each range now holds the other entry
    const [header, l1, l2] = saved.split('\n');
    await writeFile(file, [header, l2, l1, ''].join('\n'));
    await new Promise((r) => setImmediate(r)); // the reader's descriptor is closed between bursts
    expect(run.analysisAt(one)).toBeUndefined();
    // another code version's file
    await writeFile(file, saved.replace(/"version":"[^"]*"/, '"version":"other"'));
    await new Promise((r) => setImmediate(r));
    expect(run.analysisAt(two)).toBeUndefined();
  });
});
