// Config key `files:` loaded from real YAML files in a temp repository: the entries, the root they may
// not leave, and every bad entry refused with the config file's name and the entry's line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../src/config/config.js';
import { fileMapOf, repoRootOf } from '../../../src/config/files.js';
import { mapFiles } from '../../../src/content/file-map.js';
import { InputError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/cli.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  await mkdir(path.join(dir, '.git'));
});
afterEach(() => cleanup());

const HEAD = 'baseUrl: https://api.example.com/v3\nproject: p1\n';

async function write(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

async function problemsOf(file: string): Promise<{ line?: number; message: string; file?: string }[]> {
  try {
    await loadConfig(file, { env: {}, cwd: dir });
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((p) => ({ file: p.file, line: p.line, message: p.message }));
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('config files:', () => {
  it('loads the entries with the repository as their root; the mapping reads them relative to it', async () => {
    const file = await write(
      'config/helpsync.yaml',
      HEAD +
        [
          'files:',
          '  - source: ../docs/**/*.md',
          '    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
          '    languages:',
          '      zh-Hans: zh',
          'images:',
          '  baseUrl: https://docs.example.com/',
          '',
        ].join('\n'),
    );
    const c = await loadConfig(file, { env: {} });
    expect(c.files).toEqual({
      entries: [
        {
          source: '../docs/**/*.md',
          translation: '../i18n/{language}/docusaurus-plugin-content-docs/current/{path}',
          languages: { 'zh-Hans': 'zh' },
        },
      ],
      root: dir,
    });
    // no content folder under files: site-absolute images resolve under the repository
    expect(c.images?.root).toBe(dir);
    const { map, root } = fileMapOf(c);
    expect(root).toBe(dir);
    const m = mapFiles(map, ['docs/a.md', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/a.md']);
    expect(m.pages).toEqual([
      {
        identity: 'a.md',
        entry: 0,
        source: 'docs/a.md',
        translations: new Map([['zh', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/a.md']]),
      },
    ]);
  });

  it('without files: the mapping is contentDir read as {language}/{path}, relative to the content folder', async () => {
    const file = await write('config/helpsync.yaml', HEAD + 'contentDir: ../site\n');
    const c = await loadConfig(file, { env: {} });
    expect(c.files).toBeUndefined();
    const { map, root } = fileMapOf(c);
    expect(root).toBe(path.join(dir, 'site'));
    expect(mapFiles(map, ['en/a.md', 'de/a.md']).pages.map((p) => [p.identity, p.source, [...p.translations]])).toEqual([
      ['a.md', 'en/a.md', [['de', 'de/a.md']]],
    ]);
  });

  it('every bad entry at once, each with the file and the line of its key', async () => {
    const file = await write(
      'config/helpsync.yaml',
      HEAD +
        [
          'contentDir: ../content', // line 3
          'languages: [en, de]',
          'files:',
          '  - source: ../docs/**/*.md',
          '    translation: ../i18n/{language}/all.md', // line 7
          '  - source: ../guides/**/*.md',
          '    translation: ../../outside/{language}/{path}', // line 9
          '  - source: ../api/**/*.md',
          '    translation: ../i18n/{language}/api/{path}',
          '    languages:',
          '      zh-Hans: zh', // line 13
          '',
        ].join('\n'),
    );
    // shown as the CLI shows it: relative to the working directory
    const shown = path.relative(process.cwd(), file);
    expect(await problemsOf(file)).toEqual([
      {
        file: shown,
        line: 3,
        message:
          'contentDir and files both say where the pages are: keep one (contentDir is the entry source: <contentDir>/<sourceLanguage>/**/*.md, translation: <contentDir>/{language}/{path})',
      },
      {
        file: shown,
        line: 7,
        message: 'files[0].translation: must contain {path} (or {dir} and {name}): else every page would share one translation file',
      },
      { file: shown, line: 9, message: 'files[1].translation: "../../outside/{language}/{path}" resolves outside the repository' },
      { file: shown, line: 13, message: 'files[2].languages: zh-Hans maps to zh, which is not one of languages (en, de)' },
    ]);
  });

  it('schema problems name the key and line: an empty list, an unknown key, a bad locale', async () => {
    const empty = await write('a/helpsync.yaml', HEAD + 'files: []\n');
    expect(await problemsOf(empty)).toEqual([
      {
        file: path.relative(process.cwd(), empty),
        line: 3,
        message: 'files: must list at least one entry (or remove files: to use contentDir)',
      },
    ]);
    const unknown = await write(
      'b/helpsync.yaml',
      HEAD +
        'files:\n  - source: ../docs/**/*.md\n    translation: ../i18n/{language}/{path}\n    ignore: [x]\n    languages:\n      "zh Hans": zh\n',
    );
    const got = await problemsOf(unknown);
    expect(got.map((p) => [p.line, p.message.replace(/ \(allowed: .*\)$/, '')]).sort()).toEqual([
      [6, 'unknown key "files[0].ignore"'],
      [8, 'files[0].languages.zh Hans: must be a folder locale such as zh-Hans or pt-BR'],
    ]);
  });

  it('the root is the nearest folder with .git, else the config folder’s parent', async () => {
    await mkdir(path.join(dir, 'sub', 'config'), { recursive: true });
    expect(await repoRootOf(path.join(dir, 'sub', 'config'))).toBe(dir);
    const { dir: bare, cleanup: done } = await tempDir();
    try {
      await mkdir(path.join(bare, 'x', 'config'), { recursive: true });
      expect(await repoRootOf(path.join(bare, 'x', 'config'))).toBe(path.join(bare, 'x'));
    } finally {
      await done();
    }
  });
});
