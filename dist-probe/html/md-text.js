// Text for pull's Markdown (to-markdown.ts): whitespace placeholders, escaping that marked reads back
// as the same text, code spans, link destinations and titles.
import { IN_LINK_MARK, WS_PLACEHOLDERS } from './normalize.js';
const PLACEHOLDER_TO_WS = Object.fromEntries(Object.entries(WS_PLACEHOLDERS).map(([ws, ph]) => [ph, ws]));
const PLACEHOLDER_RE = /[\uE000-\uE004]/g;
export function restorePlaceholders(s) {
    return s.replace(PLACEHOLDER_RE, (c) => PLACEHOLDER_TO_WS[c] ?? '');
}
export const ENTITY_LIKE = /&(?=#[0-9]+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)/g;
/**
 * Escapes text so that marked reads it back as the same text. Over-escaping is harmless (a backslash
 * before ASCII punctuation always reads as the character); under-escaping changes content.
 */
export function escapeMarkdownText(input) {
    const inLink = input.startsWith(IN_LINK_MARK);
    let s = restorePlaceholders(input);
    s = s.replace(/[\\`*[\]<>|~]/g, '\\$&');
    // `_` between two letters or digits can neither open nor close emphasis: leave snake_case readable.
    s = s.replace(/_/g, (m, i) => (/[\p{L}\p{N}]/u.test(s.charAt(i - 1)) && /[\p{L}\p{N}]/u.test(s.charAt(i + 1)) ? m : '\\_'));
    s = s.replace(ENTITY_LIKE, '\\&');
    if (!inLink) {
        // GFM autolinks (marked): bare URLs, www. and e-mail addresses would become links.
        s = s.replace(/\b(https?|ftp):(?=\/\/)/gi, '$1\\:');
        s = s.replace(/\bwww\./gi, 'www\\.');
        s = s.replace(/([A-Za-z0-9._+-])@(?=[A-Za-z0-9])/g, '$1\\@');
    }
    // Line starts (the text's own start may be one too): block syntax.
    s = s.replace(/(^|\n)([#=+-])/g, '$1\\$2');
    s = s.replace(/(^|\n)(\d+)([.)])/g, '$1$2\\$3');
    // Markdown strips spaces at the start of a line and before a line end: keep them as references.
    s = s.replace(/\n([ \t]+)/g, (_m, ws) => `\n${wsRefs(ws)}`);
    s = s.replace(/([ \t]+)\n/g, (_m, ws) => `${wsRefs(ws)}\n`);
    return s;
}
const wsRefs = (ws) => ws.replace(/ /g, '&#32;').replace(/\t/g, '&#9;');
export function codeSpan(text) {
    let delimiter = '`';
    const runs = text.match(/`+/g) ?? [];
    while (runs.includes(delimiter))
        delimiter += '`';
    const pad = /^`|`$/.test(text) || (/^ /.test(text) && / $/.test(text) && /[^ ]/.test(text)) ? ' ' : '';
    return `${delimiter}${pad}${text}${pad}${delimiter}`;
}
export function linkDestination(href) {
    const escaped = href.replace(/[\\<>]/g, '\\$&').replace(ENTITY_LIKE, '\\&');
    return /[\s()]/.test(href) || href === '' ? `<${escaped}>` : escaped;
}
export function linkTitle(title) {
    if (title === null)
        return '';
    return ` "${title.replace(/[\\"]/g, '\\$&').replace(ENTITY_LIKE, '\\&')}"`;
}
//# sourceMappingURL=md-text.js.map