// A saved plan's retirements (apply/plan-guard.ts): an id that would address another path (a dot
// segment, a slash, an article without its collection) is refused before apply sends anything.
import { describe, expect, it } from 'vitest';
import { planGuardProblems } from '../../../src/apply/plan-guard.js';

const messages = (retirements: { kind: string; id: string; collectionId?: string }[]): string[] =>
  planGuardProblems('plan.json', { languages: [], moves: [], retirements }).map((x) => x.message);

describe('planGuardProblems: retirements', () => {
  it('passes an article with its collection and a collection', () => {
    expect(
      messages([
        { kind: 'article', id: 'a1', collectionId: 'c1' },
        { kind: 'collection', id: 'c1' },
      ]),
    ).toEqual([]);
  });

  it('refuses a dot segment, a slash and an article with no collection, each named', () => {
    const out = messages([
      { kind: 'article', id: '..', collectionId: 'c1' },
      { kind: 'collection', id: 'a/b' },
      { kind: 'article', id: 'a2' },
    ]);
    expect(out.length).toBe(3);
    expect(out[0]).toMatch(/^retirement of article "\.\."/);
    expect(out[1]).toMatch(/^retirement of collection "a\/b"/);
    expect(out[2]).toMatch(/^retirement of article "a2"/);
  });
});
