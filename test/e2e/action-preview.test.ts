// The preview through the real action: the plan job of the workflow `init --github-workflow` writes
// (test/helpers/workflow-runner.ts, GitHub's parser and expression engine), with the composite action
// itself run for its `uses:` step (test/helpers/action-runner.ts) against the emulator, and stubs for
// upload-artifact and the sticky comment that check what they are given.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWorkflow } from '../../src/config/workflow-template.js';
import { ACTION_FIXTURE, actionRunner } from '../helpers/action-fixture.js';
import type { ActionRun } from '../helpers/action-runner.js';
import { onCleanup, useCleanups } from '../helpers/fixture.js';
import { parseWorkflowText, runJob, type StubContext } from '../helpers/workflow-runner.js';

useCleanups();

const { setup, puts } = ACTION_FIXTURE;
const act = actionRunner();

describe('the preview, through the real action in the generated workflow', () => {
  it(
    'a pull request plan: the action builds the preview folder, the artifact step gets it, the plan links it',
    { timeout: 120_000 },
    async () => {
      const f = await setup();
      const token = f.emu.token ?? '';
      const workflow = renderWorkflow({
        config: 'helpsync.yaml',
        paths: ['content/**', 'helpsync.yaml'],
        action: { uses: 'acme/helpsync@0123456789abcdef0123456789abcdef01234567', comment: 'v0.2.0' },
        preview: true,
      });
      const actionRuns: { with: Record<string, string>; run: ActionRun }[] = [];
      const uploads: { with: Record<string, string>; files: string[]; install: string }[] = [];
      const comments: { with: Record<string, string>; text: string }[] = [];
      const job = await runJob(await parseWorkflowText(workflow), {
        job: 'plan',
        workspace: f.dir,
        github: {
          event_name: 'pull_request',
          repository: 'acme/site',
          ref: 'refs/pull/7/merge',
          event: { pull_request: { number: 7, head: { repo: { full_name: 'acme/site' } } } },
        },
        secrets: { HELPSYNC_TOKEN: token },
        vars: { HELPSYNC_BASE_URL: f.emu.baseUrl, HELPSYNC_PROJECT: f.emu.project },
        env: { PATH: process.env.PATH },
        stubs: {
          'actions/checkout': () => ({}),
          // the real composite action, with the inputs the workflow gives it
          'acme/helpsync': async (s: StubContext) => {
            const run = await act(f, s.with);
            actionRuns.push({ with: s.with, run });
            return { outputs: run.outputs, success: run.success };
          },
          // What upload-artifact would zip, read while the folder is there.
          'actions/upload-artifact': async (s: StubContext) => {
            const dir = s.with.path ?? '';
            const files = (await readdir(dir, { recursive: true })).map(String).sort();
            const install = files.find((n) => n.endsWith('.html') && n.includes('install')) ?? '';
            uploads.push({ with: s.with, files, install: install ? await readFile(path.join(dir, install), 'utf8') : '' });
            return { outputs: { 'artifact-url': 'https://example.test/artifacts/42' } };
          },
          'marocchino/sticky-pull-request-comment': async (s: StubContext) => {
            comments.push({ with: s.with, text: await readFile(s.with.path ?? '', 'utf8') });
            return {};
          },
        },
      });
      onCleanup(() => rm(job.temp, { recursive: true, force: true }));
      expect(job.success, JSON.stringify(job.steps.map((s) => [s.id, s.code, s.stderr]))).toBe(true);
      // One action run: the dry run with the token and the preview input, exit 2 allowed.
      expect(actionRuns.map((r) => r.with)).toEqual([
        { args: '--dry-run --detailed-exitcode', config: 'helpsync.yaml', 'allow-exit-codes': '0 2 3', token, preview: 'helpsync-preview' },
      ]);
      const run = actionRuns[0]!.run;
      expect(run.outputs).toMatchObject({ 'exit-code': '2', pushed: '2' });
      expect(run.outputs['preview-dir']).toBe(path.join(run.temp, 'helpsync-preview'));
      expect(puts(f)).toEqual([]);
      // The artifact step got that folder: the changes page and a page of the German translation.
      expect(uploads.map((u) => u.with)).toEqual([{ name: 'helpsync-preview', path: run.outputs['preview-dir'] }]);
      expect(uploads[0]?.files).toContain('index.html');
      expect(uploads[0]?.install).toContain('Widget installieren');
      // The sticky comment: the plan from the action's summary file, then the link to the artifact.
      expect(comments.map((c) => c.with)).toEqual([{ header: 'helpsync', path: run.outputs['summary-file'] }]);
      expect(comments[0]?.text).toContain('## helpsync plan');
      expect(comments[0]?.text).toContain('### de: 1 to push');
      expect(comments[0]?.text.trimEnd().endsWith('[Preview of the pages](https://example.test/artifacts/42) (a zip of HTML files)')).toBe(
        true,
      );
    },
  );
});
