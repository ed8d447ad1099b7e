import { TURNDOWN_BLOCKS } from './md-segments.js';
import { restorePlaceholders } from './md-text.js';
import { BLOCK_TAGS, VOID_TAGS } from './normalize.js';
const lowerName = (node) => node.nodeName.toLowerCase();
function openTag(node) {
    let s = `<${lowerName(node)}`;
    for (const a of Array.from(node.attributes ?? [])) {
        s += ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    }
    return `${s}>`;
}
/**
 * Keeps an element as HTML. A block-level one is written whole (an HTML block: marked passes it
 * through untouched); an inline one keeps its tags around its converted content, because marked
 * still reads Markdown between inline tags.
 */
export function keepRaw(content, node) {
    const name = lowerName(node);
    if (TURNDOWN_BLOCKS.has(name) || BLOCK_TAGS.has(name) || name === 'table') {
        return `\n\n${rawHtmlBlock(restorePlaceholders(node.outerHTML))}\n\n`;
    }
    if (VOID_TAGS.has(name))
        return openTag(node);
    return `${openTag(node)}${content}</${name}>`;
}
/** CommonMark's HTML block kinds 1-5: they end at their own end marker, blank lines inside are fine. */
const ENDS_AT_MARKER = /^ {0,3}(?:<(?:script|pre|style|textarea)(?:[\s>]|$)|<!--|<\?|<![A-Za-z]|<!\[CDATA\[)/i;
/** Kind 6: these tags start a block that ends at a blank line (CommonMark 0.31, 4.6). */
const KIND6 = /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:\s|\/?>|$)/i;
/** Kind 7: any other complete tag alone on its line. */
const KIND7 = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*(?:\n|$)/;
/** Does this line start a Markdown HTML block (CommonMark 4.6, kinds 1-7)? */
export const startsHtmlBlock = (chunk) => ENDS_AT_MARKER.test(chunk) || KIND6.test(chunk) || KIND7.test(chunk);
/**
 * A fragment as a Markdown HTML block, its line breaks kept. A block of kind 6 or 7 ends at a blank
 * line, and marked drops the newlines of that blank line. `blankLines: 'keep'` leaves a blank line
 * where what follows starts an HTML block again (right when that whitespace is no content, between
 * block siblings); `'reference'` (and where the next line would not start an HTML block) writes the
 * blank line's last newline as `&#10;`, the same text once HTML decodes it. The caller checks which
 * one renders back equal.
 */
export function rawHtmlBlock(html, blankLines = 'keep') {
    const trimmed = html.trim();
    if (!/\n[ \t]*\n/.test(trimmed) || ENDS_AT_MARKER.test(trimmed))
        return trimmed;
    const parts = trimmed.split(/(\n(?:[ \t]*\n)+)/);
    let out = parts[0] ?? '';
    for (let i = 1; i + 1 < parts.length; i += 2) {
        const sep = parts[i] ?? '';
        const next = parts[i + 1] ?? '';
        out += blankLines === 'keep' && startsHtmlBlock(next) ? sep : `\n${sep.slice(1).replace(/\n/g, '&#10;')}`;
        out += next;
    }
    return out;
}
//# sourceMappingURL=md-raw.js.map