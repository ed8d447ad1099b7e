// Plans and results as text for people (issue 3, "Plan"): grouped by language, one line per push
// naming the file, a short diff of each changed field, and one closing line that counts everything.
// Pure string output; colour only here and only when asked (style.md: never inside plan data).
import { decodeHTML } from 'entities';
import { formatProblem } from '../errors.js';
import { HTML_FIELDS, type Problem } from '../model.js';
import { heldCount, type FieldChange, type OperationResult, type Push, type SyncPlan } from './types.js';

export interface RenderPlanOptions {
  color: boolean;
  /** longer diffs (more lines, less truncation) */
  verbose?: boolean;
  /** --dry-run: say that nothing was sent */
  dryRun?: boolean;
  /** sections printed just before the closing line (the held fields, issue 15) */
  beforeSummary?: string;
}

const ANSI = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
type Paint = (style: keyof typeof ANSI, s: string) => string;
const painter = (color: boolean): Paint => (color ? (style, s) => `\u001b[${ANSI[style]}m${s}\u001b[0m` : (_style, s) => s);

/** 1250 → "1,250": fixed grouping, the same on every machine and locale. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** `Plan: 42 to push (en 10, de 32), 3 to move, 1,250 unchanged.` or `No changes. 1,250 unchanged.` */
export function planSummaryLine(plan: SyncPlan): string {
  const pushes = plan.languages.reduce((n, l) => n + l.pushes.length, 0);
  const unchanged = plan.languages.reduce((n, l) => n + l.unchanged, 0);
  const held = heldCount(plan);
  if (pushes === 0 && plan.moves.length === 0 && held === 0) return `No changes. ${formatCount(unchanged)} unchanged.`;
  const perLanguage = plan.languages.filter((l) => l.pushes.length > 0).map((l) => `${l.language} ${formatCount(l.pushes.length)}`);
  const pushPart = perLanguage.length > 0 ? `${formatCount(pushes)} to push (${perLanguage.join(', ')})` : `${formatCount(pushes)} to push`;
  // issue 15: `Plan: 40 to push, 2 held (edited on the platform), 1 to move, ...`
  const heldPart = held > 0 ? `, ${formatCount(held)} held (edited on the platform)` : '';
  return `Plan: ${pushPart}${heldPart}, ${formatCount(plan.moves.length)} to move, ${formatCount(unchanged)} unchanged.`;
}

export function renderPlan(plan: SyncPlan, opts: RenderPlanOptions): string {
  const paint = painter(opts.color);
  const limits = opts.verbose ? { lines: 40, width: 400 } : { lines: 6, width: 100 };
  const out: string[] = [];
  if (plan.moves.length > 0) {
    out.push(paint('bold', `Moves (${formatCount(plan.moves.length)}):`));
    for (const m of plan.moves) {
      const what = m.file ?? m.ref;
      out.push(`  ${paint('cyan', '→')} ${what}: ${m.from.path} → ${m.to.path}`);
    }
    out.push('');
  }
  for (const lp of plan.languages) {
    if (lp.pushes.length === 0) continue;
    out.push(paint('bold', `${lp.language}: ${formatCount(lp.pushes.length)} to push, ${formatCount(lp.unchanged)} unchanged`));
    for (const push of lp.pushes) {
      const isNew =
        push.changes.length > 0 && push.changes.every((c) => c.before === null) && Object.keys(push.fields).length === push.changes.length;
      const symbol = isNew ? paint('green', '+') : paint('yellow', '~');
      out.push(`  ${symbol} ${push.file}  ${paint('dim', `${push.entryId}${isNew ? ' (new translation)' : ''}`)}`);
      for (const change of push.changes) for (const line of describeChange(change, limits, paint)) out.push(`      ${line}`);
    }
    out.push('');
  }
  const ro = plan.remoteOnly;
  if (ro.entries + ro.pairs + ro.fields > 0) {
    const parts: string[] = [];
    if (ro.entries) parts.push(plural(ro.entries, 'entry', 'entries'));
    if (ro.pairs) parts.push(plural(ro.pairs, 'translation', 'translations'));
    if (ro.fields) parts.push(plural(ro.fields, 'field value', 'field values'));
    out.push(paint('dim', `Remote only (not in the repo, left as they are): ${parts.join(', ')}.`));
  }
  if (plan.layout) {
    const l = plan.layout;
    out.push(
      paint(
        'dim',
        `Layout: ${formatCount(l.listed)} listed, ${formatCount(l.inPlace)} in place, ${formatCount(l.unlisted)} not listed (left where they are).`,
      ),
    );
  }
  if (opts.beforeSummary) out.push(opts.beforeSummary.replace(/\n+$/, ''), '');
  const summary = planSummaryLine(plan);
  out.push(paint('bold', summary));
  if (opts.dryRun && planHasWork(plan)) out.push('Dry run: nothing was sent. Without --dry-run, helpsync will make these changes.');
  return `${out.join('\n')}\n`;
}

