// The library surface is recorded in docs/api-report.md (scripts/api-report.mjs, the TypeScript
// checker): the recorded report is the surface now, and an unrecorded change is told apart, by name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { apiReport, reportDifference, REPORT_PATH } from '../../scripts/api-report.mjs';

const report = apiReport as () => string;
const difference = reportDifference as (recorded: string, now: string) => { removed: string[]; added: string[]; differs: boolean };

describe('the API report', () => {
  const now = report();
  const recorded = readFileSync(REPORT_PATH as string, 'utf8');

  it('records the surface as it is (run `node scripts/api-report.mjs` after changing src/index.ts)', () => {
    expect(difference(recorded, now).differs).toBe(false);
  });

  it('lists every operation by name, each a function', () => {
    for (const op of [
      'sync',
      'makePlan',
      'applySavedPlan',
      'arrangeLayout',
      'preview',
      'listCollections',
      'pullContent',
      'pullDrifted',
      'translationStatus',
      'matchEntries',
      'initRepo',
      'statistics',
      'videos',
      'engagementRecord',
      'executeDelete',
    ])
      expect(now).toContain(`### ${op} (function)\n\n\`\`\`ts\nfunction ${op}(`);
  });

  it('tells a name that is not recorded, and one that is gone', () => {
    const withoutSync = recorded.replace(/### sync \(function\)\n\n```ts\n[^\n]*\n```\n/, '');
    const diff = difference(withoutSync, now);
    expect(diff.differs).toBe(true);
    expect(diff.added).toEqual(['### sync (function)', 'function sync(opts: SyncRunOptions, deps: SyncDeps): Promise<SyncRun>']);
    expect(difference(now, withoutSync).removed).toContain('### sync (function)');
  });
});
