// The import rules of docs/ARCHITECTURE.md (.dependency-cruiser.cjs) catch what they are for: a
// planner that imports node:fs, a feature importing a feature the table does not allow. Run
// in-process through dependency-cruiser's API on a small fixture tree, and on the real src/.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { REPO_ROOT } from '../helpers/cli.js';

const require = createRequire(import.meta.url);
const ruleSet = require(path.join(REPO_ROOT, '.dependency-cruiser.cjs')) as { forbidden: unknown[]; options: Record<string, unknown> };

async function violations(baseDir: string): Promise<string[]> {
  const { tsConfig: _ts, ...options } = ruleSet.options;
  const result = await cruise(['src'], { ...options, baseDir, validate: true, ruleSet: { forbidden: ruleSet.forbidden } } as never);
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('import rules', () => {
  it('reject a planner importing node:fs, a feature importing a feature, and an operation importing the CLI', async () => {
    expect(await violations(path.join(REPO_ROOT, 'test/fixtures/import-rules'))).toEqual([
      'feature-status-imports: src/status/plan.ts → src/translations/plan.ts',
      'operations-import-no-edge: src/operations/layout.ts → src/cli/output.ts',
      'pure-planning-does-no-io: src/translations/plan.ts → fs',
    ]);
  });

  it('hold on src/', async () => {
    expect(await violations(REPO_ROOT)).toEqual([]);
  }, 60_000);
});
