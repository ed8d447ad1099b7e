// Every comment and pull request body the Action posts stays under GitHub's 65,536 characters (more
// is refused: "Body is too long"), cut at a line with a line saying what was cut and where the whole
// report is; and no title or file name in them, nor in the step summary, can @mention anyone. The
// sticky plan comment is the Action's cut (scripts/action/outputs.mjs capBody) of the report a real
// sync --dry-run wrote against the emulator; the drift pull request body is pullRequestBody's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { captureOutput } from '../../src/cli/output.js';
import { decidePolicy } from '../../src/config/policy.js';
import { runCommand } from '../../src/cli/context.js';
import { runSync } from '../../src/cli/run/sync.js';
import { generateRepo, setup } from '../helpers/reliability.js';
import { useCleanups } from '../helpers/fixture.js';
import { BODY_LIMIT, capBody } from '../../scripts/action/outputs.mjs';
import { pullRequestBody } from '../../scripts/action/pull-request.mjs';

useCleanups();
afterEach(() => {
  vi.unstubAllEnvs();
  clearSecrets();
});

/** An `@` a GitHub user or team name follows directly: a live mention. */
const MENTION = /@[\p{L}\p{N}_-]/u;

describe('comment and pull request bodies', () => {
  it('the sticky plan comment of a large plan: under the limit, says what was cut and where the whole report is; no mention', async () => {
    const repo = generateRepo({ articles: 350, languages: ['en', 'de', 'fr', 'es'] });
    for (const file of Object.keys(repo.files)) {
      if (!/\/a\d+\.md$/.test(file)) continue;
      repo.files[file] = repo.files[file]!.replace(
        /^title: "(.*)"$/m,
        'title: "$1, reviewed by @octocat and @acme/docs-team for the long guide"',
      );
    }
    const f = await setup({ repo });
    const summaryFile = path.join(f.dir, 'summary.md');
    vi.stubEnv('HELPSYNC_TOKEN', f.emu.token ?? '');
    const restore = captureOutput(() => undefined, false);
    try {
      await runCommand({ config: f.configPath, logLevel: 'silent' }, (ctx) =>
        runSync(
          {
            dryRun: true,
            json: false,
            strict: false,
            verify: false,
            detailedExitcode: false,
            summaryFile,
            policy: decidePolicy({ history: false }, {}).policy,
          },
          ctx,
        ),
      );
    } finally {
      restore();
      process.exitCode = undefined;
    }
    const report = await readFile(summaryFile, 'utf8');
    // the report itself holds every title, and more than a comment takes
    expect(report.length).toBeGreaterThan(BODY_LIMIT);
    expect(report).toContain('Article 299');
    expect(report).not.toMatch(MENTION);
    const comment = capBody(report, "this job's step summary, and the artifact `helpsync-report` of this run");
    expect(comment.length).toBeLessThan(BODY_LIMIT);
    expect(comment).not.toMatch(MENTION);
    const last = comment.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(
      /^\*\*Cut:\*\* the last [\d,]+ of [\d,]+ lines are not shown .*The full report: this job's step summary, and the artifact `helpsync-report`/,
    );
    // what is kept is the report's beginning, line for line
    const kept = comment.slice(0, comment.lastIndexOf('\n\n**Cut:**'));
    expect(report.startsWith(kept.replace(/\n$/, ''))).toBe(true);
    // a short report is posted whole
    expect(capBody('Plan: 1 to push.\n', 'x')).toBe('Plan: 1 to push.\n');
  });

  it('the drift pull request body with thousands of files: under the limit, cut with a line saying so; no mention', () => {
    const files = Array.from({ length: 6000 }, (_, i) => ({ file: `en/guides/@octocat-page-${i}.md`, fields: ['title', 'content'] }));
    const conflicts = [{ file: 'en/@admins.md', field: 'title', language: 'en' }];
    const body = pullRequestBody({ drifted: { files, conflicts }, changed: files.map((f) => `content/${f.file}`) });
    expect(body.length).toBeLessThan(BODY_LIMIT);
    expect(body).not.toMatch(MENTION);
    expect(body).toContain('`en/guides/@\u2060octocat-page-0.md`');
    expect(body.trimEnd().split('\n').at(-1)).toMatch(/^\*\*Cut:\*\* the last [\d,]+ of [\d,]+ lines are not shown .*"Files changed"/);
  });
});
