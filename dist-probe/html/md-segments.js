// Pull's converter works one top-level block at a time (to-markdown.ts): this splits the platform's
// HTML, as sent (entities and raw text untouched), into those blocks.
import { Parser } from 'htmlparser2';
import { BLOCK_TAGS, VOID_TAGS } from './normalize.js';
/** Elements turndown treats as blocks. */
export const TURNDOWN_BLOCKS = new Set([
    'address',
    'article',
    'aside',
    'audio',
    'blockquote',
    'canvas',
    'center',
    'dd',
    'details',
    'dir',
    'div',
    'dl',
    'dt',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hgroup',
    'hr',
    'iframe',
    'li',
    'main',
    'menu',
    'nav',
    'noscript',
    'ol',
    'output',
    'p',
    'pre',
    'section',
    'summary',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'ul',
    'video',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
]);
/** Raw-text and escapable raw-text elements: never through turndown, always their own block, as sent. */
export const RAW_TEXT_BLOCKS = new Set(['script', 'style', 'textarea']);
const isBlockSegment = (tag) => TURNDOWN_BLOCKS.has(tag) || BLOCK_TAGS.has(tag) || RAW_TEXT_BLOCKS.has(tag);
/**
 * The top-level blocks of `html`; whitespace-only inline runs between blocks are left out.
 * `everyElement`: each top-level element is a segment of its own, inline ones too.
 */
export function splitTopLevel(html, opts = {}) {
    const segments = [];
    let depth = 0;
    let start = -1;
    let tag = '';
    let inlineStart = -1;
    let inlineEnd = -1;
    const flushInline = () => {
        if (inlineStart >= 0) {
            const text = html.slice(inlineStart, inlineEnd);
            if (text.trim() !== '')
                segments.push({ tag: '#inline', html: text, start: inlineStart, end: inlineEnd });
        }
        inlineStart = -1;
    };
    const addInline = (from, to) => {
        if (inlineStart < 0)
            inlineStart = from;
        inlineEnd = to;
    };
    const endTop = (end) => {
        if (opts.everyElement || isBlockSegment(tag)) {
            flushInline();
            segments.push({ tag, html: html.slice(start, end), start, end });
        }
        else
            addInline(start, end);
    };
    const comment = () => {
        if (depth !== 0)
            return;
        flushInline();
        segments.push({
            tag: '#comment',
            html: html.slice(parser.startIndex, parser.endIndex + 1),
            start: parser.startIndex,
            end: parser.endIndex + 1,
        });
    };
    const parser = new Parser({
        onopentag(name) {
            if (depth === 0) {
                start = parser.startIndex;
                tag = name;
            }
            if (!VOID_TAGS.has(name))
                depth++;
            else if (depth === 0)
                endTop(parser.endIndex + 1);
        },
        onclosetag(name) {
            if (VOID_TAGS.has(name))
                return;
            depth--;
            if (depth === 0)
                endTop(parser.endIndex + 1);
        },
        ontext() {
            if (depth === 0)
                addInline(parser.startIndex, parser.endIndex + 1);
        },
        oncomment: comment,
        onprocessinginstruction: comment,
    }, { decodeEntities: false });
    parser.end(html);
    flushInline();
    return segments;
}
//# sourceMappingURL=md-segments.js.map