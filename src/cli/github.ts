// GitHub Actions output: `::error`/`::warning` workflow commands (built by report/github.ts) and the
// step summary file.
import { appendFile } from 'node:fs/promises';
import { formatProblem } from '../errors.js';
import type { Problem } from '../model.js';
import { scrub } from '../util/redact.js';
import { printErr, printWorkflowCommand } from './output.js';
import { githubAnnotations } from '../report/github.js';
import { resolveCwd, runtime } from '../util/runtime.js';
import { inGitHubActions } from '../util/workflow-commands.js';

export { githubAnnotations } from '../report/github.js';
export { inGitHubActions };

/** ::error file=…,line=…:: annotations; on stderr when --json holds stdout. */
export function emitAnnotations(problems: Problem[], json: boolean): void {
  if (!inGitHubActions() || problems.length === 0) return;
  for (const line of githubAnnotations(problems)) printWorkflowCommand(line, json);
}

/** Warnings to stderr (and as GitHub annotations when running in Actions). */
export function reportWarnings(problems: Problem[], json: boolean): void {
  for (const p of problems) printErr(formatProblem(p));
  emitAnnotations(problems, json);
}

/** Appends Markdown to $GITHUB_STEP_SUMMARY when it is set (scrubbed like every other output). */
export async function appendStepSummary(markdown: string): Promise<void> {
  const file = runtime().env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(resolveCwd(file), `${scrub(markdown)}\n`, 'utf8');
}
