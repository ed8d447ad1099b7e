// Pull end to end: the real CLI process against the emulator on a loopback port, into
// real temp folders. The proof that pull is faithful is the next command: `sync --dry-run` plans
// nothing, also against the rich-text platform.
import { describe, expect, it } from 'vitest';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { CliResult } from '../helpers/cli.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture as Fixture } from '../helpers/fixture.js';
import type { EmulatorOptions } from '../../src/emulator/server.js';
import { renderMarkdown } from '../../src/html/render.js';

const C_DOCS = '65f0c1a2b3c4d5e6f7080001';
const C_GS = '65f0c1a2b3c4d5e6f7080002';
const C_FAQ = '65f0c1a2b3c4d5e6f7080003';
const A_INSTALL = '6650f0c1a2b3c4d5e6f70001';
const A_TABLES = '6650f0c1a2b3c4d5e6f70002';
const A_JA = '6650f0c1a2b3c4d5e6f70003';
const A_RICH = '6650f0c1a2b3c4d5e6f70004';
const A_LOOSE = '6650f0c1a2b3c4d5e6f70005';
const A_SAME = '6650f0c1a2b3c4d5e6f70006';
const E_WELCOME = '6650f0c1a2b3c4d5e6f70e01';

const md = (s: string): string => renderMarkdown(s);

const INSTALL_EN = md(
  '# Install `widget`\n\nPaste the snippet before `</body>`:\n\n```html\n<script src="https://cdn.example.com/w.js"></script>\n```\n\n' +
    '- Works with **every** site\n  - even *old* ones\n- Takes 5 minutes\n\n1. Open settings\n2. Click **Save**\n\n' +
    '![Widget](https://cdn.example.com/w.png "The widget")\n\nSee [the docs](https://example.com/docs "Docs") or mail support@example.com.\n',
);
const INSTALL_DE = md("# `Widget` installieren\n\nFügen Sie das Snippet ein — „so“ geht's.\n\n- Öffnen\n- Einfügen\n");
const INSTALL_JA = md('# ウィジェットのインストール\n\nスニペットを貼り付けます。**重要**です。\n');
const TABLES_EN = md(
  '| Option | Type | Default |\n|:--|:-:|--:|\n| `size` | number | `10` |\n| `a\\|b` | pipe \\| here | — |\n\n> Note: a quote\n> - with a list\n\n' +
    'Entities: AT&amp;T &lt;tag&gt; &copy; 5 < 6, and *stars\\*, _under_ and 1\\. not a list.\n\n~~old~~ new\\\nline\n',
);
const TABLES_DE = md('| Option | Typ |\n|---|---|\n| Größe | Zahl |\n');
// HTML the platform's editor writes that Markdown cannot say: kept as HTML in the pulled file.
const RICH_EN =
  '<p class="lead">Intro with <span style="color: red">red</span> text.</p><div class="callout"><p>Callout</p></div>' +
  '<table><tbody><tr><td><ul><li><p>cell list</p></li></ul></td></tr></tbody></table>' +
  '<iframe src="https://www.youtube.com/embed/x" width="560"></iframe><pre><code class="language-js">let a = 1;</code></pre>';

