// The generated workflow's plan job takes the platform from the repository variables
// (vars.HELPSYNC_BASE_URL, vars.HELPSYNC_PROJECT), else from the base branch's config, never from
// the pull request's: a same-repository pull request that points `baseUrl` at another host would
// otherwise send that host the token. Such a pull request gets the comment saying so, and nothing is
// sent anywhere. The job runs through test/helpers/workflow-runner.ts (GitHub's parser and expression
// engine, real bash and git) with the real action against emulators.
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWorkflow } from '../../src/config/workflow-template.js';
import { ACTION_FIXTURE, actionRunner } from '../helpers/action-fixture.js';
import type { ActionRun } from '../helpers/action-runner.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { gitTestEnv } from '../helpers/git-repo.js';
import { parseWorkflowText, runJob, type StubContext } from '../helpers/workflow-runner.js';

useCleanups();

const act = actionRunner();

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: dir, env: { PATH: process.env.PATH, HOME: dir, ...gitTestEnv() }, encoding: 'utf8' });
}

/** The fixture's folder as a repository: the base branch `main` (also as origin/main), then the pull request's commit. */
async function pullRequest(dir: string, edit: (config: string) => string): Promise<void> {
  await writeFile(path.join(dir, '.gitignore'), '.helpsync/\n');
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'base']);
  git(dir, ['update-ref', 'refs/remotes/origin/main', 'HEAD']);
  git(dir, ['checkout', '-q', '-b', 'pr']);
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, edit(await readFile(file, 'utf8')));
  git(dir, ['commit', '-q', '--allow-empty', '-am', 'the pull request']);
}

async function planJob(f: EmulatorFixture, vars: Record<string, string> = {}) {
  const dir = f.dir;
  const token = f.emu.token ?? '';
  const workflow = renderWorkflow({
    config: 'helpsync.yaml',
    paths: ['content/**', 'helpsync.yaml'],
    action: { uses: 'acme/helpsync@0123456789abcdef0123456789abcdef01234567', comment: 'v0.2.0' },
  });
  const runs: { env: Record<string, string>; run: ActionRun }[] = [];
  const comments: string[] = [];
  const job = await runJob(await parseWorkflowText(workflow), {
    job: 'plan',
    workspace: dir,
    github: {
      event_name: 'pull_request',
      repository: 'acme/site',
      ref: 'refs/pull/7/merge',
      base_ref: 'main',
      event: { pull_request: { number: 7, head: { repo: { full_name: 'acme/site' } } } },
    },
    secrets: { HELPSYNC_TOKEN: token },
    vars,
    env: { PATH: process.env.PATH, HOME: dir, ...gitTestEnv() },
    stubs: {
      'actions/checkout': () => ({}),
      'acme/helpsync': async (s: StubContext) => {
        const run = await act(f, s.with, s.env);
        runs.push({ env: s.env, run });
        return { outputs: run.outputs, success: run.success };
      },
      'marocchino/sticky-pull-request-comment': async (s: StubContext) => {
        comments.push(await readFile(s.with.path ?? '', 'utf8'));
        return {};
      },
    },
  });
  onCleanup(() => rm(job.temp, { recursive: true, force: true }));
  return { job, runs, comments };
}

describe("the plan job's platform", () => {
  it(
    'a pull request that points baseUrl at another host: nothing is sent to either, and the comment says why',
    { timeout: 120_000 },
    async () => {
      const f = await ACTION_FIXTURE.setup();
      const elsewhere = await startTestEmulator({ token: f.emu.token });
      onCleanup(() => elsewhere.close());
      await pullRequest(f.dir, (c) => c.replace(/^baseUrl: .*$/m, `baseUrl: ${elsewhere.baseUrl}`));
      const { job, runs, comments } = await planJob(f);
      expect(job.success, JSON.stringify(job.steps.map((s) => [s.id, s.code, s.stderr]))).toBe(true);
      expect(runs).toEqual([]);
      expect(elsewhere.log).toEqual([]);
      expect(f.emu.log).toEqual([]);
      expect(comments).toHaveLength(1);
      expect(comments[0]).toMatch(/No plan against the platform, nothing was sent: this pull request changes `baseUrl` in helpsync\.yaml/);
      expect(comments[0]).toContain('HELPSYNC_BASE_URL and HELPSYNC_PROJECT');
      expect(job.stepSummary).toContain('changes `baseUrl`');
    },
  );

  it('the repository variables name the platform: the plan runs against it whatever the config says', { timeout: 120_000 }, async () => {
    const f = await ACTION_FIXTURE.setup();
    // both branches name a platform nobody listens on; the variables name the emulator
    await writeFile(
      path.join(f.dir, 'helpsync.yaml'),
      (await readFile(path.join(f.dir, 'helpsync.yaml'), 'utf8')).replace(/^baseUrl: .*$/m, 'baseUrl: http://127.0.0.1:9/v3'),
    );
    await pullRequest(f.dir, (c) => c);
    const { job, runs, comments } = await planJob(f, {
      HELPSYNC_BASE_URL: f.emu.baseUrl,
      HELPSYNC_PROJECT: f.emu.project,
    });
    expect(job.success, JSON.stringify(job.steps.map((s) => [s.id, s.code, s.stderr]))).toBe(true);
    expect(runs.map((r) => [r.env.HELPSYNC_BASE_URL, r.env.HELPSYNC_PROJECT])).toEqual([[f.emu.baseUrl, f.emu.project]]);
    // a plan against it: changes pending (2), some held by drift protection (3)
    expect(['2', '3']).toContain(runs[0]!.run.outputs['exit-code']);
    expect(f.emu.log.some((e) => e.method === 'GET' && e.path.endsWith('/translations/entries'))).toBe(true);
    expect(comments).toHaveLength(1);
  });

  it('no variables: the base branch config names the platform', { timeout: 120_000 }, async () => {
    const f = await ACTION_FIXTURE.setup();
    await pullRequest(f.dir, (c) => `${c}# a comment the pull request adds\n`);
    const { job, runs } = await planJob(f);
    expect(job.success, JSON.stringify(job.steps.map((s) => [s.id, s.code, s.stderr]))).toBe(true);
    expect(runs.map((r) => [r.env.HELPSYNC_BASE_URL, r.env.HELPSYNC_PROJECT])).toEqual([[f.emu.baseUrl, f.emu.project]]);
    // a plan against it: changes pending (2), some held by drift protection (3)
    expect(['2', '3']).toContain(runs[0]!.run.outputs['exit-code']);
  });
});
