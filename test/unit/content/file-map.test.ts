// The `files:` mapping on plain lists of paths: a table of real layouts (Docusaurus, MkDocs folder and
// suffix forms, Hugo, today's contentDir), each with the pages written down by hand, and the inverse
// checked against every file it was read from.
import { describe, expect, it } from 'vitest';
import {
  compileFileMap,
  defaultFileEntry,
  mapFiles,
  pathFor,
  watchedFolders,
  type FileEntrySpec,
  type FileMap,
  type FileMapInput,
  type MappedFiles,
} from '../../../src/content/file-map.js';

function compiled(input: Partial<FileMapInput> & { entries: FileEntrySpec[] }): FileMap {
  const r = compileFileMap({ configDir: '', sourceLanguage: 'en', ...input });
  if (!r.ok) throw new Error(`expected a map: ${JSON.stringify(r.problems)}`);
  return r.map;
}

function problemsOf(input: Partial<FileMapInput> & { entries: FileEntrySpec[] }): string[] {
  const r = compileFileMap({ configDir: '', sourceLanguage: 'en', ...input });
  return r.ok ? [] : r.problems.map((p) => `files[${p.entry}].${p.key ?? ''}: ${p.message}`);
}

/** pages as plain rows: identity, source, then language=file */
function rows(m: MappedFiles): string[] {
  return m.pages.map((p) => [p.identity, p.source ?? '-', ...[...p.translations].map(([l, f]) => `${l}=${f}`)].join(' | '));
}

/** every file the mapping read comes back from the inverse */
function expectInverse(map: FileMap, m: MappedFiles): void {
  for (const p of m.pages) {
    if (p.source) expect(pathFor(map, p.identity, map.sourceLanguage, p.entry)).toBe(p.source);
    for (const [l, f] of p.translations) expect(pathFor(map, p.identity, l, p.entry)).toBe(f);
  }
}

