// A saved plan's re-keys (apply/plan-guard.ts): one that would put another scope, another path or
// an unsafe id into a request is refused before apply sends anything, like any hostile plan entry.
import { describe, expect, it } from 'vitest';
import { planGuardProblems, type GuardedPlan } from '../../../src/apply/plan-guard.js';

const SCOPE = '0a1b2c3d4e5f';
type R = NonNullable<GuardedPlan['rekeys']>[number];
const ok: R = {
  record: 'article',
  id: '123',
  collectionId: '9',
  file: 'guide/a.md',
  from: 'helpsync:guide/a.md',
  to: `helpsync:${SCOPE}:guide/a.md`,
};
const plan = (...rekeys: R[]): GuardedPlan => ({ languages: [], moves: [], rekeys });
const messages = (p: GuardedPlan, scope: string | null = SCOPE): string[] =>
  planGuardProblems('plan.json', p, scope ?? undefined).map((x) => x.message);

describe('planGuardProblems: re-keys', () => {
  it('passes a re-key that puts this config scope into an unscoped key, an article or a layout collection', () => {
    const layout: R = { record: 'collection', id: '7', file: 'guide', from: 'helpsync:layout:guide', to: `helpsync:${SCOPE}:layout:guide` };
    // found under a former name: the record gets the key of the file's name now
    const renamed: R = { ...ok, from: 'helpsync:guide/old-name.md' };
    expect(messages(plan(ok, layout, renamed))).toEqual([]);
  });

  it('names the file as the planner does, under the source-language folder (en/guide/a.md): its key is the path under it', () => {
    const inEn = { ...plan({ ...ok, file: 'en/guide/a.md' }), sourceLanguage: 'en' };
    expect(messages(inEn)).toEqual([]);
    // the language folder is not part of the key: a `to` that carries it is refused
    expect(messages({ ...plan({ ...ok, file: 'en/guide/a.md', to: `helpsync:${SCOPE}:en/guide/a.md` }), sourceLanguage: 'en' })).toEqual([
      `re-key of article "123": to "helpsync:${SCOPE}:en/guide/a.md" is not "helpsync:${SCOPE}:guide/a.md" (this config's scope)`,
    ]);
  });

  it('refuses another scope, another path, a scoped from, an unsafe id, an unknown record, and any re-key without a scope', () => {
    expect(messages(plan({ ...ok, to: 'helpsync:ffffffffffff:guide/a.md' }))).toEqual([
      `re-key of article "123": to "helpsync:ffffffffffff:guide/a.md" is not "helpsync:${SCOPE}:guide/a.md" (this config's scope)`,
    ]);
    expect(messages(plan({ ...ok, to: `helpsync:${SCOPE}:guide/b.md` }))).toHaveLength(1);
    expect(messages(plan({ ...ok, from: 'helpsync:ffffffffffff:guide/a.md', to: `helpsync:${SCOPE}:ffffffffffff:guide/a.md` }))).toEqual([
      're-key of article "123": from "helpsync:ffffffffffff:guide/a.md" is not an unscoped key (helpsync:<path>)',
    ]);
    expect(messages(plan({ ...ok, from: 'other:guide/a.md' }))).toHaveLength(1);
    expect(messages(plan({ ...ok, id: '..' }))).toHaveLength(1);
    expect(messages(plan({ ...ok, collectionId: '1/2' }))).toHaveLength(1);
    expect(messages(plan({ ...ok, record: 'user' }))).toEqual(['re-key of user "123": unknown record kind "user"']);
    expect(messages(plan(ok), null)).toEqual(['re-key of article "123": this config has no scope, so nothing is re-keyed']);
  });
});
