// The workflows `helpsync init --github-workflow` writes (src/config/workflow-template.ts), checked
// with GitHub's own parser (validation and the parsed model) and run job by job in
// test/helpers/workflow-runner.ts: real bash for `run:` steps, GitHub's expression engine for `if:`,
// and stubs for the actions (each checks what it was given and returns outputs).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRIFT_BRANCH, renderDriftWorkflow, renderWorkflow } from '../../../src/config/workflow-template.js';
import { REPO_ROOT } from '../../helpers/cli.js';
import { onCleanup, tempFolder, useCleanups } from '../../helpers/fixture.js';
import { parseWorkflowText, runJob, type ParsedWorkflow, type Stub, type StubContext } from '../../helpers/workflow-runner.js';

useCleanups();

const ACTION = { uses: 'acme/helpsync@0123456789abcdef0123456789abcdef01234567', comment: 'v0.2.0' };
const PIN = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const TOKEN = 'secret-token-value';
const main = (preview = false) =>
  renderWorkflow({ config: 'config/helpsync.yaml', paths: ['content/**', 'config/**'], action: ACTION, preview });

function jobOf(wf: ParsedWorkflow, id: string) {
  const job = wf.model.jobs.find((j) => j.id.value === id);
  if (!job || job.type !== 'job') throw new Error(`no job ${id}`);
  return job;
}

/** Every `uses:` line: a full commit hash, then a comment with its tag (or version). */
function expectPinned(text: string, count: number) {
  const uses = [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)];
  expect(uses.length).toBe(count);
  for (const [, ref, rest] of uses) {
    expect(ref).toMatch(PIN);
    expect(rest).toMatch(/^ # v\d+\.\d+\.\d+$/);
  }
}

describe('the generated workflows parse and hold the rules', () => {
  it('helpsync.yml: events, fork condition, concurrency per pull request, timeouts, pinned actions', async () => {
    for (const preview of [false, true]) {
      const text = main(preview);
      expect(text).not.toMatch(/YOUR-ORG|FULL-40-HEX|<-\s*replace/);
      const wf = await parseWorkflowText(text);
      expect(Object.keys(wf.model.events).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
      const plan = jobOf(wf, 'plan');
      expect(plan.if.expression).toBe("success() && (github.event_name == 'pull_request')");
      expect(JSON.stringify(plan.concurrency)).toContain("format('helpsync-plan-{0}', github.event.pull_request.number)");
      expect(JSON.stringify(plan.concurrency)).toContain('"Key":"cancel-in-progress","Value":true');
      const sync = jobOf(wf, 'sync');
      expect(JSON.stringify(sync.concurrency)).toContain('"Key":"cancel-in-progress","Value":false');
      // the fork condition: the head repository is not this one, or the secret is empty
      const access = plan.steps.find((s) => s.id === 'access');
      expect(JSON.stringify(access)).toContain('github.event.pull_request.head.repo.full_name');
      expect(JSON.stringify(access)).toContain("secrets.HELPSYNC_TOKEN != ''");
      for (const job of Object.values(wf.raw.jobs)) expect(job['timeout-minutes']).toBeGreaterThan(0);
      // the sticky comment twice: the plan, or why there is none (the platform the pull request names);
      // the sync job uploads the retirement backups
      expectPinned(text, preview ? 9 : 7);
      expect(text).toContain(`uses: ${ACTION.uses} # v0.2.0`);
    }
  });

  it('helpsync-drift.yml: schedule and manual, one job with a timeout, pinned, pull request inputs', async () => {
    const text = renderDriftWorkflow({ config: 'config/helpsync.yaml', action: ACTION });
    const wf = await parseWorkflowText(text);
    expect(Object.keys(wf.model.events).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(wf.raw.jobs.pull?.['timeout-minutes']).toBe(20);
    expectPinned(text, 2);
  });

  it('docs/ci.md shows exactly the workflow init writes (this helpsync has the preview command)', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'docs', 'ci.md'), 'utf8');
    expect(readme).toContain(`# .github/workflows/helpsync.yml\n${main(true)}\`\`\``);
  });
});

