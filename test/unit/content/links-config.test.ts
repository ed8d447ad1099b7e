// Config keys `links` and `images`: validated with file and line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/cli.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(() => cleanup());

const HEAD = 'baseUrl: https://api.example.com/v3\nproject: p1\n';

async function load(text: string) {
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, HEAD + text);
  return loadConfig(file, { env: {} });
}

async function problems(text: string): Promise<{ line?: number; message: string }[]> {
  try {
    await load(text);
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((p) => ({ line: p.line, message: p.message }));
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('links and images config', () => {
  it('reads links and images; images.root resolves against the config folder, default the content folder', async () => {
    const c = await load(
      'links:\n  articleUrl: https://help.example.com/{language}/articles/{docId}\n  sitePaths: true\n  sitePrefixes: { pt-br: pt }\nimages:\n  baseUrl: https://docs.example.com/assets/\n  root: ../static\n',
    );
    expect(c.links).toEqual({
      articleUrl: 'https://help.example.com/{language}/articles/{docId}',
      sitePaths: true,
      sitePrefixes: { 'pt-br': 'pt' },
    });
    expect(c.images).toEqual({ baseUrl: 'https://docs.example.com/assets/', root: path.resolve(dir, '../static') });
    const d = await load('images:\n  baseUrl: https://docs.example.com/a/\n');
    expect(d.images?.root).toBe(d.contentDir);
    expect((await load('')).links).toBeUndefined();
  });

  it('sitePaths without articleUrl is an error naming the line', async () => {
    expect(await problems('links:\n  collectionUrl: https://h.example.com/{language}/c/{id}\n  sitePaths: true\n')).toEqual([
      { line: 5, message: 'links.sitePaths: sitePaths needs links.articleUrl (the URL a resolved page becomes)' },
    ]);
  });

  it('templates: known placeholders, {language}, an id, an absolute URL', async () => {
    const p = await problems(
      'links:\n  articleUrl: https://help.example.com/{lang}/articles/{id}\n  collectionUrl: /{language}/collections/{docId}\n',
    );
    expect(p).toEqual([
      { line: 4, message: 'links.articleUrl: unknown placeholder {lang} (use {language}, {id}, {docId})' },
      { line: 5, message: 'links.collectionUrl: unknown placeholder {docId} (use {language}, {id})' },
    ]);
    expect(await problems('links:\n  articleUrl: https://help.example.com/{language}/articles\n')).toEqual([
      { line: 4, message: 'links.articleUrl: must contain {id} or {docId} (else every entry has one URL)' },
    ]);
    expect(await problems('links:\n  articleUrl: help/{language}/{id}\n')).toEqual([
      { line: 4, message: 'links.articleUrl: must be an absolute http(s) URL with a fixed host' },
    ]);
  });

  it('images.baseUrl must be an absolute URL; unknown keys are named', async () => {
    expect(await problems('images:\n  baseUrl: assets/\n  upload: true\n')).toEqual([
      { line: 4, message: 'images.baseUrl: must be an absolute http(s) URL such as https://docs.example.com/assets/' },
      { line: 5, message: 'unknown key "images.upload"' },
    ]);
  });
});
