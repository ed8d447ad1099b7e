// Plans as text for people: grouped by language, one line per push naming the
// file, a short diff of each changed field, and one closing line that counts everything.
// Colour only here and only when asked (docs/ARCHITECTURE.md: never inside plan data).
import { HTML_FIELDS } from '../model.js';
import { isDeferred, textOf, type FieldChange, type Push, type SyncPlan } from '../apply/types.js';
import { heldCount, planHasChanges } from '../apply/plan-totals.js';
import { diffLines, htmlToLines, type DiffOp } from './diff.js';
import { formatCount, painter, plural, shorten, type Paint } from './text.js';
import { escapeControl, escapeWorkflowCommand } from '../util/escape.js';
import { createdLinkLines, creationLines, rekeyLines } from '../create/report.js';
import { retireLines, retireSummaryPart } from '../retire/report.js';

export interface RenderPlanOptions {
  color: boolean;
  /** longer diffs (more lines, less truncation) */
  verbose?: boolean;
  /** --dry-run: say that nothing was sent */
  dryRun?: boolean;
  /** sections printed just before the closing line (the held fields,) */
  beforeSummary?: string;
  /** how a plan's file is named (under files: its real file; the plan itself keeps the page's key) */
  show?: (file: string) => string;
}

/** `Plan: 42 to push (en 10, de 32), 3 to move, 1,250 unchanged.` or `No changes. 1,250 unchanged.` */
export function planSummaryLine(plan: SyncPlan): string {
  const pushes = plan.languages.reduce((n, l) => n + l.pushes.length, 0);
  const unchanged = plan.languages.reduce((n, l) => n + l.unchanged, 0);
  const blank = plan.blankBodies?.length ? `, ${plural(plan.blankBodies.length, 'blank body', 'blank bodies')} left as is` : '';
  const held = heldCount(plan);
  const creates = plan.creations?.length ?? 0;
  const rekeys = plan.rekeys?.length ?? 0;
  const createPart = (creates > 0 ? `${formatCount(creates)} to create, ` : '') + (rekeys > 0 ? `${formatCount(rekeys)} to re-key, ` : '');
  const retirePart = retireSummaryPart(plan);
  if (pushes === 0 && plan.moves.length === 0 && held === 0 && creates === 0 && rekeys === 0 && retirePart === '')
    return `No changes. ${formatCount(unchanged)} unchanged${blank}.`;
  const perLanguage = plan.languages.filter((l) => l.pushes.length > 0).map((l) => `${l.language} ${formatCount(l.pushes.length)}`);
  const pushPart = perLanguage.length > 0 ? `${formatCount(pushes)} to push (${perLanguage.join(', ')})` : `${formatCount(pushes)} to push`;
  // `Plan: 40 to push, 2 held (edited on the platform), 1 to move, ...`
  const conflicts = plan.languages.reduce((n, l) => n + (l.held ?? []).filter((h) => h.repoChanged === true).length, 0);
  const conflictPart =
    conflicts > 0 ? `; ${formatCount(conflicts)} ${conflicts === 1 ? 'conflict' : 'conflicts'}: changed in the repo too` : '';
  const heldPart = held > 0 ? `, ${formatCount(held)} held (edited on the platform${conflictPart})` : '';
  return `Plan: ${createPart}${pushPart}${heldPart}, ${formatCount(plan.moves.length)} to move, ${retirePart}${formatCount(unchanged)} unchanged${blank}.`;
}

export function renderPlan(plan: SyncPlan, opts: RenderPlanOptions): string {
  return `${[...planLines(plan, opts)].join('\n')}\n`;
}

/** renderPlan's lines, made as they are taken: a first push's plan at 200k pairs is a million lines, never held as one text. */
export function* planLines(plan: SyncPlan, opts: RenderPlanOptions): Generator<string> {
  const paint = painter(opts.color);
  const limits = opts.verbose ? { lines: 40, width: 400 } : { lines: 6, width: 100 };
  const show = opts.show ?? ((f: string) => f);
  yield* creationLines(plan, paint, show);
  yield* rekeyLines(plan, paint);
  if (plan.moves.length > 0) {
    yield paint('bold', `Moves (${formatCount(plan.moves.length)}):`);
    for (const m of plan.moves)
      yield `  ${paint('cyan', '→')} ${escapeWorkflowCommand(m.file !== undefined ? show(m.file) : m.ref)}: ${escapeWorkflowCommand(m.from.path)} → ${escapeWorkflowCommand(m.to.path)}`;
    yield '';
  }
  for (const lp of plan.languages) {
    if (lp.pushes.length === 0) continue;
    yield paint('bold', `${lp.language}: ${formatCount(lp.pushes.length)} to push, ${formatCount(lp.unchanged)} unchanged`);
    for (const push of lp.pushes) {
      yield* pushLines(push, limits, paint, show);
      for (const l of createdLinkLines(push, plan, paint)) yield `      ${l}`;
    }
    yield '';
  }
  yield* retireLines(plan, paint, show);
  yield* footerLines(plan, paint, opts.beforeSummary, show);
  if (opts.dryRun && planHasChanges(plan)) yield 'Dry run: nothing was sent. Without --dry-run, helpsync will make these changes.';
}

