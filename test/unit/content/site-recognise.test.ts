// Site recognition for `init` on the extracts of real sites in test/fixtures/sites/ (read from disk
// by the reader) and on small configs written here: the proposal and what its patterns find, both
// written down by hand from the sites' own files.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import picomatch from 'picomatch';
import { readSite } from '../../../src/loader/site-files.js';
import { pageEvidence, rebase, recogniseSite } from '../../../src/content/site/detect.js';
import { parseTomlLite } from '../../../src/content/site/toml-lite.js';
import type { MappedFiles } from '../../../src/content/file-map.js';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/sites');

function rows(m: MappedFiles | undefined): string[] {
  return (m?.pages ?? []).map((p) => [p.identity, p.source ?? '-', ...[...p.translations].map(([l, f]) => `${l}=${f}`)].join(' | '));
}

describe('recognising the extracts of real sites', () => {
  it('Docusaurus (WasmEdge/docs): docs/ with i18n/zh, zh-TW listed without a folder', async () => {
    const r = await readSite(path.join(FIXTURES, 'docusaurus-wasmedge'));
    expect(r.proposals.map((p) => p.site)).toEqual(['docusaurus']);
    const p = r.proposals[0]!;
    expect(p).toMatchObject({
      configFile: 'docusaurus.config.js',
      sourceLanguage: 'en',
      languages: ['en', 'zh', 'zh-tw'],
      files: [
        {
          source: 'docs/**/*.md',
          translation: 'i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
          languages: { 'zh-TW': 'zh-tw' },
        },
      ],
      exclude: [],
      order: { frontMatterKey: 'sidebar_position', categoryFiles: 1, nav: false },
    });
    expect(rows(r.mapped)).toEqual([
      'start/build-and-run/instantiate.md | docs/start/build-and-run/instantiate.md',
      'start/build-and-run/run.md | docs/start/build-and-run/run.md | zh=i18n/zh/docusaurus-plugin-content-docs/current/start/build-and-run/run.md',
      'start/overview.md | docs/start/overview.md | zh=i18n/zh/docusaurus-plugin-content-docs/current/start/overview.md',
    ]);
    // each of the three pages sets sidebar_position; overview.md links to /category/... site paths
    expect(r.evidence).toEqual({ sitePathPages: 1, orderedPages: 3 });
  });

  it('Hugo (google/docsy-example): contentDir per language; config.yaml is not the site config', async () => {
    const r = await readSite(path.join(FIXTURES, 'hugo-docsy-example'));
    expect(r.proposals).toHaveLength(1);
    expect(r.proposals[0]).toMatchObject({
      site: 'hugo',
      configFile: 'hugo.yaml',
      sourceLanguage: 'en',
      languages: ['en', 'fa', 'no'],
      files: [{ source: 'content/en/**/*.md', translation: 'content/{language}/{path}' }],
      exclude: [],
    });
    expect(rows(r.mapped)).toEqual([
      '_index.md | content/en/_index.md | no=content/no/_index.md',
      'docs/_index.md | content/en/docs/_index.md | fa=content/fa/docs/_index.md | no=content/no/docs/_index.md',
      'docs/big-data/_index.md | - | no=content/no/docs/big-data/_index.md',
      'docs/getting-started/_index.md | content/en/docs/getting-started/_index.md',
      'docs/getting-started/example-page.md | content/en/docs/getting-started/example-page.md',
    ]);
  });

  it('Hugo (opentelemetry.io): config/_default/hugo.yaml, content/<lang>/ found by folder, _includes excluded', async () => {
    const r = await readSite(path.join(FIXTURES, 'hugo-opentelemetry'));
    const p = r.proposals[0]!;
    expect(p).toMatchObject({
      site: 'hugo',
      configFile: 'config/_default/hugo.yaml',
      sourceLanguage: 'en',
      // languages with a folder in this extract; bn, es, fr, ko, pl, ro and uk have none here
      languages: ['en', 'ja', 'pt', 'zh'],
      files: [{ source: 'content/en/**/*.md', translation: 'content/{language}/{path}' }],
      exclude: ['_includes/**', '**/_includes/**'],
    });
    const excluded = picomatch(p.exclude);
    expect(rows(r.mapped).filter((row) => !excluded(row.split(' | ')[0]!))).toEqual([
      '_index.md | content/en/_index.md',
      'docs/_index.md | content/en/docs/_index.md | ja=content/ja/docs/_index.md | pt=content/pt/docs/_index.md',
      'docs/getting-started/_index.md | content/en/docs/getting-started/_index.md | ja=content/ja/docs/getting-started/_index.md',
      'docs/getting-started/dev.md | content/en/docs/getting-started/dev.md | ja=content/ja/docs/getting-started/dev.md | zh=content/zh/docs/getting-started/dev.md',
      'docs/getting-started/reference-application-specification.md | content/en/docs/getting-started/reference-application-specification.md',
    ]);
    expect(excluded('_includes/page-not-translated-msg.md') && excluded('docs/languages/_includes/x.md')).toBe(true);
  });

  it('MkDocs (fastapi): one project per language, docs/<lang>/docs/, files beside the docs folders left out', async () => {
    const r = await readSite(path.join(FIXTURES, 'mkdocs-fastapi'));
    expect(r.proposals[0]).toMatchObject({
      site: 'mkdocs',
      configFile: 'docs/en/mkdocs.yml',
      sourceLanguage: 'en',
      languages: ['en', 'de', 'zh-hant'],
      files: [{ source: 'docs/en/docs/**/*.md', translation: 'docs/{language}/docs/{path}' }],
      order: { nav: true },
    });
    expect(rows(r.mapped)).toEqual([
      'project-generation.md | docs/en/docs/project-generation.md | de=docs/de/docs/project-generation.md | zh-hant=docs/zh-hant/docs/project-generation.md',
      'tutorial/index.md | docs/en/docs/tutorial/index.md | de=docs/de/docs/tutorial/index.md',
      'tutorial/static-files.md | docs/en/docs/tutorial/static-files.md | zh-hant=docs/zh-hant/docs/tutorial/static-files.md',
    ]);
  });

  it('MkDocs (mkdocs-static-i18n): suffix form, exclude_docs as exclude, the nav as the order', async () => {
    const r = await readSite(path.join(FIXTURES, 'mkdocs-static-i18n'));
    expect(r.proposals[0]).toMatchObject({
      site: 'mkdocs',
      configFile: 'mkdocs.yml',
      sourceLanguage: 'en',
      languages: ['en', 'fr'],
      files: [{ source: 'docs/**/*.md', translation: 'docs/{dir}/{name}.{language}.{ext}' }],
      exclude: ['overrides/**'],
      order: { nav: true },
    });
    expect(rows(r.mapped)).toEqual([
      'getting-started/installation.md | docs/getting-started/installation.md',
      'index.md | docs/index.md | fr=docs/index.fr.md',
      'setup/choosing-the-structure.md | docs/setup/choosing-the-structure.md',
      'setup/index.md | docs/setup/index.md',
    ]);
  });
});

