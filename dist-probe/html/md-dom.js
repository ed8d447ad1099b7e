// The minimal DOM surface pull's converter uses (turndown's nodes come from domino), and the small
// questions asked of it.
export const dom = (n) => n;
export function hasAncestor(node, names) {
    for (let p = node.parentNode; p; p = p.parentNode)
        if (names.test(p.nodeName))
            return true;
    return false;
}
export function hasContentAfter(node) {
    for (let s = node.nextSibling; s; s = s.nextSibling) {
        if (s.nodeType !== 3 || (s.nodeValue ?? '') !== '')
            return true;
    }
    return false;
}
export function isTaskCheckbox(node) {
    if (node.nodeName !== 'INPUT')
        return false;
    const names = attrNames(node);
    if (node.getAttribute('type') !== 'checkbox' || node.getAttribute('disabled') !== '')
        return false;
    if (!names.every((a) => a === 'type' || a === 'disabled' || (a === 'checked' && node.getAttribute('checked') === '')))
        return false;
    const parent = node.parentNode;
    if (!parent || node.previousSibling !== null)
        return false;
    if (parent.nodeName === 'LI')
        return true;
    // rich-text form: <li><p><input ...> task</p></li>
    return parent.nodeName === 'P' && parent.previousSibling === null && parent.parentNode?.nodeName === 'LI';
}
export const attrNames = (node) => Array.from(node.attributes ?? [], (a) => a.name);
export const noAttributes = (node) => (node.attributes?.length ?? 0) === 0;
//# sourceMappingURL=md-dom.js.map