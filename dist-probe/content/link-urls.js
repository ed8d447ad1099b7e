// The URL side of links, shared by the resolver, its warnings and pull's way back:
// the URL a static-site generator gives a page, a platform URL matched against the templates, and
// a relative link from one content file to another. PURE.
import path from 'node:path/posix';
/** A percent-encoded path decoded; as written when it is not valid percent-encoding. */
export function decodePath(p) {
    try {
        return decodeURIComponent(p);
    }
    catch {
        return p;
    }
}
/** The URL path a static-site generator gives a page: `a/b.md` → /a/b/, `a/_index.md` → /a/. */
export function pageUrl(rel) {
    const noExt = rel.replace(/\.(md|markdown)$/i, '');
    const base = path.basename(noExt);
    const dir = base === '_index' || base === 'index' ? path.dirname(noExt) : noExt;
    return dir === '.' ? '/' : `/${dir}/`;
}
function templatePattern(template) {
    const keys = [];
    let source = '';
    for (const part of template.split(/(\{(?:language|id|docId)\})/)) {
        const key = /^\{(language|id|docId)\}$/.exec(part)?.[1];
        if (key) {
            keys.push(key);
            source += key === 'docId' ? '(\\d+)' : '([^/?#]+)';
        }
        else
            source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    return { re: new RegExp(`^${source}(?=$|[?#])`), keys };
}
/** Which entry a URL on the platform names, when it matches one of the configured templates. */
export function matchEntryUrl(url, cfg) {
    const tries = [
        ['article', cfg.articleUrl],
        ['collection', cfg.collectionUrl],
    ];
    for (const [type, template] of tries) {
        if (template === undefined)
            continue;
        const { re, keys } = templatePattern(template);
        const m = re.exec(url);
        if (!m)
            continue;
        const values = {};
        keys.forEach((k, i) => (values[k] = decodePath(m[i + 1])));
        if (values.language === undefined)
            continue;
        const match = { type, language: values.language, suffix: url.slice(m[0].length) };
        if (values.id !== undefined)
            match.id = values.id;
        if (values.docId !== undefined)
            match.docId = Number(values.docId);
        return match;
    }
    return undefined;
}
/** The relative link from one content file to another (both relative to the content folder, POSIX). */
export function relativeLink(fromFile, toFile) {
    const rel = path.relative(path.dirname(fromFile), toFile);
    return rel.startsWith('.') ? rel : `./${rel}`;
}
//# sourceMappingURL=link-urls.js.map