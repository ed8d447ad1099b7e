// The changes page (index.html): the plan as readers will see it, grouped like the plan (moves,
// creations, then per language). One card per pushed pair shows the article rendered with inserted
// words in <ins> and deleted words in <del>; held fields show the platform's value beside the repo's
// and why; the closing line is the dry run's own. Written section by section.
import { textOf, type Creation, type FieldChange, type HeldField, type Move, type Push, type SyncPlan } from '../apply/types.js';
import type { Problem } from '../model.js';
import { groupExamples, groupHeadline, groupWarnings } from '../report/warnings.js';
import { entryPage, homePage, type SiteModel } from './model.js';
import { relativeUrl } from './page.js';
import { hooksFor, type RefContext } from './urls.js';
import { cleanHtml, escapeAttr, escapeText } from './sanitize.js';
import { diffPlain, diffWords } from './words.js';
import { moveTrees } from './moves.js';
import { plural } from '../report/text.js';
import type { SitePlacement } from './placed.js';

const PAGE = 'index.html';
const HTML_FIELD = 'content';

export interface ChangesInput {
  ctx: RefContext;
  /** undefined offline: nothing to compare with */
  plan?: SyncPlan;
  /** the dry run's closing line (`Plan: … to push …`), word for word */
  summary?: string;
  warnings: Problem[];
  /** what a sync would refuse on (refusals.ts renders them, above the warnings) */
  refusals: Problem[];
  /** the platform's tree after the sync, and where the articles are now (the moves' two trees) */
  placement?: SitePlacement;
  placedNow?: ReadonlyMap<string, string>;
}

const model = (i: ChangesInput): SiteModel => i.ctx.model;
const words = (n: number): string => `${n} ${n === 1 ? 'word' : 'words'}`;

function pageLink(i: ChangesInput, entryId: string, language: string, text: string, page = PAGE): string {
  const target = entryPage(model(i), entryId, language);
  return target ? `<a href="${escapeAttr(relativeUrl(page, target))}">${escapeText(text)}</a>` : escapeText(text);
}

function helpCenterLinks(i: ChangesInput): string {
  const items = model(i).languages.map((l) => `<li><a href="${escapeAttr(relativeUrl(PAGE, homePage(l)))}">${escapeText(l)}</a></li>`);
  return `<nav aria-label="Help center by language"><h2>The help center after the sync</h2><ul>${items.join('')}</ul></nav>`;
}

export function headerSection(i: ChangesInput): string {
  if (!i.plan) {
    return `<h1>Preview (offline)</h1><p class="counts">Offline: the platform was not read, so this preview cannot compare the repo with it. It shows the help center from the repo alone: its collections are the repo's folders, not where the platform has the articles (a layout file's moves are not applied).</p>${helpCenterLinks(i)}`;
  }
  const t = i.plan.totals;
  const nothing = t ? t.push + t.create + t.move + t.held === 0 : false;
  const lead = nothing ? '<p>No changes: the platform already shows what the repo holds.</p>' : '';
  return `<h1>Changes this sync would make</h1><p class="counts" id="summary">${escapeText(i.summary ?? '')}</p>${lead}${helpCenterLinks(i)}`;
}

/** The warnings grouped by kind, as on stderr and in the step summary: a headline and a few examples each. */
export function warningsSection(i: ChangesInput): string {
  const groups = groupWarnings(i.warnings);
  if (groups.length === 0) return '';
  const n = groups.reduce((sum, g) => sum + g.warnings.length, 0);
  const where = (w: Problem): string => escapeText([w.file, w.line].filter((x) => x !== undefined).join(':'));
  const items = groups.map((g) => {
    const examples = groupExamples(g).map((w) => `<li>${where(w)}${w.file ? ': ' : ''}${escapeText(w.message)}</li>`);
    const more = g.warnings.length > examples.length ? ' (the dry run with <code>--warnings all</code> lists them all)' : '';
    return `<li class="warning-kind" data-kind="${escapeAttr(g.kind)}">${escapeText(groupHeadline(g))}${more}<ul>${examples.join('')}</ul></li>`;
  });
  return `<section aria-labelledby="warnings"><h2 id="warnings">Warnings (${n})</h2><ul>${items.join('')}</ul></section>`;
}

/** Collection paths as a nested list, each article under its path's last collection. */
function pathTree(items: { path: string; label: string }[]): string {
  interface Node {
    children: Map<string, Node>;
    leaves: string[];
  }
  const root: Node = { children: new Map(), leaves: [] };
  for (const it of items) {
    let n = root;
    for (const seg of it.path.split('/').filter(Boolean)) {
      if (!n.children.has(seg)) n.children.set(seg, { children: new Map(), leaves: [] });
      n = n.children.get(seg)!;
    }
    n.leaves.push(it.label);
  }
  const render = (n: Node): string => {
    const parts = [...n.children].map(([k, c]) => `<li>${escapeText(k)}${render(c)}</li>`).concat(n.leaves.map((l) => `<li>${l}</li>`));
    return parts.length ? `<ul>${parts.join('')}</ul>` : '';
  };
  return `<div class="tree">${render(root)}</div>`;
}

