// Results after an apply, and problems: one summary of results (counts per status) for every command.
import { formatProblem } from '../errors.js';
import type { Problem } from '../model.js';
import { isAlreadyApplied, type OperationResult } from '../apply/types.js';
import { formatCount, painter, plural } from './text.js';
import { escapeWorkflowCommand } from '../util/escape.js';

export type ResultSummary = Record<OperationResult['status'], number>;

/** Counts per status: the one results summary (sync, apply and layout documents and lines). */
export function summarize(results: readonly Pick<OperationResult, 'status'>[]): ResultSummary {
  const s: ResultSummary = { done: 0, failed: 0, refused: 0, skipped: 0 };
  for (const r of results) s[r.status]++;
  return s;
}

/** Problems one per line (file:line: severity: message) and a count. */
export function renderProblems(problems: Problem[], opts: { color: boolean }): string {
  if (problems.length === 0) return '';
  const paint = painter(opts.color);
  const lines = problems.map((p) => paint(p.severity === 'warning' ? 'yellow' : 'red', formatProblem(p)));
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const counts = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ');
  return `${lines.join('\n')}\n${counts}.\n`;
}

/** After an apply: counts per status and every pair that did not succeed, with its file and reason. */
export function renderResults(results: OperationResult[], opts: { color: boolean } = { color: false }): string {
  const paint = painter(opts.color);
  const count = summarize(results);
  const out: string[] = [];
  const already = results.filter(isAlreadyApplied).length;
  for (const r of results.filter((x) => x.status !== 'done' || isAlreadyApplied(x))) {
    const color = r.status === 'done' || r.status === 'skipped' ? 'dim' : r.status === 'refused' ? 'yellow' : 'red';
    const what = escapeWorkflowCommand(
      r.kind === 'push'
        ? `${r.file}  ${r.entryId} (${r.language})`
        : r.kind === 'create'
          ? `create ${r.record} ${r.file || r.externalId}${r.id ? `  ${r.record}:${r.id}` : ''}`
          : r.kind === 'rekey'
            ? `re-key ${r.file} ${r.record}:${r.id} ${r.from} → ${r.to}`
            : r.kind === 'retire'
              ? `${r.action} ${r.record} ${r.file}  ${r.record}:${r.id}`
              : `move ${r.file ?? r.ref}: ${r.from} → ${r.to}`,
    );
    out.push(paint(color, `  ${r.status.padEnd(7)} ${what}${r.reason ? `: ${r.reason}` : ''}`));
  }
  const pushes = results.filter((r) => r.kind === 'push').length;
  const creations = results.filter((r) => r.kind === 'create').length;
  const rekeys = results.filter((r) => r.kind === 'rekey').length;
  const retirements = results.filter((r) => r.kind === 'retire').length;
  const moves = results.length - pushes - creations - rekeys - retirements;
  const parts = [
    creations ? plural(creations, 'creation') : '',
    rekeys ? plural(rekeys, 're-key') : '',
    pushes ? plural(pushes, 'push', 'pushes') : '',
    moves ? plural(moves, 'move') : '',
    retirements ? plural(retirements, 'retirement') : '',
  ];
  const scope = parts.filter(Boolean).join(' and ') || 'nothing';
  out.push(
    paint(
      count.failed + count.refused > 0 ? 'red' : 'bold',
      `Applied ${scope}: ${formatCount(count.done)} done${already ? ` (${formatCount(already)} already applied)` : ''}, ${formatCount(count.failed)} failed, ${formatCount(count.refused)} refused, ${formatCount(count.skipped)} skipped.`,
    ),
  );
  // a re-key not done loses nothing: the record keeps its unscoped key, is still bound by it, and is planned again
  const rekeysLeft = results.filter((r) => r.kind === 'rekey' && r.status !== 'done').length;
  if (rekeysLeft > 0) {
    out.push(
      `${plural(rekeysLeft, 're-key')} not done: ${rekeysLeft === 1 ? 'that record keeps its' : 'those records keep their'} unscoped key and stay bound; run the same command again to re-key ${rekeysLeft === 1 ? 'it' : 'them'}.`,
    );
  }
  return `${out.join('\n')}\n`;
}
