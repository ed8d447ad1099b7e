// HTML → Markdown for `helpsync pull` (issue 5): turndown plus GFM, tuned so that
// renderMarkdown(htmlToMarkdown(h)) is semantically equal to h (compare.ts), which is what lets
// `helpsync sync` plan nothing right after a pull.
//
// How fidelity is reached:
//  1. The input goes through the contract's normal form first (normalize.ts, canonical mode): entities
//     decoded, inter-block whitespace dropped, list-item paragraphs made explicit. Whitespace inside
//     inline text is swapped for private-use placeholders so that turndown's whitespace collapsing
//     cannot touch it (every space and newline of inline text is content for the comparison).
//  2. Elements Markdown cannot hold (attributes it has no syntax for, tables with block content,
//     iframes, spans, ...) are kept as raw HTML: inline ones keep their tags around converted content,
//     block ones are written whole as an HTML block.
//  3. Each top-level block is rendered back with marked and compared; a block that does not come back
//     equal is written as raw HTML instead. The whole document is checked once more at the end.
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';
import { Parser } from 'htmlparser2';
import { renderMarkdown } from './render.js';
import { htmlEqual } from './compare.js';
import { BLOCK_TAGS, IN_LINK_MARK, VOID_TAGS, WS_PLACEHOLDERS, normalizeHtml } from './normalize.js';

export interface MarkdownConversion {
  markdown: string;
  /** renderMarkdown(markdown) is semantically equal to the input (compare.ts) */
  exact: boolean;
}

/** HTML → Markdown (GFM); fragments with no faithful Markdown form stay raw HTML. */
export function htmlToMarkdown(html: string): string {
  return convertHtmlToMarkdown(html).markdown;
}

/** As htmlToMarkdown, also saying whether the round trip is exact (pull reports when it is not). */
export function convertHtmlToMarkdown(html: string): MarkdownConversion {
  const prepared = normalizeHtml(html, 'canonical', { placeholders: true });
  const parts: string[] = [];
  let exact = true;
  let prevList = '';
  for (const seg of splitTopLevel(prepared)) {
    const plain = restorePlaceholders(seg.html);
    // Two adjacent lists of one kind would merge into one list in Markdown: alternate the marker.
    markers = { bullet: '-', ordered: '.' };
    if (seg.tag === prevList) markers = seg.tag === 'ul' ? { bullet: '*', ordered: '.' } : { bullet: '-', ordered: ')' };
    prevList = seg.tag === 'ul' || seg.tag === 'ol' ? (seg.tag === prevList ? `${seg.tag}*` : seg.tag) : '';
    let md = seg.tag === '#comment' ? plain : service().turndown(seg.html);
    if (!htmlEqual(renderMarkdown(md), plain)) {
      const raw = rawHtmlBlock(plain, seg.tag);
      if (htmlEqual(renderMarkdown(raw), plain)) md = raw;
      else exact = false;
    }
    if (md !== '') parts.push(md);
  }
  markers = { bullet: '-', ordered: '.' };
  const markdown = parts.length > 0 ? `${parts.join('\n\n')}\n` : '';
  if (exact && !htmlEqual(renderMarkdown(markdown), html)) exact = false;
  return { markdown, exact };
}

// ---------------------------------------------------------------------------------------------
// Top-level segmentation

interface Segment {
  /** the element name of a block segment, '#inline' for a run of inline nodes, '#comment' */
  tag: string;
  html: string;
}

const TURNDOWN_BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'audio',
  'blockquote',
  'canvas',
  'center',
  'dd',
  'details',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'hr',
  'iframe',
  'li',
  'main',
  'menu',
  'nav',
  'noscript',
  'ol',
  'output',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'video',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

