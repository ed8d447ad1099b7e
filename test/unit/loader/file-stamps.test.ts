// Files known unchanged by their stamp (src/loader/file-stamps.ts): a warm load reads no file whose
// size, mtime, ctime, inode and device are what they were when the cache last saw it read, and
// reads every file whose stamp moved, even an edit that keeps the size and the mtime. Real files in a
// temporary folder, the real loader and cache; one wait of RACY_MS, since a stamp is only trusted for
// a file whose times were that old when the run began (no clock can be faked for the file system).
import { mkdir, mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RACY_MS, settled, stampKey, type FileStamp } from '../../../src/loader/file-stamps.js';
import { loadContentWith } from '../../../src/loader/content.js';
import type { LocalContent } from '../../../src/content/types.js';

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

const STAMP: FileStamp = { dev: 2049, ino: 131_075, size: 1234, mtimeMs: 1_700_000_000_000.5, ctimeMs: 1_700_000_000_100.25 };

describe('file stamps', () => {
  it('a stamp is settled only when both its times are more than 3 s before the run began', () => {
    expect(RACY_MS).toBe(3000);
    expect(settled(STAMP, 1_700_000_003_100.26)).toBe(true);
    expect(settled(STAMP, 1_700_000_003_100.25)).toBe(false); // the ctime exactly 3 s before
    expect(settled({ ...STAMP, mtimeMs: 1_700_000_002_000 }, 1_700_000_004_000)).toBe(false); // the mtime too recent
    expect(settled({ ...STAMP, ctimeMs: 1_800_000_000_000 }, 1_700_000_010_000)).toBe(false); // a time in the future
  });

  it('every field and the path make the key; no key where the file system keeps no inode or ctime', () => {
    const key = stampKey('/c/en/a.md', STAMP);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(stampKey('/c/en/a.md', { ...STAMP })).toBe(key);
    const others = [
      stampKey('/c/en/b.md', STAMP),
      stampKey('/c/en/a.md', { ...STAMP, dev: 2050 }),
      stampKey('/c/en/a.md', { ...STAMP, ino: 131_076 }),
      stampKey('/c/en/a.md', { ...STAMP, size: 1235 }),
      stampKey('/c/en/a.md', { ...STAMP, mtimeMs: 1_700_000_000_000.75 }),
      stampKey('/c/en/a.md', { ...STAMP, ctimeMs: 1_700_000_000_100.5 }),
    ];
    expect(new Set([key, ...others]).size).toBe(7);
    expect(stampKey('/c/en/a.md', { ...STAMP, ino: 0 })).toBeUndefined();
    expect(stampKey('/c/en/a.md', { ...STAMP, ctimeMs: 0 })).toBeUndefined();
  });

  it('a warm load reads no file whose stamp is unchanged, and every file whose stamp moved', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-stamps-'));
    roots.push(root);
    const files = {
      'en/a.md': '---\nentry: article:a\ntitle: A\n---\nAlpha body\n',
      'en/b.md': '---\nentry: article:b\ntitle: B\n---\nBravo body\n',
      'de/a.md': '---\ntitle: A de\n---\nAlpha Inhalt\n',
    };
    // whole seconds: setting a time back (below) is then exact, as `touch -r` is
    const T = Math.floor(Date.now() / 1000) - 60;
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, 'content', rel)), { recursive: true });
      await writeFile(path.join(root, 'content', rel), text);
      await utimes(path.join(root, 'content', rel), T, T);
    }
    const load = (): Promise<LocalContent> =>
      loadContentWith(
        { contentDir: path.join(root, 'content'), sourceLanguage: 'en', cacheDir: path.join(root, '.helpsync/cache') },
        { cwd: root, workers: 0 },
      );
    const body = (c: LocalContent, id: string, language: string): string | undefined =>
      c.pairs.find((p) => p.entryId === id && p.language === language)?.fields.content;
    const without = ({ reads: _reads, ...rest }: LocalContent): Omit<LocalContent, 'reads'> => rest;
    await new Promise((r) => setTimeout(r, RACY_MS + 200));

    const cold = await load();
    expect(cold.reads).toEqual({ read: 3, byStamp: 0 });
    const warm = await load();
    expect(warm.reads).toEqual({ read: 0, byStamp: 3 });
    expect(without(warm)).toEqual(without(cold));
    expect(body(warm, 'article:b', 'en')).toBe('<p>Bravo body</p>\n');

    // an edit that keeps the size and sets the mtime back: the ctime moved, so the file is read
    const b = path.join(root, 'content/en/b.md');
    const before = await stat(b);
    await writeFile(b, (await readFile(b, 'utf8')).replace('Bravo', 'Brave'));
    await utimes(b, T, T);
    const after = await stat(b);
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    const edited = await load();
    expect(edited.reads).toEqual({ read: 1, byStamp: 2 });
    expect(body(edited, 'article:b', 'en')).toBe('<p>Brave body</p>\n');

    // just edited (its ctime within 3 s of this run's start): its stamp is not trusted yet
    // a file replaced by one with the same bytes and mtime (another inode) is read too
    const a = path.join(root, 'content/de/a.md');
    await writeFile(`${a}.new`, files['de/a.md'].replace('Alpha', 'Alfa!'));
    await utimes(`${a}.new`, T, T);
    await rename(`${a}.new`, a);
    const again = await load();
    expect(again.reads).toEqual({ read: 2, byStamp: 1 });
    expect(body(again, 'article:a', 'de')).toBe('<p>Alfa! Inhalt</p>\n');
    expect(body(again, 'article:b', 'en')).toBe('<p>Brave body</p>\n');
  }, 30_000);
});
