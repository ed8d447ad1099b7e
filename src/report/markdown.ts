// The plan as Markdown for GITHUB_STEP_SUMMARY: summary line, target, one table per language.
import { showBaseUrl } from '../contract/base-url.js';
import { formatProblem } from '../errors.js';
import { HTML_FIELDS } from '../model.js';
import { textOf, type Push, type SyncPlan } from '../apply/types.js';
import { changedLines, planSummaryLine, quote } from './plan.js';
import { formatCount, plural } from './text.js';
import { groupExamples, groupHeadline, groupWarnings } from './warnings.js';
import { escapeControl, escapeHtmlText } from '../util/escape.js';
import { creationMarkdown, rekeyMarkdown } from '../create/report.js';
import { retireMarkdown } from '../retire/report.js';

/** Cap per language in the step summary (GitHub limits a summary to 1 MiB). */
const SUMMARY_ROWS = 300;

/** A table cell: raw HTML from content made inert, pipes and backslashes escaped, one line. */
function cell(s: string): string {
  return escapeHtmlText(s)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

/** A code span (HTML inside is shown as text); control characters escaped and pipes escaped (GFM tables split on them even in code). */
function code(s: string): string {
  return `\`${escapeControl(s).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

export function renderPlanMarkdown(plan: SyncPlan): string {
  const out: string[] = [
    '## helpsync plan',
    '',
    `**${planSummaryLine(plan)}**`,
    '',
    `Target: ${code(showBaseUrl(plan.target.baseUrl))}, project ${code(plan.target.project)}`,
    '',
    ...creationMarkdown(plan, code, cell),
    ...rekeyMarkdown(plan, code),
  ];
  if (plan.moves.length > 0) {
    out.push(`### Moves (${formatCount(plan.moves.length)})`, '', '| Article | From | To |', '| --- | --- | --- |');
    for (const m of plan.moves) out.push(`| ${code(m.file ?? m.ref)} | ${cell(m.from.path)} | ${cell(m.to.path)} |`);
    out.push('');
  }
  for (const lp of plan.languages) {
    if (lp.pushes.length === 0) continue;
    out.push(`### ${lp.language}: ${formatCount(lp.pushes.length)} to push`, '', '| File | Entry | Changes |', '| --- | --- | --- |');
    for (const push of lp.pushes.slice(0, SUMMARY_ROWS))
      out.push(`| ${code(push.file)} | ${code(push.entryId)} | ${cell(markdownChanges(push))} |`);
    if (lp.pushes.length > SUMMARY_ROWS) out.push('', `… and ${formatCount(lp.pushes.length - SUMMARY_ROWS)} more.`);
    out.push('', ...diffBlocks(lp.pushes.slice(0, SUMMARY_ROWS)));
  }
  out.push(...retireMarkdown(plan, code, cell));
  out.push(...tailLines(plan));
  return `${out.join('\n')}\n`;
}

/** Lines of a reader-level diff shown per pushed pair (a step summary is limited to 1 MiB). */
const DIFF_LINES = 20;

/** The HTML fields' reader-level diffs (one block per line), folded, in a `diff` code block each. */
function diffBlocks(pushes: Push[]): string[] {
  const out: string[] = [];
  for (const push of pushes) {
    for (const c of push.changes) {
      if (!c.diff || c.diff.length === 0 || c.before === null) continue;
      const lines = c.diff.slice(0, DIFF_LINES).map((l) => escapeControl(l.length > 300 ? `${l.slice(0, 299)}…` : l));
      if (c.diff.length > DIFF_LINES) lines.push(`… ${plural(c.diff.length - DIFF_LINES, 'more line')}`);
      // a fence longer than any run of backticks in the lines, so content cannot close it
      const fence = '`'.repeat(Math.max(3, ...lines.map((l) => (l.match(/`+/g) ?? []).reduce((n, r) => Math.max(n, r.length + 1), 0))));
      out.push(
        `<details><summary>${escapeHtmlText(push.file)}: ${c.field}</summary>`,
        '',
        `${fence}diff`,
        ...lines,
        fence,
        '',
        '</details>',
        '',
      );
    }
  }
  return out;
}

function tailLines(plan: SyncPlan): string[] {
  const out: string[] = [];
  const ro = plan.remoteOnly;
  if (ro.entries + ro.pairs + ro.fields > 0) {
    out.push(
      `Remote only (left as they are): ${plural(ro.entries, 'entry', 'entries')}, ${plural(ro.pairs, 'translation')}, ${plural(ro.fields, 'field value')}.`,
      '',
    );
  }
  // grouped by kind as on stderr: a headline and a few examples each (the log, or --json, has all)
  const groups = groupWarnings(plan.warnings);
  if (groups.length > 0) {
    const n = groups.reduce((sum, g) => sum + g.warnings.length, 0);
    out.push(`<details><summary>${plural(n, 'warning')}</summary>`, '');
    for (const g of groups) {
      out.push(`- ${cell(groupHeadline(g))}`);
      for (const w of groupExamples(g)) out.push(`  - ${cell(formatProblem(w))}`);
    }
    out.push('', '</details>', '');
  }
  return out;
}

function markdownChanges(push: Push): string {
  return push.changes
    .map((c) => {
      if (HTML_FIELDS.has(c.field)) {
        if (c.before === null) return `${c.field}: new`;
        const ops = changedLines(c);
        return `${c.field}: ${plural(ops.length, 'line')} changed`;
      }
      return `${c.field}: ${c.before === null ? '(none)' : quote(c.before, 40)} → ${quote(textOf(c.after), 40)}`;
    })
    .join('; ');
}
