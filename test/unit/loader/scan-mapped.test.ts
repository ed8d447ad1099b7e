// The loader's scan under `files:` on real files in a temp folder: pages read where the patterns
// say, and bad layouts stopped before anything is read (collisions, no source, a link out of the
// repository), --only over identities and --languages as for a content folder.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileFileMap, type FileEntrySpec } from '../../../src/content/file-map.js';
import { loadContentWith } from '../../../src/loader/content.js';
import type { LoadContentOptions, LocalContent } from '../../../src/content/types.js';
import { tempDir } from '../../helpers/cli.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(() => cleanup());

async function files(tree: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
}

function page(entry: string, title: string): string {
  return `---\nentry: ${entry}\ntitle: ${title}\n---\nBody of ${title}.\n`;
}

async function load(entries: FileEntrySpec[], opts: Partial<LoadContentOptions> = {}): Promise<LocalContent> {
  const r = compileFileMap({ entries, configDir: '', sourceLanguage: 'en' });
  if (!r.ok) throw new Error('bad entries');
  return loadContentWith(
    { contentDir: path.join(dir, 'unused'), sourceLanguage: 'en', fileMap: { map: r.map, root: dir }, ...opts },
    { cwd: dir, workers: 0 },
  );
}

const DOCUSAURUS: FileEntrySpec = {
  source: 'docs/**/*.md',
  translation: 'i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
  languages: { 'zh-Hans': 'zh' },
};

describe('scan under files:', () => {
  it('reads sources and translations where the patterns say, keyed <language>/<identity>', async () => {
    await files({
      'docs/intro.md': page('article:a1', 'Intro'),
      'docs/guide/setup.md': page('article:a2', 'Setup'),
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md': page('article:a1', '介绍'),
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current/guide/_category_.json': '{}',
      'README.md': '# not a page',
    });
    const c = await load([DOCUSAURUS]);
    expect(c.errors).toEqual([]);
    expect(c.languages).toEqual(['en', 'zh']);
    expect(c.pairs.map((p) => [p.file, p.language, p.entryId, p.fields.title])).toEqual([
      ['en/guide/setup.md', 'en', 'article:a2', 'Setup'],
      ['en/intro.md', 'en', 'article:a1', 'Intro'],
      ['zh/intro.md', 'zh', 'article:a1', '介绍'],
    ]);
  });

  it('--only over identities, --languages as for a content folder', async () => {
    await files({
      'docs/intro.md': page('article:a1', 'Intro'),
      'docs/guide/setup.md': page('article:a2', 'Setup'),
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current/guide/setup.md': page('article:a2', '设置'),
    });
    const only = await load([DOCUSAURUS], { only: ['guide/**'] });
    expect(only.pairs.map((p) => p.file)).toEqual(['en/guide/setup.md', 'zh/guide/setup.md']);
    const bad = await load([DOCUSAURUS], { selectLanguages: ['fr'] });
    expect(bad.errors.map((e) => e.message)).toContain('--languages: "fr" is not a language of the files: entries (en, zh)');
  });

  it('identities that collide: an error naming both entries, and no page read', async () => {
    await files({ 'docs/index.md': page('article:a1', 'A'), 'guides/index.md': page('article:a2', 'B') });
    const c = await load([
      { source: 'docs/**/*.md', translation: 'i18n/{language}/docs/{path}' },
      { source: 'guides/**/*.md', translation: 'i18n/{language}/guides/{path}' },
    ]);
    expect(c.pairs).toEqual([]);
    expect(c.errors.map((e) => e.message)).toEqual([
      'files[1] (guides/**/*.md) and files[0] (docs/**/*.md) both have a page "index.md" (guides/index.md): identities must be unique; move one entry\'s files to their own folder',
    ]);
  });

  it('no source page: an error naming the entries', async () => {
    await files({ 'i18n/de/x.md': page('article:a1', 'X') });
    const c = await load([{ source: 'docs/**/*.md', translation: 'i18n/{language}/{path}' }]);
    expect(c.errors.map((e) => e.message)).toEqual(['no source page found by files[0] (docs/**/*.md)']);
  });

  it('a link leading out of the repository is refused by name before anything is read', async () => {
    const { dir: outside, cleanup: done } = await tempDir();
    try {
      await writeFile(path.join(outside, 'secret.md'), page('article:s', 'Secret'));
      await files({ 'docs/a.md': page('article:a1', 'A') });
      await symlink(path.join(outside, 'secret.md'), path.join(dir, 'docs', 'b.md'));
      const c = await load([{ source: 'docs/**/*.md', translation: 'i18n/{language}/{path}' }]);
      expect(c.pairs).toEqual([]);
      expect(c.errors).toHaveLength(1);
      expect(c.errors[0]!.file).toBe('docs/b.md');
      expect(c.errors[0]!.message).toContain('outside');
    } finally {
      await done();
    }
  });
});