describe('files: the layouts of real sites', () => {
  it('Docusaurus: i18n/<locale>/docusaurus-plugin-content-docs/current/{path}, a locale mapped to the platform language', () => {
    const map = compiled({
      configDir: 'config',
      entries: [
        {
          source: '../docs/**/*.md',
          translation: '../i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
          languages: { 'zh-Hans': 'zh' },
        },
      ],
    });
    const m = mapFiles(map, [
      'docs/intro.md',
      'docs/tutorial/_category_.json',
      'docs/tutorial/create-a-page.md',
      'docusaurus.config.js',
      'i18n/zh-Hans/code.json',
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current.json',
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md',
      'i18n/zh-Hans/docusaurus-plugin-content-docs/current/tutorial/_category_.json',
      'i18n/zh-Hans/docusaurus-theme-classic/navbar.json',
      'i18n/fr/docusaurus-plugin-content-docs/current/tutorial/create-a-page.md',
      'i18n/fr/docusaurus-plugin-content-docs/current/removed.md',
      'i18n/fr/docusaurus-plugin-content-blog/2021-08-01-mdx.md',
    ]);
    expect(m.problems).toEqual([]);
    expect(rows(m)).toEqual([
      'intro.md | docs/intro.md | zh=i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md',
      'removed.md | - | fr=i18n/fr/docusaurus-plugin-content-docs/current/removed.md',
      'tutorial/create-a-page.md | docs/tutorial/create-a-page.md | fr=i18n/fr/docusaurus-plugin-content-docs/current/tutorial/create-a-page.md',
    ]);
    expect(m.languages).toEqual(['en', 'fr', 'zh']);
    expectInverse(map, m);
    expect(pathFor(map, 'tutorial/new.md', 'zh')).toBe('i18n/zh-Hans/docusaurus-plugin-content-docs/current/tutorial/new.md');
    expect(watchedFolders(map)).toEqual(['docs/', 'i18n/']);
  });

  it('MkDocs suffix form: docs/{dir}/{name}.{language}.{ext}; a claimed file is never a source', () => {
    const map = compiled({
      languages: ['en', 'fr', 'de'],
      entries: [{ source: 'docs/**/*.md', translation: 'docs/{dir}/{name}.{language}.{ext}' }],
    });
    const m = mapFiles(map, [
      'docs/index.md',
      'docs/index.fr.md',
      'docs/setup/index.md',
      'docs/setup/index.de.md',
      'docs/setup/index.fr.md',
      'docs/setup/v1.2.md',
      'docs/notes.old.md',
      'docs/release.1.2.de.md',
      'docs/image.fr.png',
      'mkdocs.yml',
    ]);
    expect(m.problems).toEqual([]);
    expect(rows(m)).toEqual([
      'index.md | docs/index.md | fr=docs/index.fr.md',
      // "old" is not one of the languages: a source of its own
      'notes.old.md | docs/notes.old.md',
      // a translation whose source is gone; its name keeps its own dots
      'release.1.2.md | - | de=docs/release.1.2.de.md',
      'setup/index.md | docs/setup/index.md | de=docs/setup/index.de.md | fr=docs/setup/index.fr.md',
      'setup/v1.2.md | docs/setup/v1.2.md',
    ]);
    expectInverse(map, m);
    expect(pathFor(map, 'a/b.md', 'de')).toBe('docs/a/b.de.md');
    expect(pathFor(map, 'b.md', 'de')).toBe('docs/b.de.md');
  });

  it('MkDocs folder form (one mkdocs.yml per language): docs/{language}/docs/{path}; the source folder is not a translation', () => {
    const map = compiled({
      entries: [{ source: 'docs/en/docs/**/*.md', translation: 'docs/{language}/docs/{path}', languages: { 'zh-hant': 'zh-tw' } }],
    });
    const m = mapFiles(map, [
      'docs/en/docs/index.md',
      'docs/en/docs/tutorial/body.md',
      'docs/en/mkdocs.yml',
      'docs/de/docs/index.md',
      'docs/de/llm-prompt.md',
      'docs/zh-hant/docs/tutorial/body.md',
      'docs/missing-translation.md',
    ]);
    expect(m.problems).toEqual([]);
    expect(rows(m)).toEqual([
      'index.md | docs/en/docs/index.md | de=docs/de/docs/index.md',
      'tutorial/body.md | docs/en/docs/tutorial/body.md | zh-tw=docs/zh-hant/docs/tutorial/body.md',
    ]);
    expectInverse(map, m);
  });

  it('MkDocs folder form of mkdocs-static-i18n: docs/<locale>/{path} beside docs/en/', () => {
    const map = compiled({ entries: [{ source: 'docs/en/**/*.md', translation: 'docs/{language}/{path}' }] });
    const m = mapFiles(map, ['docs/en/index.md', 'docs/fr/index.md', 'docs/assets/logo.md', 'docs/en/a/b.md', 'docs/de/a/b.md']);
    // "assets" is not a language code: not a translation, and not a source either
    expect(rows(m)).toEqual(['a/b.md | docs/en/a/b.md | de=docs/de/a/b.md', 'index.md | docs/en/index.md | fr=docs/fr/index.md']);
  });

  it('Hugo: content/<lang>/ with section pages and translations whose source is gone', () => {
    const map = compiled({ entries: [{ source: 'content/en/**/*.md', translation: 'content/{language}/{path}' }] });
    const m = mapFiles(map, [
      'content/en/_index.md',
      'content/en/docs/_index.md',
      'content/en/docs/getting-started/example-page.md',
      'content/en/blog/news/first-post/index.md',
      'content/en/blog/news/first-post/featured-sunset-get.png',
      'content/no/_index.md',
      'content/no/docs/big-data/_index.md',
      'content/fa/docs/_index.md',
      'content/OWNERS',
      'hugo.yaml',
    ]);
    expect(m.problems).toEqual([]);
    expect(rows(m)).toEqual([
      '_index.md | content/en/_index.md | no=content/no/_index.md',
      'blog/news/first-post/index.md | content/en/blog/news/first-post/index.md',
      'docs/_index.md | content/en/docs/_index.md | fa=content/fa/docs/_index.md',
      'docs/big-data/_index.md | - | no=content/no/docs/big-data/_index.md',
      'docs/getting-started/example-page.md | content/en/docs/getting-started/example-page.md',
    ]);
    expect(m.languages).toEqual(['en', 'fa', 'no']);
    expectInverse(map, m);
  });

  it('the default (contentDir) is {language}/{path}: identities are the paths inside the language folder, as today', () => {
    const map = compiled({ entries: [defaultFileEntry('en')] });
    const m = mapFiles(map, ['en/a.md', 'en/guides/b.md', 'en/_static.yaml', 'de/a.md', 'pt-br/guides/b.md', 'notes/x.md', 'README.md']);
    expect(rows(m)).toEqual(['a.md | en/a.md | de=de/a.md', 'guides/b.md | en/guides/b.md | pt-br=pt-br/guides/b.md']);
    // relative to a config folder, the same entry written as the config would
    const rel = compiled({ configDir: 'config', entries: [defaultFileEntry('en', '../content')] });
    const r = mapFiles(rel, ['content/en/a.md', 'content/de/a.md']);
    expect(rows(r)).toEqual(['a.md | content/en/a.md | de=content/de/a.md']);
    // the configured languages limit which folders are translations, as `languages:` does today
    const only = compiled({ languages: ['en', 'de'], entries: [defaultFileEntry('en')] });
    expect(rows(mapFiles(only, ['en/a.md', 'de/a.md', 'fr/a.md']))).toEqual(['a.md | en/a.md | de=de/a.md']);
  });

  it('several entries: each identity below its own fixed part; watched folders cover both', () => {
    const map = compiled({
      entries: [
        { source: 'docs/**/*.md', translation: 'i18n/{language}/docs/{path}' },
        { source: 'guides/**/*.md', translation: 'i18n/{language}/guides/{path}' },
      ],
    });
    const m = mapFiles(map, ['docs/a.md', 'guides/b.md', 'i18n/de/docs/a.md', 'i18n/de/guides/b.md']);
    expect(rows(m)).toEqual(['a.md | docs/a.md | de=i18n/de/docs/a.md', 'b.md | guides/b.md | de=i18n/de/guides/b.md']);
    expect(m.pages.map((p) => p.entry)).toEqual([0, 1]);
    expect(pathFor(map, 'c.md', 'de', 1)).toBe('i18n/de/guides/c.md');
    expect(watchedFolders(map)).toEqual(['docs/', 'guides/', 'i18n/']);
  });
});

