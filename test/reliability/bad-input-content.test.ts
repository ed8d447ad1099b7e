// Reliability: the bad-input corpus, content half: front matter, entries, encodings,
// static translations. The table and the checks are in bad-input-cases.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleId, helpsync, runCleanups, setup } from '../helpers/reliability.js';
import { CASES, runCase, validRepo } from './bad-input-cases.js';

afterEach(runCleanups);

describe('bad content is refused, the culprit named, nothing sent', () => {
  it('defects in several files are all reported at once, each culprit named with its line, nothing sent', async () => {
    const f = await setup({ repo: validRepo() });
    await writeFile(path.join(f.contentDir, 'en/docs/a0.md'), `---\nentry: article:${articleId(0)}\ntitle: [broken\n---\n\nBody.\n`);
    await writeFile(path.join(f.contentDir, 'de/docs/a1.md'), `---\nentry: article:${articleId(1)}\ntitle: [a, b]\n---\n\nBody.\n`);
    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/en\/docs\/a0\.md:\d+: error: front matter YAML/);
    expect(r.stderr).toMatch(/content\/de\/docs\/a1\.md:3: error: .*title/);
    expect(f.emu.log).toEqual([]);
  });

  it('the valid fixture itself syncs (so every case is refused for its one defect)', async () => {
    const f = await setup({ repo: validRepo() });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(f.emu.writes().length).toBeGreaterThan(0);
  });

  for (const c of CASES.filter((x) => x.group === 'content')) it(c.name, () => runCase(c));
});
