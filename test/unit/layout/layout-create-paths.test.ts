// The layout planner on plain data when a `path:` names collections that do not exist yet: the
// missing levels become creations (parents first, externalId `helpsync:layout:<path>`), the moves
// into them carry the placeholder, and a collection helpsync made for a path is found by its
// externalId even after a rename on the platform. Expected values are written out by hand.
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../src/model.js';
import type { SourceFile } from '../../../src/content/types.js';
import { parseLayout } from '../../../src/layout/load.js';
import { planLayout } from '../../../src/layout/plan.js';
import { resolveLayoutRefs } from '../../../src/layout/refs.js';
import { mergeLayoutCollections } from '../../../src/operations/pipeline/creations.js';
import type { Creation } from '../../../src/apply/types.js';

const FILE = 'config/layout.yaml';

function col(id: string, en: string, parentId: string | null = null, externalId?: string): Collection {
  return { id, parentId, title: { en }, description: {}, ...(externalId ? { externalId } : {}) };
}

const base: Collection[] = [col('c-docs', 'Docs'), col('c-gs', 'Getting started', 'c-docs')];
const sourceFiles: SourceFile[] = [
  { path: 'install.md', entryId: 'article:a-install', title: 'Install' },
  { path: 'ios.md', entryId: 'article:a-ios', title: 'iOS' },
];
const placement = new Map([
  ['a-install', 'c-gs'],
  ['a-ios', 'c-docs'],
]);

function plan(lines: string[], collections = base) {
  const { spec, problems } = parseLayout(lines.join('\n'), FILE);
  expect(problems).toEqual([]);
  return planLayout({ layout: resolveLayoutRefs(spec, sourceFiles, 'en'), layoutFile: FILE, collections, placement, sourceLanguage: 'en' });
}

describe('a layout path that does not exist yet', () => {
  it('is planned as new collections, parents first, each level once; the moves go to the placeholder', () => {
    const p = plan([
      'collections:',
      '  - path: Docs/Mobile/Phones',
      '    articles: [ios.md]',
      '  - path: Docs/Mobile',
      '    articles: [install.md]',
      '  - path: Archive',
      '    articles: []',
    ]);
    expect(p.problems).toEqual([]);
    expect(p.creations).toEqual([
      {
        kind: 'collection',
        ref: 'new:helpsync:layout:Docs/Mobile',
        externalId: 'helpsync:layout:Docs/Mobile',
        file: '',
        title: 'Mobile',
        parent: { id: 'c-docs', path: 'Docs' },
      },
      {
        kind: 'collection',
        ref: 'new:helpsync:layout:Docs/Mobile/Phones',
        externalId: 'helpsync:layout:Docs/Mobile/Phones',
        file: '',
        title: 'Phones',
        parent: { ref: 'new:helpsync:layout:Docs/Mobile', path: 'Docs/Mobile' },
      },
      {
        kind: 'collection',
        ref: 'new:helpsync:layout:Archive',
        externalId: 'helpsync:layout:Archive',
        file: '',
        title: 'Archive',
        parent: null,
      },
    ]);
    expect(p.moves.map((m) => [m.articleId, m.from.id, m.to])).toEqual([
      ['a-ios', 'c-docs', { id: 'new:helpsync:layout:Docs/Mobile/Phones', path: 'Docs/Mobile/Phones' }],
      ['a-install', 'c-gs', { id: 'new:helpsync:layout:Docs/Mobile', path: 'Docs/Mobile' }],
    ]);
  });

  it('finds the collection helpsync made for the path by its externalId, also after a rename on the platform', () => {
    const made = [...base, col('c-made', 'Handys', 'c-docs', 'helpsync:layout:Docs/Mobile')];
    const p = plan(['collections:', '  - path: Docs/Mobile', '    articles: [ios.md]'], made);
    expect([p.problems, p.creations]).toEqual([[], []]);
    expect(p.moves.map((m) => m.to)).toEqual([{ id: 'c-made', path: 'Docs/Handys' }]);
    // a collection made by hand since with the path's title does not take it over
    const both = plan(['collections:', '  - path: Docs/Mobile', '    articles: [ios.md]'], [...made, col('c-hand', 'Mobile', 'c-docs')]);
    expect(both.moves.map((m) => m.to.id)).toEqual(['c-made']);
  });

  it('a title that differs from a sibling only in case or spacing is refused, naming the sibling; nothing is created', () => {
    const p = plan(['collections:', '  - path: docs/Mobile', '    articles: [ios.md]']);
    expect(p.problems.map((x) => [x.line, x.message])).toEqual([
      [2, expect.stringMatching(/^no collection "docs" at the top level .*there is "Docs" \(id c-docs\): titles match exactly/) as string],
    ]);
    expect([p.creations, p.moves]).toEqual([[], []]);
  });
});

describe("merging the layout step's collections into the creations of new files", () => {
  it("keeps each path once, layout collections after the folders' collections and before the articles", () => {
    const c = (ref: string, file = '', kind: Creation['kind'] = 'collection'): Creation => ({
      kind,
      ref,
      externalId: ref.slice('new:'.length),
      file,
      title: ref,
      parent: null,
    });
    // the create planner's order: folders' collections, then the layout's, then articles
    const fromCreate = [
      c('new:helpsync:b/', 'en/b/_index.md'),
      c('new:helpsync:layout:A'),
      c('new:helpsync:b/x.md', 'en/b/x.md', 'article'),
    ];
    const fromLayout = [c('new:helpsync:layout:A'), c('new:helpsync:layout:A/B')];
    expect(mergeLayoutCollections(fromCreate, fromLayout).map((x) => x.ref)).toEqual([
      'new:helpsync:b/',
      'new:helpsync:layout:A',
      'new:helpsync:layout:A/B',
      'new:helpsync:b/x.md',
    ]);
  });
});
