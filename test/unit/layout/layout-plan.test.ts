// The pure layout planner on plain data: path and ref resolution, validation (file and line on
// every problem), and the moves it plans.
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../src/model.js';
import type { SourceFile } from '../../../src/content/types.js';
import { parseLayout, type LayoutSpec } from '../../../src/layout/load.js';
import { formatLayoutSummary, formatMove } from '../../../src/layout/report.js';
import { collectionPath, parseCollectionPath, resolveCollectionPath } from '../../../src/content/collection-path.js';
import { planLayout } from '../../../src/layout/plan.js';
import { resolveArticleRef, resolveLayoutRefs, unplacedArticleIds } from '../../../src/layout/refs.js';

// Asymmetric matchers typed as the strings they stand for (they are `any` otherwise).
const matching = (re: RegExp): string => expect.stringMatching(re) as string;

const FILE = 'config/layout.yaml';

function col(id: string, en: string | undefined, parentId: string | null = null, de?: string): Collection {
  const title: Record<string, string> = {};
  if (en !== undefined) title.en = en;
  if (de !== undefined) title.de = de;
  return { id, parentId, title, description: {} };
}

// Docs
//   Getting started
//     Mobile
//   Setup
//   TCP/IP
// Guides
//   Setup          (a second "Setup", under another parent)
// FAQ
// FAQ              (two roots with one title: ambiguous)
// (untitled in en)
const collections: Collection[] = [
  col('c-docs', 'Docs', null, 'Dokumentation'),
  col('c-gs', 'Getting started', 'c-docs'),
  col('c-mobile', 'Mobile', 'c-gs'),
  col('c-setup', 'Setup', 'c-docs'),
  col('c-tcp', 'TCP/IP', 'c-docs'),
  col('c-guides', 'Guides'),
  col('c-gsetup', 'Setup', 'c-guides'),
  col('c-faq1', 'FAQ'),
  col('c-faq2', 'FAQ'),
  col('c-untitled', undefined, null, 'Nur Deutsch'),
  col('c-orphan', 'Orphan', 'c-gone'),
];

const sourceFiles: SourceFile[] = [
  { path: 'getting-started/install.md', entryId: 'article:a-install', title: 'Install the widget' },
  { path: 'mobile/ios.md', entryId: 'article:a-ios', title: 'iOS' },
  { path: 'mobile/android.md', entryId: 'article:a-android' },
  { path: 'docs/index.md', entryId: 'collection:c-docs', title: 'Docs' },
  { path: 'old/install.md', entryId: 'article:a-old' },
];

// Where each article is now.
const placement = new Map<string, string>([
  ['a-install', 'c-gs'],
  ['a-ios', 'c-docs'],
  ['a-android', 'c-mobile'],
  ['a-old', 'c-faq1'],
  ['a-bare', 'c-guides'],
  ['a-entry', 'c-guides'],
  ['a-unlisted1', 'c-docs'],
  ['a-unlisted2', 'c-setup'],
]);

function plan(yaml: string, extra: { knownArticleIds?: Set<string> } = {}) {
  const { spec, problems } = parseLayout(yaml, FILE);
  expect(problems).toEqual([]);
  return planLayout({
    layout: resolveLayoutRefs(spec, sourceFiles, 'en'),
    layoutFile: FILE,
    collections,
    placement,
    sourceLanguage: 'en',
    ...extra,
  });
}

