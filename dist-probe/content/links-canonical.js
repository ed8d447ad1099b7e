// The drift-canonical form of a body's links and images (, used by drift check
// and by pull's comparison): a link that names an entry counts as that entry whatever URL template
// (or local path) made it, and an image under images.baseUrl counts as its path, whatever `?v=`.
// PURE: the HTML in, the HTML with each such reference replaced by a stable key out:
//   a link to an entry      → entry:<type>:<id>/<language><?query#fragment as written>
//   an image under baseUrl  → image:<path relative to its folder> (no query)
// Given `site` and `from`, local forms are read too (a relative or site path to a file with an
// entry, an image path the loader would resolve), so a Markdown body and the platform's HTML of the
// same page compare equal. Given `known`, a platform URL made by a template no longer configured is
// read too ("whatever URL template made it"): see entryFromSegments.
import { escapeAttribute } from 'entities';
import { matchEntryUrl, resolveLink, resolveImage } from './links.js';
import { findBodyRefs } from './refs.js';
function entryKey(href, ctx) {
    if (!ctx.links)
        return undefined;
    const m = matchEntryUrl(href, ctx.links);
    if (m) {
        const id = m.id ?? (m.docId !== undefined ? (ctx.articleByDocId?.get(m.docId) ?? `docId=${m.docId}`) : undefined);
        if (id !== undefined)
            return `entry:${m.type}:${id}/${m.language}${m.suffix}`;
    }
    if (ctx.site && ctx.from) {
        const r = resolveLink(href, ctx.from, { ...ctx.site, docIds: undefined }, { ...ctx.links, articleUrl: '{id}', collectionUrl: '{id}' });
        if (r.kind === 'entry') {
            const suffix = /[?#]/.test(href) ? href.slice(href.search(/[?#]/)) : '';
            return `entry:${r.entryId}/${r.language}${suffix}`;
        }
    }
    return ctx.known ? entryFromSegments(href, ctx.known, ctx.articleByDocId) : undefined;
}
function imageKey(src, ctx) {
    if (!ctx.images)
        return undefined;
    const base = ctx.images.baseUrl.split('?')[0].replace(/\/*$/, '/');
    if (src.startsWith(base)) {
        const p = src.slice(base.length).split(/[?#]/)[0];
        try {
            return `image:${p.split('/').map(decodeURIComponent).join('/')}`;
        }
        catch {
            return `image:${p}`;
        }
    }
    if (ctx.from) {
        const r = resolveImage(src, ctx.from);
        if (r.kind === 'file')
            return `image:${r.rel}`;
    }
    return undefined;
}
/** The HTML with every link to an entry and every image under images.baseUrl in canonical form. */
export function canonicalizeRefs(html, ctx) {
    if (!ctx.links && !ctx.images)
        return html;
    // platform URLs have a scheme: findBodyRefs skips those, so they are looked at here as well
    const refs = findAllRefs(html);
    let out = '';
    let pos = 0;
    for (const r of refs) {
        const key = keyOf(r.tag === 'a', r.value, ctx);
        if (key === undefined)
            continue;
        out += `${html.slice(pos, r.start)}"${escapeAttribute(key)}"`;
        pos = r.end;
    }
    return out + html.slice(pos);
}
/** A reference's key (memoised when the context asks: a URL with a scheme reads the same from every file). */
function keyOf(isLink, value, ctx) {
    if (!ctx.memo)
        return isLink ? entryKey(value, ctx) : imageKey(value, ctx);
    const from = /^[a-z][a-z0-9+.-]*:/i.test(value) || !ctx.from ? '' : `${ctx.from.language}/${ctx.from.rel}`;
    const memoKey = `${isLink ? 'a' : 'i'}\u0000${from}\u0000${value}`;
    const known = ctx.memo.get(memoKey);
    if (known !== undefined)
        return known ?? undefined;
    const key = isLink ? entryKey(value, ctx) : imageKey(value, ctx);
    ctx.memo.set(memoKey, key ?? null);
    return key;
}
/** Every link and image attribute, local or not (findBodyRefs keeps only local ones). */
function findAllRefs(html) {
    return findBodyRefs(html, '', 1, { all: true });
}
/**
 * A record id shorter than this is not looked for in a URL: a short id could be an ordinary path
 * word. The platform's ids are 24 hex characters (docs/platform-api.md "Ids and externalId").
 */
const MIN_ID_LENGTH = 8;
export function knownEntries(site, links) {
    const ids = new Map();
    const languages = new Set();
    for (const [language, files] of site.files) {
        languages.add(language);
        for (const entryId of files.values()) {
            const colon = entryId?.indexOf(':') ?? -1;
            const type = entryId?.slice(0, colon);
            if (entryId === undefined || (type !== 'article' && type !== 'collection'))
                continue;
            const id = entryId.slice(colon + 1);
            if (id.length < MIN_ID_LENGTH)
                continue;
            ids.set(id, ids.has(id) && ids.get(id) !== type ? null : type);
        }
    }
    const articleHost = links?.articleUrl ? hostOf(links.articleUrl.replace(/\{[^}]*\}/g, 'x')) : undefined;
    return { ids, languages, ...(articleHost ? { articleHost } : {}) };
}
function hostOf(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return undefined;
    }
}
/**
 * A platform URL that no configured template matches, made by a template used before (the
 * `articleUrl` was changed): it names an entry when one path segment is the record id of exactly one
 * of the repo's articles or collections (or, on the article template's host, a docId the platform
 * reported) and exactly one other segment is a language. Query and fragment are kept, as for a
 * template's URL. A URL that names no entry this way (another site, a language in the query) is
 * left as written: the pushed record (.helpsync/pushed) still knows what helpsync pushed.
 */
function entryFromSegments(href, known, articleByDocId) {
    const m = entryOfOtherTemplate(href, known, articleByDocId);
    return m && `entry:${m.entryId}/${m.language}${m.suffix}`;
}
/** What entryFromSegments reads (pull links such a URL back to the entry's file): the entry, its language, `?query#fragment`. */
export function entryOfOtherTemplate(href, known, articleByDocId) {
    if (!/^https?:\/\//i.test(href))
        return undefined;
    let url;
    try {
        url = new URL(href);
    }
    catch {
        return undefined;
    }
    const segments = url.pathname
        .split('/')
        .filter((s) => s !== '')
        .map(decodeSegment);
    const entries = new Set();
    const languages = new Set();
    for (const s of segments) {
        const type = known.ids.get(s);
        if (type)
            entries.add(`${type}:${s}`);
        else if (/^\d+$/.test(s) && url.host === known.articleHost && articleByDocId?.has(Number(s)))
            entries.add(`article:${articleByDocId.get(Number(s))}`);
        if (known.languages.has(s))
            languages.add(s);
    }
    if (entries.size !== 1 || languages.size !== 1)
        return undefined;
    const cut = href.search(/[?#]/);
    return { entryId: [...entries][0], language: [...languages][0], suffix: cut === -1 ? '' : href.slice(cut) };
}
function decodeSegment(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
// ---- drift protection's per-file form -------------------------------------------
/**
 * The site as the loader resolved links against, from the loaded content's filesByEntry (every
 * file of every language that is an entry, or a translation of one): pure data, no new read.
 * Static translations have no page and are left out.
 */
export function siteFromEntries(filesByEntry, sourceLanguage) {
    const files = new Map();
    for (const [entryId, paths] of Object.entries(filesByEntry)) {
        if (entryId.startsWith('statictranslation:'))
            continue;
        for (const file of paths) {
            const slash = file.indexOf('/');
            if (slash === -1)
                continue;
            const language = file.slice(0, slash);
            let m = files.get(language);
            if (!m)
                files.set(language, (m = new Map()));
            m.set(file.slice(slash + 1), entryId);
        }
    }
    return { sourceLanguage, files };
}
/**
 * One function for both sides of a drift comparison: the HTML of a value (the platform's, or a
 * rendering of any version of the file) with its links and images canonical, local paths read from
 * `file` (content-relative: `ja/guide/a.md`, the path the version had). Undefined when neither
 * links nor images are configured (values then compare as they are).
 */
export function refsForm(opts) {
    if (!opts.links && !opts.images)
        return undefined;
    const articleByDocId = new Map();
    for (const [id, docId] of opts.docIds ?? [])
        articleByDocId.set(docId, id);
    const known = opts.links ? knownEntries(opts.site, opts.links) : undefined;
    const base = {
        ...(opts.links ? { links: opts.links } : {}),
        ...(opts.images ? { images: opts.images } : {}),
        ...(known ? { known } : {}),
        articleByDocId,
        site: opts.site,
        memo: new Map(),
    };
    return (html, file) => {
        if (!/<(?:a|img|source|video)\b/i.test(html))
            return html;
        const slash = file.indexOf('/');
        const from = slash === -1 ? undefined : { language: file.slice(0, slash), rel: file.slice(slash + 1) };
        return canonicalizeRefs(html, from ? { ...base, from } : base);
    };
}
//# sourceMappingURL=links-canonical.js.map