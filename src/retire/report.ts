// The plan's retirements as text: one line per record (`- en/x.md "Title" (article): unpublish`,
// `would retire` under the default `keep`), and the closing line's part (`3 to retire`).
import type { SyncPlan } from '../apply/types.js';
import { formatCount, type Paint } from '../report/text.js';
import { escapeWorkflowCommand } from '../util/escape.js';

export function* retireLines(plan: SyncPlan, paint: Paint, show: (file: string) => string = (f) => f): Generator<string> {
  const retirements = plan.retirements ?? [];
  const again = plan.republications ?? [];
  if (retirements.length > 0) {
    const keep = retirements.every((r) => r.action === 'keep');
    yield paint(
      'bold',
      `Retirements (${formatCount(retirements.length)}): source files deleted in Git history${keep ? ' (retire: keep lists them, nothing is sent; --retire unpublish or delete)' : ''}`,
    );
    for (const r of retirements) {
      const what = r.action === 'keep' ? 'would retire' : r.action;
      yield `  ${paint('red', '-')} ${escapeWorkflowCommand(show(r.file))} ${escapeWorkflowCommand(JSON.stringify(r.title))} (${r.kind}): ${what}  ${paint('dim', `${r.kind}:${r.id}`)}`;
    }
    yield '';
  }
  if (again.length > 0) {
    yield paint('bold', `Republications (${formatCount(again.length)}): drafts whose deleted source is back`);
    for (const r of again)
      yield `  ${paint('green', '+')} ${escapeWorkflowCommand(show(r.file))} ${escapeWorkflowCommand(JSON.stringify(r.title))} (${r.kind}): republish  ${paint('dim', `${r.kind}:${r.id}`)}`;
    yield '';
  }
}

/** `3 to retire, ` / `3 would retire, ` / `1 to republish, ` for the closing line ('' when none). */
export function retireSummaryPart(plan: SyncPlan): string {
  const retirements = plan.retirements ?? [];
  const sent = retirements.filter((r) => r.action !== 'keep').length;
  const listed = retirements.length - sent;
  const again = plan.republications?.length ?? 0;
  return (
    (sent > 0 ? `${formatCount(sent)} to retire, ` : '') +
    (listed > 0 ? `${formatCount(listed)} would retire (retire: keep), ` : '') +
    (again > 0 ? `${formatCount(again)} to republish, ` : '')
  );
}

/** The step summary's (and sticky comment's) table of retirements and republications. */
export function retireMarkdown(plan: SyncPlan, code: (s: string) => string, cell: (s: string) => string): string[] {
  const rows = [
    ...(plan.retirements ?? []).map((r) => ({ ...r, what: r.action === 'keep' ? 'would retire (retire: keep)' : r.action })),
    ...(plan.republications ?? []).map((r) => ({ ...r, what: 'republish' })),
  ];
  if (rows.length === 0) return [];
  const out = [`### To retire (${formatCount(rows.length)})`, '', '| File | Title | Record | Action |', '| --- | --- | --- | --- |'];
  for (const r of rows) out.push(`| ${code(r.file)} | ${cell(r.title)} | ${code(`${r.kind}:${r.id}`)} | ${r.what} |`);
  out.push('');
  return out;
}
