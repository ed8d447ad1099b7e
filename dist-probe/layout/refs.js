// PURE: the article refs of a layout file (`guide/install.md`, `article:<id>`, a bare id) resolved
// against the source-language files, once; the planner and the pipeline's early refusal both use
// the result (one resolution instead of three passes).
import path from 'node:path';
import { isValidRecordId, parseEntryId } from '../model.js';
/**
 * `*.md` → a source-language file, resolved through its `entry` (which must be an article);
 * `article:<id>` → that article; anything else → a bare article id.
 */
export function resolveArticleRef(ref, sourceFiles, sourceLanguage) {
    if (ref.toLowerCase().endsWith('.md')) {
        const wanted = path.posix.normalize(ref.replace(/\\/g, '/')).replace(/^\/+/, '');
        const file = sourceFiles.find((f) => f.path === wanted);
        if (!file) {
            const base = path.posix.basename(wanted);
            const similar = sourceFiles.filter((f) => path.posix.basename(f.path) === base).map((f) => f.path);
            return {
                ok: false,
                message: `no source-language file "${ref}" with an entry (paths are relative to the ${sourceLanguage} content folder)` +
                    (similar.length ? `; files with that name: ${similar.join(', ')}` : ''),
            };
        }
        const entry = parseEntryId(file.entryId);
        if (!entry || entry.type !== 'article') {
            return {
                ok: false,
                message: `"${ref}" is the ${entry?.type ?? 'unknown'} entry ${file.entryId}, not an article: only articles are placed in collections`,
            };
        }
        return { ok: true, articleId: entry.id, file: file.path, title: file.title };
    }
    let articleId;
    const colon = ref.indexOf(':');
    const prefix = colon > 0 ? ref.slice(0, colon) : '';
    if (prefix === 'article') {
        const entry = parseEntryId(ref);
        if (!entry)
            return { ok: false, message: `"${ref}" is not a valid entry id (article:<id>, the id without spaces or "/")` };
        articleId = entry.id;
    }
    else if (prefix === 'collection' || prefix === 'emailtemplate' || prefix === 'statictranslation') {
        return { ok: false, message: `"${ref}" is a ${prefix} entry, not an article: only articles are placed in collections` };
    }
    else {
        if (!isValidRecordId(ref)) {
            return { ok: false, message: `"${ref}" is not an article ref: give a .md file, article:<id>, or an article id (no spaces or "/")` };
        }
        articleId = ref;
    }
    const file = sourceFiles.find((f) => f.entryId === `article:${articleId}`);
    return { ok: true, articleId, file: file?.path, title: file?.title };
}
export function resolveLayoutRefs(spec, sourceFiles, sourceLanguage) {
    return {
        spec,
        articles: spec.collections.map((c) => c.articles.map((a) => ({ ref: a.ref, line: a.line, resolution: resolveArticleRef(a.ref, sourceFiles, sourceLanguage) }))),
    };
}
/** The refs that did not resolve, as problems naming the layout file and line (checked before any request). */
export function refProblems(layout, layoutFile) {
    return layout.articles
        .flat()
        .flatMap((a) => a.resolution.ok ? [] : [{ severity: 'error', file: layoutFile, line: a.line, message: a.resolution.message }]);
}
/** The ids of listed articles the placement does not know (to decide whether to ask which exist). */
export function unplacedArticleIds(layout, placement) {
    return layout.articles.flat().flatMap((a) => (a.resolution.ok && !placement.has(a.resolution.articleId) ? [a.resolution.articleId] : []));
}
/** `article 665… (guide/install.md)`, `article 665… ("article:665…")`, or just `article 665…` for a bare id. */
export function describeArticle(articleId, ref, file) {
    if (file !== undefined)
        return `article ${articleId} (${file})`;
    return ref === articleId ? `article ${articleId}` : `article ${articleId} ("${ref}")`;
}
//# sourceMappingURL=refs.js.map