import { formatCount } from '../report/text.js';
import { escapeWorkflowCommand } from '../util/escape.js';
/** `install.md: Getting started → Docs/Setup` */
export function formatMove(move) {
    return escapeWorkflowCommand(`${move.file ?? move.ref}: ${move.from.path} → ${move.to.path}`);
}
/** `Layout: 3 to move, 12 in place, 40 not listed (left where they are).` */
export function formatLayoutSummary(moves, summary) {
    return `Layout: ${formatCount(moves)} to move, ${formatCount(summary.inPlace)} in place, ${formatCount(summary.unlisted)} not listed (left where they are).`;
}
//# sourceMappingURL=report.js.map