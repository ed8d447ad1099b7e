// The retire planner and the history reading it decides from, driven with written-down facts: which
// deleted source retires which record, and every case that must retire nothing (with its reason).
import { describe, expect, it } from 'vitest';
import { sourceFates } from '../../../src/retire/history.js';
import { planRetirements, type RetirePlanInput } from '../../../src/retire/plan.js';

const SCOPE = '0123456789ab';
const KEY = `helpsync:${SCOPE}:`;

/** A help center: collection G (guide/) holds a1 (guide/a.md) and a2 (guide/b.md); T (top) holds t1. */
function input(over: Partial<RetirePlanInput> = {}): RetirePlanInput {
  return {
    mode: 'unpublish',
    sourceLanguage: 'en',
    scope: SCOPE,
    run: { history: { available: true }, contentFolder: true, pagesFound: 40, failedFiles: [] },
    deleted: [],
    entryLines: new Map(),
    articles: [
      { id: 'a1', collectionId: 'G', title: 'A', isDraft: false, externalId: `${KEY}guide/a.md` },
      { id: 'a2', collectionId: 'G', title: 'B', isDraft: false },
      { id: 't1', collectionId: 'T', title: 'Top', isDraft: false, externalId: `${KEY}top.md` },
      { id: 'x1', collectionId: 'T', title: 'Theirs', isDraft: false, externalId: 'helpsync:ffffffffffff:theirs.md' },
    ],
    collections: [
      { id: 'G', parentId: 'T', title: 'Guide', unpublished: false, externalId: `${KEY}guide/` },
      { id: 'T', parentId: null, title: 'Top', unpublished: false },
    ],
    claimedNow: new Set(Array.from({ length: 40 }, (_, i) => `article:n${i}`)),
    excluded: () => false,
    translations: new Map(),
    restored: [],
    drifted: new Set(),
    forced: () => false,
    show: (p) => p,
    ...over,
  };
}

const del = (path: string, names: string[] = [path]) => ({ path, commit: 'c9', names });

describe('sourceFates', () => {
  // newest first, as readHistory returns them
  const commits = [
    {
      id: 'c5',
      changes: [
        { status: 'A', path: 'en/back.md' },
        { status: 'D', path: 'de/worktree-only.md' },
      ],
    },
    {
      id: 'c4',
      changes: [
        { status: 'D', path: 'en/gone.md', oldBlob: 'b-gone' },
        { status: 'D', path: 'en/back.md', oldBlob: 'b-back' },
      ],
    },
    {
      id: 'c3',
      changes: [
        { status: 'R', path: 'en/new-name.md', oldPath: 'en/old-name.md' },
        { status: 'D', path: 'en/moved-then-gone.md' },
      ],
    },
    {
      id: 'c2',
      changes: [
        { status: 'R', path: 'en/moved-then-gone.md', oldPath: 'en/first.md' },
        { status: 'D', path: 'de/gone.md' },
      ],
    },
    {
      id: 'c1',
      changes: [
        'en/gone.md',
        'en/back.md',
        'en/old-name.md',
        'en/first.md',
        'en/worktree-only.md',
        'de/worktree-only.md',
        'de/gone.md',
        'en/img.png',
      ].map((path) => ({
        status: 'A',
        path,
      })),
    },
  ];
  const head = new Set(['en/back.md', 'en/new-name.md', 'en/worktree-only.md']);

  it('a deleted page with its last blob and former names; a rename, a page in HEAD, a translation and a non-page are not deleted', () => {
    const fates = sourceFates(commits, 'en', head);
    expect(fates.deleted).toEqual([
      { path: 'gone.md', commit: 'c4', blob: 'b-gone', names: ['gone.md'] },
      { path: 'moved-then-gone.md', commit: 'c3', names: ['moved-then-gone.md', 'first.md'] },
    ]);
    expect([...fates.restored]).toEqual(['back.md']);
    // a translation deleted while its source stays is reported; one whose source went too is not
    expect(fates.removedTranslations).toEqual(['de/worktree-only.md']);
  });

  it('a deletion not committed: the file is still in HEAD, so nothing is deleted', () => {
    const fates = sourceFates([{ id: 'c1', changes: [{ status: 'A', path: 'en/a.md' }] }], 'en', new Set(['en/a.md']));
    expect(fates.deleted).toEqual([]);
  });
});

