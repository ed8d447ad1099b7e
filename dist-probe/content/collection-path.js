/**
 * Splits a layout path into titles: `/` separates levels, `\/` is a slash inside a title and `\\`
 * a backslash. Titles are trimmed. Returns an error message for an empty level or a dangling `\`.
 */
export function parseCollectionPath(value) {
    const segments = [];
    let current = '';
    for (let i = 0; i < value.length; i++) {
        const ch = value[i];
        if (ch === '\\') {
            const next = value[i + 1];
            if (next === '/' || next === '\\') {
                current += next;
                i++;
                continue;
            }
            if (next === undefined)
                return { error: `path "${value}" ends in a lone "\\" (write \\/ for a slash inside a title)` };
            current += ch;
            continue;
        }
        if (ch === '/') {
            segments.push(current.trim());
            current = '';
            continue;
        }
        current += ch;
    }
    segments.push(current.trim());
    if (segments.some((s) => s === '')) {
        return { error: `path "${value}" has an empty level (titles go between single "/"; write \\/ for a slash inside a title)` };
    }
    return { segments };
}
/** A title as written in a path: `/` and `\` escaped. */
export function escapeTitle(title) {
    return title.replace(/\\/g, '\\\\').replace(/\//g, '\\/');
}
function titleOf(c, sourceLanguage) {
    const t = c.title[sourceLanguage];
    return t === undefined || t.trim() === '' ? undefined : t.trim();
}
function buildTree(collections) {
    const byId = new Map(collections.map((c) => [c.id, c]));
    const roots = [];
    const children = new Map();
    for (const c of collections) {
        // A parent the listing does not contain: treat the collection as a root rather than lose it.
        if (c.parentId === null || !byId.has(c.parentId) || c.parentId === c.id) {
            roots.push(c);
        }
        else {
            const list = children.get(c.parentId) ?? [];
            list.push(c);
            children.set(c.parentId, list);
        }
    }
    return { byId, roots, children };
}
/**
 * The path of source-language titles from the root to a collection, for display and for the
 * layout file (`Docs/Getting started`). An untitled level shows as its id; an unknown id as itself.
 */
export function collectionPath(collections, id, sourceLanguage) {
    const byId = new Map(collections.map((c) => [c.id, c]));
    return pathIn(byId, id, sourceLanguage);
}
export function pathIn(byId, id, sourceLanguage) {
    const parts = [];
    const seen = new Set();
    let c = byId.get(id);
    if (!c)
        return id;
    while (c && !seen.has(c.id)) {
        seen.add(c.id);
        const t = titleOf(c, sourceLanguage);
        parts.unshift(t === undefined ? c.id : escapeTitle(t));
        c = c.parentId === null ? undefined : byId.get(c.parentId);
    }
    return parts.join('/');
}
/** Resolves a layout path against the collection tree (source-language titles, exact match). */
export function resolveCollectionPath(collections, value, sourceLanguage) {
    const parsed = parseCollectionPath(value);
    if ('error' in parsed)
        return { ok: false, message: parsed.error };
    const tree = buildTree(collections);
    const show = (c) => `${pathIn(tree.byId, c.id, sourceLanguage)} (id ${c.id})`;
    let level = tree.roots;
    let matched = [];
    for (let depth = 0; depth < parsed.segments.length; depth++) {
        const want = parsed.segments[depth];
        matched = level.filter((c) => titleOf(c, sourceLanguage) === want);
        if (matched.length === 0) {
            const where = depth === 0 ? 'at the top level' : `under ${parsed.segments.slice(0, depth).map(escapeTitle).join('/')}`;
            const candidates = level.map(show);
            const close = level.filter((c) => titleOf(c, sourceLanguage)?.toLowerCase() === want.toLowerCase());
            const hint = close.length
                ? ` Did you mean ${close.map((c) => `"${escapeTitle(titleOf(c, sourceLanguage) ?? c.id)}"`).join(' or ')}? Titles match exactly.`
                : '';
            return {
                ok: false,
                message: `no collection "${escapeTitle(want)}" ${where} (path "${value}", ${sourceLanguage} titles).${hint} ` +
                    (candidates.length ? `Candidates: ${candidates.join('; ')}.` : 'There are no collections there.'),
            };
        }
        level = matched.flatMap((c) => tree.children.get(c.id) ?? []);
    }
    if (matched.length > 1) {
        return {
            ok: false,
            message: `path "${value}" is ambiguous: ${matched.length} collections have it: ${matched.map(show).join('; ')}. Use "id:" for the one you mean.`,
        };
    }
    return { ok: true, collection: matched[0] };
}
//# sourceMappingURL=collection-path.js.map