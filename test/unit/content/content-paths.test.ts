// A page key (`<language>/<identity>`) to its real file and back, for each layout: the translation
// every command makes before it reads, writes, names or asks Git about a content file under `files:`.
// Expected paths written down by hand.
import { describe, expect, it } from 'vitest';
import { compileFileMap, type FileEntrySpec } from '../../../src/content/file-map.js';
import { folderPaths, imageRel, mappedPaths, type ContentPaths } from '../../../src/content/content-paths.js';

function paths(entries: FileEntrySpec[], languages?: string[]): ContentPaths {
  const r = compileFileMap({ entries, configDir: 'config', sourceLanguage: 'en', ...(languages ? { languages } : {}) });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return mappedPaths(r.map, '/repo');
}

const DOCUSAURUS = paths([
  { source: '../docs/**/*.md', translation: '../i18n/{language}/docusaurus-plugin-content-docs/current/{path}', languages: { 'zh-Hans': 'zh' } },
]);
const SUFFIX = paths([{ source: '../docs/**/*.md', translation: '../docs/{dir}/{name}.{language}.{ext}' }], ['en', 'de']);
const TWO = paths([
  { source: '../docs/**/*.md', translation: '../i18n/{language}/docs/{path}' },
  { source: '../blog/**/*.md', translation: '../i18n/{language}/blog/{path}' },
]);

describe('content paths under files:', () => {
  it('maps keys to real files, each way, per layout', () => {
    const table: [ContentPaths, string, string][] = [
      [DOCUSAURUS, 'en/a/b.md', 'docs/a/b.md'],
      [DOCUSAURUS, 'zh/a/b.md', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/a/b.md'],
      [DOCUSAURUS, 'fr/top.md', 'i18n/fr/docusaurus-plugin-content-docs/current/top.md'],
      [SUFFIX, 'en/a/b.md', 'docs/a/b.md'],
      [SUFFIX, 'de/a/b.md', 'docs/a/b.de.md'],
      [SUFFIX, 'de/top.md', 'docs/top.de.md'],
      [TWO, 'en/post.md', 'docs/post.md'],
      [TWO, 'de/post.md', 'i18n/de/docs/post.md'],
    ];
    for (const [p, key, rel] of table) {
      expect(p.rel(key), key).toBe(rel);
      expect(p.abs(key)).toBe(`/repo/${rel}`);
      expect(p.keyOf(rel), rel).toBe(key);
    }
    // a file no pattern reads is no page; a source folder's non-page file neither
    expect(DOCUSAURUS.keyOf('docs/a/_category_.json')).toBeUndefined();
    expect(DOCUSAURUS.keyOf('README.md')).toBeUndefined();
    expect(SUFFIX.keyOf('docs/a/b.xx.md')).toBe('en/a/b.xx.md');
  });

  it('maps a folder of keys to the folder its pages are in, and an image beside a page', () => {
    expect(DOCUSAURUS.folder('en')).toBe('docs');
    expect(DOCUSAURUS.folder('zh/a')).toBe('i18n/zh-Hans/docusaurus-plugin-content-docs/current/a');
    expect(SUFFIX.folder('de/a')).toBe('docs/a');
    expect(SUFFIX.folder('de')).toBe('docs');
    expect(imageRel(DOCUSAURUS, 'zh/a/img/x.png')).toBe('i18n/zh-Hans/docusaurus-plugin-content-docs/current/a/img/x.png');
    expect(imageRel(SUFFIX, 'de/a/img/x.png')).toBe('docs/a/img/x.png');
  });

  it('under contentDir the key is the path below the content folder', () => {
    const p = folderPaths('/repo/content');
    expect(p.rel('de/a/b.md')).toBe('de/a/b.md');
    expect(p.abs('de/a/b.md')).toBe('/repo/content/de/a/b.md');
    expect(p.folder('de/a')).toBe('de/a');
    expect(p.mapped).toBe(false);
  });
});

describe('Git paths under files: (history/repo.ts with Repo.paths)', () => {
  it('top-level paths are read as page keys and written back; pathspecs are the real folders', async () => {
    const { toContentPath, toTopPath, toTopSpec, pagePathspecs } = await import('../../../src/history/repo.js');
    const repo = { prefix: '', paths: DOCUSAURUS };
    expect(toContentPath(repo, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/a/b.md')).toBe('zh/a/b.md');
    expect(toContentPath(repo, 'package.json')).toBeUndefined();
    expect(toTopPath(repo, 'zh/a/b.md')).toBe('i18n/zh-Hans/docusaurus-plugin-content-docs/current/a/b.md');
    expect(toTopSpec(repo, 'en')).toBe('docs/');
    expect(toTopSpec(repo, 'en/a/b.md')).toBe('docs/a/b.md');
    // the suffix form: every language's pages are in the one folder, listed once
    expect(pagePathspecs({ prefix: '', paths: SUFFIX }, ['en', 'de'])).toEqual([':(glob)docs/**/*.[mM][dD]']);
    // in a monorepo subfolder the prefix still comes first
    expect(toTopPath({ prefix: 'site/', paths: SUFFIX }, 'de/a/b.md')).toBe('site/docs/a/b.de.md');
    expect(toContentPath({ prefix: 'site/', paths: SUFFIX }, 'site/docs/a/b.de.md')).toBe('de/a/b.md');
  });
});

describe('relative links under files: (content/links.ts resolveLink with SiteIndex.paths)', () => {
  it('a link the keys explain resolves as under contentDir; one written from the real file resolves by its real path', async () => {
    const { resolveLink } = await import('../../../src/content/links.js');
    const cfg = { articleUrl: 'https://help.example/{language}/articles/{id}', sitePaths: false, sitePrefixes: {} };
    const files = (m: Record<string, string>) => new Map(Object.entries(m));
    const site = (paths?: ContentPaths) => ({
      sourceLanguage: 'en',
      files: new Map([
        ['en', files({ 'a/one.md': 'article:1', 'a/two.md': 'article:2' })],
        ['de', files({ 'a/one.md': 'article:1', 'a/two.md': 'article:2' })],
      ]),
      ...(paths ? { paths } : {}),
    });
    const from = { language: 'de', rel: 'a/one.md' };
    // the key's own form: the de page of two.md (as under contentDir)
    expect(resolveLink('two.md', from, site(SUFFIX), cfg)).toMatchObject({ kind: 'entry', file: 'de/a/two.md' });
    // written beside the real file docs/a/one.de.md: two.de.md is the de page, two.md the source page
    expect(resolveLink('two.de.md', from, site(SUFFIX), cfg)).toMatchObject({ kind: 'entry', file: 'de/a/two.md' });
    // without the mapping (contentDir), two.de.md names no page
    expect(resolveLink('two.de.md', from, site(), cfg)).toMatchObject({ kind: 'problem' });
    // a Docusaurus translation linking into docs/ by its real path
    const up = '../../../../../docs/a/two.md';
    expect(resolveLink(up, from, site(DOCUSAURUS), cfg)).toMatchObject({ kind: 'entry', file: 'en/a/two.md' });
    expect(resolveLink(up, from, site(), cfg)).toMatchObject({ kind: 'problem' });
  });
});
