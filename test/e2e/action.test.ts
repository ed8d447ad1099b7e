// action.yml without GitHub: test/helpers/action-runner.ts runs the composite action's
// steps in order with a real bash against the emulator, from a copy of the files the action runs as
// its checkout (test/helpers/action-fixture.ts: no node_modules, no sources, no dist/).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';
import { loadAction, parseOutputFile, runBash } from '../helpers/action-runner.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { initRepo } from '../helpers/git-repo.js';
import { startGitHubStub } from '../helpers/github-stub.js';
import { helpsync } from '../helpers/fixture.js';
import { ACTION_FIXTURE, actionRunner } from '../helpers/action-fixture.js';

useCleanups();

const { A1, A2, setup, puts } = ACTION_FIXTURE;
const act = actionRunner();

describe('action.yml', () => {
  it('pins every action it uses to a full commit hash with a version comment; caches the record of pushed values, never the lock', async () => {
    const text = await readFile(path.join(REPO_ROOT, 'action.yml'), 'utf8');
    const uses = [...text.matchAll(/^\s*uses:\s*(\S+)(.*)$/gm)];
    // setup-node, the record's cache restore and save, and the whole report's upload when the comment was cut
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
      // The cache steps got the record folder beside the config, keyed by the config's folder in the
      // workspace ('.': the first 16 hex of its SHA-256); setup-node was not run.
      const restore = run.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'));
      expect(restore?.with?.path).toBe(path.join(f.dir, '.helpsync', 'pushed'));
      const key = `helpsync-pushed-${createHash('sha256').update('.').digest('hex').slice(0, 16)}`;
      expect(restore?.with).toMatchObject({ key: `${key}-1001-1`, 'restore-keys': `${key}-` });
      expect(run.steps.filter((s) => s.kind === 'uses').map((s) => s.uses?.split('@')[0])).toEqual([
        'actions/setup-node',
        'actions/cache/restore',
        'actions/upload-artifact',
        'actions/cache/save',
      ]);
      expect(run.outputs).toMatchObject({ 'pull-request-url': '', 'pull-request-number': '', 'preview-dir': '' });
      // the JSON document's top-level totals (plan version 4: re-keys counted), as the step that ran helpsync saved it
      const doc = JSON.parse(await readFile(run.outputs['result-file'] ?? '', 'utf8')) as { totals: unknown };
      expect(doc.totals).toEqual({ push: 2, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });

      const allowed = await act(
        f,
        { args: '--dry-run\n--detailed-exitcode', 'allow-exit-codes': '0, 2' },
        { HELPSYNC_TOKEN: f.emu.token ?? '' },
      );
      expect(allowed.outputs['exit-code']).toBe('2');
      expect(allowed.success).toBe(true);
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

describe('the step that locates the record of pushed values (bash, no node)', () => {
  const sha16 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

  it('beside the config, keyed by the config folder within the workspace', async () => {
    const step = (await loadAction(REPO_ROOT)).runs.steps.find((s) => s.id === 'paths');
    const workspace = await tempFolder('helpsync-paths-');
    await mkdir(path.join(workspace, 'site/docs'), { recursive: true });
    const locate = async (cwd: string, config: string) => {
      const output = path.join(workspace, 'output');
      await writeFile(output, '');
      const r = await runBash(step?.run ?? '', cwd, {
        PATH: process.env.PATH,
        GITHUB_OUTPUT: output,
        GITHUB_WORKSPACE: workspace,
        INPUT_CONFIG: config,
      });
      expect(r.code, r.stderr).toBe(0);
      return parseOutputFile(await readFile(output, 'utf8'));
    };
    expect(await locate(workspace, 'site/docs/helpsync.yaml')).toEqual({
      'record-dir': path.join(workspace, 'site/docs/.helpsync/pushed'),
      'record-key': `helpsync-pushed-${sha16('site/docs')}`,
    });
    // working-directory site/, config docs/helpsync.yaml: the same folder, the same key
    expect(await locate(path.join(workspace, 'site'), 'docs/helpsync.yaml')).toEqual({
      'record-dir': path.join(workspace, 'site/docs/.helpsync/pushed'),
      'record-key': `helpsync-pushed-${sha16('site/docs')}`,
    });
    expect(await locate(workspace, '')).toEqual({
      'record-dir': path.join(workspace, 'config/.helpsync/pushed'),
      'record-key': `helpsync-pushed-${sha16('config')}`,
    });
    // A folder name with a line break could write an output of its own: refused, nothing written.
    const output = path.join(workspace, 'output');
    await writeFile(output, '');
    const env = {
      PATH: process.env.PATH,
      GITHUB_OUTPUT: output,
      GITHUB_WORKSPACE: workspace,
      INPUT_CONFIG: 'a\nrecord-key=x/helpsync.yaml',
    };
    const bad = await runBash(step?.run ?? '', workspace, env);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("::error::the config's folder name has a line break");
    expect(await readFile(output, 'utf8')).toBe('');
  });
});

describe('the drift pull request (command pull, pull-request true)', () => {
  it(
    'opens one pull request with the platform edits, updates it on the next run, closes it when nothing is left',
    { timeout: 240_000 },
    async () => {
      const f = await setup();
      const repo = await initRepo(f.dir);
      await repo.commit('content');
      const origin = `${f.dir}-origin.git`;
      onCleanup(() => rm(origin, { recursive: true, force: true }));
      repo.git(['init', '-q', '--bare', '-b', 'main', origin]);
      repo.git(['remote', 'add', 'origin', origin]);
      repo.git(['push', '-q', 'origin', 'main']);
      // The platform's description predates the repo (no version of it explains it): forced once, then in step.
      expect((await helpsync(f, ['sync', '--force'], { env: repo.env })).code).toBe(0);
      const gh = await startGitHubStub('acme/site', 'ghs_workflow_token');
      onCleanup(() => gh.close());
      const BRANCH = 'helpsync/platform-edits';
      const env = {
        ...repo.env,
        HELPSYNC_TOKEN: f.emu.token ?? '',
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: 'acme/site',
        GITHUB_REF_NAME: 'main',
      };
      const drift = () => act(f, { command: 'pull', args: '--drifted', 'pull-request': 'true' }, env, { token: 'ghs_workflow_token' });
      const onBranch = (file: string) => repo.git(['--git-dir', origin, 'show', `${BRANCH}:${file}`]);

      expect(await editOnPlatform(f.emu, `article:${A2}`, 'en', { description: 'Edited by support' })).toBe(200);
      const first = await drift();
      expect(first.success, JSON.stringify(first.steps.map((s) => [s.name, s.exitCode, s.stderr]))).toBe(true);
      expect(first.outputs).toMatchObject({
        'exit-code': '0',
        'pull-request-number': '1',
        'pull-request-url': 'https://github.example/acme/site/pull/1',
      });
      expect(gh.calls.map((c) => c.method)).toEqual(['GET', 'POST']);
      expect(gh.calls[0]?.path).toBe(`/repos/acme/site/pulls?state=open&head=${encodeURIComponent(`acme:${BRANCH}`)}`);
      expect(gh.calls[1]?.body).toMatchObject({ head: BRANCH, base: 'main', title: 'Platform edits to the help center' });
      expect(gh.pulls[0]?.body).toContain('| `en/guide/faq.md` | description |');
      expect(onBranch('content/en/guide/faq.md')).toBe(
        `---\nentry: article:${A2}\ntitle: FAQ\ndescription: Edited by support\n---\nRead this.\n`,
      );
      expect(repo.git(['--git-dir', origin, 'log', '--format=%an', '-1', BRANCH]).trim()).toBe('github-actions[bot]');

      // The next scheduled run starts from a fresh checkout of main: one more edit, the same pull request.
      repo.git(['checkout', '-q', 'main']);
      expect(await editOnPlatform(f.emu, `article:${A1}`, 'en', { title: 'Install the widget (v2)' })).toBe(200);
      const second = await drift();
      expect(second.outputs).toMatchObject({ 'pull-request-number': '1' });
      expect(gh.calls.slice(2).map((c) => c.method)).toEqual(['GET', 'PATCH']);
      expect(gh.pulls).toHaveLength(1);
      expect(gh.pulls[0]?.body).toContain('| `en/guide/install.md` | title |');
      expect(onBranch('content/en/guide/install.md')).toContain('title: Install the widget (v2)');
      expect(onBranch('content/en/guide/faq.md')).toContain('description: Edited by support');

      // The pull request is merged into main: nothing is left to bring back, so the open one is closed.
      repo.git(['checkout', '-q', 'main']);
      repo.git(['merge', '-q', '--ff-only', BRANCH]);
      const third = await drift();
      expect(third.success).toBe(true);
      expect(third.outputs).toMatchObject({ 'pull-request-url': '', 'pull-request-number': '' });
      expect(gh.calls.slice(4).map((c) => [c.method, c.body])).toEqual([
        ['GET', undefined],
        ['PATCH', { state: 'closed' }],
      ]);
      expect(repo.git(['--git-dir', origin, 'branch', '--list', BRANCH]).trim()).toBe('');
    },
  );

  it('pull-request with another command than pull fails the step, naming the rule', { timeout: 120_000 }, async () => {
    const f = await setup();
    const wrongCommand = await act(f, { command: 'status', 'pull-request': 'true' }, { HELPSYNC_TOKEN: f.emu.token ?? '' });
    expect(wrongCommand.success).toBe(false);
    expect(wrongCommand.steps.find((s) => s.name === 'Open or update the drift pull request')?.stderr).toContain(
      'pull-request: true needs command: pull',
    );
  });
});
