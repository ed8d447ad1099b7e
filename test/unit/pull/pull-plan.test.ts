import { describe, expect, it } from 'vitest';
import { planPull, type PullPlanInput } from '../../../src/pull/plan.js';
import { slugFromId, slugFromTitle } from '../../../src/pull/slug.js';
import { markdownDocument, staticDocument } from '../../../src/pull/write-format.js';
import { parseFrontMatter } from '../../../src/content/frontmatter.js';
import { parseStaticTranslations } from '../../../src/content/static.js';
import { parseLayout } from '../../../src/layout/load.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { htmlEqual } from '../../../src/html/compare.js';
import type { Collection, RemoteEntry } from '../../../src/model.js';

const C_DOCS = '65f0c1a2b3c4d5e6f7080001';
const C_GS = '65f0c1a2b3c4d5e6f7080002';
const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';
const A3 = '6650f0c1a2b3c4d5e6f70003';
const E1 = '6650f0c1a2b3c4d5e6f700e1';

const col = (id: string, title: string, parentId: string | null = null): Collection => ({
  id,
  parentId,
  title: { en: title },
  description: {},
});

function baseInput(over: Partial<PullPlanInput> = {}): PullPlanInput {
  const entries: RemoteEntry[] = [
    { id: `collection:${C_DOCS}`, type: 'collection', fields: { title: { en: 'Docs', de: 'Doku' }, description: { en: 'All docs' } } },
    { id: `collection:${C_GS}`, type: 'collection', fields: { title: { en: 'Getting started' } } },
    {
      id: `article:${A1}`,
      type: 'article',
      fields: {
        title: { en: 'Install the widget', de: 'Widget installieren', fr: 'Installer' },
        description: { en: 'Five minutes' },
        content: { en: '<p>Paste the <em>snippet</em>.</p>', de: '<p>Fügen Sie…</p>' },
      },
    },
    { id: `article:${A2}`, type: 'article', fields: { title: { en: 'インストール' }, content: { en: '<p>x</p>' } } },
    { id: `article:${A3}`, type: 'article', fields: { title: { en: 'Install the widget' } } },
    {
      id: `emailtemplate:${E1}`,
      type: 'emailtemplate',
      fields: { subject: { en: 'Welcome!', de: 'Willkommen!' }, content: { en: '<p>Hi</p>' } },
    },
    { id: 'statictranslation:widget.title', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Hilfe' } } },
    { id: 'statictranslation:widget', type: 'statictranslation', fields: { value: { en: 'Widget' } } },
  ];
  return {
    entries,
    collections: [col(C_DOCS, 'Docs'), col(C_GS, 'Getting started', C_DOCS)],
    placement: new Map([
      [A1, C_GS],
      [A2, C_GS],
      [A3, C_GS],
    ]),
    existing: { filesByEntry: {} },
    takenPaths: [],
    sourceLanguage: 'en',
    ...over,
  };
}

const paths = (input: PullPlanInput): string[] => planPull(input).files.map((f) => f.path);

describe('planPull', () => {
  it('lays out folders by the collection tree, one file per (entry, language) with content', () => {
    // in write order: every source-language file before any translation, then by path
    expect(paths(baseInput())).toEqual([
      'en/_static.yaml',
      'en/docs/_index.md',
      'en/docs/getting-started/6650f0c1a2b3c4d5e6f70002.md',
      'en/docs/getting-started/_index.md',
      'en/docs/getting-started/install-the-widget-f70003.md',
      'en/docs/getting-started/install-the-widget.md',
      'en/email-templates/welcome.md',
      'de/_static.yaml',
      'de/docs/_index.md',
      'de/docs/getting-started/install-the-widget.md',
      'de/email-templates/welcome.md',
      'fr/docs/getting-started/install-the-widget.md',
    ]);
  });

  it('writes entry only in the source language, fields the loader reads back as sent, the body as Markdown', () => {
    const plan = planPull(baseInput());
    const en = plan.files.find((f) => f.path === 'en/docs/getting-started/install-the-widget.md')!;
    expect(en.content).toBe(
      '---\nentry: article:6650f0c1a2b3c4d5e6f70001\ntitle: Install the widget\ndescription: Five minutes\n---\n\nPaste the *snippet*.\n',
    );
    const de = plan.files.find((f) => f.path === 'de/docs/getting-started/install-the-widget.md')!;
    expect(de.content).toBe('---\ntitle: Widget installieren\n---\n\nFügen Sie…\n');
    const fm = parseFrontMatter(de.content);
    expect(fm.data.get('entry')).toBeUndefined();
    const email = plan.files.find((f) => f.path === 'en/email-templates/welcome.md')!;
    expect(email.content).toBe('---\nentry: emailtemplate:6650f0c1a2b3c4d5e6f700e1\nsubject: Welcome!\n---\n\nHi\n');
    const idx = plan.files.find((f) => f.path === 'de/docs/_index.md')!;
    expect(idx.content).toBe('---\ntitle: Doku\n---\n');
    const stat = plan.files.find((f) => f.path === 'en/_static.yaml')!;
    expect(parseStaticTranslations(stat.content).values.map((v) => [v.key, v.value])).toEqual([
      ['widget', 'Widget'],
      ['widget.title', 'Help'],
    ]);
  });

  it('writes to the existing file of an entry, wherever it lives, and never a second one', () => {
    const plan = planPull(
      baseInput({
        existing: {
          filesByEntry: { [`article:${A1}`]: ['en/old/place.md', 'de/old/place.md'], [`collection:${C_GS}`]: ['en/gs/_index.md'] },
        },
        takenPaths: ['en/old/place.md', 'de/old/place.md', 'en/gs/_index.md', 'en/docs/getting-started/stray.md'],
      }),
    );
    const ps = plan.files.map((f) => f.path);
    expect(ps).toContain('en/old/place.md');
    expect(ps).toContain('fr/old/place.md');
    expect(ps.filter((p) => p.includes('install-the-widget'))).toEqual(['en/gs/install-the-widget.md']);
    // children of an existing collection go in its folder
    expect(ps).toContain('en/gs/6650f0c1a2b3c4d5e6f70002.md');
  });

  it("writes a file bound by its record's externalId (a page helpsync created) without adding an entry line; others keep theirs", () => {
    const plan = planPull(
      baseInput({
        existing: {
          filesByEntry: { [`article:${A1}`]: ['en/guide/install.md'], [`collection:${C_GS}`]: ['en/gs/_index.md'] },
          keyed: new Set([`article:${A1}`]),
        },
        takenPaths: ['en/guide/install.md', 'en/gs/_index.md'],
      }),
    );
    const text = (p: string): string | undefined => plan.files.find((f) => f.path === p)?.content;
    expect(text('en/guide/install.md')).toBe('---\ntitle: Install the widget\ndescription: Five minutes\n---\n\nPaste the *snippet*.\n');
    expect(text('en/gs/_index.md')).toBe(`---\nentry: collection:${C_GS}\ntitle: Getting started\n---\n`);
  });

  it('new names avoid every file already in the repo, in every language folder, compared case-insensitively', () => {
    const ps = paths(
      baseInput({
        takenPaths: [
          'en/docs/getting-started/Install-The-Widget.md',
          'fr/docs/getting-started/install-the-widget.md',
          'de/email-templates/x.md',
        ],
      }),
    );
    expect(ps).toContain('en/docs/getting-started/install-the-widget-f70001.md');
    expect(ps).not.toContain('en/docs/getting-started/install-the-widget.md');
    // the email-template folder is a shared, conventional place: an existing one is used
    expect(ps).toContain('en/email-templates/welcome.md');
    // ... unless a collection's folder has that name
    const withCollection = paths(
      baseInput({
        collections: [col('65f0c1a2b3c4d5e6f70800ee', 'Email templates')],
        placement: new Map([[A1, '65f0c1a2b3c4d5e6f70800ee']]),
      }),
    );
    expect(withCollection).toContain('en/email-templates/install-the-widget.md');
    expect(withCollection).toContain('en/email-templates-2/welcome.md');
  });

  it('is deterministic and independent of the listing order', () => {
    const a = planPull(baseInput());
    const input = baseInput();
    const b = planPull({ ...input, entries: [...input.entries].reverse(), collections: [...input.collections].reverse() });
    expect(b).toEqual(a);
  });

  it('--languages: exactly the ones given, the source language only if listed (as for sync)', () => {
    const listed = paths(baseInput({ languages: ['en', 'fr'] }));
    expect(listed).toContain('en/docs/getting-started/install-the-widget.md');
    expect(listed).toContain('fr/docs/getting-started/install-the-widget.md');
    expect(listed.some((p) => p.startsWith('de/'))).toBe(false);
    // fr alone into an empty repo: no en file would carry entry, so nothing is written, and that is said
    const alone = planPull(baseInput({ languages: ['fr'] }));
    expect(alone.files).toEqual([]);
    expect(alone.languages).toEqual(['fr']);
    expect(alone.problems.map((p) => p.message)).toContain(
      `article:${A1}: not written in fr: the repo has no en file for it yet (add en to --languages)`,
    );
    // fr alone beside the repo's en file: only the fr file, at the en file's path
    const beside = planPull(baseInput({ languages: ['fr'], existing: { filesByEntry: { [`article:${A1}`]: ['en/guide/install.md'] } } }));
    expect(beside.files.map((f) => f.path)).toEqual(['fr/guide/install.md']);
  });

  it('a translation with no source-language text still gets a source file carrying entry', () => {
    const plan = planPull(
      baseInput({
        entries: [{ id: `article:${A1}`, type: 'article', fields: { title: { de: 'Nur Deutsch' } } }],
        collections: [],
        placement: new Map(),
      }),
    );
    expect(plan.files.map((f) => [f.path, f.content])).toEqual([
      ['en/6650f0c1a2b3c4d5e6f70001.md', '---\nentry: article:6650f0c1a2b3c4d5e6f70001\n---\n'],
      ['de/6650f0c1a2b3c4d5e6f70001.md', '---\ntitle: Nur Deutsch\n---\n'],
    ]);
  });

  it('an orphan translation (no source-language file at its path) is where its entry goes: no second name', () => {
    // what an interrupted pull of an older version left: the translation, not its source file
    const ps = paths(baseInput({ takenPaths: ['de/docs/getting-started/install-the-widget.md', 'de/docs/_index.md'] }));
    expect(ps).toContain('en/docs/getting-started/install-the-widget.md');
    expect(ps).toContain('en/docs/_index.md');
    expect(ps.filter((p) => p.startsWith('en/') && p.includes('install-the-widget-f70001'))).toEqual([]);
  });

  it('never a Windows reserved name, nor a path past 260 characters', () => {
    const entries: RemoteEntry[] = ['con', 'AUX', 'nul', 'com1', 'lpt9', 'prn'].map((t, i) => ({
      id: `article:6650f0c1a2b3c4d5e6f7010${i}`,
      type: 'article',
      fields: { title: { en: t } },
    }));
    const ps = planPull(baseInput({ entries, collections: [], placement: new Map() })).files.map((f) => f.path);
    expect(ps).toEqual([
      'en/aux-f70101.md',
      'en/com1-f70103.md',
      'en/con-f70100.md',
      'en/lpt9-f70104.md',
      'en/nul-f70102.md',
      'en/prn-f70105.md',
    ]);
    const long: RemoteEntry = { id: `article:${A1}`, type: 'article', fields: { title: { en: 'word '.repeat(30), de: 'x' } } };
    const plan = planPull(baseInput({ entries: [long], collections: [], placement: new Map(), maxPathLength: 40 }));
    // 40 - "de/".length leaves 37 for the name: the slug cut to 24 characters + "-f70001.md" is 34
    expect(plan.files.map((f) => f.path)).toEqual(['en/word-word-word-word-word-f70001.md', 'de/word-word-word-word-word-f70001.md']);
    for (const f of plan.files) expect(f.path.length).toBeLessThanOrEqual(40);
  });

  it('a static key "__proto__" is written like any other', () => {
    const plan = planPull(
      baseInput({
        entries: [
          { id: 'statictranslation:__proto__', type: 'statictranslation', fields: { value: { en: 'Proto' } } },
          { id: 'statictranslation:constructor', type: 'statictranslation', fields: { value: { en: 'Ctor' } } },
        ],
        collections: [],
        placement: new Map(),
      }),
    );
    expect(plan.files.map((f) => [f.path, f.content])).toEqual([['en/_static.yaml', '__proto__: Proto\nconstructor: Ctor\n']]);
  });

  it('bad entries from the platform are problems naming the entry, not crashes', () => {
    const plan = planPull(
      baseInput({
        entries: [
          { id: 'article:', type: 'article', fields: {} },
          { id: `article:${A1}`, type: 'article', fields: { title: { en: 42 as unknown as string } } },
          { id: `article:${A2}`, type: 'collection', fields: {} },
          { id: `article:${A3}`, type: 'article', fields: { title: { en: 'Fine' } } },
        ],
      }),
    );
    expect(plan.problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([
      expect.stringContaining('article:: '),
      expect.stringContaining(`article:${A1}: field "title" in "en" is not text`),
      expect.stringContaining(`article:${A2}: the platform says type "collection"`),
    ]);
    expect(plan.files.map((f) => f.path)).toEqual(['en/docs/getting-started/fine.md']);
  });

  it('writes a layout file of the current placement that the layout loader accepts', () => {
    const plan = planPull(
      baseInput({
        layoutFile: 'config/layout.yaml',
        placement: new Map([
          [A1, C_GS],
          [A2, C_DOCS],
          ['6650f0c1a2b3c4d5e6f700aa', C_DOCS],
        ]),
      }),
    );
    expect(plan.layout?.file).toBe('config/layout.yaml');
    const parsed = parseLayout(plan.layout!.content, 'config/layout.yaml');
    expect(parsed.problems).toEqual([]);
    expect(parsed.spec.collections.map((c) => [c.id, c.articles.map((a) => a.ref)])).toEqual([
      [C_DOCS, ['article:6650f0c1a2b3c4d5e6f700aa', 'docs/6650f0c1a2b3c4d5e6f70002.md']],
      [C_GS, ['docs/getting-started/install-the-widget.md']],
    ]);
  });

  it("the Markdown renders back to HTML semantically equal to the platform's", () => {
    const html =
      '<h2>Steps</h2><ol><li><p>Open <code>settings</code></p></li><li><p>Click <strong>Save</strong></p></li></ol><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    const plan = planPull(baseInput({ entries: [{ id: `article:${A1}`, type: 'article', fields: { content: { en: html } } }] }));
    const body = parseFrontMatter(plan.files[0]!.content).body;
    expect(htmlEqual(renderMarkdown(body), html)).toBe(true);
  });
});

describe('slugs', () => {
  it.each([
    ['Install the widget', 'install-the-widget'],
    ['Ünïcödé Straße', 'unicode-strasse'],
    ['Установка виджета', 'ustanovka-vidzheta'],
    ['Ελληνικά', 'ellinika'],
    ["Version 1.10: what's new?", 'version-1-10-what-s-new'],
    ['インストール', undefined],
    ['日本語のテキスト', undefined],
    ['التثبيت', undefined],
    ['🎉🎉', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
  it('ids slug to themselves', () => {
    expect(slugFromId('6650F0c1a2b3c4d5e6f70812')).toBe('6650f0c1a2b3c4d5e6f70812');
  });
  it('long titles are cut at a word', () => {
    const s = slugFromTitle('word '.repeat(40))!;
    expect(s.length).toBeLessThanOrEqual(80);
    expect(s.endsWith('-')).toBe(false);
  });
});

describe('front matter the loader reads back exactly', () => {
  it.each([
    '1.10',
    '2024',
    'yes',
    'no',
    'on',
    'null',
    '~',
    'true',
    '#hashtag',
    'a: b',
    '- dash',
    '[x]',
    '{y}',
    "it's",
    '"quoted"',
    '@at',
    '`tick`',
    '%pct',
    'ümlaut',
    'a #b',
    '0x1F',
    '1_000',
    '12:30',
    'multi\nline',
    '*star',
    '&amp',
    '!tag',
    '|pipe',
    '>gt',
  ])('%j', (value) => {
    const doc = markdownDocument([['title', value]], '');
    const v = parseFrontMatter(doc).data.get('title');
    expect(v).toEqual({ kind: 'text', value, line: 2 });
  });
  it('quotes what YAML 1.1 or 1.2 would read as something else', () => {
    expect(markdownDocument([['title', '1.10']], '')).toBe('---\ntitle: "1.10"\n---\n');
    expect(markdownDocument([['title', 'yes']], '')).toBe('---\ntitle: "yes"\n---\n');
    expect(markdownDocument([['title', 'Plain title']], '')).toBe('---\ntitle: Plain title\n---\n');
  });
  it('static translation keys and values read back', () => {
    const values = { 'a.b': 'x', a: 'yes', 'key with space': '1.10', ключ: 'значение' };
    const parsed = parseStaticTranslations(staticDocument(values));
    expect(parsed.problems).toEqual([]);
    expect(Object.fromEntries(parsed.values.map((v) => [v.key, v.value]))).toEqual(values);
  });
});
