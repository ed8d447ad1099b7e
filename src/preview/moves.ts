// The changes page's moves: the collection tree before the sync and after it, side by side. Each
// tree holds the collections a move leaves or enters (and the collections above them), with the
// articles in them; a moved article is marked in both (struck through where it leaves, inserted
// where it arrives) and says where it goes or comes from.
import type { Move } from '../apply/types.js';
import type { Collection } from '../model.js';
import { entryPage, type SiteModel } from './model.js';
import { relativeUrl } from './page.js';
import type { SitePlacement } from './placed.js';
import { escapeAttr, escapeText } from './sanitize.js';

const PAGE = 'index.html';

export interface MovesInput {
  model: SiteModel;
  moves: Move[];
  /** the platform's collections and where the articles will be after the sync */
  placement: SitePlacement;
  /** where the articles are now */
  placedNow: ReadonlyMap<string, string>;
}

interface Side {
  name: 'before' | 'after';
  at: ReadonlyMap<string, string>;
}

function collectionTitle(i: MovesInput, c: Collection): string {
  const own = i.model.collections.get(`collection:${c.id}`)?.pairs.get(i.model.sourceLanguage)?.fields.title;
  return own ?? c.title[i.model.sourceLanguage] ?? Object.values(c.title)[0] ?? c.id;
}

function articleTitle(i: MovesInput, articleId: string, move: Move | undefined): string {
  const a = i.model.articles.get(`article:${articleId}`);
  const own = a?.pairs.get(i.model.sourceLanguage)?.fields.title ?? (a ? [...a.pairs.values()][0]?.fields.title : undefined);
  return own ?? move?.title ?? move?.file ?? move?.ref ?? articleId;
}

function articleItem(i: MovesInput, side: Side, articleId: string, move: Move | undefined): string {
  const title = escapeText(articleTitle(i, articleId, move));
  const page = entryPage(i.model, `article:${articleId}`, i.model.sourceLanguage);
  const named = page && side.name === 'after' ? `<a href="${escapeAttr(relativeUrl(PAGE, page))}">${title}</a>` : title;
  if (!move) return `<li>${named}</li>`;
  return side.name === 'before'
    ? `<li class="moved"><del>${named}</del> <span class="meta">(moves to ${escapeText(move.to.path)})</span></li>`
    : `<li class="moved"><ins>${named}</ins> <span class="meta">(moved from ${escapeText(move.from.path)})</span></li>`;
}

function sideTree(i: MovesInput, side: Side, shown: Collection[]): string {
  const moved = new Map(i.moves.map((m) => [m.articleId, m]));
  const inside = new Map<string, string[]>();
  for (const [articleId, c] of side.at) {
    // articles the repo does not have and that do not move are counted, not named
    if (!moved.has(articleId) && !i.model.articles.has(`article:${articleId}`)) continue;
    inside.set(c, [...(inside.get(c) ?? []), articleId]);
  }
  const ids = new Set(shown.map((c) => c.id));
  const others = (id: string): number =>
    [...side.at].filter(([a, c]) => c === id && !moved.has(a) && !i.model.articles.has(`article:${a}`)).length;
  const item = (c: Collection): string => {
    const children = shown.filter((x) => x.parentId === c.id).map(item);
    const articles = (inside.get(c.id) ?? []).map((a) => articleItem(i, side, a, moved.get(a)));
    const n = others(c.id);
    if (n > 0) articles.push(`<li class="meta">${n} other ${n === 1 ? 'article' : 'articles'} (not in the repo)</li>`);
    const inner = [...children, ...articles].join('');
    return `<li><span class="collection">${escapeText(collectionTitle(i, c))}</span>${inner ? `<ul>${inner}</ul>` : ''}</li>`;
  };
  const roots = shown.filter((c) => c.parentId === null || !ids.has(c.parentId));
  return `<div class="tree" data-tree="${side.name}"><ul>${roots.map(item).join('')}</ul></div>`;
}

/** The collections moves leave or enter, and every collection above them, in the platform's order. */
function touched(i: MovesInput): Collection[] {
  const byId = new Map(i.placement.collections.map((c) => [c.id, c]));
  const keep = new Set<string>();
  for (const m of i.moves) {
    for (let id: string | null = m.from.id; id !== null && !keep.has(id); id = byId.get(id)?.parentId ?? null) keep.add(id);
    for (let id: string | null = m.to.id; id !== null && !keep.has(id); id = byId.get(id)?.parentId ?? null) keep.add(id);
  }
  return i.placement.collections.filter((c) => keep.has(c.id));
}

/** Two trees, before and after the sync, with the moved articles marked in both. */
export function moveTrees(i: MovesInput): string {
  const shown = touched(i);
  const before = sideTree(i, { name: 'before', at: i.placedNow }, shown);
  const after = sideTree(i, { name: 'after', at: i.placement.articles }, shown);
  return `<div class="side"><div><h3>Before the sync</h3>${before}</div><div><h3>After the sync</h3>${after}</div></div>`;
}