export function movesSection(i: ChangesInput): string {
  const moves: Move[] = i.plan?.moves ?? [];
  if (moves.length === 0) return '';
  const label = (m: Move): string => escapeText(m.title ?? m.file ?? m.ref);
  const trees =
    i.placement && i.placedNow
      ? moveTrees({ model: model(i), moves, placement: i.placement, placedNow: i.placedNow })
      : `<div class="side"><div><h3>Before the sync</h3>${pathTree(moves.map((m) => ({ path: m.from.path, label: label(m) })))}</div><div><h3>After the sync</h3>${pathTree(moves.map((m) => ({ path: m.to.path, label: `<ins>${label(m)}</ins>` })))}</div></div>`;
  return `<section aria-labelledby="moves"><h2 id="moves">Moves (${moves.length})</h2>${trees}</section>`;
}

function fieldDiff(i: ChangesInput, push: Push, c: FieldChange, page: string): string {
  if (c.field !== HTML_FIELD) {
    const d = diffPlain(c.before ?? '', textOf(c.after), push.language);
    return `<div class="field"><h4>${escapeText(c.field)}</h4><p>${d.html}</p></div>`;
  }
  const rel = push.file.slice(push.language.length + 1);
  const hooks = hooksFor(i.ctx, page, push.language, rel);
  const d = diffWords(cleanHtml(c.before ?? '', hooks), cleanHtml(textOf(c.after), hooks), push.language);
  return `<div class="field"><h4>${escapeText(c.field)} <span class="meta">(${words(d.inserted)} added, ${d.deleted} removed)</span></h4><div class="rendered">${d.html}</div></div>`;
}

/** One pushed pair: each changed field, the article's body rendered with its word changes. */
export function pushCard(i: ChangesInput, push: Push, page = PAGE): string {
  const fields = push.changes.map((c) => fieldDiff(i, push, c, page)).join('');
  return `<article class="card"><h3>${pageLink(i, push.entryId, push.language, push.file, page)}</h3><p class="meta">${escapeText(push.entryId)}</p>${fields}</article>`;
}

/** One creation: a new article rendered as a changed one is (its text all inserted), a collection as a line. */
export function creationCard(i: ChangesInput, c: Creation, page = PAGE): string {
  const lang = c.file.slice(0, c.file.indexOf('/'));
  const entry = model(i).entryOfFile.get(c.file);
  const title = entry ? pageLink(i, entry, lang, c.title, page) : escapeText(c.title);
  const where = `${c.kind === 'collection' ? 'Collection' : 'Article'} ${title} in ${escapeText(c.parent?.path ?? 'the top level')}${c.draft ? ' (as a draft)' : ''}`;
  const content = c.kind === 'article' ? c.fields?.[HTML_FIELD] : undefined;
  if (content === undefined)
    return `<article class="card new"><h3>${where}</h3><p class="meta">${escapeText(c.file || c.externalId)}</p></article>`;
  const as = { language: lang, file: c.file } as Push;
  const body = fieldDiff(i, as, { field: HTML_FIELD, before: null, after: content }, page);
  return `<article class="card new"><h3>${where}</h3><p class="meta">${escapeText(c.file)} (new)</p>${body}</article>`;
}

function whyHeld(h: HeldField): string {
  if (h.repoChanged === true) return 'Conflict: changed in the repo and on the platform since the last push.';
  if (h.repoChanged === 'unknown') return `Held (${h.reason}); cannot tell whether the repo changed too.`;
  return `Held: ${h.reason}.`;
}

export function heldCard(i: ChangesInput, h: HeldField, page = PAGE): string {
  const hooks = hooksFor(i.ctx, page, h.language, h.file.slice(h.language.length + 1));
  const value = (v: string): string => (h.field === HTML_FIELD ? cleanHtml(v, hooks) : `<p>${escapeText(v)}</p>`);
  const cls = h.repoChanged === true ? 'card held conflict' : 'card held';
  return `<article class="${cls}"><h3>${pageLink(i, h.entryId, h.language, h.file, page)}: ${escapeText(h.field)}</h3><p>${escapeText(whyHeld(h))}</p>
<div class="side"><div><h4>On the platform (kept)</h4>${value(h.remote)}</div><div><h4>In the repo (not pushed)</h4>${value(h.local)}</div></div></article>`;
}

/** One language's pushed pairs and held fields. */
export function languageSection(i: ChangesInput, index: number): string {
  const lp = i.plan!.languages[index]!;
  const held = lp.held ?? [];
  if (lp.pushes.length === 0 && held.length === 0) return '';
  const id = `lang-${index}`;
  return `<section aria-labelledby="${id}" lang="${escapeAttr(lp.language)}"><h2 id="${id}">${escapeText(lp.language)}: ${lp.pushes.length} to push, ${lp.unchanged} unchanged${held.length ? `, ${held.length} held` : ''}</h2>
${lp.pushes.map((p) => pushCard(i, p)).join('\n')}${held.map((h) => heldCard(i, h)).join('\n')}</section>`;
}

export function remoteSection(i: ChangesInput): string {
  const p = i.plan;
  if (!p) return '';
  const r = p.remoteOnly;
  const blanks = (p.blankBodies ?? []).map(
    (b) => `<li>${escapeText(b.file)}: body blank in the repo; the platform's content is left as is</li>`,
  );
  const remote =
    r.entries + r.pairs + r.fields > 0
      ? `<p>Remote only (not in the repo, left as they are): ${plural(r.entries, 'entry', 'entries')}, ${plural(r.pairs, 'translation')}, ${plural(r.fields, 'field')}.</p>`
      : '';
  if (!remote && blanks.length === 0) return '';
  return `<section aria-labelledby="remote"><h2 id="remote">Left as they are</h2>${remote}${blanks.length ? `<ul>${blanks.join('')}</ul>` : ''}</section>`;
}