function splitTopLevel(html: string): Segment[] {
  const segments: Segment[] = [];
  let depth = 0;
  let start = -1;
  let tag = '';
  let inlineStart = -1;
  let inlineEnd = -1;
  const flushInline = (): void => {
    if (inlineStart >= 0) segments.push({ tag: '#inline', html: html.slice(inlineStart, inlineEnd) });
    inlineStart = -1;
  };
  const addInline = (from: number, to: number): void => {
    if (inlineStart < 0) inlineStart = from;
    inlineEnd = to;
  };
  const parser: Parser = new Parser(
    {
      onopentag(name) {
        if (depth === 0) {
          start = parser.startIndex;
          tag = name;
        }
        if (!VOID_TAGS.has(name)) depth++;
        else if (depth === 0) endTop(parser.endIndex + 1);
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        depth--;
        if (depth === 0) endTop(parser.endIndex + 1);
      },
      ontext() {
        if (depth === 0) addInline(parser.startIndex, parser.endIndex + 1);
      },
      oncomment() {
        if (depth === 0) {
          flushInline();
          segments.push({ tag: '#comment', html: html.slice(parser.startIndex, parser.endIndex + 1) });
        }
      },
    },
    { decodeEntities: false },
  );
  function endTop(end: number): void {
    if (TURNDOWN_BLOCKS.has(tag) || BLOCK_TAGS.has(tag)) {
      flushInline();
      segments.push({ tag, html: html.slice(start, end) });
    } else {
      addInline(start, end);
    }
  }
  parser.end(html);
  flushInline();
  return segments;
}

// ---------------------------------------------------------------------------------------------
// Placeholders and text escaping

const PLACEHOLDER_TO_WS: Record<string, string> = Object.fromEntries(Object.entries(WS_PLACEHOLDERS).map(([ws, ph]) => [ph, ws]));
const PLACEHOLDER_RE = /[\uE000-\uE004]/g;

function restorePlaceholders(s: string): string {
  return s.replace(PLACEHOLDER_RE, (c) => PLACEHOLDER_TO_WS[c] ?? '');
}

