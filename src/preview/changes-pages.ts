// The changes page of a large plan: its first screen is a summary (counts per language and kind,
// each linking to its changes), then the changes, then the warnings. The creations, and each
// language, are a part; a part with more than CHANGES_PER_PAGE changes (or too much HTML for the
// index) gets pages of its own under changes/, 200 changes to a page, and no file of the preview is
// over MAX_HTML_BYTES: a browser took tens of seconds to render one 13.7 MB index.html.
import { creationCard, heldCard, pushCard, type ChangesInput } from './changes.js';
import { escapeAttr, escapeText } from './sanitize.js';
import { renderPage } from './page.js';
import { formatCount, plural } from '../report/text.js';

export const CHANGES_PER_PAGE = 200;
/** The largest HTML file the preview writes. */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;
/** Room left on a page for its shell, heading and pager. */
const PAGE_CARDS_BYTES = MAX_HTML_BYTES - 128 * 1024;
/** What the parts shown on index.html itself may take of it, together (the rest is summary, moves, warnings). */
const INDEX_PARTS_BYTES = 1024 * 1024;
const INDEX = 'index.html';
const FOLDER = 'changes';

export interface ChangesPart {
  /** the section's anchor, and its pages' file names */
  id: string;
  heading: string;
  language?: string;
  /** what the summary counts */
  counts: { label: string; n: number }[];
  count: number;
  cards(page: string): string[];
}

/** A part as written: on index.html, or on pages of its own (their files and the changes on each). */
export interface PlacedPart {
  part: ChangesPart;
  /** the cards, when shown on index.html */
  inline?: string[];
  pages: { file: string; from: number; to: number }[];
}

