// Warnings grouped by kind (report/warning-kinds.ts) for a person to read: a count, the number of
// files and a few examples per kind, the same on stderr, in GitHub annotations, in the step summary
// and on the preview's changes page. `--warnings all` lists every one; `--json` keeps every one in
// the document. The same warning (file, line, column, message) given twice counts once.
import type { Problem } from '../model.js';
import { formatProblem } from '../errors.js';
import { plural } from './text.js';
import { warningKindOf, warningKindRank } from './warning-kinds.js';

export type WarningsMode = 'summary' | 'all';
export const WARNINGS_MODES: readonly WarningsMode[] = ['summary', 'all'];

/** How many examples a kind shows in a summary. */
export const WARNING_EXAMPLES = 3;

export interface WarningGroup {
  kind: string;
  /** every warning of the kind, in the order given, each once */
  warnings: Problem[];
  /** how many distinct files they name (a warning naming none counts no file) */
  files: number;
}

const keyOf = (p: Problem): string => `${p.file ?? ''}\0${p.line ?? ''}\0${p.column ?? ''}\0${p.message}`;

/** Each warning once, in the order given. */
export function uniqueWarnings(problems: Iterable<Problem>): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    const k = keyOf(p);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(p);
  }
  return out;
}

/** Each warning once, with its kind id (for --json documents); errors as they are. */
export function withWarningKinds(problems: Iterable<Problem>): Problem[] {
  return uniqueWarnings(problems).map((p) => (p.severity === 'warning' ? { ...p, kind: warningKindOf(p) } : p));
}

/** The warnings (errors are left out) grouped by kind, kinds in the table's order. */
export function groupWarnings(problems: Iterable<Problem>): WarningGroup[] {
  const byKind = new Map<string, Problem[]>();
  for (const p of uniqueWarnings(problems)) {
    if (p.severity !== 'warning') continue;
    const kind = warningKindOf(p);
    let list = byKind.get(kind);
    if (!list) byKind.set(kind, (list = []));
    list.push(p);
  }
  return [...byKind]
    .sort(([a], [b]) => warningKindRank(a) - warningKindRank(b))
    .map(([kind, warnings]) => ({ kind, warnings, files: new Set(warnings.flatMap((w) => (w.file ? [w.file] : []))).size }));
}

/** `3,202 template-syntax warnings in 310 files`: a group's headline. */
export function groupHeadline(g: WarningGroup): string {
  const files = g.files > 0 ? ` in ${plural(g.files, 'file')}` : '';
  return `${plural(g.warnings.length, `${g.kind} warning`)}${files}`;
}

/** The examples a summary shows of a group (all of them when there are no more than that). */
export function groupExamples(g: WarningGroup): Problem[] {
  return g.warnings.slice(0, WARNING_EXAMPLES);
}

/**
 * The lines of one group: its headline (saying how to see the rest when some are left out), then
 * its examples in a summary or every warning with `all` (each `file:line: warning: message`).
 */
export function renderWarningGroup(g: WarningGroup, mode: WarningsMode): string[] {
  const shown = mode === 'all' ? g.warnings : groupExamples(g);
  const lead = shown.length < g.warnings.length ? ' (--warnings all lists them), e.g.:' : ':';
  return [`${groupHeadline(g)}${lead}`, ...shown.map((p) => `  ${formatProblem(p)}`)];
}

/** Every group's text (see renderWarningGroup), one string per group. */
export function renderWarnings(problems: Iterable<Problem>, mode: WarningsMode): string[] {
  return groupWarnings(problems).map((g) => renderWarningGroup(g, mode).join('\n'));
}