const ENTITY_LIKE = /&(?=#[0-9]+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)/g;

/**
 * Escapes text so that marked reads it back as the same text. Over-escaping is harmless (a backslash
 * before ASCII punctuation always reads as the character); under-escaping changes content.
 */
function escapeMarkdownText(input: string): string {
  const inLink = input.startsWith(IN_LINK_MARK);
  let s = restorePlaceholders(input);
  s = s.replace(/[\\`*[\]<>|~]/g, '\\$&');
  // `_` between two letters or digits can neither open nor close emphasis: leave snake_case readable.
  s = s.replace(/_/g, (m, i: number) => (/[\p{L}\p{N}]/u.test(s.charAt(i - 1)) && /[\p{L}\p{N}]/u.test(s.charAt(i + 1)) ? m : '\\_'));
  s = s.replace(ENTITY_LIKE, '\\&');
  if (!inLink) {
    // GFM autolinks (marked): bare URLs, www. and e-mail addresses would become links.
    s = s.replace(/\b(https?|ftp):(?=\/\/)/gi, '$1\\:');
    s = s.replace(/\bwww\./gi, 'www\\.');
    s = s.replace(/([A-Za-z0-9._+-])@(?=[A-Za-z0-9])/g, '$1\\@');
  }
  // Line starts (the text's own start may be one too): block syntax.
  s = s.replace(/(^|\n)([#=+-])/g, '$1\\$2');
  s = s.replace(/(^|\n)(\d+)([.)])/g, '$1$2\\$3');
  // Markdown strips spaces at the start of a line and before a line end: keep them as references.
  s = s.replace(/\n([ \t]+)/g, (_m, ws: string) => `\n${wsRefs(ws)}`);
  s = s.replace(/([ \t]+)\n/g, (_m, ws: string) => `${wsRefs(ws)}\n`);
  return s;
}

const wsRefs = (ws: string): string => ws.replace(/ /g, '&#32;').replace(/\t/g, '&#9;');

// ---------------------------------------------------------------------------------------------
// The turndown service

/** The minimal DOM surface used here (turndown's nodes come from domino). */
interface DomNode {
  nodeName: string;
  nodeType: number;
  nodeValue: string | null;
  textContent: string | null;
  parentNode: DomNode | null;
  childNodes: ArrayLike<DomNode>;
  children: ArrayLike<DomNode>;
  firstChild: DomNode | null;
  previousSibling: DomNode | null;
  nextSibling: DomNode | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  outerHTML: string;
}
const dom = (n: unknown): DomNode => n as DomNode;

let markers = { bullet: '-', ordered: '.' };
let cached: TurndownService | undefined;

function service(): TurndownService {
  if (cached) return cached;
  const td = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '*',
    strongDelimiter: '**',
    linkStyle: 'inlined',
    preformattedCode: true,
    blankReplacement: (content, n) => {
      const node = dom(n);
      if (node.nodeName === 'LI') return listItem('', node);
      return keepRaw(content, node);
    },
    keepReplacement: (content, n) => keepRaw(content, dom(n)),
    defaultReplacement: (content, n) => keepRaw(content, dom(n)),
  });
  td.escape = escapeMarkdownText;
  td.use(gfm);
  // Rules added later win (turndown unshifts them); the guard goes last of all.
  td.addRule('strikethrough', { filter: (n) => dom(n).nodeName === 'DEL', replacement: (c) => `~~${c}~~` });
  td.addRule('taskListItems', {
    filter: (n) => isTaskCheckbox(dom(n)),
    replacement: (_c, n) => (dom(n).getAttribute('checked') !== null ? '[x]' : '[ ]'),
  });
  td.addRule('blockquote', {
    filter: 'blockquote',
    replacement: (content) =>
      `\n\n${content
        .replace(/^\n+|\n+$/g, '')
        .replace(/^/gm, '> ')
        .replace(/^> $/gm, '>')}\n\n`,
  });
  td.addRule('listItem', { filter: 'li', replacement: (content, n) => listItem(content, dom(n)) });
  td.addRule('lineBreak', {
    filter: 'br',
    replacement: (_c, n) => {
      const node = dom(n);
      // A backslash break is not possible in a heading or a table cell, nor at the end of a block.
      if (hasAncestor(node, /^(H[1-6]|TH|TD)$/) || !hasContentAfter(node)) return '<br>';
      return '\\\n';
    },
  });
  td.addRule('emphasis', {
    filter: ['em'],
    replacement: (content, n) => {
      const node = dom(n);
      const parent = node.parentNode;
      // `***a***` reads as <em><strong>: inside <strong> at its edge, use `_`.
      const edge = parent?.nodeName === 'STRONG' && (node.previousSibling === null || node.nextSibling === null);
      const d = edge ? '_' : '*';
      return `${d}${content}${d}`;
    },
  });
  td.addRule('strong', { filter: ['strong'], replacement: (content) => `**${content}**` });
  td.addRule('code', {
    filter: (n) => {
      const node = dom(n);
      return node.nodeName === 'CODE' && node.parentNode?.nodeName !== 'PRE';
    },
    replacement: (_c, n) => {
      const node = dom(n);
      let text = node.textContent ?? '';
      if (hasAncestor(node, /^(TH|TD)$/)) text = text.replace(/\|/g, '\\|');
      return codeSpan(text);
    },
  });
  td.addRule('fencedCodeBlock', {
    filter: (n) => dom(n).nodeName === 'PRE',
    replacement: (_c, n) => {
      const node = dom(n);
      const code = node.firstChild;
      const lang = /^language-(\S+)$/.exec(code?.getAttribute('class') ?? '')?.[1] ?? '';
      const text = code?.textContent ?? '';
      let size = 3;
      for (const m of text.matchAll(/^ {0,3}(`{3,})/gm)) size = Math.max(size, (m[1]?.length ?? 0) + 1);
      const fence = '`'.repeat(size);
      return `\n\n${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}\n\n`;
    },
  });
  td.addRule('inlineLink', {
    filter: 'a',
    replacement: (content, n) => {
      const node = dom(n);
      return `[${content}](${linkDestination(node.getAttribute('href') ?? '')}${linkTitle(node.getAttribute('title'))})`;
    },
  });
  td.addRule('image', {
    filter: 'img',
    replacement: (_c, n) => {
      const node = dom(n);
      const alt = escapeMarkdownText(IN_LINK_MARK + (node.getAttribute('alt') ?? ''));
      return `![${alt}](${linkDestination(node.getAttribute('src') ?? '')}${linkTitle(node.getAttribute('title'))})`;
    },
  });
  td.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => ` ${content.trim()} |`,
  });
  td.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, n) => {
      const node = dom(n);
      let row = `\n|${content}`;
      if (node.parentNode?.nodeName === 'THEAD') {
        const cells = Array.from(node.children);
        row += `\n|${cells.map((c) => ` ${ALIGN_BORDER[c.getAttribute('align') ?? ''] ?? '---'} |`).join('')}`;
      }
      return row;
    },
  });
  td.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  td.addRule('table', { filter: 'table', replacement: (content) => `\n\n${content.replace(/^\n+/, '')}\n\n` });
  // The guard: anything Markdown cannot say exactly is kept as HTML.
  td.addRule('keepUnrepresentable', {
    filter: (n) => !representable(dom(n)),
    replacement: (content, n) => keepRaw(content, dom(n)),
  });
  cached = td;
  return td;
}

