// The create planner and the binding by externalId, on plain data (src/create/plan.ts,
// src/content/binding.ts): expected values written out by hand.
import { describe, expect, it } from 'vitest';
import { bindByExternalId, externalIdOf } from '../../../src/content/binding.js';
import type { UnboundSource } from '../../../src/content/types.js';
import { titleKey } from '../../../src/create/guards.js';
import { planCreations, type CreatePlanInput } from '../../../src/create/plan.js';

const file = (path: string, title?: string, extra: Partial<UnboundSource> = {}): UnboundSource => ({
  path,
  isIndex: path.endsWith('_index.md'),
  ...(title ? { title } : {}),
  subject: false,
  selected: true,
  ...extra,
});

function input(unbound: UnboundSource[], over: Partial<CreatePlanInput> = {}): CreatePlanInput {
  return {
    sourceLanguage: 'en',
    unbound,
    bindings: [],
    sourceFiles: [{ path: 'docs/_index.md', entryId: 'collection:c1' }],
    collections: [{ id: 'c1', parentId: null, title: { en: 'Docs' }, description: {} }],
    titles: new Map(),
    excluded: () => false,
    history: { available: true, untracked: new Set() },
    draftByDefault: false,
    maxCreates: 20,
    show: (p) => `content/en/${p}`,
    ...over,
  };
}

describe('externalIdOf and bindByExternalId', () => {
  it('pages by path, folders by their folder ending in /', () => {
    expect([externalIdOf('a/b/new.md'), externalIdOf('a/b/_index.md')]).toEqual(['helpsync:a/b/new.md', 'helpsync:a/b/']);
  });

  it('binds by the name now first, then by former names; claimed records and the wrong kind are skipped', () => {
    const records = [
      { entryId: 'article:1', type: 'article' as const, externalId: 'helpsync:old.md' },
      { entryId: 'article:2', type: 'article' as const, externalId: 'helpsync:taken.md' },
      { entryId: 'collection:3', type: 'collection' as const, externalId: 'helpsync:guides/' },
      { entryId: 'article:4', type: 'article' as const, externalId: 'helpsync:guides/' },
      { entryId: 'article:5', type: 'article' as const, externalId: 'other:now.md' },
    ];
    const former = new Map([
      ['renamed.md', ['old.md']],
      ['also-old.md', ['old.md']],
      ['manuals/_index.md', ['guides/_index.md']],
    ]);
    const files = [file('also-old.md'), file('renamed.md'), file('taken.md'), file('manuals/_index.md'), file('now.md')];
    expect(bindByExternalId(files, records, former, new Set(['article:2']))).toEqual([
      { path: 'also-old.md', entryId: 'article:1', type: 'article', externalId: 'helpsync:old.md', formerName: 'old.md' },
      {
        path: 'manuals/_index.md',
        entryId: 'collection:3',
        type: 'collection',
        externalId: 'helpsync:guides/',
        formerName: 'guides/_index.md',
      },
    ]);
  });
});

describe('titleKey (the collision guard)', () => {
  it('NFC, trimmed, whitespace collapsed, case-folded', () => {
    expect(titleKey('  Cafe\u0301   Menu\t')).toBe(titleKey('café menu'));
    expect(titleKey('Install  The Widget')).toBe('install the widget');
    expect(titleKey('Install-the widget')).not.toBe(titleKey('Install the widget'));
  });
});

describe('planCreations', () => {
  it('new folders become collections under their parent folder, parents first; pages go to the nearest folder with a collection', () => {
    const plan = planCreations(
      input([
        file('docs/Zeta/_index.md', 'Zeta'),
        file('docs/Zeta/sub/_index.md', 'Sub'),
        file('docs/Zeta/sub/deep.md', 'Deep'),
        file('docs/Zeta/plain/page.md', 'Plain page', { draft: 'true' }),
        file('docs/top.md', 'Top'),
      ]),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.creations.map((c) => [c.kind, c.externalId, c.parent, c.draft])).toEqual([
      ['collection', 'helpsync:docs/Zeta/', { id: 'c1', path: 'Docs' }, undefined],
      ['collection', 'helpsync:docs/Zeta/sub/', { ref: 'new:helpsync:docs/Zeta/', path: 'Docs/Zeta' }, undefined],
      ['article', 'helpsync:docs/Zeta/plain/page.md', { ref: 'new:helpsync:docs/Zeta/', path: 'Docs/Zeta' }, true],
      ['article', 'helpsync:docs/Zeta/sub/deep.md', { ref: 'new:helpsync:docs/Zeta/sub/', path: 'Docs/Zeta/Sub' }, false],
      ['article', 'helpsync:docs/top.md', { id: 'c1', path: 'Docs' }, false],
    ]);
    expect(plan.entries.get('docs/Zeta/sub/deep.md')).toEqual({ entryId: 'article:new:helpsync:docs/Zeta/sub/deep.md', type: 'article' });
  });

  it('a page in no collection is an error naming the file and the fix; newArticles: draft flips the default', () => {
    const plan = planCreations(
      input([file('loose.md', 'Loose'), file('docs/a.md', 'A'), file('docs/b.md', 'B', { draft: 'false' })], { draftByDefault: true }),
    );
    expect(plan.problems).toEqual([
      {
        severity: 'error',
        file: 'content/en/loose.md',
        message: expect.stringContaining('add an _index.md with a title to its folder') as string,
      },
    ]);
    expect(plan.creations.map((c) => [c.file, c.draft])).toEqual([
      ['en/docs/a.md', true],
      ['en/docs/b.md', false],
    ]);
  });

  it('a title an unclaimed record has (case and spacing aside) is refused with the match hint; claimed ones are not', () => {
    const titles = new Map([
      ['article:9', 'Install  the WIDGET '],
      ['article:8', 'Claimed'],
      ['collection:7', 'Guides'],
    ]);
    const plan = planCreations(
      input([file('docs/install.md', 'Install the widget'), file('docs/claimed.md', 'Claimed'), file('docs/guides/_index.md', 'guides')], {
        titles,
        sourceFiles: [
          { path: 'docs/_index.md', entryId: 'collection:c1' },
          { path: 'docs/other.md', entryId: 'article:8' },
        ],
      }),
    );
    expect(plan.problems.map((p) => [p.file, p.message.includes('`helpsync match`')])).toEqual([
      ['content/en/docs/guides/_index.md', true],
      ['content/en/docs/install.md', true],
    ]);
  });
});
