// Creations and bindings in the plan (Terraform's `+`): each new collection and article with its
// target collection by path and whether it is published; files bound by externalId with the
// `helpsync match` hint. Text for the terminal and Markdown for the step summary.
import type { Creation, Push, SyncPlan } from '../apply/types.js';
import { formatCount, type Paint } from '../report/text.js';
import { escapeWorkflowCommand } from '../util/escape.js';

/** `collection` or `article, draft` / `article, published`. */
function kindOf(c: Creation): string {
  if (c.file === '') return 'collection, named by the layout file';
  return c.kind === 'collection' ? 'collection' : `article, ${c.draft ? 'draft' : 'published'}`;
}

/** What a creation comes from: its file, or for a collection the layout file names, its path. */
export function creationSource(c: Creation): string {
  return c.file !== '' ? c.file : (c.parent ? `${c.parent.path}/` : '') + c.title.replace(/\\/g, '\\\\').replace(/\//g, '\\/');
}

function where(c: Creation): string {
  return c.parent ? `in ${c.parent.path}` : 'at the top level';
}

export function creationLines(plan: SyncPlan, paint: Paint, show: (file: string) => string = (f) => f): string[] {
  const out: string[] = [];
  const creations = plan.creations ?? [];
  if (creations.length > 0) {
    out.push(paint('bold', `Create (${formatCount(creations.length)}):`));
    for (const c of creations) {
      const title = escapeWorkflowCommand(JSON.stringify(c.title));
      out.push(
        `  ${paint('green', '+')} ${escapeWorkflowCommand(c.file !== '' ? show(c.file) : creationSource(c))}  ${title} ${escapeWorkflowCommand(where(c))} ${paint('dim', `(${kindOf(c)})`)}`,
      );
    }
    out.push('');
  }
  out.push(...boundLines(plan, paint, show));
  return out;
}

function boundLines(plan: SyncPlan, paint: Paint, show: (file: string) => string): string[] {
  const bound = plan.bound ?? [];
  if (bound.length === 0) return [];
  const out = [paint('bold', `Bound by externalId (${formatCount(bound.length)}): files without "entry:" found on the platform`)];
  for (const b of bound) {
    const as = b.createdAs ? ` (created as ${escapeWorkflowCommand(b.createdAs)})` : '';
    out.push(`  ${paint('dim', '=')} ${escapeWorkflowCommand(show(b.file))}  ${paint('dim', b.entryId)}${as}`);
  }
  out.push(paint('dim', '  `helpsync match` writes their entry lines (makes the binding explicit).'), '');
  return out;
}

/** The step summary's table of creations. */
export function creationMarkdown(plan: SyncPlan, code: (s: string) => string, cell: (s: string) => string): string[] {
  const creations = plan.creations ?? [];
  if (creations.length === 0) return [];
  const out = [
    `### To create (${formatCount(creations.length)})`,
    '',
    '| | File | Title | Collection | Kind |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const c of creations)
    out.push(`| + | ${code(creationSource(c))} | ${cell(c.title)} | ${cell(c.parent?.path ?? '(top level)')} | ${kindOf(c)} |`);
  out.push('');
  return out;
}

/** Links of a pushed field to pages this plan creates: shown as such, never as missing targets. */
export function createdLinkLines(push: Push, plan: SyncPlan, paint: Paint): string[] {
  const creations = plan.creations ?? [];
  if (creations.length === 0) return [];
  // a deferred body links to no page this run creates (the sync keeps such a body's text)
  const text = Object.values(push.fields)
    .filter((v) => typeof v === 'string')
    .join('\n');
  return creations
    .filter((c) => c.kind === 'article' && c.fields !== push.fields && (text.includes(c.ref) || text.includes(encodeURIComponent(c.ref))))
    .map((c) => paint('dim', `links to ${escapeWorkflowCommand(c.file)} (created in this run)`));
}

/** The step summary's table of re-keys (a scope added). */
export function rekeyMarkdown(plan: SyncPlan, code: (s: string) => string): string[] {
  const rekeys = plan.rekeys ?? [];
  if (rekeys.length === 0) return [];
  const out = [`### To re-key (${formatCount(rekeys.length)})`, '', '| | File | Record | From | To |', '| --- | --- | --- | --- | --- |'];
  for (const k of rekeys) out.push(`| ↻ | ${code(k.file)} | ${code(`${k.record}:${k.id}`)} | ${code(k.from)} | ${code(k.to)} |`);
  out.push('');
  return out;
}

/** `↻ re-key en/x.md article:<id> helpsync:x.md → helpsync:<scope>:x.md`, one per record (a scope added). */
export function* rekeyLines(plan: SyncPlan, paint: Paint): Generator<string> {
  const rekeys = plan.rekeys ?? [];
  if (rekeys.length === 0) return;
  yield paint('bold', `Re-keys (${formatCount(rekeys.length)}): records this repository created before it had a scope`);
  for (const k of rekeys) yield `  ${paint('cyan', '↻')} re-key ${k.file} ${k.record}:${k.id} ${k.from} → ${k.to}`;
}
