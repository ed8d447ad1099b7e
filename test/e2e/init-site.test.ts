// Issue 48 item 1: `init` proposes `site:` from the generator config it recognises (content/site/),
// written with the file it was told by; a repository without one gets the commented default. Issue
// 47 item 3: without --content-dir, it reads the recognised site where it is: `files:` entries made
// relative to the config's folder, the site's languages and its `exclude` (docs/adopting-sites.md).
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { runCli } from '../helpers/cli.js';
import { tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

const init = (dir: string) =>
  runCli(
    [
      'init',
      '--base-url',
      'https://api.example.com/v3',
      '--project',
      'p',
      '--source-language',
      'en',
      '--content-dir',
      'content',
      '--no-check',
    ],
    {
      cwd: dir,
      env: {},
    },
  );

describe('init proposes site:', () => {
  it.each([
    ['docusaurus-wasmedge', 'docusaurus', 'docusaurus.config.js'],
    ['hugo-docsy-example', 'hugo', 'hugo.yaml'],
    ['mkdocs-static-i18n', 'mkdocs', 'mkdocs.yml'],
  ])('%s (a real site, test/fixtures/sites): site: %s, from %s', async (fixture, site, from) => {
    const dir = await tempFolder('helpsync-init-site-');
    await cp(path.resolve('test/fixtures/sites', fixture), dir, { recursive: true });
    const r = await init(dir);
    expect(r.code, r.stderr).toBe(0);
    const text = await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8');
    expect((YAML.parse(text) as Record<string, unknown>).site).toBe(site);
    expect(text).toContain(`site: "${site}"  # recognised from "${from}"`);
  });

  it('no generator config: the commented default, and the config loads as site: none', async () => {
    const dir = await tempFolder('helpsync-init-site-');
    const r = await init(dir);
    expect(r.code, r.stderr).toBe(0);
    const text = await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8');
    expect(text).toContain('\n# site: none\n');
    expect((YAML.parse(text) as Record<string, unknown>).site).toBeUndefined();
  });
});

describe('init reads a recognised site where it is (files:)', () => {
  it.each([
    [
      'docusaurus-wasmedge',
      {
        files: [
          {
            source: '../docs/**/*.md',
            translation: '../i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
            languages: { 'zh-TW': 'zh-tw' },
          },
        ],
        languages: ['en', 'zh', 'zh-tw'],
      },
    ],
    [
      'mkdocs-static-i18n',
      {
        files: [{ source: '../docs/**/*.md', translation: '../docs/{dir}/{name}.{language}.{ext}' }],
        languages: ['en', 'fr'],
        exclude: ['overrides/**'],
      },
    ],
    [
      'hugo-opentelemetry',
      {
        files: [{ source: '../content/en/**/*.md', translation: '../content/{language}/{path}' }],
        languages: ['en', 'ja', 'pt', 'zh'],
        exclude: ['_includes/**', '**/_includes/**'],
      },
    ],
  ])('%s: files:, languages and exclude from the site, no contentDir', async (fixture, expected) => {
    const dir = await tempFolder('helpsync-init-files-');
    await cp(path.resolve('test/fixtures/sites', fixture), dir, { recursive: true });
    const r = await runCli(['init', '--base-url', 'https://api.example.com/v3', '--project', 'p', '--no-check'], { cwd: dir, env: {} });
    expect(r.code, r.stderr).toBe(0);
    const config = YAML.parse(await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8')) as Record<string, unknown>;
    expect(config.contentDir).toBeUndefined();
    expect({ files: config.files, languages: config.languages, ...(config.exclude ? { exclude: config.exclude } : {}) }).toEqual(expected);
    expect(config.sourceLanguage).toBe('en');
    // the pages are where the entries say: no "pull writes the help center into content/"
    expect(r.stdout).toContain('Next: `helpsync match --dry-run`');
  });
});
