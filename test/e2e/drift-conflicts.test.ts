// Conflicts (drift protection): a field changed on the platform AND in the repo since the last push
// is held and counted apart from a plain platform edit; without the record of what was pushed (a
// fresh CI cache) the held field says it cannot tell whether the repo changed too. In-process,
// against the emulator, in a real Git repository.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { renderHeld, renderHeldMarkdown } from '../../src/drift/report.js';
import { driftExitCode } from '../../src/drift/guard.js';
import { planSummaryLine } from '../../src/report/plan.js';
import { editOnPlatform, makeTestToken, startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';
import { clearSecrets } from '../../src/util/redact.js';

useCleanups();
afterEach(() => clearSecrets());

const A = 'article:6650f0c1a2b3c4d5e6f7cc01';
const B = 'article:6650f0c1a2b3c4d5e6f7cc02';
const page = (id: string, title: string, body: string): string => `---\nentry: ${id}\ntitle: ${title}\n---\n${body}\n`;

describe('conflicts', () => {
  it('tells a conflict from a platform edit, counts it apart, and says when it cannot tell', async () => {
    const token = makeTestToken();
    const emu = await startTestEmulator({
      token,
      data: {
        project: 'conflicts',
        entries: [
          // no values yet: the first sync pushes (and records) every field
          { id: A, type: 'article', fields: {} },
          { id: B, type: 'article', fields: {} },
        ],
      },
    });
    onCleanup(() => emu.close());
    const repo = await scratchRepo();
    await repo.write({
      'content/en/a.md': page(A, 'Repo A', 'Body A'),
      'content/en/b.md': page(B, 'Repo B', 'Body B'),
      'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\ncontentDir: ../content\n`,
    });
    repo.git(['add', '-A']);
    repo.git(['commit', '-qm', 'content']);
    const config = await api.loadConfig(path.join(repo.dir, 'config/helpsync.yaml'));
    const client = api.createClient({ baseUrl: emu.baseUrl, project: emu.project, token, rateLimit: { requests: 100, perSeconds: 1 } });
    onCleanup(() => client.close());
    const deps = { config, client: () => Promise.resolve(client), logger: api.silentLogger };
    const { policy } = api.decidePolicy({}, {});
    await api.sync({ policy, dryRun: false }, deps);

    // Editors change both titles on the platform; the repo changes A's title too (B's stays).
    expect(await editOnPlatform(emu, A, 'en', { title: 'Editor A' })).toBe(200);
    expect(await editOnPlatform(emu, B, 'en', { title: 'Editor B' })).toBe(200);
    await writeFile(path.join(repo.dir, 'content/en/a.md'), page(A, 'Repo A, second version', 'Body A'));
    await writeFile(path.join(repo.dir, 'content/en/b.md'), page(B, 'Repo B', 'Body B, second version'));
    repo.git(['commit', '-qam', 'second']);

    const { plan } = await api.sync({ policy, dryRun: true }, deps);
    const held = plan.languages.flatMap((l) => (l.held ?? []).map((h) => [h.entryId, h.field, h.repoChanged]));
    expect(held).toEqual([
      [A, 'title', true],
      [B, 'title', false],
    ]);
    expect(plan.totals).toMatchObject({ held: 2, conflicts: 1 });
    expect(planSummaryLine(plan)).toContain('2 held (edited on the platform; 1 conflict: changed in the repo too)');
    const text = renderHeld(plan, { color: false });
    expect(text).toContain('Held: 2 fields changed on the platform, not pushed, 1 conflict (changed in the repo too)');
    expect(text).toContain(`en/a.md  ${A} (en) title: edited on the platform; conflict: changed in the repo too since the last push`);
    expect(renderHeldMarkdown(plan)).toContain('edited on the platform; conflict: changed in the repo too since the last push');
    expect(driftExitCode(plan, undefined, true)).toBe(3);

    // A fresh CI cache: no record of the last push.
    await rm(path.join(repo.dir, 'config/.helpsync/pushed'), { recursive: true, force: true });
    const fresh = (await api.sync({ policy, dryRun: true }, deps)).plan;
    expect(fresh.languages.flatMap((l) => (l.held ?? []).map((h) => h.repoChanged))).toEqual(['unknown', 'unknown']);
    expect(fresh.totals).toMatchObject({ held: 2, conflicts: 0 });
    expect(renderHeld(fresh, { color: false })).toContain('title: edited on the platform; held; cannot tell whether the repo changed too');
  });
});
