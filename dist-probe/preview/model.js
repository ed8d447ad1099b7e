// The help center as readers will see it: the repo's collections and articles, each placed where
// the platform will have it after the sync (placed.ts), or offline, where the repo's folders put
// it; and the preview's page for each (entry, language). PURE.
import path from 'node:path/posix';
import { INDEX_FILE } from '../content/types.js';
import { arrangeOnPlatform } from './placed.js';
const relOf = (pair) => pair.file.slice(pair.language.length + 1);
/**
 * Which article pages each language has: articles and collections only (no e-mails, no static
 * texts), placed as `placement` says (the platform after the sync), else by the repo's folders.
 */
export function buildSiteModel(local, placement) {
    const collections = new Map();
    const articles = new Map();
    const entryOfFile = new Map();
    const sourceFirst = [...local.pairs].sort((a, b) => Number(b.language === local.sourceLanguage) - Number(a.language === local.sourceLanguage));
    for (const pair of sourceFirst) {
        entryOfFile.set(pair.file, pair.entryId);
        if (pair.type === 'collection') {
            let c = collections.get(pair.entryId);
            if (!c) {
                const dir = path.dirname(relOf(pair));
                c = { entryId: pair.entryId, folder: dir === '.' ? '' : dir, children: [], articles: [], pairs: new Map() };
                collections.set(pair.entryId, c);
            }
            c.pairs.set(pair.language, pair);
        }
        else if (pair.type === 'article') {
            let a = articles.get(pair.entryId);
            if (!a)
                articles.set(pair.entryId, (a = { entryId: pair.entryId, rel: relOf(pair), pairs: new Map() }));
            a.pairs.set(pair.language, pair);
        }
    }
    const byFolder = new Map();
    for (const c of [...collections.values()].sort((a, b) => a.folder.localeCompare(b.folder)))
        if (!byFolder.has(c.folder))
            byFolder.set(c.folder, c);
    const nearest = (folder) => {
        for (let f = folder;; f = path.dirname(f) === '.' ? '' : path.dirname(f)) {
            const c = byFolder.get(f);
            if (c)
                return c;
            if (f === '')
                return undefined;
        }
    };
    const folderOf = (rel) => (path.dirname(rel) === '.' ? '' : path.dirname(rel));
    const folders = {
        ofCollection: (c) => (c.folder === '' ? undefined : nearest(folderOf(c.folder))),
        ofArticle: (a) => nearest(folderOf(a.rel)),
    };
    const { top, loose } = placement
        ? arrangeOnPlatform(collections, articles, placement, folders)
        : arrangeByFolders(collections, articles, folders);
    return {
        sourceLanguage: local.sourceLanguage,
        languages: local.languages,
        top,
        loose,
        articles,
        collections,
        entryOfFile,
        treeFrom: placement ? 'platform' : 'folders',
    };
}
/** The tree of the repo's folders: a folder with an `_index.md` is a collection. */
function arrangeByFolders(collections, articles, folders) {
    const top = [];
    for (const c of [...collections.values()].sort((a, b) => a.folder.localeCompare(b.folder))) {
        const parent = folders.ofCollection(c);
        if (parent && parent !== c) {
            c.parent = parent;
            parent.children.push(c);
        }
        else
            top.push(c);
    }
    const loose = [];
    for (const a of [...articles.values()].sort((x, y) => x.rel.localeCompare(y.rel))) {
        const c = folders.ofArticle(a);
        if (c) {
            a.collection = c;
            c.articles.push(a);
        }
        else
            loose.push(a);
    }
    return { top, loose };
}
/** The languages a page exists in: those with a file for it, the source language first. */
export function languagesOf(model, pairs) {
    return model.languages.filter((l) => pairs.has(l));
}
const stripMd = (rel) => rel.replace(/\.(md|markdown)$/i, '');
/** The preview's page for an article in a language (relative to the preview folder, POSIX). */
export function articlePage(a, language) {
    return `${language}/${stripMd(a.rel)}.html`;
}
/**
 * A collection's page: `<language>/<folder>/_index.html`, as `_index.md` names it (no article page
 * can have that name); the top folder's is the language's home page. Every language has every
 * collection's page (its title falls back to the source language's).
 */
export function collectionPage(c, language) {
    return c.folder === '' ? homePage(language) : `${language}/${c.folder}/${HOME}`;
}
const HOME = `${INDEX_FILE.replace(/\.md$/, '')}.html`;
export function homePage(language) {
    return `${language}/${HOME}`;
}
/** The page of an entry (article or collection) in a language, when it exists there. */
export function entryPage(model, entryId, language) {
    const a = model.articles.get(entryId);
    if (a)
        return a.pairs.has(language) ? articlePage(a, language) : undefined;
    const c = model.collections.get(entryId);
    if (c)
        return collectionPage(c, language);
    return undefined;
}
/** A title in this language, else the source language's, else the file name. */
export function titleOf(pairs, language, sourceLanguage, fallback) {
    const p = pairs.get(language) ?? pairs.get(sourceLanguage) ?? [...pairs.values()][0];
    return p?.fields.title ?? p?.fields.subject ?? fallback;
}
//# sourceMappingURL=model.js.map