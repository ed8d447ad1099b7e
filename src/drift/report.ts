// The held fields of a plan: their own heading in the text plan and
// the step summary, each with file, entry, language, field, reason and a short diff of the
// platform's value against the repo's. Values are shown through JSON.stringify (control characters
// escaped) and table cells are escaped, so platform text can neither fake output nor inject markup.
import { HTML_FIELDS } from '../model.js';
import { type HeldField, type SyncPlan } from '../apply/types.js';
import { heldCount } from '../apply/plan-totals.js';
import { diffLines, htmlToLines } from '../report/diff.js';
import { formatCount, painter, shorten } from '../report/text.js';

/** A string with control characters and line breaks escaped, quoted (safe to print on one line). */
function quote(s: string, width: number): string {
  return JSON.stringify(shorten(s.replace(/\s+/g, ' ').trim(), width));
}

/** Names (files, entry ids) printed bare: control characters escaped, nothing else touched. */
function bare(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** platform vs repo, a few lines: plain text side by side, HTML as a line diff of its text. */
export function heldDiff(h: HeldField, limits: { lines: number; width: number }): string[] {
  if (!HTML_FIELDS.has(h.field)) return [`platform: ${quote(h.remote, limits.width)}`, `repo:     ${quote(h.local, limits.width)}`];
  const changed = diffLines(htmlToLines(h.remote), htmlToLines(h.local)).filter((o) => o.op !== ' ');
  if (changed.length === 0) return ['(same text, different markup)'];
  const lines = changed.slice(0, limits.lines).map((o) => `${o.op === '-' ? 'platform' : 'repo    '} ${quote(o.text, limits.width)}`);
  if (changed.length > limits.lines) lines.push(`… ${formatCount(changed.length - limits.lines)} more`);
  return lines;
}

/** What is known of the repo's side of a held field (conflicts are counted and shown apart). */
export function repoSide(h: HeldField): string {
  if (h.repoChanged === true) return 'conflict: changed in the repo too since the last push';
  if (h.repoChanged === 'unknown') return 'held; cannot tell whether the repo changed too (no record of the last push)';
  return '';
}

function conflictsPart(held: HeldField[]): string {
  const n = held.filter((h) => h.repoChanged === true).length;
  return n === 0 ? '' : `, ${formatCount(n)} ${n === 1 ? 'conflict' : 'conflicts'} (changed in the repo too)`;
}

/** The "Held" section of the text plan ('' when nothing is held). */
export function renderHeld(plan: SyncPlan, opts: { color: boolean; verbose?: boolean }): string {
  const n = heldCount(plan);
  if (n === 0) return '';
  const paint = painter(opts.color);
  const limits = opts.verbose ? { lines: 20, width: 200 } : { lines: 4, width: 80 };
  const out = [
    paint(
      'bold',
      `Held: ${formatCount(n)} ${n === 1 ? 'field' : 'fields'} changed on the platform, not pushed${conflictsPart(plan.languages.flatMap((l) => l.held ?? []))}`,
    ),
    paint('dim', '  (`helpsync pull --drifted` takes them into the repo; `--force` pushes the repo over them)'),
  ];
  for (const lp of plan.languages) {
    for (const h of lp.held ?? []) {
      const side = repoSide(h);
      const mark = h.repoChanged === true ? paint('red', '✗') : paint('yellow', '!');
      out.push(
        `  ${mark} ${bare(h.file)}  ${paint('dim', bare(h.entryId))} (${bare(h.language)}) ${h.field}: ${h.reason}${side ? `; ${side}` : ''}`,
      );
      for (const line of heldDiff(h, limits)) out.push(`      ${line}`);
    }
  }
  return `${out.join('\n')}\n\n`;
}

function cell(s: string): string {
  return bare(s).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/::/g, ':&#58;');
}

/** The held fields as a Markdown table for GITHUB_STEP_SUMMARY ('' when nothing is held). */
export function renderHeldMarkdown(plan: SyncPlan, maxRows = 300): string {
  const held = plan.languages.flatMap((l) => l.held ?? []);
  if (held.length === 0) return '';
  const out = [
    `### Held: ${formatCount(held.length)} edited on the platform (not pushed)${conflictsPart(held)}`,
    '',
    '| File | Entry | Language | Field | Reason | Platform vs repo |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const h of held.slice(0, maxRows)) {
    const diff = heldDiff(h, { lines: 2, width: 60 }).join(' / ');
    const side = repoSide(h);
    out.push(
      `| ${cell(h.file)} | ${cell(h.entryId)} | ${cell(h.language)} | ${h.field} | ${h.reason}${side ? `; ${side}` : ''} | ${cell(diff)} |`,
    );
  }
  if (held.length > maxRows) out.push('', `… and ${formatCount(held.length - maxRows)} more.`);
  return `${out.join('\n')}\n\n`;
}