/** A stub for the helpsync action: records its inputs, emits the outputs given. */
function helpsyncStub(calls: StubContext[], outputs: (s: StubContext) => Record<string, string> = () => ({})): Stub {
  return (s) => {
    calls.push(s);
    return { outputs: outputs(s) };
  };
}

describe('the plan job, run', () => {
  const pr = (head: string) => ({
    event_name: 'pull_request',
    repository: 'acme/site',
    ref: 'refs/pull/7/merge',
    event: { pull_request: { number: 7, head: { repo: { full_name: head } } } },
  });

  async function plan(preview: boolean, github: Record<string, unknown>, secrets: Record<string, string>) {
    const workspace = await tempFolder('helpsync-wf-');
    const calls: Record<string, StubContext[]> = { helpsync: [], checkout: [], comment: [], artifact: [] };
    const summaryFile = path.join(workspace, 'summary.md');
    await writeFile(summaryFile, '## helpsync plan\n');
    const run = await runJob(await parseWorkflowText(main(preview)), {
      job: 'plan',
      workspace,
      github,
      secrets,
      // the platform from the repository variables (test/e2e/workflow-plan-target.test.ts: the rest)
      vars: { HELPSYNC_BASE_URL: 'https://api.example.test/v3', HELPSYNC_PROJECT: 'site' },
      env: { PATH: process.env.PATH },
      stubs: {
        'actions/checkout': helpsyncStub(calls.checkout!),
        'acme/helpsync': helpsyncStub(calls.helpsync!, (s) =>
          s.with.command === 'preview'
            ? { 'preview-dir': '/tmp/offline-preview', 'exit-code': '0' }
            : { 'summary-file': summaryFile, 'exit-code': '2', ...(s.with.preview ? { 'preview-dir': '/tmp/preview' } : {}) },
        ),
        'marocchino/sticky-pull-request-comment': helpsyncStub(calls.comment!),
        'actions/upload-artifact': helpsyncStub(calls.artifact!, () => ({ 'artifact-url': 'https://example.test/artifact/1' })),
      },
    });
    onCleanup(() => rm(run.temp, { recursive: true, force: true }));
    return { run, calls, summaryFile };
  }

  it('a pull request from this repository: the dry run with the token, then the sticky comment', async () => {
    const { run, calls, summaryFile } = await plan(false, pr('acme/site'), { HELPSYNC_TOKEN: TOKEN });
    expect(run.ran && run.success).toBe(true);
    expect(calls.checkout?.[0]?.with).toEqual({ 'fetch-depth': '0' });
    expect(calls.helpsync?.map((c) => c.with)).toEqual([
      { args: '--dry-run --detailed-exitcode', config: 'config/helpsync.yaml', 'allow-exit-codes': '0 2 3', token: TOKEN },
    ]);
    expect(calls.comment?.map((c) => c.with)).toEqual([{ header: 'helpsync', path: summaryFile }]);
    expect(run.stepSummary).toBe('');
  });

  it('a pull request from a fork: no token, no plan, no comment; the summary says why; the job succeeds', async () => {
    const { run, calls } = await plan(false, pr('someone/site'), {});
    expect(run.success).toBe(true);
    expect(calls.helpsync).toEqual([]);
    expect(calls.comment).toEqual([]);
    expect(run.stepSummary).toBe(
      '## helpsync\n\nNo plan against the platform: this pull request comes from a fork (someone/site), and GitHub runs it without secrets; the plan runs when the change is merged.\n',
    );
    const unset = await plan(false, pr('acme/site'), {});
    expect(unset.calls.helpsync).toEqual([]);
    expect(unset.run.stepSummary).toContain('the repository secret HELPSYNC_TOKEN is not set');
  });

  it('with the preview: a fork builds it offline and uploads it; a pull request from here links it from the plan', async () => {
    const fork = await plan(true, pr('someone/site'), {});
    expect(fork.run.success).toBe(true);
    expect(fork.calls.helpsync?.map((c) => c.with)).toEqual([
      { command: 'preview', args: '--offline', preview: 'helpsync-preview', config: 'config/helpsync.yaml' },
    ]);
    expect(fork.calls.artifact?.map((c) => c.with)).toEqual([{ name: 'helpsync-preview', path: '/tmp/offline-preview' }]);
    expect(fork.run.stepSummary).toContain('an offline preview of the pages was built from the files instead');
    const own = await plan(true, pr('acme/site'), { HELPSYNC_TOKEN: TOKEN });
    expect(own.calls.helpsync?.[0]?.with.preview).toBe('helpsync-preview');
    expect(own.calls.artifact?.map((c) => c.with.path)).toEqual(['/tmp/preview']);
    expect(await readFile(own.summaryFile, 'utf8')).toBe(
      '## helpsync plan\n\n[Preview of the pages](https://example.test/artifact/1) (a zip of HTML files)\n',
    );
  });

  it('the sync job runs on a push, and on a manual run only on main; the plan job only on pull requests', async () => {
    const wf = await parseWorkflowText(main());
    const workspace = await tempFolder('helpsync-wf-');
    const calls: StubContext[] = [];
    const uploads: StubContext[] = [];
    const stubs = {
      'actions/checkout': helpsyncStub([]),
      'acme/helpsync': helpsyncStub(calls),
      'actions/upload-artifact': helpsyncStub(uploads),
    };
    const ran = async (job: string, github: Record<string, unknown>) =>
      (await runJob(wf, { job, workspace, github, secrets: { HELPSYNC_TOKEN: TOKEN }, stubs })).ran;
    const push = { event_name: 'push', repository: 'acme/site', ref: 'refs/heads/main' };
    expect(await ran('sync', push)).toBe(true);
    expect(calls.map((c) => c.with)).toEqual([{ args: '--verify', config: 'config/helpsync.yaml', token: TOKEN }]);
    // the backups a `retire: delete` wrote beside the config, kept with the run
    expect(uploads.map((c) => c.with)).toEqual([
      { name: 'helpsync-backups', path: 'config/.helpsync/backups/', 'if-no-files-found': 'ignore' },
    ]);
    expect(await ran('plan', push)).toBe(false);
    expect(await ran('sync', { ...push, event_name: 'workflow_dispatch' })).toBe(true);
    expect(await ran('sync', { ...push, event_name: 'workflow_dispatch', ref: 'refs/heads/feature' })).toBe(false);
    expect(await ran('sync', pr('acme/site'))).toBe(false);
  });
});

