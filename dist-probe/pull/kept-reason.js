import { htmlEqual } from '../html/compare.js';
import { renderMarkdown } from '../html/render.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { resolveLink } from '../content/links.js';
import { findBodyRefs } from '../content/refs.js';
import { parseStaticTranslations } from '../content/static.js';
const FIELDS = ['entry', 'title', 'description', 'subject'];
/**
 * What differs between the repo's text and what pull would write; empty when they say the same
 * (reformatted front matter, Markdown that renders to semantically equal HTML, links and images
 * compared as what they name: sync would find nothing to push).
 */
export function differingFields(f, current, render, canonical) {
    const text = current.replace(/^\uFEFF/, '');
    if (f.kind === 'static')
        return differingStatic(text, f.content);
    const a = parseFrontMatter(text);
    const b = parseFrontMatter(f.content);
    if (a.problems.length || b.problems.length)
        return ['front matter'];
    const out = [];
    for (const key of FIELDS) {
        const va = a.data.get(key);
        const vb = b.data.get(key);
        const ta = va?.kind === 'text' ? va.value.trim() : va === undefined || va.kind === 'absent' ? '' : null;
        const tb = vb?.kind === 'text' ? vb.value.trim() : vb === undefined || vb.kind === 'absent' ? '' : null;
        if (ta === null || ta !== tb)
            out.push(key);
    }
    if (f.kind === 'collection')
        return out; // a collection's body is not pushed
    const ba = a.body.trim() === '' ? '' : renderMarkdown(a.body, render);
    const bb = b.body.trim() === '' ? '' : renderMarkdown(b.body, render);
    if (!htmlEqual(canonical(ba, f.path), canonical(bb, f.path)))
        out.push('body');
    return out;
}
/** The keys of a `_static.yaml` whose values differ (or are on one side only). */
function differingStatic(current, pulled) {
    const a = parseStaticTranslations(current);
    const b = parseStaticTranslations(pulled);
    if (a.problems.length || b.problems.length)
        return ['values'];
    const have = new Map(a.values.map((v) => [v.key, v.value]));
    const want = new Map(b.values.map((v) => [v.key, v.value]));
    const keys = new Set([...have.keys(), ...want.keys()]);
    return [...keys].filter((k) => have.get(k) !== want.get(k));
}
/** The links of each kept body to pages that do not exist in `site`, as the loader words them (with `fates` when read). */
export function missingLinks(kept, site, links, fates) {
    const byFile = new Map();
    const candidates = new Set();
    const withFates = fates ? { ...site, fates } : site;
    for (const k of kept) {
        const slash = k.path.indexOf('/');
        if (slash === -1 || !k.path.endsWith('.md'))
            continue;
        const from = { language: k.path.slice(0, slash), rel: k.path.slice(slash + 1) };
        const fm = parseFrontMatter(k.text.replace(/^\uFEFF/, ''));
        if (fm.problems.length || fm.body.trim() === '')
            continue;
        for (const ref of findBodyRefs(renderMarkdown(fm.body, k.render), fm.body, fm.bodyLine)) {
            if (ref.tag !== 'a')
                continue;
            const res = resolveLink(ref.value, from, withFates, links);
            if (res.kind !== 'problem' || !res.missing)
                continue;
            for (const c of res.missing)
                candidates.add(c);
            const list = byFile.get(k.path) ?? [];
            list.push({ ...(ref.line === undefined ? {} : { line: ref.line }), message: res.message });
            byFile.set(k.path, list);
        }
    }
    return { byFile, candidates: [...candidates] };
}
/**
 * The site the repo will be after the pull, for the link check: every Markdown file in a language
 * folder (the repo's and the pulled ones), each with its entry when known (a translation: its
 * source file's).
 */
export function siteAfterPull(paths, filesByEntry, sourceLanguage) {
    const entryOf = new Map();
    for (const [entryId, files] of Object.entries(filesByEntry))
        for (const file of files)
            entryOf.set(file, entryId);
    const files = new Map();
    for (const p of paths) {
        const slash = p.indexOf('/');
        if (slash <= 0 || !p.endsWith('.md'))
            continue;
        const language = p.slice(0, slash);
        const rel = p.slice(slash + 1);
        let m = files.get(language);
        if (!m)
            files.set(language, (m = new Map()));
        m.set(rel, entryOf.get(p) ?? entryOf.get(`${sourceLanguage}/${rel}`));
    }
    return { sourceLanguage, files };
}
//# sourceMappingURL=kept-reason.js.map