describe('files: bad input names the entry', () => {
  it.each([
    [{ source: 'docs/**/*.md', translation: 'i18n/{language}/all.md' }, 'files[0].translation: must contain {path} (or {dir} and {name})'],
    [{ source: 'docs/**/*.md', translation: 'i18n/de/{path}' }, 'files[0].translation: must contain {language}'],
    [{ source: 'docs/**/*.md', translation: 'i18n/{locale}/{path}' }, 'files[0].translation: unknown placeholder {locale}'],
    [
      { source: 'docs/**/*.md', translation: '../../elsewhere/{language}/{path}' },
      'files[0].translation: "../../elsewhere/{language}/{path}" resolves outside the repository',
    ],
    [
      { source: 'docs/**/*.md', translation: 'i18n/{language}/../../../{path}' },
      'files[0].translation: "i18n/{language}/../../../{path}": no . or .. after a placeholder',
    ],
    [
      { source: '../../docs/**/*.md', translation: 'i18n/{language}/{path}' },
      'files[0].source: "../../docs/**/*.md" resolves outside the repository',
    ],
    [
      { source: 'docs/**/../../x/*.md', translation: 'i18n/{language}/{path}' },
      'files[0].source: "docs/**/../../x/*.md": no .. after a glob',
    ],
    [
      { source: '/abs/docs/**/*.md', translation: 'i18n/{language}/{path}' },
      "files[0].source: must be relative to the config file's folder",
    ],
    [{ source: 'docs/{language}/**/*.md', translation: 'i18n/{language}/{path}' }, 'files[0].source: {language} belongs in translation'],
    [{ source: 'docs/**/*.md', translation: 'i18n/{language}/**/{path}' }, 'files[0].translation: is a path with placeholders, not a glob'],
    [
      { source: 'docs/**/*.md', translation: 'docs/{dir}/{name}.{language}.{ext}' },
      'files[0].translation: {language} inside a file name needs the languages listed',
    ],
    [
      { source: 'docs/**/*.md', translation: 'i18n/{language}/{path}', languages: { 'zh-Hans': 'zh', zh: 'zh' } },
      'files[0].languages: "zh-Hans" and "zh" both map to zh: one folder per language',
    ],
  ])('%j', (entry, expected) => {
    const got = problemsOf({ configDir: 'config', entries: [entry] });
    expect(got).toHaveLength(1);
    expect(got[0]).toContain(expected);
  });

  it('two entries with the same source', () => {
    const got = problemsOf({
      entries: [
        { source: 'docs/**/*.md', translation: 'i18n/{language}/{path}' },
        { source: 'docs/**/*.md', translation: 'l10n/{language}/{path}' },
      ],
    });
    expect(got).toEqual(['files[1].source: the same source as files[0] (docs/**/*.md)']);
  });

  it('two entries claiming one file, as sources or as translations', () => {
    const map = compiled({
      entries: [
        { source: 'docs/**/*.md', translation: 'i18n/{language}/{path}' },
        { source: 'docs/api/*.md', translation: 'i18n/{language}/api/{path}' },
      ],
    });
    const m = mapFiles(map, ['docs/intro.md', 'docs/api/x.md', 'i18n/de/api/x.md']);
    expect(m.problems.map((p) => p.message)).toEqual([
      'docs/api/x.md is a source of files[0] (docs/**/*.md) and files[1] (docs/api/*.md): one entry per file',
      'i18n/de/api/x.md is claimed by files[0] (docs/**/*.md) and files[1] (docs/api/*.md)',
    ]);
  });

  it('identities that collide across entries: an error naming both, once per pair', () => {
    const map = compiled({
      entries: [
        { source: 'docs/**/*.md', translation: 'i18n/docs/{language}/{path}' },
        { source: 'guides/**/*.md', translation: 'i18n/guides/{language}/{path}' },
      ],
    });
    const m = mapFiles(map, ['docs/index.md', 'guides/index.md', 'docs/a.md', 'guides/a.md']);
    expect(m.problems).toEqual([
      {
        entry: 1,
        message:
          'files[1] (guides/**/*.md) and files[0] (docs/**/*.md) both have a page "index.md" (guides/index.md): identities must be unique; move one entry\'s files to their own folder',
      },
    ]);
  });

  it('two folders for one language (a mapped locale and the platform code itself)', () => {
    const map = compiled({ entries: [{ source: 'docs/**/*.md', translation: 'i18n/{language}/{path}', languages: { 'zh-Hans': 'zh' } }] });
    const m = mapFiles(map, ['docs/a.md', 'i18n/zh-Hans/a.md', 'i18n/zh/a.md']);
    expect(m.problems.map((p) => p.message)).toEqual(['i18n/zh-Hans/a.md and i18n/zh/a.md are both the zh translation of "a.md"']);
  });
});
