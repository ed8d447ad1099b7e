// Workers that read the files themselves (a cold run: nothing cached): the same result as the main
// thread for good files and an oversize one, and cache entries keyed by the worker's hash of
// the bytes, so the next run finds every one. Runs the compiled code (dist/): workers need it.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { loadContentWith as LoadContentWith } from '../../../src/loader/content.js';
import type { LoadContentOptions } from '../../../src/content/types.js';
import { REPO_ROOT } from '../../helpers/cli.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

async function tree(files: Record<string, string>): Promise<string> {
  const root = await tempFolder('helpsync-poolread-');
  for (const [rel, body] of Object.entries(files)) {
    const abs = path.join(root, 'content', rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, body);
  }
  return root;
}

describe('workers reading files themselves', () => {
  it('give the main-thread result, refuse what it refuses, and fill the cache the next run hits', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) {
      files[`en/f${i}.md`] = `---\nentry: article:f${i}\ntitle: F ${i}\n---\n# F ${i}\n\n- one\n- **two**\n`;
      files[`de/f${i}.md`] = `---\ntitle: F ${i} de\n---\nText ${i}\n`;
    }
    files['en/big.md'] = `---\nentry: article:big\ntitle: Big\n---\n${'x'.repeat(5000)}\n`;
    const root = await tree(files);
    const { loadContentWith } = (await import(path.join(REPO_ROOT, 'dist/loader/content.js'))) as {
      loadContentWith: typeof LoadContentWith;
    };
    const o: LoadContentOptions = { contentDir: path.join(root, 'content'), sourceLanguage: 'en', maxFileSize: 4096 };
    const inline = await loadContentWith(o, { cwd: root, workers: 0 });
    const cacheDir = path.join(root, '.helpsync/cache');
    const cold = await loadContentWith({ ...o, cacheDir }, { cwd: root, workers: 2 });
    const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
    expect(plain(cold)).toEqual(plain(inline));
    // the oversize file is refused, by name, as on the main thread; the rest is read
    expect(inline.errors.map((e) => `${e.file}: ${e.message}`)).toEqual([
      'content/en/big.md: it is 4.9 KB, over maxFileSize (4 KB): not read',
    ]);
    expect(inline.pairs).toHaveLength(60);
    const file = path.join(cacheDir, 'load-analysis.json');
    const written = await stat(file);
    // warm, main thread (a cache file exists): every entry found, the file not written again
    const warm = await loadContentWith({ ...o, cacheDir }, { cwd: root, workers: 2 });
    expect(plain(warm)).toEqual(plain(inline));
    expect((await stat(file)).ino).toBe(written.ino);
  });
});
