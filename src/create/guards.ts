// The title-collision guard: PURE. A new page whose title is the title of a platform record no file
// claims (compared by content/title-key.ts, the normalisation `match` pairs by: case, spacing,
// typographic quotes and dashes, separators, a final full stop) is most
// likely that record, made by hand: creating it would clone it. Each such creation is an error, so
// the run stops before any write, with the `match` hint.
import type { Problem } from '../model.js';
import type { Creation } from '../apply/types.js';
import type { CreatePlanInput } from './types.js';
import { pathOf } from './types.js';
import { titleKey } from '../content/layout-collections.js';

export { titleKey };

export function titleCollisions(creations: readonly Creation[], input: CreatePlanInput): Problem[] {
  const claimed = new Set([...input.sourceFiles.map((f) => f.entryId), ...input.bindings.map((b) => b.entryId)]);
  const unclaimed = new Map<string, string[]>();
  for (const [entryId, title] of input.titles) {
    if (claimed.has(entryId)) continue;
    const key = `${entryId.slice(0, entryId.indexOf(':'))}\u0000${titleKey(title)}`;
    unclaimed.set(key, [...(unclaimed.get(key) ?? []), entryId]);
  }
  const problems: Problem[] = [];
  // a layout path's collections are checked against their siblings when the path is resolved
  for (const c of creations.filter((x) => x.file !== '')) {
    const same = unclaimed.get(`${c.kind}\u0000${titleKey(c.title)}`);
    if (!same) continue;
    problems.push({
      severity: 'error',
      file: input.show(pathOf(c)),
      message:
        `not created: the platform already has ${c.kind === 'article' ? 'an article' : 'a collection'} titled like it ` +
        `(${same.join(', ')}) that no file claims. If it is this page, run \`helpsync match\` to write its entry line; ` +
        'otherwise give the page another title',
    });
  }
  return problems;
}
