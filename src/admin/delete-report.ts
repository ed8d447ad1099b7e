// Lines for `teams delete` and `engagement delete`: one per id as it finishes, and the summary.
import path from 'node:path';
import type { DeleteResult, DeleteSpec, DeleteStatus, DeleteSummary } from './delete.js';
import { plural } from '../report/text.js';

/** A path as the user should see it: relative to the working directory when inside it. */
export function shownPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}

const LABEL: Record<DeleteStatus, string> = { deleted: 'deleted', 'not-found': 'not found', failed: 'failed', skipped: 'skipped' };

/** One line per id: `deleted    abc  backup: .helpsync/backups/survey-abc-....json`. */
export function formatResultLine(spec: DeleteSpec, r: DeleteResult, cwd: string): string {
  const parts: string[] = [`${LABEL[r.status].padEnd(9)}  ${spec.noun} ${r.id}`];
  if (r.reason) parts.push(r.reason);
  if (r.backup) parts.push(`backup: ${shownPath(r.backup, cwd)}`);
  return parts.join('  ');
}

export function formatSummary(spec: DeleteSpec, s: DeleteSummary): string {
  let text = `Deleted ${s.deleted} of ${plural(s.requested, spec.noun, spec.nounPlural)}`;
  if (s.responseLost) text += ` (${s.responseLost} after a lost response)`;
  const rest: string[] = [];
  if (s.notFound) rest.push(`${s.notFound} not found`);
  if (s.failed) rest.push(`${s.failed} failed`);
  if (s.skipped) rest.push(`${s.skipped} skipped`);
  return rest.length ? `${text}; ${rest.join(', ')}.` : `${text}.`;
}

const MAX_LISTED = 50;

/** The ids in a confirmation question: the first 50, then a count. */
export function listIds(spec: DeleteSpec, ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_LISTED).map((id) => `  ${spec.noun} ${id}`);
  if (ids.length > MAX_LISTED) shown.push(`  ... and ${ids.length - MAX_LISTED} more (--dry-run lists them all)`);
  return shown.join('\n');
}