describe('collection paths', () => {
  it('parses levels, escaped slashes and backslashes, trimming titles', () => {
    expect(parseCollectionPath('Docs/Getting started')).toEqual({ segments: ['Docs', 'Getting started'] });
    expect(parseCollectionPath('Docs / TCP\\/IP')).toEqual({ segments: ['Docs', 'TCP/IP'] });
    expect(parseCollectionPath('A\\\\B')).toEqual({ segments: ['A\\B'] });
    expect(parseCollectionPath('Docs//Setup')).toMatchObject({ error: matching(/empty level/) });
    expect(parseCollectionPath('/Docs')).toMatchObject({ error: matching(/empty level/) });
    expect(parseCollectionPath('Docs\\')).toMatchObject({ error: matching(/lone/) });
  });

  it('resolves against source-language titles from the root', () => {
    expect(resolveCollectionPath(collections, 'Docs/Getting started/Mobile', 'en')).toMatchObject({
      ok: true,
      collection: { id: 'c-mobile' },
    });
    expect(resolveCollectionPath(collections, 'Docs/TCP\\/IP', 'en')).toMatchObject({ ok: true, collection: { id: 'c-tcp' } });
    expect(resolveCollectionPath(collections, 'Guides/Setup', 'en')).toMatchObject({ ok: true, collection: { id: 'c-gsetup' } });
    expect(resolveCollectionPath(collections, 'Dokumentation', 'de')).toMatchObject({ ok: true, collection: { id: 'c-docs' } });
    // Only the source language counts.
    expect(resolveCollectionPath(collections, 'Dokumentation', 'en')).toMatchObject({ ok: false });
    // A collection whose parent is not listed is reachable as a root.
    expect(resolveCollectionPath(collections, 'Orphan', 'en')).toMatchObject({ ok: true, collection: { id: 'c-orphan' } });
  });

  it('a missing level lists the candidates at that level', () => {
    const r = resolveCollectionPath(collections, 'Docs/Installation', 'en');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('no collection "Installation" under Docs');
    expect(r.message).toContain('Docs/Getting started (id c-gs)');
    expect(r.message).toContain('Docs/Setup (id c-setup)');
    expect(r.message).toContain('Docs/TCP\\/IP (id c-tcp)');
    expect(r.message).not.toContain('c-gsetup');
  });

  it('a missing root lists the roots, and a case slip gets a hint', () => {
    const r = resolveCollectionPath(collections, 'docs', 'en');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('at the top level');
    expect(r.message).toContain('Did you mean "Docs"?');
    expect(r.message).toContain('Guides (id c-guides)');
  });

  it('an ambiguous path lists every match with its id', () => {
    const r = resolveCollectionPath(collections, 'FAQ', 'en');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(/ambiguous: 2 collections/);
    expect(r.message).toContain('FAQ (id c-faq1)');
    expect(r.message).toContain('FAQ (id c-faq2)');
    expect(r.message).toContain('"id:"');
  });

  it('collectionPath shows titles from the root, escaped, and ids where there is no title', () => {
    expect(collectionPath(collections, 'c-mobile', 'en')).toBe('Docs/Getting started/Mobile');
    expect(collectionPath(collections, 'c-tcp', 'en')).toBe('Docs/TCP\\/IP');
    expect(collectionPath(collections, 'c-untitled', 'en')).toBe('c-untitled');
    expect(collectionPath(collections, 'nope', 'en')).toBe('nope');
    expect(collectionPath(collections, 'c-gs', 'de')).toBe('Dokumentation/c-gs');
  });

  it('collectionPath survives a parent cycle', () => {
    const loop = [col('x', 'X', 'y'), col('y', 'Y', 'x')];
    expect(collectionPath(loop, 'x', 'en')).toBe('Y/X');
  });
});

describe('article refs', () => {
  it('a .md file resolves through its entry', () => {
    expect(resolveArticleRef('getting-started/install.md', sourceFiles, 'en')).toEqual({
      ok: true,
      articleId: 'a-install',
      file: 'getting-started/install.md',
      title: 'Install the widget',
    });
    expect(resolveArticleRef('./mobile/ios.md', sourceFiles, 'en')).toMatchObject({ ok: true, articleId: 'a-ios' });
  });

  it('a file that does not exist, with same-named files as hints', () => {
    const r = resolveArticleRef('install.md', sourceFiles, 'en');
    expect(r).toMatchObject({ ok: false });
    if (r.ok) return;
    expect(r.message).toContain('no source-language file "install.md"');
    expect(r.message).toContain('getting-started/install.md, old/install.md');
  });

  it('a file whose entry is not an article', () => {
    expect(resolveArticleRef('docs/index.md', sourceFiles, 'en')).toMatchObject({
      ok: false,
      message: matching(/collection entry collection:c-docs, not an article/),
    });
  });

  it('article:<id> and bare ids; the file is found for display when there is one', () => {
    expect(resolveArticleRef('article:a-ios', sourceFiles, 'en')).toEqual({
      ok: true,
      articleId: 'a-ios',
      file: 'mobile/ios.md',
      title: 'iOS',
    });
    expect(resolveArticleRef('a-bare', sourceFiles, 'en')).toEqual({ ok: true, articleId: 'a-bare', file: undefined, title: undefined });
  });

  it('entry ids of other types, and malformed ids', () => {
    expect(resolveArticleRef('collection:c-docs', sourceFiles, 'en')).toMatchObject({
      ok: false,
      message: matching(/collection entry, not an article/),
    });
    expect(resolveArticleRef('article:', sourceFiles, 'en')).toMatchObject({ ok: false, message: matching(/not a valid entry id/) });
    expect(resolveArticleRef('some/thing', sourceFiles, 'en')).toMatchObject({ ok: false, message: matching(/not an article ref/) });
  });
});

