// The text of `helpsync pull --drifted`: the fields written into their files, the conflicts left out.
import { formatCount } from '../report/text.js';
import type { DriftedOutcome } from './drifted.js';

export const PULL_DRIFTED_DOC_KIND = 'helpsync-pull-drifted';

/** A field changed on both sides, left out with --leave-conflicts. */
export interface LeftConflict {
  file: string;
  language: string;
  field: string;
}

/** What pull --drifted wrote (or would write), the conflicts it left out, and its closing line. */
export function renderDrifted(outcome: DriftedOutcome, conflicts: readonly LeftConflict[], show: (file: string) => string): string {
  const lines: string[] = [];
  const verb = outcome.dryRun ? 'would write' : 'wrote';
  for (const f of outcome.files) {
    const blocks = f.blocks
      ? f.blocks.whole
        ? ' (body converted whole)'
        : ` (body: ${formatCount(f.blocks.kept)} blocks kept, ${formatCount(f.blocks.converted)} converted)`
      : '';
    lines.push(`${verb.padEnd(12)} ${show(f.file)}: ${f.fields.join(', ')}${blocks}`);
  }
  const fields = outcome.files.reduce((n, f) => n + f.fields.length, 0);
  if (outcome.files.length === 0) lines.push('Nothing edited on the platform: no field is held.');
  else {
    lines.push(
      `Pull --drifted: ${formatCount(fields)} ${fields === 1 ? 'field' : 'fields'} in ${formatCount(outcome.files.length)} ${outcome.files.length === 1 ? 'file' : 'files'}${outcome.dryRun ? ' (dry run: nothing was written)' : '; review and commit them, then sync has nothing to hold'}.`,
    );
  }
  for (const c of conflicts)
    lines.push(`left out     ${show(c.file)}: ${c.field} (changed in the repo and on the platform: decide, then sync)`);
  return lines.join('\n');
}
