// The analysis cache remembers a body's set-aside hashes under its analysis's key (cache.ts
// `bodyHashes`): a warm run takes them from the cache file instead of hashing the body again.
// Oracles: the hashes computed here with node:crypto from the texts written down (SHA-1, base64url,
// of the HTML as sent and of the platform's re-serialisation, written out by hand, and of each as
// JSON text), and the cache file's lines.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile, type AnalyzeOptions } from '../../../src/content/analyze.js';
import { CACHE_FILE, openAnalysisCache } from '../../../src/loader/cache.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const OPTS: AnalyzeOptions = { kind: 'markdown', isIndex: false, render: 'auto' };
const BYTES = Buffer.from('---\nentry: article:1\ntitle: One\n---\nSome **bold** text.\n\n- item\n');
/** what the renderer makes of BYTES, and the platform's form of it (six rules: no whitespace between two blocks, <li><p>; the last newline stays) */
const HTML = '<p>Some <strong>bold</strong> text.</p>\n<ul>\n<li>item</li>\n</ul>\n';
const RICH = '<p>Some <strong>bold</strong> text.</p><ul><li><p>item</p></li></ul>\n';
const sha1 = (s: string): string => createHash('sha1').update(s).digest('base64url');
/** JSON text written out by hand: the quotes, and `\n` for each newline (nothing else needs escaping here) */
const json = (s: string): string => `"${s.replace(/\n/g, '\\n')}"`;
const HASHES = { text: sha1(HTML), rich: sha1(RICH), json: { text: sha1(json(HTML)), rich: sha1(json(RICH)) } };
const LINE_VALUE = `${sha1(HTML)} ${sha1(RICH)} ${sha1(json(HTML))} ${sha1(json(RICH))}`;

describe('body hashes remembered by the analysis cache', () => {
  it('are computed once, kept in the file under the analysis key, and read back on the next run without hashing', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const first = await openAnalysisCache(cacheDir);
    const { ref } = first.lookup(BYTES, OPTS);
    const analysis = analyzeFile(BYTES, OPTS);
    expect(analysis.kind === 'markdown' && analysis.content).toBe(HTML);
    first.set(ref, analysis);
    expect(first.bodyHashes(ref, HTML)).toEqual(HASHES);
    await first.save();
    const lines = (await readFile(path.join(cacheDir, CACHE_FILE), 'utf8')).split('\n');
    expect(lines.filter((l) => l.startsWith(`h.s.${ref.key}\t`))).toEqual([`h.s.${ref.key}\t"${LINE_VALUE}"`]);

    // Next run: the hashes come from the file. Given another text, the remembered hashes still come
    // back: nothing was hashed (the key says which analysis the body is; the caller passes its body).
    const second = await openAnalysisCache(cacheDir);
    expect(second.lookup(BYTES, OPTS).hit).toBeDefined();
    expect(second.bodyHashes(ref, '<p>not hashed</p>')).toEqual(HASHES);
    await second.save();
  });

  it('a body of 64 KB and more has no JSON hashes: `-` for both on its line, and none read back', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const words = 'word '.repeat(14_000).trim();
    const bytes = Buffer.from(`---\nentry: article:2\ntitle: Two\n---\n${words}\n`);
    // one paragraph: the platform's form is the same text (no whitespace between blocks to drop)
    const html = `<p>${words}</p>\n`;
    expect(html.length).toBeGreaterThan(64 * 1024);
    const first = await openAnalysisCache(cacheDir);
    const { ref } = first.lookup(bytes, OPTS);
    first.set(ref, analyzeFile(bytes, OPTS));
    expect(first.bodyHashes(ref, html)).toEqual({ text: sha1(html), rich: sha1(html) });
    await first.save();
    const lines = (await readFile(path.join(cacheDir, CACHE_FILE), 'utf8')).split('\n');
    expect(lines.filter((l) => l.startsWith(`h.s.${ref.key}\t`))).toEqual([`h.s.${ref.key}\t"${sha1(html)} ${sha1(html)} - -"`]);
    const second = await openAnalysisCache(cacheDir);
    expect(second.bodyHashes(ref, '<p>not hashed</p>')).toEqual({ text: sha1(html), rich: sha1(html) });
    await second.save();
  });

  it('a line that is not four hashes is not believed: the body is hashed again', async () => {
    const dir = await tempFolder();
    const cacheDir = path.join(dir, '.helpsync', 'cache');
    const file = path.join(cacheDir, CACHE_FILE);
    // edited by hand (the seal no longer holds): no space at all, an earlier version's two hashes, one
    // JSON hash missing, two empty ones
    const other = [sha1('<p>other</p>'), sha1('<p>other rich</p>')];
    for (const value of ['garbage', other.join(' '), `${other.join(' ')} - ${other[0]}`, `${other.join(' ')}  `]) {
      const first = await openAnalysisCache(cacheDir);
      const { ref } = first.lookup(BYTES, OPTS);
      first.set(ref, analyzeFile(BYTES, OPTS));
      first.bodyHashes(ref, HTML);
      await first.save();
      const text = await readFile(file, 'utf8');
      expect(text).toContain(`"${LINE_VALUE}"`);
      await writeFile(file, text.replace(`"${LINE_VALUE}"`, JSON.stringify(value)));
      const second = await openAnalysisCache(cacheDir);
      expect(second.bodyHashes(ref, HTML)).toEqual(HASHES);
      await second.save();
    }
  });
});
