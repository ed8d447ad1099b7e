// action.yml without GitHub: test/helpers/action-runner.ts runs the composite action's
// steps in order with a real bash against the emulator, from a copy of this repository as the
// action's checkout (so its `npm ci` really installs from the lock file and builds, once for the file).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, launchCounterEnv } from '../helpers/cli.js';
import { emulatorFixture, onCleanup, useCleanups } from '../helpers/fixture.js';
import { runAction, type ActionRun } from '../helpers/action-runner.js';
import type { EmulatorData, EmulatorFixture } from '../helpers/fixture.js';

useCleanups();

const C1 = '65f0c1a2b3c4d5e6f7080001';
const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';

// Two pairs differ: install.md has no German on the platform, faq.md's description changed.
const FILES = {
  'en/guide/_index.md': `---\nentry: collection:${C1}\ntitle: Guide\n---\n`,
  'en/guide/install.md': `---\nentry: article:${A1}\ntitle: Install the widget\n---\nPaste the snippet.\n`,
  'de/guide/install.md': `---\ntitle: Widget installieren\n---\nSnippet einfügen.\n`,
  'en/guide/faq.md': `---\nentry: article:${A2}\ntitle: FAQ\ndescription: New answers\n---\nRead this.\n`,
};
const DATA: EmulatorData = {
  project: 'proj-ci',
  entries: [
    { id: `collection:${C1}`, type: 'collection', fields: { title: { en: 'Guide' } } },
    {
      id: `article:${A1}`,
      type: 'article',
      fields: { title: { en: 'Install the widget' }, content: { en: '<p>Paste the snippet.</p>' } },
    },
    {
      id: `article:${A2}`,
      type: 'article',
      fields: { title: { en: 'FAQ' }, description: { en: 'Old answers' }, content: { en: '<p>Read this.</p>' } },
    },
  ],
  collections: [{ id: C1, parent: null, title: { en: 'Guide' } }],
  articles: [
    { id: A1, collection: C1, title: { en: 'Install the widget' } },
    { id: A2, collection: C1, title: { en: 'FAQ' } },
  ],
};

let actionPath = '';

beforeAll(async () => {
  actionPath = await mkdtemp(path.join(os.tmpdir(), 'helpsync-action-'));
  for (const f of ['action.yml', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'src', 'scripts'])
    await cp(path.join(REPO_ROOT, f), path.join(actionPath, f), { recursive: true });
});
afterAll(() => rm(actionPath, { recursive: true, force: true }));

async function act(f: EmulatorFixture, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runAction({
    actionPath,
    workspace: f.dir,
    inputs: { config: 'helpsync.yaml', ...inputs },
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...launchCounterEnv(), ...env },
  });
  onCleanup(() => rm(run.temp, { recursive: true, force: true }));
  const token = f.emu.token ?? '';
  for (const s of run.steps) {
    expect(s.stdout ?? '').not.toContain(token);
    expect(s.stderr ?? '').not.toContain(token);
  }
  expect(run.stepSummary).not.toContain(token);
  return run;
}

const setup = () => emulatorFixture({ data: DATA, files: FILES });
const puts = (f: EmulatorFixture) => f.emu.log.filter((e) => e.method === 'PUT');

