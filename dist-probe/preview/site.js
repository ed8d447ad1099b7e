import { articlePage, collectionPage, homePage, languagesOf, titleOf, } from './model.js';
import { relativeUrl, renderPage } from './page.js';
import { hooksFor } from './urls.js';
import { cleanHtml, escapeAttr, escapeText } from './sanitize.js';
const link = (from, to, text, current = false) => `<a href="${escapeAttr(relativeUrl(from, to))}"${current ? ' aria-current="page"' : ''}>${escapeText(text)}</a>`;
function collectionTitle(m, c, language) {
    const r = c.remoteTitles;
    if (r)
        return r[language] ?? r[m.sourceLanguage] ?? Object.values(r)[0] ?? c.entryId;
    return titleOf(c.pairs, language, m.sourceLanguage, c.folder || 'Help center');
}
/** A collection's name, a link to its page when it has one (a collection only the platform has has none). */
function collectionLink(m, page, c, language, current = false) {
    const title = collectionTitle(m, c, language);
    return c.remoteTitles ? `<span class="remote">${escapeText(title)}</span>` : link(page, collectionPage(c, language), title, current);
}
/** The repo's top folder's collection: its page is the home page, its contents the top of the tree. */
const isHome = (c) => c.folder === '' && !c.remoteTitles;
/** Where the tree comes from, said where it is shown. */
export function treeNote(m) {
    return m.treeFrom === 'platform'
        ? `<p class="meta tree-from">The collections as readers will see them after the sync: the platform's tree, with the planned moves made.</p>`
        : `<p class="meta tree-from">Offline: the platform was not read, so the collections shown are the repo's folders (a layout file's moves are not applied).</p>`;
}
/** Links to the languages this page exists in (only those), the current one marked. */
function languageSwitcher(page, current, languages, pageIn) {
    const items = languages.map((l) => `<li><a href="${escapeAttr(relativeUrl(page, pageIn(l)))}" hreflang="${escapeAttr(l)}" lang="${escapeAttr(l)}"${l === current ? ' aria-current="page"' : ''}>${escapeText(l)}</a></li>`);
    return `<nav class="languages" aria-label="Languages"><ul>${items.join('')}</ul></nav>`;
}
function breadcrumbs(m, page, language, c, here) {
    const chain = [];
    for (let x = c; x; x = x.parent)
        chain.unshift(x);
    const items = [
        `<li>${link(page, homePage(language), 'Home', page === homePage(language) && here === undefined && chain.length === 0)}</li>`,
    ];
    for (const x of chain) {
        const target = x.remoteTitles ? undefined : collectionPage(x, language);
        if (target === homePage(language))
            continue;
        items.push(`<li>${collectionLink(m, page, x, language, target === page && here === undefined)}</li>`);
    }
    if (here !== undefined)
        items.push(`<li aria-current="page">${escapeText(here)}</li>`);
    return `<nav class="crumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}
/** The collection tree in one language: collections, and the articles that exist in it. */
function tree(m, page, language, cs, loose) {
    const articleItems = (as) => as
        .filter((a) => a.pairs.has(language))
        .map((a) => `<li>${link(page, articlePage(a, language), titleOf(a.pairs, language, m.sourceLanguage, a.rel))}</li>`)
        .join('');
    const collectionItem = (c) => {
        const inner = c.children.map(collectionItem).join('') + articleItems(c.articles);
        return `<li>${collectionLink(m, page, c, language)}${inner ? `<ul>${inner}</ul>` : ''}</li>`;
    };
    const items = cs.map((c) => (isHome(c) ? c.children.map(collectionItem).join('') + articleItems(c.articles) : collectionItem(c)));
    return `<div class="tree"><ul>${items.join('')}${articleItems(loose)}</ul></div>`;
}
async function writeHome(o, language) {
    const m = o.ctx.model;
    const page = homePage(language);
    const top = m.top.find(isHome);
    const title = top ? collectionTitle(m, top, language) : 'Help center';
    const body = `${breadcrumbs(m, page, language, undefined)}<h1>${escapeText(title)}</h1>${treeNote(m)}${tree(m, page, language, m.top, m.loose)}`;
    const nav = languageSwitcher(page, language, m.languages, homePage);
    await o.write(page, renderPage({ page, title, language, serve: o.serve, nav, body }));
}
async function writeCollection(o, c, language) {
    const m = o.ctx.model;
    const page = collectionPage(c, language);
    const title = collectionTitle(m, c, language);
    const pair = c.pairs.get(language);
    const description = pair?.fields.description ? `<p class="description">${escapeText(pair.fields.description)}</p>` : '';
    const languages = [...new Set([language, ...languagesOf(m, c.pairs)])].filter((l) => m.languages.includes(l));
    const nav = languageSwitcher(page, language, m.languages.filter((l) => languages.includes(l)), (l) => collectionPage(c, l));
    const body = `${breadcrumbs(m, page, language, c.parent, title)}<h1>${escapeText(title)}</h1>${description}${tree(m, page, language, c.children, c.articles)}`;
    await o.write(page, renderPage({ page, title, language, serve: o.serve, nav, body }));
}
/** The article's body as readers see it (inert), and the exact HTML that would be pushed, escaped. */
export function articleBody(o, page, pair) {
    const rel = pair.file.slice(pair.language.length + 1);
    const html = pair.fields.content ?? '';
    return { rendered: cleanHtml(html, hooksFor(o.ctx, page, pair.language, rel)), source: escapeText(html) };
}
async function writeArticle(o, a, pair) {
    const m = o.ctx.model;
    const language = pair.language;
    const page = articlePage(a, language);
    const title = pair.fields.title ?? a.rel;
    const { rendered, source } = articleBody(o, page, pair);
    const description = pair.fields.description ? `<p class="description">${escapeText(pair.fields.description)}</p>` : '';
    const body = `${breadcrumbs(m, page, language, a.collection, title)}<article><h1>${escapeText(title)}</h1>${description}
<div class="rendered">${rendered}</div></article>
<details><summary>HTML that would be pushed (${escapeText(pair.file)})</summary><pre><code>${source}</code></pre></details>`;
    const nav = languageSwitcher(page, language, languagesOf(m, a.pairs), (l) => articlePage(a, l));
    await o.write(page, renderPage({ page, title, language, serve: o.serve, nav, body }));
}
/** Every page of the help center, one language after the other. */
export async function writeSite(o) {
    const m = o.ctx.model;
    let pages = 0;
    for (const language of m.languages) {
        await writeHome(o, language);
        pages++;
        for (const c of m.collections.values()) {
            if (c.folder === '')
                continue;
            await writeCollection(o, c, language);
            pages++;
        }
        for (const a of m.articles.values()) {
            const pair = a.pairs.get(language);
            if (!pair)
                continue;
            await writeArticle(o, a, pair);
            pages++;
        }
        await o.afterLanguage?.();
    }
    return pages;
}
//# sourceMappingURL=site.js.map