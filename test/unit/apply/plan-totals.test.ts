// The --json documents' top-level totals (plan version 3): what sync --json and plan --json carry
// for a CI step to read without walking the plan. Oracle: the counts written down for a hand-made plan.
import { describe, expect, it } from 'vitest';
import type { HeldField, SyncPlan } from '../../../src/apply/types.js';
import { resultDocument } from '../../../src/cli/sync-results.js';

const held = (field: string, repoChanged: HeldField['repoChanged']): HeldField => ({
  entryId: 'article:1',
  type: 'article',
  language: 'de',
  file: 'de/a.md',
  field,
  local: 'repo',
  remote: 'platform',
  reason: 'edited on the platform',
  remoteFingerprint: 'fp',
  ...(repoChanged === undefined ? {} : { repoChanged }),
});

const PLAN = {
  kind: 'helpsync-plan',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  target: { baseUrl: 'http://x', project: 'p' },
  sourceLanguage: 'en',
  creations: [{ kind: 'article' }, { kind: 'collection' }],
  moves: [{ articleId: '1', ref: 'a.md', from: { id: 'c1' }, to: { id: 'c2' } }],
  languages: [
    { language: 'de', pushes: [{}, {}], unchanged: 4, held: [held('title', true), held('description', false), held('content', 'unknown')] },
    { language: 'fr', pushes: [{}], unchanged: 0, held: [] },
  ],
  remoteOnly: { entries: 0, pairs: 0, fields: 0 },
  warnings: [],
} as unknown as SyncPlan;

describe('the JSON document totals', () => {
  it('counts pushes across languages, creations, moves, held fields and the conflicts among them', () => {
    const doc = resultDocument(PLAN, undefined, true) as { totals: unknown; dryRun: boolean };
    expect(doc.totals).toEqual({ push: 3, create: 2, rekey: 0, move: 1, held: 3, conflicts: 1 });
    expect(doc.dryRun).toBe(true);
  });

  it('a plan with nothing to do totals zeros', () => {
    const empty = { ...PLAN, creations: undefined, moves: [], languages: [] } as unknown as SyncPlan;
    expect((resultDocument(empty, undefined, true) as { totals: unknown }).totals).toEqual({
      push: 0,
      create: 0,
      rekey: 0,
      move: 0,
      held: 0,
      conflicts: 0,
    });
  });
});