describe('the drift job, run', () => {
  it('runs pull --drifted with the pull request inputs and reports the pull request', async () => {
    const wf = await parseWorkflowText(renderDriftWorkflow({ config: 'config/helpsync.yaml', action: ACTION }));
    const workspace = await tempFolder('helpsync-wf-');
    for (const url of ['https://github.example/acme/site/pull/3', '']) {
      const calls: StubContext[] = [];
      const run = await runJob(wf, {
        job: 'pull',
        workspace,
        github: { event_name: 'schedule', repository: 'acme/site', ref: 'refs/heads/main', token: 'ghs_workflow' },
        secrets: { HELPSYNC_TOKEN: TOKEN },
        env: { PATH: process.env.PATH },
        stubs: {
          'actions/checkout': helpsyncStub([]),
          'acme/helpsync': helpsyncStub(calls, () => ({ 'pull-request-url': url, 'pull-request-number': url ? '3' : '' })),
        },
      });
      onCleanup(() => rm(run.temp, { recursive: true, force: true }));
      expect(run.success).toBe(true);
      expect(calls.map((c) => c.with)).toEqual([
        {
          command: 'pull',
          args: '--drifted',
          config: 'config/helpsync.yaml',
          token: TOKEN,
          'pull-request': 'true',
          'pull-request-branch': DRIFT_BRANCH,
          'github-token': 'ghs_workflow',
        },
      ]);
      expect(run.stepSummary).toBe(url ? `Platform edits: ${url}\n` : 'Nothing edited on the platform to bring back.\n');
    }
  });
});