function pushLines(push: Push, limits: Limits, paint: Paint, show: (file: string) => string): string[] {
  const isNew =
    push.changes.length > 0 && push.changes.every((c) => c.before === null) && Object.keys(push.fields).length === push.changes.length;
  const symbol = isNew ? paint('green', '+') : paint('yellow', '~');
  const out = [
    `  ${symbol} ${escapeWorkflowCommand(show(push.file))}  ${paint('dim', `${escapeWorkflowCommand(push.entryId)}${isNew ? ' (new translation)' : ''}`)}`,
  ];
  for (const change of push.changes) for (const line of describeChange(change, limits, paint)) out.push(`      ${line}`);
  return out;
}

/** Remote-only counts, the layout counts and the summary line. */
function footerLines(plan: SyncPlan, paint: Paint, beforeSummary: string | undefined, show: (file: string) => string): string[] {
  const out: string[] = [];
  const ro = plan.remoteOnly;
  if (ro.entries + ro.pairs + ro.fields > 0) {
    const parts: string[] = [];
    if (ro.entries) parts.push(plural(ro.entries, 'entry', 'entries'));
    if (ro.pairs) parts.push(plural(ro.pairs, 'translation'));
    if (ro.fields) parts.push(plural(ro.fields, 'field value'));
    out.push(paint('dim', `Remote only (not in the repo, left as they are): ${parts.join(', ')}.`));
  }
  out.push(...blankBodyLines(plan, paint, show));
  if (plan.layout) {
    const l = plan.layout;
    const text = `Layout: ${formatCount(l.listed)} listed, ${formatCount(l.inPlace)} in place, ${formatCount(l.unlisted)} not listed (left where they are).`;
    out.push(paint('dim', text));
  }
  if (beforeSummary) out.push(beforeSummary.replace(/\n+$/, ''), '');
  out.push(paint('bold', planSummaryLine(plan)));
  return out;
}

/**: bodies blank in the repo are listed, never cleared. */
function blankBodyLines(plan: SyncPlan, paint: Paint, show: (file: string) => string): string[] {
  const blank = plan.blankBodies ?? [];
  if (blank.length === 0) return [];
  const lines = [paint('bold', `Blank bodies (${formatCount(blank.length)}): body blank in the repo: platform content left as is`)];
  for (const b of blank) lines.push(`  ${paint('dim', '!')} ${show(b.file)}  ${paint('dim', `${b.entryId} (${b.language})`)}`);
  lines.push('');
  return lines;
}

interface Limits {
  lines: number;
  width: number;
}

/** JSON-quoted (C0 escaped) and escapeControl for what JSON leaves raw (DEL, C1, bidi controls). */
export function quote(s: string, width: number): string {
  return escapeControl(JSON.stringify(shorten(s.replace(/\s+/g, ' ').trim(), width)));
}

/** The plan's reader-level diff (one block per line) when it has one, else a text diff of the two sides. */
export function changedLines(change: FieldChange): DiffOp[] {
  if (change.diff) return change.diff.map((l) => ({ op: l.startsWith('+') ? '+' : '-', text: l.slice(2) }));
  return diffLines(htmlToLines(change.before ?? ''), htmlToLines(textOf(change.after))).filter((o) => o.op !== ' ');
}

function describeChange(change: FieldChange, limits: Limits, paint: Paint): string[] {
  const half = Math.floor(limits.width / 2);
  if (!HTML_FIELDS.has(change.field)) {
    const before = change.before === null ? paint('dim', '(none)') : paint('red', quote(change.before, half));
    return [`${change.field}: ${before} → ${paint('green', quote(textOf(change.after), half))}`];
  }
  // a new body: its line count (a deferred body knows it: it is not read back to be counted)
  if (change.before === null) {
    const lines = isDeferred(change.after) ? change.after.lines : htmlToLines(change.after).length;
    return [`${change.field}: ${paint('dim', '(none)')} → ${plural(lines, 'line')}`];
  }
  const changed = changedLines(change);
  const removed = changed.filter((o) => o.op === '-').length;
  const added = changed.length - removed;
  const counts = [removed ? `${formatCount(removed)} removed` : '', added ? `${formatCount(added)} added` : ''].filter(Boolean).join(', ');
  const lines = [`${change.field}: ${counts || 'markup changed'}`];
  for (const o of changed.slice(0, limits.lines)) {
    lines.push(`  ${paint(o.op === '-' ? 'red' : 'green', `${o.op} ${shorten(escapeControl(o.text), limits.width)}`)}`);
  }
  if (changed.length > limits.lines) lines.push(paint('dim', `  … ${plural(changed.length - limits.lines, 'more line')}`));
  return lines;
}
