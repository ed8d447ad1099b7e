// PURE: what `helpsync pull` would write, from the platform's state and the repo's
// existing entry files. No I/O: the caller fetches, reads the repo, compares with disk and writes.
// planPull is a chain of named steps, each testable on plain data: readEntries → languagesToWrite →
// existingPaths → CollectionFolders (names: Namer) → entryFiles → staticFiles → layout → writeOrder.
import { isLanguageCode } from '../config/config.js';
import { Namer } from './names.js';
import { CollectionFolders, byCodeUnit } from './plan-folders.js';
import { entryDocument, fileFieldsOf, readEntries, staticFiles } from './plan-entries.js';
import { slugFromId, slugFromTitle } from './slug.js';
import { yamlScalar } from './write-format.js';
export { INDEX_FILE } from './names.js';
export { EMAIL_TEMPLATE_FOLDER } from './plan-folders.js';
export { STATIC_FILE } from './plan-entries.js';
export function planPull(input) {
    const source = input.sourceLanguage;
    const read = readEntries(input.entries);
    const problems = read.problems;
    const languages = languagesToWrite(input, read.languages);
    const existingRel = existingPaths(input.existing.filesByEntry, source);
    const namer = new Namer({
        takenPaths: input.takenPaths,
        sourceLanguage: source,
        existingRel: existingRel.values(),
        maxPathLength: input.maxPathLength,
        longestLanguage: Math.max(...languages.map((l) => l.length)),
    });
    const folders = new CollectionFolders(namer, existingRel, problems);
    folders.addAll(input.collections, (c) => read.entries.get(`collection:${c.id}`)?.fields.title?.[source] ?? c.title[source]);
    const sorted = [...read.entries.entries()].sort(([a], [b]) => byCodeUnit(a, b));
    const files = entryFiles({ input, sorted, languages, existingRel, namer, folders, problems });
    files.push(...staticFiles(sorted, languages, problems));
    let layout;
    if (input.layoutFile !== undefined) {
        layout = { file: input.layoutFile, content: layoutDocument(input, folders, articlePaths(files, existingRel, source), source) };
    }
    return { files: writeOrder(files, source), layout, languages, problems };
}
/**
 * Step: the languages to write, the source language first. `--languages` means what it means for
 * sync (config/policy.ts): exactly these, the source language only if listed; without it, every
 * language the platform has, the source language always.
 */
export function languagesToWrite(input, remote) {
    const all = new Set(remote);
    for (const c of input.collections)
        for (const l of [...Object.keys(c.title), ...Object.keys(c.description)])
            all.add(l);
    const chosen = input.languages ?? [input.sourceLanguage, ...[...all].filter(isLanguageCode)];
    const source = chosen.includes(input.sourceLanguage) ? [input.sourceLanguage] : [];
    return [...source, ...[...new Set(chosen)].filter((l) => l !== input.sourceLanguage).sort(byCodeUnit)];
}
/** Step: entryId → path relative to the language folder, from the repo's source-language file. */
export function existingPaths(filesByEntry, source) {
    const out = new Map();
    for (const [entryId, files] of Object.entries(filesByEntry)) {
        const own = files.find((f) => f.startsWith(`${source}/`)) ?? files[0];
        if (own)
            out.set(entryId, own.slice(own.indexOf('/') + 1));
    }
    return out;
}
/**
 * Step: the order files are written in. Each entry's source-language file comes before its
 * translations (it carries `entry`: a translation without it is an orphan nobody reads), so an
 * interrupted pull leaves no orphan; then by path.
 */