function planHasWork(plan: SyncPlan): boolean {
  return plan.moves.length > 0 || plan.languages.some((l) => l.pushes.length > 0);
}

function truncate(s: string, width: number): string {
  return s.length <= width ? s : `${s.slice(0, Math.max(1, width - 1))}…`;
}

function quote(s: string, width: number): string {
  return JSON.stringify(truncate(s.replace(/\s+/g, ' ').trim(), width));
}

function describeChange(change: FieldChange, limits: { lines: number; width: number }, paint: Paint): string[] {
  const half = Math.floor(limits.width / 2);
  if (!HTML_FIELDS.has(change.field)) {
    const before = change.before === null ? paint('dim', '(none)') : paint('red', quote(change.before, half));
    return [`${change.field}: ${before} → ${paint('green', quote(change.after, half))}`];
  }
  const after = htmlToLines(change.after);
  if (change.before === null) return [`${change.field}: ${paint('dim', '(none)')} → ${plural(after.length, 'line', 'lines')}`];
  const before = htmlToLines(change.before);
  const ops = diffLines(before, after);
  const changed = ops.filter((o) => o.op !== ' ');
  const removed = changed.filter((o) => o.op === '-').length;
  const added = changed.length - removed;
  const lines = [
    `${change.field}: ${[removed ? `${formatCount(removed)} removed` : '', added ? `${formatCount(added)} added` : ''].filter(Boolean).join(', ') || 'markup changed'}`,
  ];
  for (const o of changed.slice(0, limits.lines)) {
    lines.push(`  ${paint(o.op === '-' ? 'red' : 'green', `${o.op} ${truncate(o.text, limits.width)}`)}`);
  }
  if (changed.length > limits.lines) lines.push(paint('dim', `  … ${plural(changed.length - limits.lines, 'more line', 'more lines')}`));
  return lines;
}

const BLOCK_BREAK = /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|hr|div|br)\b[^>]*>/gi;

/** HTML → readable text lines (block elements become line breaks, tags dropped), for diffs only. */
export function htmlToLines(html: string): string[] {
  const marked = html
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<h([1-6])\b[^>]*>/gi, (_m, n: string) => `\n${'#'.repeat(Number(n))} `)
    .replace(/<(?:th|td)\b[^>]*>/gi, ' | ')
    .replace(/<img\b[^>]*?src\s*=\s*"([^"]*)"[^>]*>/gi, ' ![]($1) ')
    .replace(/<a\b[^>]*?href\s*=\s*"([^"]*)"[^>]*>/gi, '[')
    .replace(/<\/a>/gi, ']')
    .replace(BLOCK_BREAK, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeHTML(marked)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter((l) => l !== '');
}

interface DiffOp {
  op: ' ' | '-' | '+';
  text: string;
}

