// The retire flags through the command line (in-process CLI against the emulator, a real Git
// repository): what the dry run prints, --detailed-exitcode, --json, the guard's refusal, the
// config setting, and `helpsync restore` printing what it did.
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { page, setup } from '../helpers/create-sync.js';
import { runCli } from '../helpers/cli.js';

useCleanups();
afterEach(() => clearSecrets());

describe('helpsync sync --retire', () => {
  it('dry run lines and closing line, exit codes, --json, the guard, the config setting, restore', { timeout: 60_000 }, async () => {
    const s = await setup({ 'content/en/getting-started/gs-a.md': page('Page A', 'Body A.') });
    await s.run();
    await s.repo.commit('gs-a goes', { 'content/en/getting-started/gs-a.md': null });
    const config = path.join(s.repo.dir, 'config/helpsync.yaml');
    const cli = (args: string[]) => runCli(['--config', config, ...args], { cwd: s.repo.dir, env: { HELPSYNC_TOKEN: s.emu.token! } });

    const keep = await cli(['sync', '--dry-run', '--detailed-exitcode']);
    expect(keep.code, keep.stderr).toBe(0);
    expect(keep.stdout).toMatch(/- en\/getting-started\/gs-a\.md "Page A" \(article\): would retire {2}article:[0-9a-f]+/);
    expect(keep.stdout).toContain('1 would retire (retire: keep)');

    const dry = await cli(['sync', '--dry-run', '--detailed-exitcode', '--retire', 'unpublish', '--max-retires', '1']);
    expect(dry.code, dry.stderr).toBe(2);
    expect(dry.stdout).toMatch(/\(article\): unpublish/);
    expect(dry.stdout).toContain('1 to retire, ');

    const json = await cli(['plan', '--json', '--retire', 'delete', '--max-retires', '1']);
    expect(json.code, json.stderr).toBe(0);
    const doc = JSON.parse(json.stdout) as { plan: { retirements: { file: string; action: string }[] }; totals: { retire?: number } };
    expect(doc.plan.retirements.map((r) => [r.file, r.action])).toEqual([['en/getting-started/gs-a.md', 'delete']]);
    expect(doc.totals.retire).toBe(1);

    // 1 of 3 bound records: over 10%, refused before any write
    const writes = s.emu.writes().length;
    const refused = await cli(['sync', '--retire', 'unpublish']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('need --max-retires 1');
    expect(s.emu.writes().length).toBe(writes);
    expect((await cli(['sync', '--retire', 'bogus'])).stderr).toMatch(/Invalid values|Choices/);

    // the config's retire: unpublish, with the flag's budget
    await writeFile(config, `baseUrl: ${s.emu.baseUrl}\nproject: ${s.emu.project}\ncontentDir: ../content\nretire: unpublish\n`);
    const applied = await cli(['sync', '--max-retires', '1']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(s.emu.writes().length).toBe(writes + 1);

    await writeFile(path.join(s.repo.dir, 'content/en/getting-started/gs-a.md'), page('Page A', 'Body A.'));
    const restored = await cli(['restore', 'en/getting-started/gs-a.md']);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^republished article:[0-9a-f]+ \(en\/getting-started\/gs-a\.md\)\n$/);
  });
});
