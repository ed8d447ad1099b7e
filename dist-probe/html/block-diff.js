// The reader-level diff of an HTML field: both sides in the semantic comparison's normal form
// (compare.ts: what the platform's re-serialisation cannot change), printed one block per line, then
// a line diff. A one-sentence change is one changed line however the platform re-serialised the rest
// (implied tags, attribute order, whitespace between blocks, <b> for <strong>).
import { diffArrays } from 'diff';
import { Parser } from 'htmlparser2';
import { canonicalHtml } from './compare.js';
import { BLOCK_TAGS } from './tags.js';
/** Beyond this many edits two bodies are shown as all removed, then all added. */
const MAX_EDIT_LENGTH = 2000;
/** A block's text on one line: its own line breaks (in <pre>) shown as \n, a backslash as \\. */
const oneLine = (s) => s.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n');
/**
 * The canonical form of `html`, one line per block: a line starts at every opening block tag and
 * ends after every closing one, so a paragraph or a list item is one line and the list's own tags
 * are lines of their own. Whitespace between blocks is not content (rule 1) and is dropped.
 */
export function blockLines(html) {
    const canonical = canonicalHtml(html);
    const cuts = new Set([0, canonical.length]);
    const parser = new Parser({
        onopentag: (name) => {
            if (BLOCK_TAGS.has(name))
                cuts.add(parser.startIndex);
        },
        onclosetag: (name, implied) => {
            if (BLOCK_TAGS.has(name) && !implied)
                cuts.add(parser.endIndex + 1);
        },
    }, { decodeEntities: false });
    parser.end(canonical);
    const at = [...cuts].sort((a, b) => a - b);
    const lines = [];
    for (let i = 0; i + 1 < at.length; i++) {
        const line = canonical.slice(at[i], at[i + 1]);
        if (line.trim() !== '')
            lines.push(oneLine(line.trim()));
    }
    return lines;
}
/** `- ` removed and `+ ` added lines between the two renderings; [] when readers see no difference. */
export function htmlDiffLines(before, after) {
    const a = before === null ? [] : blockLines(before);
    const b = blockLines(after);
    const parts = diffArrays(a, b, { maxEditLength: MAX_EDIT_LENGTH });
    if (!parts)
        return [...a.map((l) => `- ${l}`), ...b.map((l) => `+ ${l}`)];
    return parts.flatMap((p) => (p.added ? p.value.map((l) => `+ ${l}`) : p.removed ? p.value.map((l) => `- ${l}`) : []));
}
//# sourceMappingURL=block-diff.js.map