// GitHub Actions output: `::error`/`::warning` workflow commands (built by report/github.ts) and the
// step summary file.
import { appendFile } from 'node:fs/promises';
import { formatProblem } from '../errors.js';
import type { Problem } from '../model.js';
import { scrub } from '../util/redact.js';
import { printErr, printWorkflowCommand } from './output.js';
import { githubAnnotations, groupedWarningAnnotations } from '../report/github.js';
import type { Logger } from '../util/log.js';
import { groupWarnings, renderWarningGroup, type WarningsMode } from '../report/warnings.js';
import { resolveCwd, runtime } from '../util/runtime.js';
import { inGitHubActions } from '../util/workflow-commands.js';

export { githubAnnotations, groupedWarningAnnotations, MAX_WARNING_ANNOTATIONS } from '../report/github.js';
export { inGitHubActions };

/**
 * Annotations of a run's problems in Actions: `::error file=…,line=…::` one per error, warnings one
 * per kind (at most MAX_WARNING_ANNOTATIONS); on stderr when --json holds stdout. Warning
 * annotations follow the log level, like the warnings themselves.
 */
export function emitAnnotations(problems: Problem[], json: boolean, warnLevel: boolean | (() => boolean) = true): void {
  if (!inGitHubActions() || problems.length === 0) return;
  for (const line of githubAnnotations(problems.filter((p) => p.severity !== 'warning'))) printWorkflowCommand(line, json);
  if (typeof warnLevel === 'function' ? warnLevel() : warnLevel)
    for (const line of groupedWarningAnnotations(groupWarnings(problems))) printWorkflowCommand(line, json);
}

export interface WarningsOutput {
  /** --json holds stdout: annotations go to stderr */
  json: boolean;
  logger: Logger;
  /** --warnings: grouped by kind (summary, the default) or every one */
  mode?: WarningsMode;
  /** in Actions, annotate them too (default); false where the caller annotates */
  annotate?: boolean;
}

/**
 * Problems of a run on stderr: errors one per line, warnings through the logger at level warn
 * (so --log-level error, HELPSYNC_LOG_LEVEL and -q silence them), grouped by kind; and in Actions
 * as annotations, errors one each, warnings one per kind.
 */
export function reportWarnings(problems: Problem[], out: WarningsOutput): void {
  const errors = problems.filter((p) => p.severity !== 'warning');
  for (const p of errors) printErr(formatProblem(p));
  const groups = groupWarnings(problems);
  const mode = out.mode ?? 'summary';
  for (const g of groups) {
    const lines = renderWarningGroup(g, mode);
    if (mode === 'all') for (const line of lines) out.logger.warn(line.trimStart());
    else out.logger.warn(lines.join('\n'));
  }
  // the logger (pino) is made only when there is something to log: `status` loads none
  if (out.annotate !== false) emitAnnotations(problems, out.json, () => out.logger.isLevelEnabled('warn'));
}

/** Appends Markdown to $GITHUB_STEP_SUMMARY when it is set (scrubbed like every other output). */
export async function appendStepSummary(markdown: string): Promise<void> {
  const file = runtime().env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(resolveCwd(file), `${scrub(markdown)}\n`, 'utf8');
}