export function writeOrder(files, source) {
    const rank = (f) => (f.language === source ? 0 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || byCodeUnit(a.path, b.path));
}
/** Step: the Markdown files of every article, collection and email template. */
export function entryFiles(ctx) {
    const { input, problems } = ctx;
    const source = input.sourceLanguage;
    const files = [];
    for (const [entryId, e] of ctx.sorted) {
        if (e.type === 'statictranslation')
            continue;
        const keys = fileFieldsOf(e.type);
        for (const field of Object.keys(e.fields)) {
            if (!keys.includes(field))
                problems.push({ severity: 'warning', message: `${entryId}: field "${field}" has no place in a ${e.type} file: not written` });
        }
        const withContent = ctx.languages.filter((l) => keys.some((k) => (e.fields[k]?.[l] ?? '') !== ''));
        if (withContent.length === 0)
            continue;
        const sourceListed = ctx.languages.includes(source);
        if (!sourceListed && !ctx.existingRel.has(entryId)) {
            // A translation without its source-language file (which carries `entry`) is read by nobody.
            problems.push({
                severity: 'warning',
                message: `${entryId}: not written in ${withContent.join(', ')}: the repo has no ${source} file for it yet (add ${source} to --languages)`,
            });
            continue;
        }
        const rel = ctx.existingRel.get(entryId) ?? newPath(ctx, entryId, e);
        if (rel === undefined)
            continue;
        // The source-language file carries `entry`: when its language is written, it is written whenever
        // any language has content, since a translation without its source file is not read.
        const write = new Set(sourceListed ? [source, ...withContent] : withContent);
        for (const language of ctx.languages) {
            if (!write.has(language))
                continue;
            const alertLabels = input.alertLabels && Object.hasOwn(input.alertLabels, language) ? input.alertLabels[language] : undefined;
            files.push(entryDocument({ entryId, entry: e, rel, language, sourceLanguage: source, ...(alertLabels ? { alertLabels } : {}) }, problems));
        }
    }
    return files;
}
/** A new entry's path: a collection's folder, an article in its collection's folder, a template in theirs. */
function newPath(ctx, entryId, e) {
    const { folders, problems } = ctx;
    const source = ctx.input.sourceLanguage;
    if (e.type === 'collection') {
        if (!folders.has(e.id)) {
            problems.push({
                severity: 'warning',
                message: `${entryId}: not in the collection tree: its _index.md goes in a folder at the top level`,
            });
            folders.addOrphan(e.id, e.fields.title?.[source]);
        }
        return folders.indexPath(e.id);
    }
    let folder = '';
    let title = e.fields.subject?.[source];
    if (e.type === 'article') {
        title = e.fields.title?.[source];
        const collectionId = ctx.input.placement.get(e.id);
        if (collectionId !== undefined && folders.has(collectionId))
            folder = folders.folderOf(collectionId);
        else if (collectionId !== undefined) {
            problems.push({
                severity: 'warning',
                message: `${entryId}: its collection ${collectionId} is not in the collection tree: written at the top level`,
            });
        }
    }
    else
        folder = folders.emailFolder();
    const rel = ctx.namer.claimFile(folder, slugFromTitle(title) ?? slugFromId(e.id), e.id);
    if (rel === undefined) {
        problems.push({
            severity: 'error',
            message: `${entryId}: no file name fits in ${folder || 'the language folder'} (Windows' 260-character paths): not written`,
        });
    }
    return rel;
}
function articlePaths(files, existingRel, source) {
    const out = new Map();
    for (const f of files)
        if (f.kind === 'article' && f.language === source && f.entryId)
            out.set(f.entryId, f.path.slice(source.length + 1));
    for (const [entryId, rel] of existingRel)
        if (entryId.startsWith('article:'))
            out.set(entryId, rel);
    return out;
}
/** The layout file (format) describing where each article is now. */
function layoutDocument(input, folders, relOfArticle, source) {
    const nodes = folders.nodes;
    const titlePath = (id) => {
        const parts = [];
        const seen = new Set();
        for (let n = nodes.get(id); n && !seen.has(n.id); n = n.parentId ? nodes.get(n.parentId) : undefined) {
            seen.add(n.id);
            parts.unshift((n.title ?? n.id).replace(/\//g, '\\/'));
        }
        return parts.join('/');
    };
    const byCollection = new Map();
    for (const [articleId, collectionId] of input.placement) {
        const ref = relOfArticle.get(`article:${articleId}`) ?? `article:${articleId}`;
        (byCollection.get(collectionId) ?? byCollection.set(collectionId, []).get(collectionId)).push(ref);
    }
    const lines = [
        '# Where each article is: written by "helpsync pull" from the platform\'s current placement.',
        '# Move an article by listing it under another collection, then run "helpsync layout --dry-run".',
        `# Articles are named by their ${source} file (or article:<id> when they have none).`,
        'collections:',
    ];
    const ids = [...byCollection.keys()].sort((a, b) => byCodeUnit(titlePath(a), titlePath(b)) || byCodeUnit(a, b));
    for (const id of ids) {
        const refs = (byCollection.get(id) ?? []).sort(byCodeUnit);
        const comment = nodes.has(id) ? `  # ${titlePath(id).replace(/[\r\n]+/g, ' ')}` : '';
        lines.push(`  - id: ${yamlScalar(id)}${comment}`, '    articles:');
        for (const ref of refs)
            lines.push(`      - ${yamlScalar(ref)}`);
    }
    if (ids.length === 0)
        lines[lines.length - 1] = 'collections: []';
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=plan.js.map