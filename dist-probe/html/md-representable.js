// Which HTML elements have an exact Markdown form (what marked renders back the same); anything
// else is kept as raw HTML by the converter.
import { isMarkedAlertQuote } from './md-alerts.js';
import { attrNames, hasAncestor, isTaskCheckbox, noAttributes } from './md-dom.js';
import { restorePlaceholders } from './md-text.js';
export const ALIGN_BORDER = { left: ':--', center: ':-:', right: '--:' };
/** marked encodes URLs (encodeURI, keeping existing escapes): a URL it would change cannot round-trip. */
function urlRoundTrips(url) {
    try {
        return encodeURI(url).replace(/%25/g, '%') === url && !/[\n\r]/.test(url);
    }
    catch {
        return false;
    }
}
export function representable(node) {
    const name = node.nodeName;
    switch (name) {
        case 'BLOCKQUOTE':
            // an alert's marker (`data-alert`) has its Markdown form: the marker line
            return noAttributes(node) || isMarkedAlertQuote(node);
        case 'P':
        case 'UL':
        case 'LI':
        case 'HR':
        case 'BR':
        case 'EM':
        case 'STRONG':
        case 'DEL':
            return noAttributes(node);
        case 'H1':
        case 'H2':
        case 'H3':
        case 'H4':
        case 'H5':
        case 'H6':
            // `## Title {#id}`: an id the heading-id syntax can hold, and nothing else
            return noAttributes(node) || (attrNames(node).length === 1 && /^[A-Za-z0-9_-]+$/.test(node.getAttribute('id') ?? ''));
        case 'OL': {
            const start = node.getAttribute('start');
            const names = attrNames(node);
            if (names.length === 0)
                return true;
            return names.length === 1 && start !== null && /^(0|[1-9]\d{0,8})$/.test(start) && start !== '1';
        }
        case 'A':
            return linkRepresentable(node);
        case 'IMG':
            return imageRepresentable(node);
        case 'CODE': {
            if (node.parentNode?.nodeName === 'PRE')
                return true; // judged with its <pre>
            const text = node.textContent ?? '';
            return noAttributes(node) && onlyText(node) && text !== '' && !/[\n\r]/.test(text) && /[^ ]/.test(text);
        }
        case 'PRE': {
            const code = node.firstChild;
            if (!noAttributes(node) || node.childNodes.length !== 1 || !code || code.nodeName !== 'CODE')
                return false;
            const names = attrNames(code);
            const cls = code.getAttribute('class');
            if (names.length > 1 || (names.length === 1 && (cls === null || !/^language-[^\s`\\&]+$/.test(cls))))
                return false;
            const text = code.textContent ?? '';
            // marked ends every non-empty code block with a newline
            return onlyText(code) && (text === '' || text.endsWith('\n'));
        }
        case 'INPUT':
            return isTaskCheckbox(node);
        case 'TABLE':
            return tableRepresentable(node);
        case 'THEAD':
        case 'TBODY':
        case 'TR':
        case 'TH':
        case 'TD':
            // judged with their table; outside a table they are not Markdown
            return hasAncestor(node, /^TABLE$/);
        default:
            return false;
    }
}
function onlyText(node) {
    return Array.from(node.childNodes).every((c) => c.nodeType === 3);
}
const CELL_BLOCKS = /^(P|DIV|UL|OL|LI|PRE|BLOCKQUOTE|H[1-6]|HR|TABLE|IFRAME|VIDEO|FIGURE|SECTION|DETAILS)$/;
/** A GFM table in exactly marked's shape: one header row, body rows of the same width, inline cells. */
function tableRepresentable(table) {
    if (!noAttributes(table))
        return false;
    const sections = Array.from(table.childNodes);
    const thead = sections[0];
    if (!thead || thead.nodeName !== 'THEAD' || !noAttributes(thead))
        return false;
    if (sections.length > 2)
        return false;
    const tbody = sections[1];
    if (tbody && (tbody.nodeName !== 'TBODY' || !noAttributes(tbody) || tbody.childNodes.length === 0))
        return false;
    const headRows = Array.from(thead.childNodes);
    if (headRows.length !== 1)
        return false;
    const rows = [headRows[0], ...(tbody ? Array.from(tbody.childNodes) : [])];
    const width = rows[0]?.childNodes.length ?? 0;
    if (width === 0)
        return false;
    const aligns = [];
    for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        if (row.nodeName !== 'TR' || !noAttributes(row) || row.childNodes.length !== width)
            return false;
        const cellName = r === 0 ? 'TH' : 'TD';
        for (let c = 0; c < width; c++) {
            const cell = row.childNodes[c];
            if (cell.nodeName !== cellName)
                return false;
            const names = attrNames(cell);
            const align = cell.getAttribute('align');
            if (names.some((a) => a !== 'align') || (align !== null && !(align in ALIGN_BORDER)))
                return false;
            if (r === 0)
                aligns[c] = align;
            else if (aligns[c] !== align)
                return false;
            if (hasDescendant(cell, CELL_BLOCKS))
                return false;
            const text = restorePlaceholders(cell.textContent ?? '');
            if (/[\n\r]/.test(text) || /^\s|\s$/.test(text))
                return false;
        }
    }
    return true;
}
function hasDescendant(node, names) {
    for (const c of Array.from(node.childNodes)) {
        if (c.nodeType === 1 && (names.test(c.nodeName) || hasDescendant(c, names)))
            return true;
    }
    return false;
}
function linkRepresentable(node) {
    const href = node.getAttribute('href');
    const title = node.getAttribute('title');
    return (href !== null &&
        urlRoundTrips(href) &&
        attrNames(node).every((a) => a === 'href' || a === 'title') &&
        (title === null || !/[\n\r]/.test(title)) &&
        !hasAncestor(node, /^A$/));
}
function imageRepresentable(node) {
    const src = node.getAttribute('src');
    const alt = node.getAttribute('alt');
    const title = node.getAttribute('title');
    return (src !== null &&
        alt !== null &&
        urlRoundTrips(src) &&
        !/[\n\r]/.test(alt) &&
        (title === null || !/[\n\r]/.test(title)) &&
        attrNames(node).every((a) => a === 'src' || a === 'alt' || a === 'title'));
}
//# sourceMappingURL=md-representable.js.map