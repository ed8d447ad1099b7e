// Image hashes: each image file is read and hashed once per run, however many
// pages, languages and spellings name it, and read again in the next run (the only sound key of a
// hash is the bytes). The oracle: a reader that counts, and hashes computed here from the bytes written.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentWith } from '../../../src/loader/content.js';
import { ImageHashes, readImages } from '../../../src/loader/images.js';
import { readRegularFileSync, type ReadResult } from '../../../src/util/safe-path.js';

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

const ARCH = Buffer.from('PNG arch, version one');
const LOGO = Buffer.from('PNG logo');
const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

async function tree(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-images-'));
  roots.push(root);
  const files: Record<string, string | Buffer> = {
    // the same picture three ways: relative from en/, relative from ja/ (../en/...), and site-absolute
    // (images.root is the content folder here), on pages of two languages
    'en/a.md': '---\nentry: article:a\ntitle: A\n---\n![arch](img/arch.png)\n\n![arch again](/en/img/arch.png)\n\n![logo](/logo.png)\n',
    'en/b.md': '---\nentry: article:b\ntitle: B\n---\n![arch](./img/arch.png)\n',
    'ja/a.md': '---\ntitle: A ja\n---\n![arch](../en/img/arch.png)\n\n![logo](/logo.png)\n',
    'en/img/arch.png': ARCH,
    'logo.png': LOGO,
  };
  for (const [rel, body] of Object.entries(files)) {
    const abs = path.join(root, 'content', rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, body);
  }
  return root;
}

/** readRegularFileSync, counting the files it reads. */
function countingReader(): { reads: string[]; read: (real: string, max: number) => ReadResult } {
  const reads: string[] = [];
  return { reads, read: (real, max) => (reads.push(path.basename(real)), readRegularFileSync(real, max)) };
}

describe('image hashes', () => {
  it('reads each image file once, however many spellings name it, and hashes its bytes', async () => {
    const root = await tree();
    const content = path.join(root, 'content');
    const counter = countingReader();
    const images = await readImages(
      [
        { folder: 'content', rel: 'en/img/arch.png' },
        { folder: 'root', rel: 'en/img/arch.png' },
        { folder: 'root', rel: 'logo.png' },
        { folder: 'content', rel: 'logo.png' },
      ],
      { contentDir: content, root: content },
      new ImageHashes(counter.read),
    );
    expect(counter.reads.sort()).toEqual(['arch.png', 'logo.png']);
    expect(Object.fromEntries(images)).toEqual({
      'content:en/img/arch.png': { sha256: sha(ARCH) },
      'root:en/img/arch.png': { sha256: sha(ARCH) },
      'root:logo.png': { sha256: sha(LOGO) },
      'content:logo.png': { sha256: sha(LOGO) },
    });
  });

  it('a load over pages in two languages reads each picture once; a second load with the same hashes reads none; a new run reads again', async () => {
    const root = await tree();
    const content = path.join(root, 'content');
    const counter = countingReader();
    const hashes = new ImageHashes(counter.read);
    const opts = {
      contentDir: content,
      sourceLanguage: 'en',
      cacheDir: path.join(root, '.helpsync/cache'),
      images: { baseUrl: 'https://docs.example.com/', root: content },
    };
    const first = await loadContentWith(opts, { cwd: root, workers: 0, imageHashes: hashes });
    expect(first.errors).toEqual([]);
    expect(counter.reads.sort()).toEqual(['arch.png', 'logo.png']);
    const ja = first.pairs.find((p) => p.entryId === 'article:a' && p.language === 'ja')!.fields.content;
    expect(ja).toContain(`https://docs.example.com/en/img/arch.png?v=${sha(ARCH).slice(0, 8)}`);
    expect(ja).toContain(`https://docs.example.com/logo.png?v=${sha(LOGO).slice(0, 8)}`);

    const again = await loadContentWith(opts, { cwd: root, workers: 0, imageHashes: hashes });
    expect(again).toEqual(first);
    expect(counter.reads).toHaveLength(2);

    // the next run: the bytes are read again, so a replaced picture is seen
    const ARCH2 = Buffer.from('PNG arch, version two');
    await writeFile(path.join(content, 'en/img/arch.png'), ARCH2);
    const next = countingReader();
    const later = await loadContentWith(opts, { cwd: root, workers: 0, imageHashes: new ImageHashes(next.read) });
    expect(next.reads.sort()).toEqual(['arch.png', 'logo.png']);
    expect(later.pairs.find((p) => p.entryId === 'article:b')!.fields.content).toContain(`arch.png?v=${sha(ARCH2).slice(0, 8)}`);
  });

  it('a problem reading a file is each spelling’s own problem', async () => {
    const root = await tree();
    const content = path.join(root, 'content');
    await writeFile(path.join(content, 'logo.png'), 'version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n');
    const counter = countingReader();
    const images = await readImages(
      [
        { folder: 'root', rel: 'logo.png' },
        { folder: 'content', rel: 'logo.png' },
        { folder: 'content', rel: 'missing.png' },
      ],
      { contentDir: content, root: content },
      new ImageHashes(counter.read),
    );
    expect(counter.reads).toEqual(['logo.png']);
    const lfs = 'is a Git LFS pointer, not the image (check out with LFS, e.g. actions/checkout with lfs: true)';
    expect(Object.fromEntries(images)).toEqual({
      'root:logo.png': { problem: `logo.png under images.root ${lfs}` },
      'content:logo.png': { problem: `logo.png ${lfs}` },
      'content:missing.png': { problem: 'no such file (missing.png)' },
    });
  });
});