const ALIGN_BORDER: Record<string, string> = { left: ':--', center: ':-:', right: '--:' };

function listItem(content: string, node: DomNode): string {
  const parent = node.parentNode;
  let prefix = `${markers.bullet} `;
  if (parent?.nodeName === 'OL') {
    const start = Number(parent.getAttribute('start') ?? '1');
    const index = Array.prototype.indexOf.call(parent.children, node);
    prefix = `${start + index}${markers.ordered} `;
  }
  let body = content.replace(/^\n+/, '').replace(/\n+$/, '');
  // <li><p>a</p><ul>…</ul></li> (the rich-text form) reads the same as a tight "- a" + nested list
  // (contract rule 2), which is how people write it.
  const kids = Array.from(node.childNodes);
  if (kids.length === 2 && kids[0]?.nodeName === 'P' && /^(UL|OL)$/.test(kids[1]?.nodeName ?? '')) {
    body = body.replace('\n\n', '\n');
  }
  const indented = body.replace(/\n(?=.)/g, `\n${' '.repeat(prefix.length)}`);
  const item = body === '' ? prefix.trimEnd() : prefix + indented;
  return `${item}${node.nextSibling ? '\n' : ''}`;
}

function codeSpan(text: string): string {
  let delimiter = '`';
  const runs: string[] = text.match(/`+/g) ?? [];
  while (runs.includes(delimiter)) delimiter += '`';
  const pad = /^`|`$/.test(text) || (/^ /.test(text) && / $/.test(text) && /[^ ]/.test(text)) ? ' ' : '';
  return `${delimiter}${pad}${text}${pad}${delimiter}`;
}

function linkDestination(href: string): string {
  const escaped = href.replace(/[\\<>]/g, '\\$&').replace(ENTITY_LIKE, '\\&');
  return /[\s()]/.test(href) || href === '' ? `<${escaped}>` : escaped;
}

function linkTitle(title: string | null): string {
  if (title === null) return '';
  return ` "${title.replace(/[\\"]/g, '\\$&').replace(ENTITY_LIKE, '\\&')}"`;
}

function hasAncestor(node: DomNode, names: RegExp): boolean {
  for (let p = node.parentNode; p; p = p.parentNode) if (names.test(p.nodeName)) return true;
  return false;
}

function hasContentAfter(node: DomNode): boolean {
  for (let s = node.nextSibling; s; s = s.nextSibling) {
    if (s.nodeType !== 3 || (s.nodeValue ?? '') !== '') return true;
  }
  return false;
}

function isTaskCheckbox(node: DomNode): boolean {
  if (node.nodeName !== 'INPUT') return false;
  const names = attrNames(node);
  if (node.getAttribute('type') !== 'checkbox' || node.getAttribute('disabled') !== '') return false;
  if (!names.every((a) => a === 'type' || a === 'disabled' || (a === 'checked' && node.getAttribute('checked') === ''))) return false;
  const parent = node.parentNode;
  if (!parent || node.previousSibling !== null) return false;
  if (parent.nodeName === 'LI') return true;
  // rich-text form: <li><p><input ...> task</p></li>
  return parent.nodeName === 'P' && parent.previousSibling === null && parent.parentNode?.nodeName === 'LI';
}

const attrNames = (node: DomNode): string[] => Array.from(node.attributes ?? [], (a) => a.name);
const noAttributes = (node: DomNode): boolean => (node.attributes?.length ?? 0) === 0;

/** marked encodes URLs (encodeURI, keeping existing escapes): a URL it would change cannot round-trip. */
function urlRoundTrips(url: string): boolean {
  try {
    return encodeURI(url).replace(/%25/g, '%') === url && !/[\n\r]/.test(url);
  } catch {
    return false;
  }
}

function representable(node: DomNode): boolean {
  const name = node.nodeName;
  switch (name) {
    case 'P':
    case 'BLOCKQUOTE':
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
    case 'UL':
    case 'LI':
    case 'HR':
    case 'BR':
    case 'EM':
    case 'STRONG':
    case 'DEL':
      return noAttributes(node);
    case 'OL': {
      const start = node.getAttribute('start');
      const names = attrNames(node);
      if (names.length === 0) return true;
      return names.length === 1 && start !== null && /^(0|[1-9]\d{0,8})$/.test(start) && start !== '1';
    }
    case 'A': {
      const href = node.getAttribute('href');
      const title = node.getAttribute('title');
      return (
        href !== null &&
        urlRoundTrips(href) &&
        attrNames(node).every((a) => a === 'href' || a === 'title') &&
        (title === null || !/[\n\r]/.test(title)) &&
        !hasAncestor(node, /^A$/)
      );
    }
    case 'IMG': {
      const src = node.getAttribute('src');
      const alt = node.getAttribute('alt');
      const title = node.getAttribute('title');
      return (
        src !== null &&
        alt !== null &&
        urlRoundTrips(src) &&
        !/[\n\r]/.test(alt) &&
        (title === null || !/[\n\r]/.test(title)) &&
        attrNames(node).every((a) => a === 'src' || a === 'alt' || a === 'title')
      );
    }
    case 'CODE': {
      if (node.parentNode?.nodeName === 'PRE') return true; // judged with its <pre>
      const text = node.textContent ?? '';
      return noAttributes(node) && onlyText(node) && text !== '' && !/[\n\r]/.test(text) && /[^ ]/.test(text);
    }
    case 'PRE': {
      const code = node.firstChild;
      if (!noAttributes(node) || node.childNodes.length !== 1 || !code || code.nodeName !== 'CODE') return false;
      const names = attrNames(code);
      const cls = code.getAttribute('class');
      if (names.length > 1 || (names.length === 1 && (cls === null || !/^language-[^\s`\\&]+$/.test(cls)))) return false;
      const text = code.textContent ?? '';
      // marked ends every non-empty code block with a newline
      return onlyText(code) && (text === '' || text.endsWith('\n'));
    }
    case 'INPUT':
      return isTaskCheckbox(node);
    case 'TABLE':
      return tableRepresentable(node);
    case 'THEAD':
    case 'TBODY':
    case 'TR':
    case 'TH':
    case 'TD':
      // judged with their table; outside a table they are not Markdown
      return hasAncestor(node, /^TABLE$/);
    default:
      return false;
  }
}

function onlyText(node: DomNode): boolean {
  return Array.from(node.childNodes).every((c) => c.nodeType === 3);
}

const CELL_BLOCKS = /^(P|DIV|UL|OL|LI|PRE|BLOCKQUOTE|H[1-6]|HR|TABLE|IFRAME|VIDEO|FIGURE|SECTION|DETAILS)$/;

/** A GFM table in exactly marked's shape: one header row, body rows of the same width, inline cells. */
function tableRepresentable(table: DomNode): boolean {
  if (!noAttributes(table)) return false;
  const sections = Array.from(table.childNodes);
  const thead = sections[0];
  if (!thead || thead.nodeName !== 'THEAD' || !noAttributes(thead)) return false;
  if (sections.length > 2) return false;
  const tbody = sections[1];
  if (tbody && (tbody.nodeName !== 'TBODY' || !noAttributes(tbody) || tbody.childNodes.length === 0)) return false;
  const headRows = Array.from(thead.childNodes);
  if (headRows.length !== 1) return false;
  const rows = [headRows[0] as DomNode, ...(tbody ? Array.from(tbody.childNodes) : [])];
  const width = rows[0]?.childNodes.length ?? 0;
  if (width === 0) return false;
  const aligns: (string | null)[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as DomNode;
    if (row.nodeName !== 'TR' || !noAttributes(row) || row.childNodes.length !== width) return false;
    const cellName = r === 0 ? 'TH' : 'TD';
    for (let c = 0; c < width; c++) {
      const cell = row.childNodes[c] as DomNode;
      if (cell.nodeName !== cellName) return false;
      const names = attrNames(cell);
      const align = cell.getAttribute('align');
      if (names.some((a) => a !== 'align') || (align !== null && !(align in ALIGN_BORDER))) return false;
      if (r === 0) aligns[c] = align;
      else if (aligns[c] !== align) return false;
      if (hasDescendant(cell, CELL_BLOCKS)) return false;
      const text = restorePlaceholders(cell.textContent ?? '');
      if (/[\n\r]/.test(text) || /^\s|\s$/.test(text)) return false;
    }
  }
  return true;
}

function hasDescendant(node: DomNode, names: RegExp): boolean {
  for (const c of Array.from(node.childNodes)) {
    if (c.nodeType === 1 && (names.test(c.nodeName) || hasDescendant(c, names))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Raw HTML

const lowerName = (node: DomNode): string => node.nodeName.toLowerCase();

function openTag(node: DomNode): string {
  let s = `<${lowerName(node)}`;
  for (const a of Array.from(node.attributes ?? [])) {
    s += ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  }
  return `${s}>`;
}

/**
 * Keeps an element as HTML. A block-level one is written whole (an HTML block: marked passes it
 * through untouched); an inline one keeps its tags around its converted content, because marked
 * still reads Markdown between inline tags.
 */
function keepRaw(content: string, node: DomNode): string {
  const name = lowerName(node);
  if (TURNDOWN_BLOCKS.has(name) || BLOCK_TAGS.has(name) || name === 'table') {
    return `\n\n${rawHtmlBlock(restorePlaceholders(node.outerHTML), name)}\n\n`;
  }
  if (VOID_TAGS.has(name)) return openTag(node);
  return `${openTag(node)}${content}</${name}>`;
}

/**
 * A fragment as a Markdown HTML block. Such a block ends at the first blank line (except one opened
 * by <pre>, which ends at </pre>), so newlines that would make one are written as references.
 */
function rawHtmlBlock(html: string, tag: string): string {
  const trimmed = html.trim();
  if (tag === 'pre' || !/\n[ \t]*\n/.test(trimmed)) return trimmed;
  return trimmed.replace(/\n/g, '&#10;');
}
