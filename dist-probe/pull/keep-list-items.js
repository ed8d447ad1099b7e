import { parseDocument } from 'htmlparser2';
import renderDom from 'dom-serializer';
import { lcsPairs } from './drifted-rewrite.js';
const isElement = (n) => 'attribs' in n && 'children' in n;
/** Each item of a list as it compares (its `<li>` in the list's rendering), or undefined when they cannot be told apart. */
function itemForms(list, form, defs) {
    const raw = list.raw.replace(/\n+$/, '');
    const html = form(defs ? `${raw}\n\n${defs}\n` : raw);
    const root = parseDocument(html).children.filter(isElement);
    const only = root.length === 1 ? root[0] : undefined;
    if (!only || (only.name !== 'ul' && only.name !== 'ol'))
        return undefined;
    const items = only.children.filter((n) => isElement(n) && n.name === 'li');
    if (items.length !== list.items.length)
        return undefined;
    return items.map((n) => renderDom(n, { decodeEntities: false }));
}
/** A pulled item with the file's marker: `-` → `*`, `1.` → `1)` (same width, so its lines stay inside it). */
function withMarker(raw, ours) {
    const first = ours.items[0]?.raw ?? '';
    if (ours.ordered) {
        const delim = /^\s*\d{1,9}([.)])/.exec(first)?.[1] ?? '.';
        return raw.replace(/^(\s*\d{1,9})[.)]/, `$1${delim}`);
    }
    const bullet = /^\s*([-*+])/.exec(first)?.[1] ?? '-';
    return raw.replace(/^(\s*)[-*+]/, `$1${bullet}`);
}
/** The pulled list with the file's unchanged items kept; undefined when no item is kept. */
export function mergeListItems(ours, theirs, form, defs) {
    const a = itemForms(ours, form, defs);
    const b = itemForms(theirs, form, '');
    if (!a || !b)
        return undefined;
    const matchOf = new Map(lcsPairs(b, a));
    if (matchOf.size === 0)
        return undefined;
    const items = theirs.items.map((item, j) => {
        const i = matchOf.get(j);
        return (i === undefined ? withMarker(item.raw, ours) : ours.items[i].raw).replace(/\n+$/, '');
    });
    return items.join(theirs.loose ? '\n\n' : '\n');
}
//# sourceMappingURL=keep-list-items.js.map