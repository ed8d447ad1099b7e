// Reliability: the bad-input corpus (issue 7), content half: front matter, entries, encodings,
// static translations. The table and the checks are in bad-input-cases.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { helpsync, runCleanups, setup } from '../helpers/reliability.js';
import { CASES, runCase, validRepo } from './bad-input-cases.js';

afterEach(runCleanups);

describe('bad content is refused, the culprit named, nothing sent', () => {
  it('the corpus has at least 20 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it('the valid fixture itself syncs (so every case is refused for its one defect)', async () => {
    const f = await setup({ repo: validRepo() });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(f.emu.writes().length).toBeGreaterThan(0);
  });

  for (const c of CASES.filter((x) => x.group === 'content')) it(c.name, () => runCase(c));
});