/** Line diff by longest common subsequence; beyond a size bound, a plain before/after listing. */
export function diffLines(a: string[], b: string[]): DiffOp[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head: DiffOp[] = a.slice(0, start).map((text) => ({ op: ' ', text }));
  const tail: DiffOp[] = a.slice(endA).map((text) => ({ op: ' ', text }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length * y.length > 250_000) {
    return [...head, ...x.map((text): DiffOp => ({ op: '-', text })), ...y.map((text): DiffOp => ({ op: '+', text })), ...tail];
  }
  const n = x.length;
  const m = y.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const mid: DiffOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      mid.push({ op: ' ', text: x[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) mid.push({ op: '-', text: x[i++]! });
    else mid.push({ op: '+', text: y[j++]! });
  }
  while (i < n) mid.push({ op: '-', text: x[i++]! });
  while (j < m) mid.push({ op: '+', text: y[j++]! });
  return [...head, ...mid, ...tail];
}

// ---- Markdown for GITHUB_STEP_SUMMARY ------------------------------------------------------------

/** Cap per language in the step summary (GitHub limits a summary to 1 MiB). */
const SUMMARY_ROWS = 300;

function cell(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

function code(s: string): string {
  return `\`${s.replace(/`/g, "'")}\``;
}

export function renderPlanMarkdown(plan: SyncPlan): string {
  const out: string[] = [
    '## helpsync plan',
    '',
    `**${planSummaryLine(plan)}**`,
    '',
    `Target: ${code(plan.target.baseUrl)}, project ${code(plan.target.project)}`,
    '',
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
    out.push('');
  }
  const ro = plan.remoteOnly;
  if (ro.entries + ro.pairs + ro.fields > 0) {
    out.push(
      `Remote only (left as they are): ${formatCount(ro.entries)} entries, ${formatCount(ro.pairs)} translations, ${formatCount(ro.fields)} field values.`,
      '',
    );
  }
  if (plan.warnings.length > 0) {
    out.push(`<details><summary>${plural(plan.warnings.length, 'warning', 'warnings')}</summary>`, '');
    for (const w of plan.warnings.slice(0, SUMMARY_ROWS)) out.push(`- ${cell(formatProblem(w))}`);
    out.push('', '</details>', '');
  }
  return `${out.join('\n')}\n`;
}

function markdownChanges(push: Push): string {
  return push.changes
    .map((c) => {
      if (HTML_FIELDS.has(c.field)) {
        if (c.before === null) return `${c.field}: new`;
        const ops = diffLines(htmlToLines(c.before), htmlToLines(c.after)).filter((o) => o.op !== ' ');
        return `${c.field}: ${plural(ops.length, 'line', 'lines')} changed`;
      }
      return `${c.field}: ${c.before === null ? '(none)' : quote(c.before, 40)} → ${quote(c.after, 40)}`;
    })
    .join('; ');
}

// ---- problems and results -------------------------------------------------------------------------

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

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

/** Problems one per line (file:line: severity: message) and a count. */
export function renderProblems(problems: Problem[], opts: { color: boolean }): string {
  if (problems.length === 0) return '';
  const paint = painter(opts.color);
  const lines = problems.map((p) => paint(p.severity === 'warning' ? 'yellow' : 'red', formatProblem(p)));
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const counts = [errors ? plural(errors, 'error', 'errors') : '', warnings ? plural(warnings, 'warning', 'warnings') : '']
    .filter(Boolean)
    .join(', ');
  return `${lines.join('\n')}\n${counts}.\n`;
}

/** After an apply: counts per status and every pair that did not succeed, with its file and reason. */
export function renderResults(results: OperationResult[], opts: { color: boolean } = { color: false }): string {
  const paint = painter(opts.color);
  const count = { done: 0, failed: 0, refused: 0, skipped: 0 };
  for (const r of results) count[r.status]++;
  const out: string[] = [];
  const bad = results.filter((r) => r.status !== 'done');
  for (const r of bad) {
    const color = r.status === 'skipped' ? 'dim' : r.status === 'refused' ? 'yellow' : 'red';
    const what = r.kind === 'push' ? `${r.file}  ${r.entryId} (${r.language})` : `move ${r.file ?? r.ref}: ${r.from} → ${r.to}`;
    out.push(paint(color, `  ${r.status.padEnd(7)} ${what}${r.reason ? `: ${r.reason}` : ''}`));
  }
  const pushes = results.filter((r) => r.kind === 'push').length;
  const moves = results.length - pushes;
  const scope =
    [pushes ? plural(pushes, 'push', 'pushes') : '', moves ? plural(moves, 'move', 'moves') : ''].filter(Boolean).join(' and ') ||
    'nothing';
  out.push(
    paint(
      count.failed + count.refused > 0 ? 'red' : 'bold',
      `Applied ${scope}: ${formatCount(count.done)} done, ${formatCount(count.failed)} failed, ${formatCount(count.refused)} refused, ${formatCount(count.skipped)} skipped.`,
    ),
  );
  return `${out.join('\n')}\n`;
}
