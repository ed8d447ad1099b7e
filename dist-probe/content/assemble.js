import { BODY_TYPES, buildPair, readEntry } from './entry.js';
import { INDEX_FILE, STATIC_FILE } from './types.js';
/** The alert labels of one language, when the config gives any: part of the cache key. */
function labelsFor(c, language) {
    const labels = c.alertLabels && Object.hasOwn(c.alertLabels, language) ? c.alertLabels[language] : undefined;
    return labels ? { alertLabels: labels } : {};
}
/** A content-relative path as the user sees it. */
export function showPath(shownRoot, contentRel) {
    if (shownRoot === '' || shownRoot === '.')
        return contentRel === '' ? '.' : contentRel;
    return contentRel === '' ? shownRoot : `${shownRoot}/${contentRel}`;
}
const selectedIn = (c, rel) => c.only === undefined || c.only.has(rel);
function reporter(c, out) {
    return (file, problems) => {
        for (const p of problems)
            out.push({ severity: p.severity, file: showPath(c.shownRoot, file), line: p.line, message: p.message });
    };
}
/** Analysis options of a source-language file (its own `entry` decides whether the body renders). */
export function sourceOptions(c, rel) {
    const render = c.scope.includes(c.source) && selectedIn(c, rel) ? 'auto' : 'never';
    return { kind: 'markdown', isIndex: rel.split('/').pop() === INDEX_FILE, render, ...labelsFor(c, c.source) };
}
/**
 * Analysis options of a translation: its body renders exactly when it is selected and its source
 * file's entry type pushes a body. Known before it is read, so no file is ever read twice.
 */
