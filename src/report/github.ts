// GitHub Actions workflow commands for problems: `::error file=…,line=…::message` (and `::warning`),
// escaped as the runner reads them. Text only; the CLI prints them (cli/github.ts).
import type { Problem } from '../model.js';
import { workflowCommandData, workflowCommandProperty } from '../util/escape.js';
import { formatProblem } from '../errors.js';
import { plural } from './text.js';
import { groupExamples, groupHeadline, type WarningGroup } from './warnings.js';

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