describe('action.yml', () => {
  it('pins every action it uses to a full commit hash with a version comment; caches the record of pushed values, never the lock', async () => {
    const text = await readFile(path.join(REPO_ROOT, 'action.yml'), 'utf8');
    const uses = [...text.matchAll(/^\s*uses:\s*(\S+)(.*)$/gm)];
    expect(uses.length).toBe(4);
    for (const [, ref, rest] of uses) {
      expect(ref).toMatch(/^[\w-]+\/[\w/-]+@[0-9a-f]{40}$/);
      expect(rest).toMatch(/^\s+# v\d+\.\d+\.\d+$/);
    }
    expect(text).not.toMatch(/\.helpsync\/lock/);
  });

  it(
    'dry run: outputs from the JSON document, the summary file, and the step fails last with exit 2 unless allowed',
    { timeout: 240_000 },
    async () => {
      const f = await setup();
      const run = await act(f, { args: '--dry-run --detailed-exitcode' }, { HELPSYNC_TOKEN: f.emu.token ?? '' });
      const install = run.steps.find((s) => s.name === 'Install helpsync from the lock file');
      expect(install?.exitCode, `${install?.stdout}${install?.stderr}`).toBe(0);
      expect(run.outputs).toMatchObject({ 'exit-code': '2', pushed: '2', moved: '0', held: '0', failed: '0' });
      expect(run.success).toBe(false);
      const last = run.steps.at(-1);
      expect(last?.name).toBe("Exit with helpsync's exit code");
      expect(last?.exitCode).toBe(2);
      expect(last?.stdout).toContain('::error::helpsync exited with code 2');
      // The report: the same Markdown in the summary file and the step summary.
      const summaryFile = run.outputs['summary-file'] ?? '';
      expect(summaryFile.startsWith(run.temp)).toBe(true);
      const summary = await readFile(summaryFile, 'utf8');
      expect(summary).toContain('## helpsync plan');
      expect(summary).toContain('### de: 1 to push');
      expect(summary).toContain('### en: 1 to push');
      expect(run.stepSummary).toBe(summary);
      expect(puts(f)).toEqual([]);
      // The cache steps got the record folder beside the config; setup-node and the npm cache were not run.
      const restore = run.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'));
      expect(restore?.with?.path).toBe(path.join(f.dir, '.helpsync', 'pushed'));
      expect(restore?.with?.key).toMatch(/^helpsync-pushed-[0-9a-f]{16}-1001-1$/);
      expect(run.steps.filter((s) => s.kind === 'uses').map((s) => s.uses?.split('@')[0])).toEqual([
        'actions/setup-node',
        'actions/cache',
        'actions/cache/restore',
        'actions/cache/save',
      ]);

      const allowed = await act(
        f,
        { args: '--dry-run\n--detailed-exitcode', 'allow-exit-codes': '0, 2' },
        { HELPSYNC_TOKEN: f.emu.token ?? '' },
      );
      expect(allowed.outputs['exit-code']).toBe('2');
      expect(allowed.success).toBe(true);
      // Installed once: the second run found the stamp of the same lock file.
      expect(allowed.steps.find((s) => s.name === 'Install helpsync from the lock file')?.stdout).toContain('already installed');
    },
  );

  it('sync with the token input: pushes, counts what was pushed, succeeds', { timeout: 120_000 }, async () => {
    const f = await setup();
    const run = await act(f, { token: f.emu.token ?? '' });
    expect(run.outputs).toMatchObject({ 'exit-code': '0', pushed: '2', moved: '0', held: '0', failed: '0' });
    expect(run.success).toBe(true);
    expect(
      puts(f)
        .map((e) => decodeURIComponent(e.path))
        .sort(),
    ).toEqual([`/v3/translations/entries/article:${A1}`, `/v3/translations/entries/article:${A2}`]);
    expect(f.emu.store.entries.get(`article:${A1}`)?.fields.title?.de).toBe('Widget installieren');
    // The log shows the Markdown report in place of the JSON document on stdout.
    const runStep = run.steps.find((s) => s.name === 'Run helpsync');
    expect(runStep?.stdout).toContain('## helpsync plan');
    expect(runStep?.stdout).toContain('helpsync sync: exit 0; 2 pushed, 0 moved, 0 held, 0 failed');
  });

  it('a failing run still writes its outputs, then fails with exit 1; an unknown command is exit 1 too', { timeout: 120_000 }, async () => {
    const f = await setup();
    const bad = await act(f, {}, { HELPSYNC_TOKEN: 'not-a-token' });
    expect(bad.outputs).toMatchObject({ 'exit-code': '1', pushed: '0', moved: '0', held: '0', failed: '0', 'summary-file': '' });
    expect(bad.success).toBe(false);
    expect(bad.steps.at(-1)?.exitCode).toBe(1);
    expect(bad.steps.find((s) => s.name === 'Run helpsync')?.stderr).toMatch(/HELPSYNC_TOKEN/);
    expect(puts(f)).toEqual([]);

    const unknown = await act(f, { command: 'no-such-command' }, { HELPSYNC_TOKEN: f.emu.token ?? '' });
    expect(unknown.outputs['exit-code']).toBe('1');
    expect(unknown.success).toBe(false);
  });
});