export function translationOptions(c, sources, rel, language) {
    const info = sources.byRel.get(rel);
    const wanted = c.scope.includes(language) && selectedIn(c, rel);
    const render = wanted && info && BODY_TYPES.has(info.type) ? 'always' : 'never';
    return { kind: 'markdown', isIndex: rel.split('/').pop() === INDEX_FILE, render, ...labelsFor(c, language) };
}
/** The source-language Markdown files: which entry each is, and the duplicates. */
export function identifySources(c, analyses) {
    const index = { byRel: new Map(), sourceFiles: [], filesByEntry: {}, problems: [], unbound: [] };
    const report = reporter(c, index.problems);
    const owner = new Map();
    for (const rel of c.files.get(c.source)?.md ?? []) {
        const file = `${c.source}/${rel}`;
        const a = analyses.get(file);
        if (!a || a.kind === 'read-failure') {
            if (a)
                report(file, [a.problem]);
            index.byRel.set(rel, null);
            continue;
        }
        if (a.kind !== 'markdown')
            continue;
        report(file, a.problems);
        const read = readEntry(a.entry);
        const bound = !read.ok && !read.problem ? c.bindings?.get(rel) : undefined;
        const entry = bound ? { ok: true, ...bound, line: 1 } : read;
        if (!entry.ok) {
            if (entry.problem)
                report(file, [entry.problem]);
            else if (c.collectUnbound) {
                if (!a.problems.some((p) => p.severity === 'error'))
                    index.unbound.push(unboundOf(rel, a, c.scope.includes(c.source) && selectedIn(c, rel)));
            }
            else if (!a.problems.some((p) => p.severity === 'error')) {
                report(file, [{ severity: 'warning', line: 1, message: 'no "entry" in front matter (e.g. entry: article:<id>): skipped' }]);
            }
            index.byRel.set(rel, null);
            continue;
        }
        const first = owner.get(entry.entryId);
        if (first !== undefined) {
            const message = `entry ${entry.entryId} is also claimed by ${showPath(c.shownRoot, first)}: one file per entry`;
            report(file, [{ severity: 'error', line: entry.line, message }]);
            index.byRel.set(rel, null);
            continue;
        }
        owner.set(entry.entryId, file);
        index.byRel.set(rel, { entryId: entry.entryId, type: entry.type });
        const title = a.fields.title?.kind === 'text' ? a.fields.title.value.trim() : undefined;
        const draft = a.draft?.kind === 'text' ? a.draft.value.trim() : undefined;
        index.sourceFiles.push({ path: rel, entryId: entry.entryId, ...(title ? { title } : {}), ...(draft !== undefined ? { draft } : {}) });
        index.filesByEntry[entry.entryId] = [file];
    }
    return index;
}
function unboundOf(rel, a, selected) {
    const title = a.fields.title?.kind === 'text' ? a.fields.title.value.trim() : '';
    const draft = a.draft?.kind === 'text' ? a.draft.value.trim() : undefined;
    return {
        path: rel,
        isIndex: rel.split('/').pop() === INDEX_FILE,
        ...(title ? { title } : {}),
        ...(draft !== undefined ? { draft } : {}),
        subject: a.fields.subject?.kind === 'text',
        selected,
    };
}
/** Every selected file → pairs and problems (the source index's own problems included). */
export function assemble(c, analyses, sources) {
    const out = {
        pairs: [],
        sourceFiles: [...sources.sourceFiles],
        filesByEntry: Object.fromEntries(Object.entries(sources.filesByEntry).map(([k, v]) => [k, [...v]])),
        problems: [...sources.problems],
    };
    for (const l of c.allLanguages) {
        for (const rel of c.files.get(l)?.md ?? [])
            assembleMarkdown(c, analyses, sources, out, l, rel);
    }
    assembleStatic(c, analyses, out);
    return out;
}
function assembleMarkdown(c, analyses, sources, out, l, rel) {
    const report = reporter(c, out.problems);
    const show = (p) => showPath(c.shownRoot, p);
    const isSource = l === c.source;
    const file = `${l}/${rel}`;
    const info = sources.byRel.get(rel);
    if (!isSource && info)
        out.filesByEntry[info.entryId].push(file);
    if (!c.scope.includes(l) || !selectedIn(c, rel))
        return;
    const a = analyses.get(file);
    if (!a)
        return;
    if (a.kind === 'read-failure') {
        if (!isSource)
            report(file, [a.problem]);
        return;
    }
    if (a.kind !== 'markdown')
        return;
    if (!isSource)
        report(file, a.problems);
    if (a.problems.some((p) => p.severity === 'error'))
        return;
    const sourceFile = `${c.source}/${rel}`;
    if (info === undefined) {
        const message = `no source-language file ${show(sourceFile)}: skipped (a translation sits at the same path as its source)`;
        report(file, [{ severity: 'warning', line: 1, message }]);
        return;
    }
    if (info === null) {
        const s = analyses.get(sourceFile);
        const sourceFailed = !s || s.kind === 'read-failure' || s.problems.some((p) => p.severity === 'error');
        // The source file's own error is already reported; a second message here would be noise.
        if (!isSource && !sourceFailed) {
            report(file, [{ severity: 'warning', line: 1, message: `its source file ${show(sourceFile)} names no entry: skipped` }]);
        }
        return;
    }
    if (!isSource && a.entry && !ownEntryAgrees(a, info, file, show(sourceFile), report))
        return;
    const analysis = a;
    const pair = buildPair(info.entryId, info.type, l, file, analysis, (problems) => report(file, problems));
    if (pair)
        out.pairs.push(pair);
}
/** A translation that repeats `entry` must name its source's entry. */
function ownEntryAgrees(a, info, file, shownSource, report) {
    const own = readEntry(a.entry);
    if (!own.ok) {
        if (own.problem)
            report(file, [own.problem]);
        return !own.problem;
    }
    if (own.entryId === info.entryId)
        return true;
    const message = `entry ${own.entryId} does not match ${info.entryId} of its source file ${shownSource}`;
    report(file, [{ severity: 'error', line: own.line, message }]);
    return false;
}
function assembleStatic(c, analyses, out) {
    const report = reporter(c, out.problems);
    const sourceStatic = analyses.get(`${c.source}/${STATIC_FILE}`);
    const sourceKeys = new Set();
    if (sourceStatic?.kind === 'static')
        for (const v of sourceStatic.values)
            sourceKeys.add(v.key);
    for (const l of c.allLanguages) {
        const file = `${l}/${STATIC_FILE}`;
        if (!c.files.get(l)?.hasStatic)
            continue;
        // an unselected translation is not read: nothing to do
        const a = analyses.get(file);
        if (!a)
            continue;
        const pushable = c.scope.includes(l) && selectedIn(c, STATIC_FILE);
        const reportable = l === c.source || pushable;
        if (a.kind === 'read-failure') {
            if (reportable)
                report(file, [a.problem]);
            continue;
        }
        if (a.kind !== 'static')
            continue;
        if (reportable)
            report(file, a.problems);
        if (a.problems.some((p) => p.severity === 'error'))
            continue;
        for (const v of a.values) {
            const entryId = `statictranslation:${v.key}`;
            if (l !== c.source && !sourceKeys.has(v.key)) {
                if (pushable) {
                    const message = `key "${v.key}" is not in ${showPath(c.shownRoot, `${c.source}/${STATIC_FILE}`)}: skipped`;
                    report(file, [{ severity: 'warning', line: v.line, message }]);
                }
                continue;
            }
            (out.filesByEntry[entryId] ??= []).push(file);
            if (pushable)
                out.pairs.push({ entryId, type: 'statictranslation', language: l, file, line: v.line, fields: { value: v.value } });
        }
    }
}
//# sourceMappingURL=assemble.js.map