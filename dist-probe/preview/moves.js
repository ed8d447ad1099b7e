import { entryPage } from './model.js';
import { relativeUrl } from './page.js';
import { escapeAttr, escapeText } from './sanitize.js';
const PAGE = 'index.html';
function collectionTitle(i, c) {
    const own = i.model.collections.get(`collection:${c.id}`)?.pairs.get(i.model.sourceLanguage)?.fields.title;
    return own ?? c.title[i.model.sourceLanguage] ?? Object.values(c.title)[0] ?? c.id;
}
function articleTitle(i, articleId, move) {
    const a = i.model.articles.get(`article:${articleId}`);
    const own = a?.pairs.get(i.model.sourceLanguage)?.fields.title ?? (a ? [...a.pairs.values()][0]?.fields.title : undefined);
    return own ?? move?.title ?? move?.file ?? move?.ref ?? articleId;
}
function articleItem(i, side, articleId, move) {
    const title = escapeText(articleTitle(i, articleId, move));
    const page = entryPage(i.model, `article:${articleId}`, i.model.sourceLanguage);
    const named = page && side.name === 'after' ? `<a href="${escapeAttr(relativeUrl(PAGE, page))}">${title}</a>` : title;
    if (!move)
        return `<li>${named}</li>`;
    return side.name === 'before'
        ? `<li class="moved"><del>${named}</del> <span class="meta">(moves to ${escapeText(move.to.path)})</span></li>`
        : `<li class="moved"><ins>${named}</ins> <span class="meta">(moved from ${escapeText(move.from.path)})</span></li>`;
}
function sideTree(i, side, shown) {
    const moved = new Map(i.moves.map((m) => [m.articleId, m]));
    const inside = new Map();
    for (const [articleId, c] of side.at) {
        // articles the repo does not have and that do not move are counted, not named
        if (!moved.has(articleId) && !i.model.articles.has(`article:${articleId}`))
            continue;
        inside.set(c, [...(inside.get(c) ?? []), articleId]);
    }
    const ids = new Set(shown.map((c) => c.id));
    const others = (id) => [...side.at].filter(([a, c]) => c === id && !moved.has(a) && !i.model.articles.has(`article:${a}`)).length;
    const item = (c) => {
        const children = shown.filter((x) => x.parentId === c.id).map(item);
        const articles = (inside.get(c.id) ?? []).map((a) => articleItem(i, side, a, moved.get(a)));
        const n = others(c.id);
        if (n > 0)
            articles.push(`<li class="meta">${n} other ${n === 1 ? 'article' : 'articles'} (not in the repo)</li>`);
        const inner = [...children, ...articles].join('');
        return `<li><span class="collection">${escapeText(collectionTitle(i, c))}</span>${inner ? `<ul>${inner}</ul>` : ''}</li>`;
    };
    const roots = shown.filter((c) => c.parentId === null || !ids.has(c.parentId));
    return `<div class="tree" data-tree="${side.name}"><ul>${roots.map(item).join('')}</ul></div>`;
}
/** The collections moves leave or enter, and every collection above them, in the platform's order. */
function touched(i) {
    const byId = new Map(i.placement.collections.map((c) => [c.id, c]));
    const keep = new Set();
    for (const m of i.moves) {
        for (let id = m.from.id; id !== null && !keep.has(id); id = byId.get(id)?.parentId ?? null)
            keep.add(id);
        for (let id = m.to.id; id !== null && !keep.has(id); id = byId.get(id)?.parentId ?? null)
            keep.add(id);
    }
    return i.placement.collections.filter((c) => keep.has(c.id));
}
/** Two trees, before and after the sync, with the moved articles marked in both. */
export function moveTrees(i) {
    const shown = touched(i);
    const before = sideTree(i, { name: 'before', at: i.placedNow }, shown);
    const after = sideTree(i, { name: 'after', at: i.placement.articles }, shown);
    return `<div class="side"><div><h3>Before the sync</h3>${before}</div><div><h3>After the sync</h3>${after}</div></div>`;
}
//# sourceMappingURL=moves.js.map