describe('recognition from configs written here', () => {
  const t = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('Hugo with hugo.toml: languages with their own contentDir, a folder name that is not the code', () => {
    const files = ['hugo.toml', 'content/english/a.md', 'content/deutsch/a.md', 'content/portugues/b.md'];
    const toml = [
      'baseURL = "https://example.org/"',
      "defaultContentLanguage = 'en'",
      '[languages]',
      '  [languages.en]',
      '    contentDir = "content/english" # the source',
      '  [languages.de]',
      '    contentDir = "content/deutsch"',
      '  [languages.pt-br]',
      '    contentDir = "content/portugues"',
    ].join('\n');
    const [p] = recogniseSite(files, t({ 'hugo.toml': toml }));
    expect(p).toMatchObject({
      site: 'hugo',
      languages: ['en', 'de', 'pt-br'],
      files: [
        { source: 'content/english/**/*.md', translation: 'content/{language}/{path}', languages: { deutsch: 'de', portugues: 'pt-br' } },
      ],
    });
  });

  it('Hugo without language folders: translation by file name (page.de.md)', () => {
    const files = ['config.toml', 'content/_index.md', 'content/_index.de.md', 'content/docs/a.md'];
    const [p] = recogniseSite(files, t({ 'config.toml': 'title = "x"\n[languages.en]\nweight = 1\n[languages.de]\nweight = 2\n' }));
    expect(p).toMatchObject({
      languages: ['en', 'de'],
      files: [{ source: 'content/**/*.md', translation: 'content/{dir}/{name}.{language}.{ext}' }],
    });
  });

  it('Docusaurus in website/ with its own docs path, zh-Hans locale and partials', () => {
    const files = [
      'website/docusaurus.config.ts',
      'website/guides/a.md',
      'website/guides/_shared.md',
      'website/i18n/zh-Hans/docusaurus-plugin-content-docs/current/a.md',
    ];
    const config =
      "export default { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] }, presets: [['classic', { docs: { sidebarPath: './sidebars.ts', path: 'guides' } }]] };";
    const [p] = recogniseSite(files, t({ 'website/docusaurus.config.ts': config }));
    expect(p).toMatchObject({
      languages: ['en', 'zh-hans'],
      files: [
        {
          source: 'website/guides/**/*.md',
          translation: 'website/i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
          languages: { 'zh-Hans': 'zh-hans' },
        },
      ],
      exclude: ['**/_*.md', '**/_*/**'],
    });
    // written into config/helpsync.yaml, the patterns climb out of config/
    expect(rebase(p!.files, 'config')[0]).toMatchObject({ source: '../website/guides/**/*.md' });
  });

  it('MkDocs i18n folder form and a one-language MkDocs site', () => {
    const folder =
      'plugins:\n  - i18n:\n      docs_structure: folder\n      languages:\n        - locale: fr\n          default: true\n        - locale: en\n';
    const [p] = recogniseSite(['mkdocs.yml', 'docs/fr/index.md', 'docs/en/index.md'], t({ 'mkdocs.yml': folder }));
    expect(p).toMatchObject({
      sourceLanguage: 'fr',
      languages: ['fr', 'en'],
      files: [{ source: 'docs/fr/**/*.md', translation: 'docs/{language}/{path}' }],
    });
    const [one] = recogniseSite(
      ['mkdocs.yml', 'site-docs/index.md'],
      t({ 'mkdocs.yml': 'site_name: x\ndocs_dir: site-docs\nnav:\n  - index.md\n' }),
    );
    expect(one).toMatchObject({ languages: ['en'], files: [{ source: 'site-docs/**/*.md' }], order: { nav: true } });
  });

  it('page evidence: site-path links outside code, not to files; the order key in front matter only', () => {
    const p = recogniseSite(['mkdocs.yml', 'docs/a.md'], t({ 'mkdocs.yml': 'site_name: x\n' }))[0]!;
    const hugo = { ...p, order: { frontMatterKey: 'weight', categoryFiles: 0, nav: false } };
    const pages = [
      '---\ntitle: A\nweight: 2\n---\nSee [the guide](/docs/guide/).',
      '---\ntitle: B\n---\n![logo](/img/logo.png) and weight: 3 in the text',
      '```md\n[x](/docs/y/)\n```\n',
      '<a href="/docs/z">z</a>',
    ];
    expect(pageEvidence(hugo, pages)).toEqual({ sitePathPages: 2, orderedPages: 1 });
  });

  it('TOML, as much as a Hugo config needs', () => {
    expect(
      parseTomlLite(
        'a = "x#y" # c\n[b.c]\nd = [\'e\', "f"]\ng = { h = 1, i = true }\n[[module.mounts]]\nsource = "content/en"\n[[module.mounts]]\nsource = "content/de"\nlang = "de"\n',
      ),
    ).toEqual({
      a: 'x#y',
      b: { c: { d: ['e', 'f'], g: { h: 1, i: true } } },
      module: { mounts: [{ source: 'content/en' }, { source: 'content/de', lang: 'de' }] },
    });
  });
});