function remoteData(): EmulatorOptions['data'] {
  const c = (id: string, parent: string | null, title: Record<string, string>, description: Record<string, string> = {}) => ({
    id,
    parent,
    title,
    description,
  });
  return {
    project: 'proj-pull',
    entries: [
      {
        id: `article:${A_INSTALL}`,
        type: 'article',
        fields: {
          title: { en: 'Install the widget', de: 'Widget installieren', ja: 'ウィジェットのインストール' },
          description: { en: 'Five minutes: one snippet.', de: '1.10' },
          content: { en: INSTALL_EN, de: INSTALL_DE, ja: INSTALL_JA },
        },
      },
      {
        id: `article:${A_TABLES}`,
        type: 'article',
        fields: { title: { en: 'Tables & quotes', de: 'Tabellen' }, content: { en: TABLES_EN, de: TABLES_DE } },
      },
      {
        id: `article:${A_JA}`,
        type: 'article',
        fields: { title: { en: 'よくある質問', ja: 'よくある質問' }, content: { ja: md('質問と回答。\n') } },
      },
      { id: `article:${A_RICH}`, type: 'article', fields: { title: { en: 'Rich' }, content: { en: RICH_EN } } },
      { id: `article:${A_LOOSE}`, type: 'article', fields: { title: { en: 'Not in a collection' }, content: { en: md('Loose.\n') } } },
      {
        id: `article:${A_SAME}`,
        type: 'article',
        fields: { title: { en: 'Install the widget' }, content: { en: md('Same title, other article.\n') } },
      },
      {
        id: `emailtemplate:${E_WELCOME}`,
        type: 'emailtemplate',
        fields: {
          subject: { en: 'Welcome aboard', de: 'Willkommen' },
          content: { en: md('Hello {{name}}, *welcome*!\n'), de: md('Hallo {{name}}!\n') },
        },
      },
      { id: 'statictranslation:launcher.title', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Hilfe', ja: 'ヘルプ' } } },
      { id: 'statictranslation:launcher.subtitle', type: 'statictranslation', fields: { value: { en: 'yes' } } },
    ],
    collections: [
      c(C_DOCS, null, { en: 'Docs', de: 'Doku' }, { en: 'All the docs' }),
      c(C_GS, C_DOCS, { en: 'Getting started', ja: 'はじめに' }),
      c(C_FAQ, null, { en: 'FAQ: "common" questions' }),
    ],
    articles: [
      { id: A_INSTALL, collection: C_GS },
      { id: A_TABLES, collection: C_GS },
      { id: A_JA, collection: C_FAQ },
      { id: A_RICH, collection: C_DOCS },
      { id: A_SAME, collection: C_GS },
    ],
  };
}

useCleanups();

function setup(opts: { richText?: boolean; layout?: boolean } = {}): Promise<Fixture> {
  return emulatorFixture({
    data: remoteData(),
    emulator: { richText: opts.richText ?? false },
    config: opts.layout ? { layout: 'layout.yaml' } : {},
    tempPrefix: 'helpsync-pull-',
  });
}

interface PullDoc {
  kind: string;
  dryRun: boolean;
  counts: Record<string, number>;
  files: { path: string; language: string; status: string; entryId?: string; inexact?: boolean }[];
  layout: { file: string; status: string } | null;
  problems: { severity: string; message: string }[];
}

function json<T>(r: CliResult): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`stdout is not one JSON document (exit ${r.code}):\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

async function snapshot(dir: string): Promise<Record<string, { text: string; mtimeMs: number }>> {
  const out: Record<string, { text: string; mtimeMs: number }> = {};
  for (const rel of (await fg('**/*', { cwd: dir, dot: true, onlyFiles: true })).sort()) {
    const abs = path.join(dir, rel);
    out[rel] = { text: await readFile(abs, 'utf8'), mtimeMs: (await stat(abs)).mtimeMs };
  }
  return out;
}

interface SyncDoc {
  plan: { languages: { language: string; pushes: { entryId: string; file: string }[] }[]; moves: unknown[] };
}

/** 20 files: collections as folders with _index.md, articles by slug (ids for Japanese titles and
 * for a clashing slug), email templates in their folder, one _static.yaml per language. */
const EXPECTED_FILES = [
  'de/_static.yaml',
  'de/docs/_index.md',
  'de/docs/getting-started/install-the-widget.md',
  'de/docs/getting-started/tables-quotes.md',
  'de/email-templates/welcome-aboard.md',
  'en/_static.yaml',
  'en/docs/_index.md',
  'en/docs/getting-started/_index.md',
  'en/docs/getting-started/install-the-widget-f70006.md',
  'en/docs/getting-started/install-the-widget.md',
  'en/docs/getting-started/tables-quotes.md',
  'en/docs/rich.md',
  'en/email-templates/welcome-aboard.md',
  'en/faq-common-questions/6650f0c1a2b3c4d5e6f70003.md',
  'en/faq-common-questions/_index.md',
  'en/not-in-a-collection.md',
  'ja/_static.yaml',
  'ja/docs/getting-started/_index.md',
  'ja/docs/getting-started/install-the-widget.md',
  'ja/faq-common-questions/6650f0c1a2b3c4d5e6f70003.md',
];

const pushes = (doc: SyncDoc): string[] => doc.plan.languages.flatMap((l) => l.pushes.map((p) => `${p.file} ${p.entryId}`));

describe('helpsync pull', () => {
  describe.each([
    ['plain', false],
    ['rich-text', true],
  ])('against the %s platform', (_name, richText) => {
    it('bootstraps an empty folder so that sync then plans nothing', async () => {
      const f = await setup({ richText, layout: true });
      const r = await helpsync(f, ['pull', '--json']);
      expect(r.code, r.stderr).toBe(0);
      const doc = json<PullDoc>(r);
      expect(doc.kind).toBe('helpsync-pull');
      expect(doc.problems.filter((p) => p.severity === 'error')).toEqual([]);
      const files = Object.keys(await snapshot(f.contentDir));
      expect(files).toEqual(EXPECTED_FILES);
      const install = await readFile(path.join(f.contentDir, 'en/docs/getting-started/install-the-widget.md'), 'utf8');
      expect(install).toMatch(
        /^---\nentry: article:6650f0c1a2b3c4d5e6f70001\ntitle: Install the widget\ndescription: "Five minutes: one snippet."\n---\n\n# Install `widget`\n/,
      );
      expect(install).toContain('```html\n<script src="https://cdn.example.com/w.js"></script>\n```');
      expect(install).toContain('- Works with **every** site\n  - even *old* ones\n');
      const de = await readFile(path.join(f.contentDir, 'de/docs/getting-started/install-the-widget.md'), 'utf8');
      expect(de.startsWith('---\ntitle: Widget installieren\ndescription: "1.10"\n---\n')).toBe(true);
      const rich = await readFile(path.join(f.contentDir, 'en/docs/rich.md'), 'utf8');
      expect(rich).toContain('<iframe src="https://www.youtube.com/embed/x" width="560"></iframe>');
      expect(rich).toContain('<span style="color: red">red</span>');
      const layout = await readFile(path.join(f.dir, 'layout.yaml'), 'utf8');
      expect(layout).toContain('- docs/getting-started/install-the-widget.md');

      const sync = await helpsync(f, ['sync', '--dry-run', '--json', '--detailed-exitcode']);
      expect(sync.code, `${sync.stdout}\n${sync.stderr}`).toBe(0);
      expect(pushes(json<SyncDoc>(sync))).toEqual([]);
      expect(json<SyncDoc>(sync).plan.moves).toEqual([]);
      // pull reads only: no write reached the platform
      expect(f.emu.writes()).toEqual([]);

      // a second pull over the untouched repo changes nothing (not even a file's mtime)
      const before = await snapshot(f.contentDir);
      const again = await helpsync(f, ['pull']);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe('Pull: 0 created, 0 overwritten, 20 unchanged.\n');
      expect(await snapshot(f.contentDir)).toEqual(before);
    });
  });

  it('keeps a local edit (reported) unless --force', async () => {
    const f = await setup();
    expect((await helpsync(f, ['pull'])).code).toBe(0);
    const file = path.join(f.contentDir, 'de/docs/getting-started/install-the-widget.md');
    const edited = `${await readFile(file, 'utf8')}\nEin neuer Absatz.\n`;
    await writeFile(file, edited);
    // a reformatted file that says the same is not a local change
    const same = path.join(f.contentDir, 'en/not-in-a-collection.md');
    await writeFile(same, `---\ntitle: 'Not in a collection'\nentry: "article:${A_LOOSE}"\n---\nLoose.\n`);

    const human = await helpsync(f, ['pull']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toBe(
      'kept            content/de/docs/getting-started/install-the-widget.md  (differs from the platform: local changes kept; --force overwrites)\n' +
        '                  differs from the platform in: body\n' +
        'Pull: 0 created, 0 overwritten, 19 unchanged, 1 kept with local changes.\n' +
        'Local changes were kept. Review them, or run "helpsync pull --force" to take the platform\'s version.\n',
    );
    expect(await readFile(file, 'utf8')).toBe(edited);

    const forced = await helpsync(f, ['pull', '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(
      json<PullDoc>(forced)
        .files.filter((x) => x.status !== 'unchanged')
        .map((x) => [x.path, x.status]),
    ).toEqual([['de/docs/getting-started/install-the-widget.md', 'updated']]);
    expect(await readFile(file, 'utf8')).not.toContain('Ein neuer Absatz.');
  });

  it('writes into an existing repo by entry, wherever the file lives', async () => {
    const f = await setup();
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(f.contentDir, 'en/elsewhere'), { recursive: true });
    await writeFile(
      path.join(f.contentDir, 'en/elsewhere/setup.md'),
      `---\nentry: article:${A_INSTALL}\ntitle: Old title\n---\nOld body.\n`,
    );
    const r = await helpsync(f, ['pull', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = json<PullDoc>(r);
    const ofInstall = doc.files.filter((x) => x.entryId === `article:${A_INSTALL}`).map((x) => [x.path, x.status]);
    // in write order: the source-language file first
    expect(ofInstall).toEqual([
      ['en/elsewhere/setup.md', 'kept'],
      ['de/elsewhere/setup.md', 'created'],
      ['ja/elsewhere/setup.md', 'created'],
    ]);
  });

  it('--dry-run lists what it would write and writes nothing', async () => {
    const f = await setup({ layout: true });
    const r = await helpsync(f, ['pull', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('would create    content/en/docs/getting-started/install-the-widget.md');
    expect(r.stdout).toContain('would create    layout.yaml');
    expect(r.stdout).toContain('Pull: 20 to create, 0 to overwrite, 0 unchanged (en 11, de 5, ja 4).');
    expect(r.stdout).toContain('Dry run: nothing was written.');
    expect(await fg('**/*', { cwd: f.dir, dot: true })).toEqual(['helpsync.yaml']);
  });

  it('--languages writes exactly those given, the source language only if listed', async () => {
    const f = await setup();
    const r = await helpsync(f, ['pull', '--languages', 'en,ja', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const langs = new Set(json<PullDoc>(r).files.map((x) => x.language));
    expect([...langs].sort()).toEqual(['en', 'ja']);
  });

  it('refuses bad input before any request: a bad --languages, a repo the loader cannot read', async () => {
    const f = await setup();
    const bad = await helpsync(f, ['pull', '--languages', 'not a code']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"not a code" is not a language code');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(f.contentDir, 'en'), { recursive: true });
    await writeFile(path.join(f.contentDir, 'en/a.md'), `---\nentry: article:${A_INSTALL}\n---\n`);
    await writeFile(path.join(f.contentDir, 'en/b.md'), `---\nentry: article:${A_INSTALL}\n---\n`);
    const r = await helpsync(f, ['pull']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/b\.md:2: error: entry article:6650f0c1a2b3c4d5e6f70001 is also claimed/);
    expect(f.emu.log.filter((e) => e.path.includes('/translations') || e.path.includes('/helpcenter'))).toEqual([]);
  });
});
