// Lines for `teams delete` and `engagement delete`: one per id as it finishes, and the summary.
import path from 'node:path';
import { plural } from '../report/text.js';
/** A path as the user should see it: relative to the working directory when inside it. */
export function shownPath(abs, cwd) {
    const rel = path.relative(cwd, abs);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}
const LABEL = { deleted: 'deleted', 'not-found': 'not found', failed: 'failed', skipped: 'skipped' };
/** One line per id: `deleted    abc  backup: .helpsync/backups/survey-abc-....json`. */
export function formatResultLine(spec, r, cwd) {
    const parts = [`${LABEL[r.status].padEnd(9)}  ${spec.noun} ${r.id}`];
    if (r.reason)
        parts.push(r.reason);
    if (r.backup)
        parts.push(`backup: ${shownPath(r.backup, cwd)}`);
    return parts.join('  ');
}
export function formatSummary(spec, s) {
    let text = `Deleted ${s.deleted} of ${plural(s.requested, spec.noun, spec.nounPlural)}`;
    if (s.responseLost)
        text += ` (${s.responseLost} after a lost response)`;
    const rest = [];
    if (s.notFound)
        rest.push(`${s.notFound} not found`);
    if (s.failed)
        rest.push(`${s.failed} failed`);
    if (s.skipped)
        rest.push(`${s.skipped} skipped`);
    return rest.length ? `${text}; ${rest.join(', ')}.` : `${text}.`;
}
const MAX_LISTED = 50;
/** The ids in a confirmation question: the first 50, then a count. */
export function listIds(spec, ids) {
    const shown = ids.slice(0, MAX_LISTED).map((id) => `  ${spec.noun} ${id}`);
    if (ids.length > MAX_LISTED)
        shown.push(`  ... and ${ids.length - MAX_LISTED} more (--dry-run lists them all)`);
    return shown.join('\n');
}
//# sourceMappingURL=delete-report.js.map