describe('planLayout', () => {
  it('plans a move only for listed articles out of place, in file order, with paths', () => {
    const p = plan(
      [
        'collections:',
        '  - path: Docs/Getting started/Mobile',
        '    articles:',
        '      - mobile/ios.md                # in Docs: moves',
        '      - article:a-android            # already there',
        '  - id: c-setup',
        '    articles:',
        '      - getting-started/install.md   # in Getting started: moves',
        '      - a-bare                       # in Guides: moves',
        '  - path: Guides',
        '    articles: [article:a-entry]      # already there',
      ].join('\n'),
    );
    expect(p.problems).toEqual([]);
    expect(p.moves).toEqual([
      {
        articleId: 'a-ios',
        file: 'mobile/ios.md',
        ref: 'mobile/ios.md',
        title: 'iOS',
        from: { id: 'c-docs', path: 'Docs' },
        to: { id: 'c-mobile', path: 'Docs/Getting started/Mobile' },
      },
      {
        articleId: 'a-install',
        file: 'getting-started/install.md',
        ref: 'getting-started/install.md',
        title: 'Install the widget',
        from: { id: 'c-gs', path: 'Docs/Getting started' },
        to: { id: 'c-setup', path: 'Docs/Setup' },
      },
      {
        articleId: 'a-bare',
        ref: 'a-bare',
        from: { id: 'c-guides', path: 'Guides' },
        to: { id: 'c-setup', path: 'Docs/Setup' },
      },
    ]);
    // a-old, a-unlisted1, a-unlisted2 are on the platform and not listed.
    expect(p.summary).toEqual({ listed: 5, inPlace: 2, unlisted: 3 });
    expect(p.moves.map(formatMove)).toEqual([
      'mobile/ios.md: Docs → Docs/Getting started/Mobile',
      'getting-started/install.md: Docs/Getting started → Docs/Setup',
      'a-bare: Guides → Docs/Setup',
    ]);
    expect(formatLayoutSummary(p.moves.length, p.summary)).toBe('Layout: 3 to move, 2 in place, 3 not listed (left where they are).');
  });

  it('plans nothing when everything is in place (a re-run)', () => {
    const p = plan('collections:\n  - id: c-gs\n    articles: [getting-started/install.md]\n  - path: Docs\n    articles: [a-ios]\n');
    expect(p).toEqual({ creations: [], rekeys: [], moves: [], summary: { listed: 2, inPlace: 2, unlisted: 6 }, problems: [] });
  });

  it('reports every error together, each with the file and line, and plans no move', () => {
    const p = plan(
      [
        'collections:',
        '  - id: c-nope',
        '    articles: [mobile/ios.md]',
        '  - path: Docs/getting  Started',
        '    articles: [a-bare]',
        '  - path: FAQ',
        '    articles: []',
        '  - id: c-setup',
        '    articles:',
        '      - missing/file.md',
        '      - docs/index.md',
        '      - article:a-ghost',
        '      - a-install',
        '      - getting-started/install.md',
        '      - collection:c-docs',
        '      - mobile/android.md',
      ].join('\n'),
    );
    expect(p.moves).toEqual([]);
    expect(p.problems.every((x) => x.file === FILE && x.severity === 'error')).toBe(true);
    expect(p.problems.map((x) => [x.line, x.message])).toEqual([
      [2, matching(/^no collection with id "c-nope" on the platform/)],
      [4, matching(/^no collection "getting {2}Started" under Docs .*there is "Getting started" \(id c-gs\): titles match exactly/)],
      [6, matching(/^path "FAQ" is ambiguous/)],
      [10, matching(/^no source-language file "missing\/file.md"/)],
      [11, matching(/not an article/)],
      [12, matching(/^article a-ghost \("article:a-ghost"\) was not found in any collection/)],
      [14, matching(/^article a-install \(getting-started\/install.md\) is listed/)],
      [15, matching(/collection entry, not an article/)],
    ]);
    expect(p.problems[0]?.message).toMatch(
      /creates a missing collection only when the layout names it by "path:".*create it on the platform first/,
    );
    expect(p.problems[6]?.message).toContain('lines 13 and 14, the first as "a-install"');
  });

  it('tells a missing article from one in no collection when it knows which exist', () => {
    const yaml = 'collections:\n  - id: c-setup\n    articles:\n      - a-ghost\n      - a-loose\n';
    const known = new Set(['a-loose', 'a-install']);
    const p = plan(yaml, { knownArticleIds: known });
    expect(p.problems).toEqual([
      { severity: 'error', file: FILE, line: 4, message: 'article a-ghost does not exist on the platform' },
      { severity: 'error', file: FILE, line: 5, message: matching(/^article a-loose is in no collection.*needs its current collection/) },
    ]);
    const { spec } = parseLayout(yaml, FILE);
    expect(unplacedArticleIds(resolveLayoutRefs(spec, sourceFiles, 'en'), placement)).toEqual(['a-ghost', 'a-loose']);
  });

  it('counts unlisted articles even when nothing is listed', () => {
    const spec: LayoutSpec = { collections: [] };
    const p = planLayout({
      layout: resolveLayoutRefs(spec, sourceFiles, 'en'),
      layoutFile: FILE,
      collections,
      placement,
      sourceLanguage: 'en',
    });
    expect(p).toEqual({ creations: [], rekeys: [], moves: [], summary: { listed: 0, inPlace: 0, unlisted: placement.size }, problems: [] });
  });

  it('is pure: the same input gives the same plan and nothing is mutated', () => {
    const yaml = 'collections:\n  - id: c-setup\n    articles: [mobile/ios.md]\n';
    const before = JSON.stringify([collections, sourceFiles, [...placement]]);
    expect(plan(yaml)).toEqual(plan(yaml));
    expect(JSON.stringify([collections, sourceFiles, [...placement]])).toBe(before);
  });
});
