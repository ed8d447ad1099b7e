// The preview's allowlist, shared by its two sanitising passes (visibility.ts, sanitize.ts): the
// elements and attributes kept, the classes, the URL rule, and the escaping every pass writes with.
export const TAGS = [
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'em', 'b', 'i', 'u', 's',
    'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'hr', 'br',
    'del', 'ins', 'sup', 'sub', 'span', 'div', 'figure', 'figcaption', 'dl', 'dt', 'dd', 'kbd', 'mark', 'small',
    'details', 'summary', 'abbr', 'input',
]; // prettier-ignore
export const ALLOWED_TAGS = new Set(TAGS);
export const VOID = new Set(['img', 'br', 'hr', 'input']);
/** Elements whose content is not text for readers (code, frames, vector graphics): dropped with them. */
export const DROP_CONTENT = new Set([
    'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'select',
    'frame', 'frameset', 'applet', 'canvas', 'audio', 'video', 'picture', 'head', 'title', 'xmp', 'noembed',
]); // prettier-ignore
const ATTRS = {
    '*': ['id', 'title', 'lang', 'dir'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start', 'type'],
    li: ['value'],
    input: ['type', 'checked', 'disabled'],
    code: ['class'],
    pre: ['class'],
    span: ['class', 'role'],
    div: ['class'],
};
export const URL_ATTRS = new Set(['href', 'src']);
/** tag → the attributes it may keep */
export const ALLOWED_ATTRS = new Map(TAGS.map((t) => [t, new Set([...(ATTRS['*'] ?? []), ...(ATTRS[t] ?? [])])]));
/** The classes an element may keep (the rest of its class attribute is dropped). */
export const CLASSES = {
    code: [/^language-/],
    pre: [/^language-/],
    span: [/^hs-/],
    div: [/^hs-/, /^markdown-alert/],
};
/** A visible, non-interactive note where something was removed (its text says what). */
export function placeholder(text) {
    return `<span class="hs-removed" role="note">${escapeText(text)}</span>`;
}
const NEEDS_ESCAPE = /[&<>]/;
export function escapeText(s) {
    // most text between tags has nothing to escape: one scan instead of three replacements
    if (!NEEDS_ESCAPE.test(s))
        return s;
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
export function escapeAttr(s) {
    return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
export const SAFE_SCHEME = /^(?:https?|mailto):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A URL as a browser reads it: control characters and whitespace inside the scheme do not hide it. */
export function schemeOf(url) {
    // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a scheme
    const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    return HAS_SCHEME.test(squeezed) ? squeezed.slice(0, squeezed.indexOf(':') + 1).toLowerCase() : undefined;
}
export function checkUrl(name, value, hooks, tag) {
    const scheme = schemeOf(value);
    if (scheme !== undefined && !SAFE_SCHEME.test(scheme))
        return { drop: `${tag} ${name} with a ${scheme} URL` };
    // `//host` and `\\host` (browsers read a backslash as a slash) are another host
    if (/^[\\/]{2}/.test(value.replace(/\s/g, '')))
        return { drop: `${tag} ${name} to another host: ${value}` };
    const hook = tag === 'img' ? hooks.src : tag === 'a' ? hooks.href : undefined;
    return hook ? hook(value) : { value };
}
//# sourceMappingURL=allowlist.js.map