/** The creations, then one part per language with pushes or held fields. */
export function changeParts(i: ChangesInput): ChangesPart[] {
  const plan = i.plan;
  if (!plan) return [];
  const parts: ChangesPart[] = [];
  const cs = plan.creations ?? [];
  if (cs.length > 0) {
    const articles = cs.filter((c) => c.kind === 'article').length;
    parts.push({
      id: 'creations',
      heading: `Creations (${formatCount(cs.length)})`,
      counts: [
        { label: 'new articles', n: articles },
        { label: 'new collections', n: cs.length - articles },
      ],
      count: cs.length,
      cards: (page) => cs.map((c) => creationCard(i, c, page)),
    });
  }
  const rs = [...(plan.retirements ?? []), ...(plan.republications ?? []).map((r) => ({ ...r, action: 'republish' as const }))];
  if (rs.length > 0) {
    const leaving = rs.filter((r) => r.action !== 'republish').length;
    parts.push({
      id: 'retirements',
      heading: `Retirements (${formatCount(rs.length)})`,
      counts: [
        { label: 'leaving', n: leaving },
        { label: 'republished', n: rs.length - leaving },
      ],
      count: rs.length,
      cards: () => rs.map((r) => retireCard(r)),
    });
  }
  plan.languages.forEach((lp, index) => {
    const held = lp.held ?? [];
    if (lp.pushes.length === 0 && held.length === 0) return;
    parts.push({
      id: `lang-${index}`,
      language: lp.language,
      heading: `${lp.language}: ${formatCount(lp.pushes.length)} to push, ${formatCount(lp.unchanged)} unchanged${held.length ? `, ${formatCount(held.length)} held` : ''}`,
      counts: [
        { label: 'to push', n: lp.pushes.length },
        { label: 'held', n: held.length },
        { label: 'unchanged', n: lp.unchanged },
      ],
      count: lp.pushes.length + held.length,
      cards: (page) => [...lp.pushes.map((p) => pushCard(i, p, page)), ...held.map((h) => heldCard(i, h, page))],
    });
  });
  return parts;
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** A change whose HTML alone would pass the cap: said, not shown. */
function tooLarge(card: string): string {
  const title = /<h3>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '';
  return `<article class="card"><h3>${title}</h3><p>This change is too large to show on this page (${(bytes(card) / 1024 / 1024).toFixed(1)} MB of HTML); the help center's page shows it.</p></article>`;
}

/** Cards in pages of at most CHANGES_PER_PAGE and PAGE_CARDS_BYTES. */
function paginate(cards: string[]): string[][] {
  const pages: string[][] = [];
  let page: string[] = [];
  let size = 0;
  for (const raw of cards) {
    const card = bytes(raw) > PAGE_CARDS_BYTES ? tooLarge(raw) : raw;
    const n = bytes(card);
    if (page.length > 0 && (page.length >= CHANGES_PER_PAGE || size + n > PAGE_CARDS_BYTES)) {
      pages.push(page);
      page = [];
      size = 0;
    }
    page.push(card);
    size += n;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

function pager(p: PlacedPart, current: number): string {
  const items = p.pages.map((pg, n) => {
    const label = `${formatCount(pg.from)}–${formatCount(pg.to)}`;
    const href = escapeAttr(pg.file.slice(FOLDER.length + 1));
    return n === current ? `<li aria-current="page">${label}</li>` : `<li><a href="${href}">${label}</a></li>`;
  });
  return `<nav class="pager" aria-label="Pages of ${escapeAttr(p.part.heading)}"><ol>${items.join('')}</ol></nav>`;
}

/**
 * Places every part: on index.html while it is small enough (and the index has room), else on its
 * own pages, which are written (`write`) here.
 */
export async function placeParts(
  parts: ChangesPart[],
  serve: boolean,
  write: (rel: string, text: string) => Promise<void>,
): Promise<PlacedPart[]> {
  const placed: PlacedPart[] = [];
  let onIndex = 0;
  for (const part of parts) {
    if (part.count <= CHANGES_PER_PAGE) {
      const cards = part.cards(INDEX);
      const size = cards.reduce((n, c) => n + bytes(c), 0);
      if (onIndex + size <= INDEX_PARTS_BYTES) {
        onIndex += size;
        placed.push({ part, inline: cards, pages: [] });
        continue;
      }
    }
    // every page of a part is in changes/: the links of a card are the same on each
    const chunks = paginate(part.cards(`${FOLDER}/page.html`));
    let from = 1;
    const pages = chunks.map((chunk, n) => {
      const page = { file: `${FOLDER}/${part.id}-${n + 1}.html`, from, to: from + chunk.length - 1 };
      from += chunk.length;
      return page;
    });
    const p: PlacedPart = { part, pages };
    for (const [n, chunk] of chunks.entries()) await write(pages[n]!.file, partPage(p, n, chunk, serve));
    placed.push(p);
  }
  return placed;
}

function partPage(p: PlacedPart, n: number, cards: string[], serve: boolean): string {
  const pg = p.pages[n]!;
  const lang = p.part.language ? ` lang="${escapeAttr(p.part.language)}"` : '';
  const body = `<p><a href="../${INDEX}#${escapeAttr(p.part.id)}">All changes</a></p><h1>${escapeText(p.part.heading)}</h1>
<p class="counts">Changes ${formatCount(pg.from)}–${formatCount(pg.to)} of ${formatCount(p.part.count)} (page ${n + 1} of ${p.pages.length})</p>${pager(p, n)}
<section${lang}>${cards.join('\n')}</section>${pager(p, n)}`;
  return renderPage({ page: pg.file, title: `helpsync preview: ${p.part.heading}`, language: 'en', serve, body });
}

/** A part's section on index.html: its cards, or the list of its pages. */
export function partSection(p: PlacedPart): string {
  const lang = p.part.language ? ` lang="${escapeAttr(p.part.language)}"` : '';
  const head = `<section aria-labelledby="${escapeAttr(p.part.id)}"${lang}><h2 id="${escapeAttr(p.part.id)}">${escapeText(p.part.heading)}</h2>`;
  if (p.inline) return `${head}\n${p.inline.join('\n')}</section>`;
  const links = p.pages.map((pg) => `<li><a href="${escapeAttr(pg.file)}">Changes ${formatCount(pg.from)}–${formatCount(pg.to)}</a></li>`);
  return `${head}<p>${plural(p.part.count, 'change')} on ${plural(p.pages.length, 'page')} of their own:</p><ol class="pages">${links.join('')}</ol></section>`;
}

/** The first screen: what the plan does, per language and kind, each row linking to its changes. */
export function summarySection(i: ChangesInput, placed: PlacedPart[]): string {
  if (!i.plan) return '';
  const link = (p: PlacedPart): string => escapeAttr(p.inline ? `#${p.part.id}` : p.pages[0]!.file);
  const rows = placed.map((p) => {
    const name = p.part.language ?? 'creations';
    const counts = p.part.counts.map((c) => `${formatCount(c.n)} ${c.label}`).join(', ');
    return `<tr><th scope="row"><a href="${link(p)}">${escapeText(name)}</a></th><td>${escapeText(counts)}</td><td>${p.inline ? 'below' : escapeText(plural(p.pages.length, 'page'))}</td></tr>`;
  });
  const moves = i.plan.moves.length;
  if (moves > 0)
    rows.unshift(`<tr><th scope="row"><a href="#moves">moves</a></th><td>${escapeText(plural(moves, 'move'))}</td><td>below</td></tr>`);
  const warned = i.warnings.filter((w) => w.severity === 'warning').length;
  if (warned > 0)
    rows.push(
      `<tr><th scope="row"><a href="#warnings">warnings</a></th><td>${escapeText(plural(warned, 'warning'))}, grouped by kind</td><td>after the changes</td></tr>`,
    );
  if (rows.length === 0) return '';
  return `<section aria-labelledby="summary-table" class="summary"><h2 id="summary-table">Summary</h2><table><thead><tr><th scope="col">Part</th><th scope="col">Changes</th><th scope="col">Shown</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** One record leaving the help center (its source file was deleted in Git), or coming back. */
function retireCard(r: { kind: string; id: string; file: string; title: string; action: string }): string {
  const what =
    r.action === 'keep'
      ? 'would leave the help center (retire: keep: nothing is sent)'
      : r.action === 'republish'
        ? 'published again: its source file is back'
        : `leaves the help center: ${r.action === 'delete' ? 'deleted (a backup is kept)' : 'unpublished'}`;
  return `<article class="card retire"><h3>${escapeText(r.file)} “${escapeText(r.title)}”</h3><p>${escapeText(`${r.kind}:${r.id}`)}: ${escapeText(what)}</p></article>`;
}
