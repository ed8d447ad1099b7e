// The turndown service of pull's converter (to-markdown.ts): turndown plus GFM, with rules tuned so
// that marked renders the Markdown back to the same HTML. One service per conversion, holding that
// conversion's state (list markers, alert labels): nothing is shared between two conversions.
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';
import { alertOfLabel, alertOfQuote, joinsMarkerLine } from './md-alerts.js';
import { dom, hasAncestor, hasContentAfter, isTaskCheckbox } from './md-dom.js';
import { keepRaw } from './md-raw.js';
import { ALIGN_BORDER, representable } from './md-representable.js';
import { codeSpan, escapeMarkdownText, linkDestination, linkTitle } from './md-text.js';
import { IN_LINK_MARK } from './normalize.js';
export function createService(ctx) {
    const td = new TurndownService({
        headingStyle: 'atx',
        hr: '---',
        bulletListMarker: '-',
        codeBlockStyle: 'fenced',
        fence: '```',
        emDelimiter: '*',
        strongDelimiter: '**',
        linkStyle: 'inlined',
        preformattedCode: true,
        blankReplacement: (content, n) => {
            const node = dom(n);
            if (node.nodeName === 'LI')
                return listItem('', node, ctx);
            return keepRaw(content, node);
        },
        keepReplacement: (content, n) => keepRaw(content, dom(n)),
        defaultReplacement: (content, n) => keepRaw(content, dom(n)),
    });
    td.escape = escapeMarkdownText;
    td.use(gfm);
    // Rules added later win (turndown unshifts them); the guard goes last of all.
    addBlockRules(td, ctx);
    addInlineRules(td, ctx);
    addTableRules(td);
    td.addRule('keepUnrepresentable', {
        filter: (n) => !representable(dom(n)),
        replacement: (content, n) => keepRaw(content, dom(n)),
    });
    return td;
}
function addBlockRules(td, ctx) {
    td.addRule('taskListItems', {
        filter: (n) => isTaskCheckbox(dom(n)),
        replacement: (_c, n) => (dom(n).getAttribute('checked') !== null ? '[x]' : '[ ]'),
    });
    td.addRule('blockquote', {
        filter: 'blockquote',
        replacement: (content, n) => {
            const node = dom(n);
            let body = content.replace(/^\n+|\n+$/g, '');
            // the label line is one line (a <strong>): its paragraph ends at the first blank line
            if (alertOfQuote(node, ctx.alertLabels) && joinsMarkerLine(node))
                body = body.replace('\n\n', '\n');
            return `\n\n${body.replace(/^/gm, '> ').replace(/^> $/gm, '>')}\n\n`;
        },
    });
    td.addRule('heading', {
        filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
        replacement: (content, n) => {
            const node = dom(n);
            const id = node.getAttribute('id');
            // `{#id}`; representable() allows no other attribute
            return `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${content}${id === null ? '' : ` {#${id}}`}\n\n`;
        },
    });
    td.addRule('listItem', { filter: 'li', replacement: (content, n) => listItem(content, dom(n), ctx) });
    td.addRule('fencedCodeBlock', {
        filter: (n) => dom(n).nodeName === 'PRE',
        replacement: (_c, n) => {
            const node = dom(n);
            const code = node.firstChild;
            const lang = /^language-(\S+)$/.exec(code?.getAttribute('class') ?? '')?.[1] ?? '';
            const text = code?.textContent ?? '';
            let size = 3;
            for (const m of text.matchAll(/^ {0,3}(`{3,})/gm))
                size = Math.max(size, (m[1]?.length ?? 0) + 1);
            const fence = '`'.repeat(size);
            return `\n\n${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}\n\n`;
        },
    });
}
function addInlineRules(td, ctx) {
    td.addRule('strikethrough', { filter: (n) => dom(n).nodeName === 'DEL', replacement: (c) => `~~${c}~~` });
    td.addRule('lineBreak', {
        filter: 'br',
        replacement: (_c, n) => {
            const node = dom(n);
            // A backslash break is not possible in a heading or a table cell, nor at the end of a block.
            if (hasAncestor(node, /^(H[1-6]|TH|TD)$/) || !hasContentAfter(node))
                return '<br>';
            return '\\\n';
        },
    });
    td.addRule('emphasis', {
        filter: ['em'],
        replacement: (content, n) => {
            const node = dom(n);
            const parent = node.parentNode;
            // `***a***` reads as <em><strong>: inside <strong> at its edge, use `_`.
            const edge = parent?.nodeName === 'STRONG' && (node.previousSibling === null || node.nextSibling === null);
            const d = edge ? '_' : '*';
            return `${d}${content}${d}`;
        },
    });
    td.addRule('strong', {
        filter: ['strong'],
        replacement: (content, n) => {
            const alert = alertOfLabel(dom(n), ctx.alertLabels);
            if (!alert)
                return `**${content}**`;
            return alert.titled ? `${alert.marker} ${content}` : alert.marker;
        },
    });
    td.addRule('code', {
        filter: (n) => {
            const node = dom(n);
            return node.nodeName === 'CODE' && node.parentNode?.nodeName !== 'PRE';
        },
        replacement: (_c, n) => {
            const node = dom(n);
            let text = node.textContent ?? '';
            if (hasAncestor(node, /^(TH|TD)$/))
                text = text.replace(/\|/g, '\\|');
            return codeSpan(text);
        },
    });
    td.addRule('inlineLink', {
        filter: 'a',
        replacement: (content, n) => {
            const node = dom(n);
            return `[${content}](${linkDestination(node.getAttribute('href') ?? '')}${linkTitle(node.getAttribute('title'))})`;
        },
    });
    td.addRule('image', {
        filter: 'img',
        replacement: (_c, n) => {
            const node = dom(n);
            const alt = escapeMarkdownText(IN_LINK_MARK + (node.getAttribute('alt') ?? ''));
            return `![${alt}](${linkDestination(node.getAttribute('src') ?? '')}${linkTitle(node.getAttribute('title'))})`;
        },
    });
}
function addTableRules(td) {
    td.addRule('tableCell', {
        filter: ['th', 'td'],
        replacement: (content) => ` ${content.trim()} |`,
    });
    td.addRule('tableRow', {
        filter: 'tr',
        replacement: (content, n) => {
            const node = dom(n);
            let row = `\n|${content}`;
            if (node.parentNode?.nodeName === 'THEAD') {
                const cells = Array.from(node.children);
                row += `\n|${cells.map((c) => ` ${ALIGN_BORDER[c.getAttribute('align') ?? ''] ?? '---'} |`).join('')}`;
            }
            return row;
        },
    });
    td.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
    td.addRule('table', { filter: 'table', replacement: (content) => `\n\n${content.replace(/^\n+/, '')}\n\n` });
}
function listItem(content, node, ctx) {
    const parent = node.parentNode;
    let prefix = `${ctx.markers.bullet} `;
    if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? '1');
        const index = Array.prototype.indexOf.call(parent.children, node);
        prefix = `${start + index}${ctx.markers.ordered} `;
    }
    let body = content.replace(/^\n+/, '').replace(/\n+$/, '');
    // <li><p>a</p><ul>…</ul></li> (the rich-text form) reads the same as a tight "- a" + nested list
    // (contract rule 2), which is how people write it.
    const kids = Array.from(node.childNodes);
    if (kids.length === 2 && kids[0]?.nodeName === 'P' && /^(UL|OL)$/.test(kids[1]?.nodeName ?? '')) {
        body = body.replace('\n\n', '\n');
    }
    const indented = body.replace(/\n(?=.)/g, `\n${' '.repeat(prefix.length)}`);
    const item = body === '' ? prefix.trimEnd() : prefix + indented;
    return `${item}${node.nextSibling ? '\n' : ''}`;
}
//# sourceMappingURL=md-service.js.map