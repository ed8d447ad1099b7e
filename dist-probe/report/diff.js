// Readable line diffs of HTML fields for plans: HTML → text lines, then jsdiff over the lines.
import { decodeHTML } from 'entities';
import { diffArrays } from 'diff';
const BLOCK_BREAK = /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|hr|div|br)\b[^>]*>/gi;
/** HTML → readable text lines (block elements become line breaks, tags dropped), for diffs only. */
export function htmlToLines(html) {
    const marked = html
        .replace(/<li\b[^>]*>/gi, '\n- ')
        .replace(/<h([1-6])\b[^>]*>/gi, (_m, n) => `\n${'#'.repeat(Number(n))} `)
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
/**
 * Bound on the edit distance jsdiff explores: a plan shows a handful of lines per field, so two
 * wholly different long bodies are shown as "all removed, all added" instead of costing O(N·D).
 */
const MAX_EDIT_LENGTH = 2000;
/** Line diff (jsdiff, Myers); beyond the edit bound, a plain before/after listing. */
export function diffLines(a, b) {
    const parts = diffArrays(a, b, { maxEditLength: MAX_EDIT_LENGTH });
    if (!parts)
        return listing(a, b);
    return parts.flatMap((p) => p.value.map((text) => ({ op: p.added ? '+' : p.removed ? '-' : ' ', text })));
}
/** Common head and tail kept, the middle shown as all removed then all added. */
function listing(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    const same = (text) => ({ op: ' ', text });
    return [
        ...a.slice(0, start).map(same),
        ...a.slice(start, endA).map((text) => ({ op: '-', text })),
        ...b.slice(start, endB).map((text) => ({ op: '+', text })),
        ...a.slice(endA).map(same),
    ];
}
//# sourceMappingURL=diff.js.map