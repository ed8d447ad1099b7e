// GitHub Actions output: `::error`/`::warning` workflow commands and the step summary file.
import { appendFile } from 'node:fs/promises';
import { formatProblem } from '../../errors.js';
import type { Problem } from '../../model.js';
import { scrub } from '../../util/redact.js';
import { printErr, printWorkflowCommand } from '../output.js';
import { workflowCommandData, workflowCommandProperty } from '../../util/escape.js';
import { resolveCwd, runtime } from '../../util/runtime.js';
import { inGitHubActions } from '../../util/workflow-commands.js';
import type { Logger } from '../../util/log.js';
import { plural } from '../../report/text.js';
import {
  groupExamples,
  groupHeadline,
  groupWarnings,
  renderWarningGroup,
  type WarningGroup,
  type WarningsMode,
} from '../../report/warnings.js';

const escapeData = workflowCommandData;
const escapeProperty = workflowCommandProperty;

/** GitHub Actions workflow commands: `::error file=…,line=…::message` (and `::warning`). */
export function githubAnnotations(problems: Problem[]): string[] {
  return problems.map((p) => {
    const props: string[] = [];
    if (p.file) props.push(`file=${escapeProperty(p.file)}`);
    if (p.file && p.line !== undefined) props.push(`line=${p.line}`);
    if (p.file && p.line !== undefined && p.column !== undefined) props.push(`col=${p.column}`);
    const command = p.severity === 'warning' ? 'warning' : 'error';
    return `::${command}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(p.message)}`;
  });
}

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

/** At most this many warning annotations in a run: one per kind, the last one counting the rest. */
export const MAX_WARNING_ANNOTATIONS = 10;

/** One `::warning` per kind (at the first example's file and line), at most MAX_WARNING_ANNOTATIONS. */
export function groupedWarningAnnotations(groups: readonly WarningGroup[]): string[] {
  const shown = groups.length > MAX_WARNING_ANNOTATIONS ? groups.slice(0, MAX_WARNING_ANNOTATIONS - 1) : groups;
  const out = shown.map((g) => {
    const first = g.warnings[0]!;
    const examples = groupExamples(g)
      .map((p) => formatProblem(p))
      .join('; ');
    const head = groupHeadline(g);
    const message = g.warnings.length === 1 ? first.message : `${head}, e.g. ${examples}`;
    return githubAnnotations([{ ...first, message }])[0]!;
  });
  const rest = groups.slice(shown.length);
  if (rest.length > 0) {
    const n = rest.reduce((sum, g) => sum + g.warnings.length, 0);
    out.push(
      `::warning::${escapeData(`${plural(n, 'more warning')} of ${plural(rest.length, 'more kind')} (${rest.map((g) => g.kind).join(', ')}): see the log`)}`,
    );
  }
  return out;
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