describe('planRetirements', () => {
  it('retires an article bound by its scoped externalId under a former name, and one named by an entry: line', () => {
    const plan = planRetirements(
      input({
        deleted: [del('guide/renamed-a.md', ['guide/renamed-a.md', 'guide/a.md']), del('notes.md')],
        entryLines: new Map([['notes.md', 'article:t1']]),
      }),
    );
    expect(plan.retirements.map((r) => [r.kind, r.id, r.file, r.title, r.collectionId, r.action])).toEqual([
      ['article', 'a1', 'en/guide/renamed-a.md', 'A', 'G', 'unpublish'],
      ['article', 't1', 'en/notes.md', 'Top', 'T', 'unpublish'],
    ]);
    expect(plan.problems).toEqual([]);
  });

  it('a collection goes after its articles when all it holds goes; otherwise it is kept with the count', () => {
    const all = planRetirements(
      input({
        deleted: [del('guide/_index.md'), del('guide/a.md'), del('guide/b.md')],
        entryLines: new Map([['guide/b.md', 'article:a2']]),
      }),
    );
    expect(all.retirements.map((r) => `${r.kind}:${r.id}`)).toEqual(['article:a1', 'article:a2', 'collection:G']);
    const some = planRetirements(input({ deleted: [del('guide/_index.md'), del('guide/a.md')] }));
    expect(some.retirements.map((r) => `${r.kind}:${r.id}`)).toEqual(['article:a1']);
    expect(some.kept).toEqual([
      {
        file: 'en/guide/_index.md',
        entryId: 'collection:G',
        reason: 'its folder is gone, but it still holds 1 record(s) on the platform that this plan does not retire: kept',
      },
    ]);
  });

  it('a second unpublish run: drafts and an unpublished collection send nothing, and the collection still counts them as gone', () => {
    const base = input();
    const deleted = [del('guide/_index.md'), del('guide/a.md'), del('guide/b.md')];
    const entryLines = new Map([['guide/b.md', 'article:a2']]);
    const drafts = base.articles.map((a) => (a.collectionId === 'G' ? { ...a, isDraft: true } : a));
    // the articles drafts already: the collection is retired alone
    expect(planRetirements({ ...base, articles: drafts, deleted, entryLines }).retirements.map((r) => `${r.kind}:${r.id}`)).toEqual([
      'collection:G',
    ]);
    // and unpublished already: nothing at all, nothing kept
    const hidden = base.collections.map((c) => (c.id === 'G' ? { ...c, unpublished: true } : c));
    const again = planRetirements({ ...base, articles: drafts, collections: hidden, deleted, entryLines });
    expect([again.retirements, again.kept]).toEqual([[], []]);
    // delete mode still deletes drafts
    expect(
      planRetirements({ ...base, mode: 'delete', articles: drafts, collections: hidden, deleted, entryLines }).retirements.length,
    ).toBe(3);
  });

  it("another scope's record, an unknown path and a record claimed by a file in HEAD retire nothing", () => {
    const plan = planRetirements(
      input({ deleted: [del('theirs.md'), del('never-published.md'), del('top.md')], claimedNow: new Set(['article:t1', 'article:n1']) }),
    );
    expect(plan.retirements).toEqual([]);
    // the claimed record moved with its entry: line: nothing to say about it
    expect(plan.kept).toEqual([]);
  });

  it('an excluded path retires nothing and says why, only while a record of ours is there to retire', () => {
    const plan = planRetirements(input({ deleted: [del('top.md'), del('never-published.md')], excluded: () => true }));
    expect(plan.retirements).toEqual([]);
    expect(plan.kept.map((k) => [k.file, k.entryId])).toEqual([['en/top.md', 'article:t1']]);
    expect(plan.kept[0]!.reason).toMatch(/exclude/);
  });

  it.each([
    ['--no-history', { history: { available: false, why: '--no-history' } }, /no Git history \(--no-history\)/],
    ['a missing content folder', { contentFolder: false }, /content folder is missing/],
    ['an empty scan', { pagesFound: 0 }, /no source pages/],
    ['--only', { only: true }, /--only/],
    ['--languages de', { languages: ['de'] }, /--languages de leaves out the source language \(en\)/],
    ['a file that failed to load', { failedFiles: ['en/broken.md'] }, /1 file\(s\) failed to load \(en\/broken\.md\)/],
  ])('%s retires nothing and says why', (_name, run, why) => {
    const base = input();
    const plan = planRetirements({ ...base, run: { ...base.run, ...run }, deleted: [del('top.md')] });
    expect(plan.retirements).toEqual([]);
    expect(plan.skipped).toMatch(why);
  });

  it('a partial run says why only when something would have been retired', () => {
    const base = input();
    const quiet = planRetirements({ ...base, run: { ...base.run, only: true }, deleted: [del('never-published.md')] });
    expect([quiet.retirements, quiet.skipped]).toEqual([[], undefined]);
    const noHistory = planRetirements({ ...base, run: { ...base.run, history: { available: false, why: '--no-history' } } });
    expect(noHistory.skipped).toMatch(/--no-history/);
  });

  it('keep lists "would retire" with action keep and needs no --max-retires; delete and unpublish do past the guard', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: `m${i}`,
      collectionId: 'T',
      title: `M${i}`,
      isDraft: false,
      externalId: `${KEY}m${i}.md`,
    }));
    const deleted = many.map((_, i) => del(`m${i}.md`));
    const base = input();
    const keep = planRetirements({ ...base, mode: 'keep', articles: many, deleted });
    expect(keep.retirements.map((r) => r.action)).toEqual(Array(12).fill('keep'));
    expect(keep.problems).toEqual([]);
    const del12 = planRetirements({ ...base, mode: 'delete', articles: many, deleted });
    expect(del12.problems.map((p) => p.message)).toEqual([expect.stringContaining('need --max-retires 12')]);
    expect(planRetirements({ ...base, mode: 'delete', articles: many, deleted, maxRetires: 12 }).problems).toEqual([]);
    expect(planRetirements({ ...base, mode: 'delete', articles: many, deleted, preview: true }).problems).toEqual([]);
  });

  it('more than 10% of the bound records needs --max-retires even under 10', () => {
    // 2 retired + 8 bound now = 10 bound: 2 > 1
    const plan = planRetirements(
      input({ deleted: [del('top.md'), del('guide/a.md')], claimedNow: new Set(Array.from({ length: 8 }, (_, i) => `article:n${i}`)) }),
    );
    expect(plan.problems[0]!.message).toContain('2 records to retire in one run (of 10 this configuration binds)');
    expect(plan.problems[0]!.message).toContain('--max-retires 2');
  });

  it('a record edited on the platform is held; --force on its path retires it', () => {
    const drifted = new Set(['article:t1']);
    const held = planRetirements(input({ deleted: [del('top.md')], drifted }));
    expect(held.retirements).toEqual([]);
    expect(held.held.map((h) => [h.file, h.entryId])).toEqual([['en/top.md', 'article:t1']]);
    const forced = planRetirements(input({ deleted: [del('top.md')], drifted, forced: (p) => p === 'top.md' }));
    expect(forced.retirements.map((r) => r.id)).toEqual(['t1']);
  });

  it('unpublish skips a record already a draft; translations left behind are orphaned', () => {
    const base = input();
    const plan = planRetirements({
      ...base,
      articles: base.articles.map((a) => (a.id === 'a1' ? { ...a, isDraft: true } : a)),
      deleted: [del('guide/a.md'), del('top.md')],
      translations: new Map([
        ['de', new Set(['top.md', 'other.md'])],
        ['fr', new Set(['guide/a.md'])],
      ]),
    });
    expect(plan.retirements.map((r) => r.id)).toEqual(['t1']);
    expect(plan.orphaned).toEqual(['de/top.md']);
  });

  it('republishes a draft whose restored source does not say draft: true', () => {
    const base = input();
    const plan = planRetirements({
      ...base,
      articles: base.articles.map((a) => ({ ...a, isDraft: a.id !== 'x1' })),
      collections: base.collections.map((c) => ({ ...c, unpublished: c.id === 'G' })),
      restored: [
        { path: 'top.md', entryId: 'article:t1' },
        { path: 'guide/a.md', entryId: 'article:a1', draft: 'true' },
        { path: 'guide/_index.md', entryId: 'collection:G' },
        { path: 'theirs.md', entryId: 'article:x1' },
      ],
    });
    expect(plan.republications.map((r) => [r.kind, r.id, r.file])).toEqual([
      ['article', 't1', 'en/top.md'],
      ['collection', 'G', 'en/guide/_index.md'],
    ]);
  });
});
