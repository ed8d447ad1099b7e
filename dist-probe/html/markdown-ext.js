// helpsync's Markdown extensions, as one marked extension: GitHub alerts and `{#id}`
// heading ids. Both work on marked's own tokens after lexing (the `processAllTokens` hook), so
// marked keeps deciding what is a quote, a heading or code; the extension only reinterprets them.
import { Lexer } from 'marked';
import { alertMarker, defaultAlertLabel, needsMark } from './alerts.js';
/** A heading id as Hugo and others write it: `## Install {#install}` (ATX or setext). */
const HEADING_ID = /[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;
/**
 * The extension. `base` is the option set the instance is built with (a fresh lexer for re-read
 * inline text needs the same GFM settings); `labels` are the language's alert labels.
 */
export function helpsyncExtension(base, labels) {
    return {
        hooks: {
            processAllTokens(tokens) {
                const links = 'links' in tokens ? tokens.links : {};
                const inline = (text) => {
                    const lexer = new Lexer(base);
                    Object.assign(lexer.tokens.links, links);
                    return lexer.inlineTokens(text);
                };
                for (const t of tokens)
                    if (t.type === 'blockquote')
                        toAlert(t, labels, inline);
                walkHeadings(tokens, inline);
                return tokens;
            },
        },
        renderer: {
            blockquote(token) {
                const mark = token.alertMark;
                const body = this.parser.parse(token.tokens);
                // the mark is a word and a fold sign (alerts.ts ALERT_MARK): nothing to escape in the attribute;
                // the platform keeps attributes (docs/platform-api.md, "HTML round trip")
                return mark === undefined ? `<blockquote>\n${body}</blockquote>\n` : `<blockquote data-alert="${mark}">\n${body}</blockquote>\n`;
            },
            heading(token) {
                const id = token.headingId;
                const body = this.parser.parseInline(token.tokens);
                return id === undefined
                    ? `<h${token.depth}>${body}</h${token.depth}>\n`
                    : `<h${token.depth} id="${id}">${body}</h${token.depth}>\n`;
            },
        },
    };
}
/**
 * A top-level quote whose first line is a marker: the marker line becomes the bold label paragraph
 * (the title when the line has one), the rest of the first paragraph the body's first paragraph.
 */
function toAlert(quote, labels, inline) {
    const first = quote.tokens[0];
    if (first?.type !== 'paragraph')
        return;
    const marker = alertMarker(first.text);
    if (!marker)
        return;
    const shown = marker.title ?? defaultAlertLabel(marker.mark, labels);
    const shownTokens = marker.title === undefined ? [{ type: 'text', raw: shown, text: shown, escaped: false }] : inline(shown);
    const strong = { type: 'strong', raw: `**${shown}**`, text: shown, tokens: shownTokens };
    const labelParagraph = { type: 'paragraph', raw: shown, text: shown, tokens: [strong] };
    const rest = [];
    if (marker.rest.trim() !== '') {
        const text = marker.rest.replace(/\n$/, '');
        rest.push({ type: 'paragraph', raw: text, text, tokens: inline(text) });
    }
    quote.tokens = [labelParagraph, ...rest, ...quote.tokens.slice(1)];
    quote.alert = marker.kind;
    if (needsMark(marker))
        quote.alertMark = marker.mark;
}
/** Every heading at any depth (quotes, list items): a trailing `{#id}` becomes its id. */
function walkHeadings(tokens, inline) {
    for (const t of tokens) {
        if (t.type === 'heading') {
            const h = t;
            const m = HEADING_ID.exec(h.text);
            if (m) {
                h.headingId = m[1];
                h.text = h.text.slice(0, m.index);
                h.tokens = inline(h.text);
            }
            continue;
        }
        if (t.type === 'blockquote')
            walkHeadings(t.tokens, inline);
        else if (t.type === 'list')
            for (const item of t.items)
                walkHeadings(item.tokens, inline);
    }
}
//# sourceMappingURL=markdown-ext.js.map