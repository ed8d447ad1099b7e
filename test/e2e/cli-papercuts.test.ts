// The command line's first-hour papercuts: -h, -n, exit code 3 in the top-level help,
// `apply --force plan.json` (an optional-value flag must not swallow the positional), and the log:
// plain text outside CI even when stderr is not a terminal, JSON under CI or --log-format json,
// nothing but warnings and errors with --quiet.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorData } from '../helpers/fixture.js';

useCleanups();

const A1 = '6650f0c1a2b3c4d5e6f70001';
const DATA: EmulatorData = {
  project: 'proj-papercuts',
  entries: [{ id: `article:${A1}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Old.</p>' } } }],
};
const FILES = { 'en/install.md': `---\nentry: article:${A1}\ntitle: Install\n---\nNew.\n` };

describe('command line papercuts', () => {
  it('-h is --help, and the top-level help lists exit code 3', async () => {
    const r = await runCli(['-h']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('helpsync <command> [options]');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('3 fields held (edited on the platform since helpsync pushed them, not overwritten');
  });

  it('-n is --dry-run: the plan, no write', async () => {
    const f = await emulatorFixture({ data: DATA, files: FILES });
    const r = await helpsync(f, ['sync', '-n', '--json', '--no-history']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { dryRun: boolean; totals: { push: number } }).totals.push).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ dryRun: true });
    expect(f.emu.writes()).toEqual([]);
  });

  it('apply --force plan.json applies the plan with everything forced (the flag does not take the plan)', async () => {
    const f = await emulatorFixture({ data: DATA, files: FILES });
    const plan = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', plan, '--no-history'])).code).toBe(0);
    const r = await helpsync(f, ['apply', '--force', plan, '--no-history']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('Not enough non-option arguments');
    expect(f.emu.store.entries.get(`article:${A1}`)?.fields.content?.en?.trim()).toBe('<p>New.</p>');
  });

  it('logs: text when not a terminal and not CI; JSON under CI or --log-format json; --quiet keeps only warnings and errors', async () => {
    const f = await emulatorFixture({ data: DATA, files: FILES });
    const text = await helpsync(f, ['pull', '-n']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toMatch(/INFO.*reading the platform/);
    expect(text.stderr).not.toContain('{"level"');
    const ci = await helpsync(f, ['pull', '-n'], { env: { CI: 'true' } });
    expect(
      ci.stderr
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => (JSON.parse(l) as { level: number }).level),
    ).toContain(30);
    const json = await helpsync(f, ['pull', '-n', '--log-format', 'json']);
    expect(json.stderr).toContain('"level":30');
    const quiet = await helpsync(f, ['pull', '-q', '-n']);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toMatch(/INFO|"level":30/);
    expect(quiet.stdout).toBe(text.stdout);
  });
});
