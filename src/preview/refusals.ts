// The changes page's list of what a sync of this plan would refuse on (over --max-creates, a title
// clash, an untracked file, no history; later --max-retires): the preview writes nothing, so it plans
// as it is, shows the creations and every refusal here, and is still written. Apart from changes.ts
// so that the page's other sections change without touching it.
import type { Problem } from '../model.js';
import { escapeText } from './sanitize.js';

/** The section, first after the header so a reviewer sees it before the changes; '' when none. */
export function refusalsSection(refusals: readonly Problem[]): string {
  if (refusals.length === 0) return '';
  const items = refusals.map((p) => {
    const where = [p.file, p.line].filter((x) => x !== undefined).join(':');
    return `<li>${where ? `${escapeText(where)}: ` : ''}${escapeText(p.message)}</li>`;
  });
  const n = refusals.length;
  return (
    `<section aria-labelledby="refusals" class="refusals"><h2 id="refusals">A sync would refuse this plan (${n} ${n === 1 ? 'problem' : 'problems'})</h2>` +
    `<p>The preview shows the plan as it is; <code>helpsync sync</code> stops on these before any write.</p><ul>${items.join('')}</ul></section>`
  );
}
