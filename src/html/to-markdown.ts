// HTML → Markdown for `helpsync pull` (issues 5 and 13): turndown plus GFM, tuned so that
// renderMarkdown(htmlToMarkdown(h)) is semantically equal to h (compare.ts), which is what lets
// `helpsync sync` plan nothing right after a pull.
//
// How fidelity is reached:
//  1. The HTML is split into its top-level blocks as sent (md-segments.ts). Comments, `<?...>`,
//     script, style and textarea blocks are written as they came, byte for byte.
//  2. Each other block goes through the contract's normal form first (normalize.ts, canonical mode):
//     entities decoded, inter-block whitespace dropped, list-item paragraphs made explicit.
//     Whitespace inside inline text is swapped for private-use placeholders so that turndown's
//     whitespace collapsing cannot touch it (every space and newline of inline text is content).
//  3. Elements Markdown cannot hold (attributes it has no syntax for, tables with block content,
//     iframes, spans, ...) are kept as raw HTML (md-raw.ts), with their line breaks.
//  4. Each block is rendered back with marked (helpsync's extensions and the language's alert
//     labels on) and compared; a block that does not come back equal is written as the raw HTML
//     it was sent as. The whole document is checked once more at the end.
import { htmlEqual } from './compare.js';
import type { AlertLabels } from './alerts.js';
import { rawHtmlBlock } from './md-raw.js';
import { RAW_TEXT_BLOCKS, splitTopLevel, type Segment } from './md-segments.js';
import { createService, type ConversionContext } from './md-service.js';
import { BLOCK_TAGS, isHtmlWhitespace, normalizeHtml } from './normalize.js';
import { renderMarkdown, type RenderOptions } from './render.js';

export interface MarkdownConversion {
  markdown: string;
  /** renderMarkdown(markdown, options) is semantically equal to the input (compare.ts) */
  exact: boolean;
}

export interface ConvertOptions {
  /** the language's alert labels (config `alertLabels`): labelled quotes become alerts again */
  alertLabels?: AlertLabels;
}

/** HTML → Markdown (GFM); fragments with no faithful Markdown form stay raw HTML. */
export function htmlToMarkdown(html: string, opts: ConvertOptions = {}): string {
  return convertHtmlToMarkdown(html, opts).markdown;
}

/** As htmlToMarkdown, also saying whether the round trip is exact (pull reports when it is not). */
export function convertHtmlToMarkdown(html: string, opts: ConvertOptions = {}): MarkdownConversion {
  const render: RenderOptions = opts.alertLabels ? { alertLabels: opts.alertLabels } : {};
  const ctx: ConversionContext = { markers: { bullet: '-', ordered: '.' }, ...render };
  const service = createService(ctx);
  const blocks: Block[] = [];
  let prevList = '';
  for (const seg of splitTopLevel(html)) {
    // Two adjacent lists of one kind would merge into one list in Markdown: alternate the marker.
    ctx.markers = seg.tag === prevList ? alternateMarkers(seg.tag) : { bullet: '-', ordered: '.' };
    prevList = seg.tag === 'ul' || seg.tag === 'ol' ? (seg.tag === prevList ? `${seg.tag}*` : seg.tag) : '';
    blocks.push({ ...convertBlock(seg, (h) => service.turndown(h), render), seg });
  }
  const parts = joinBlocks(html, blocks, render);
  const exact = parts.every((b) => b.exact);
  const markdown = parts.length > 0 ? `${parts.map((b) => b.markdown).join('')}\n` : '';
  return { markdown, exact: exact && htmlEqual(renderMarkdown(markdown, render), html) };
}

function alternateMarkers(tag: string): ConversionContext['markers'] {
  return tag === 'ul' ? { bullet: '*', ordered: '.' } : { bullet: '-', ordered: ')' };
}

interface Block extends MarkdownConversion {
  seg: Segment;
}

/** Blocks that end at their own end marker in Markdown (CommonMark HTML blocks 1-5): `-->`, `?>`, `</script>`... */
const ENDS_AT_MARKER = /^<(?:!--|\?|script[\s>]|style[\s>]|pre[\s>]|textarea[\s>])/i;
const SEPARATES = (seg: Segment): boolean => seg.tag === '#comment' || BLOCK_TAGS.has(seg.tag);

/**
 * The Markdown of consecutive blocks, with the whitespace between them. Whitespace that only
 * separates block-level siblings (comments included) is no content: a blank line. Other whitespace
 * is content: one newline is what marked writes after a Markdown block, and after a raw block that
 * ends at its own marker when the next block follows on the next line; anything else joins the two
 * blocks into one raw HTML block, as sent.
 */
function joinBlocks(html: string, blocks: Block[], render: RenderOptions): MarkdownConversion[] {
  const out: Group[] = [];
  for (const b of blocks) {
    const prev = out[out.length - 1];
    const gap = prev ? html.slice(prev.last.end, b.seg.start) : '';
    const sep = prev ? separator(prev, b, gap) : '';
    if (sep !== undefined) {
      out.push({ markdown: `${sep}${b.markdown}`, exact: b.exact, first: b.seg, last: b.seg, raw: b.markdown.startsWith('<') });
      continue;
    }
    const group = prev!;
    const merged = html.slice(group.first.start, b.seg.end);
    const { markdown, exact } = rawBlock(merged, render);
    const lead = out.length > 1 ? '\n\n' : '';
    out[out.length - 1] = { markdown: `${lead}${markdown}`, exact, first: group.first, last: b.seg, raw: true };
  }
  return out;
}

interface Group extends MarkdownConversion {
  first: Segment;
  last: Segment;
  /** written as raw HTML */
  raw: boolean;
}

/** What goes between two blocks' Markdown so that the whitespace between them survives; undefined: merge them. */
function separator(prev: Group, next: Block, gap: string): string | undefined {
  if (isHtmlWhitespace(gap) && SEPARATES(prev.last) && SEPARATES(next.seg)) return '\n\n';
  if (gap !== '\n') return undefined;
  // marked writes a newline after every Markdown block (`</p>\n`)
  if (!prev.raw) return '\n\n';
  // a raw block that ends at its own marker: the next block may start on the next line
  if (prev.first === prev.last && ENDS_AT_MARKER.test(prev.last.html.trimStart())) return '\n';
  return undefined;
}

/** One top-level block: its Markdown form when it renders back equal, else its raw HTML as sent. */
function convertBlock(seg: Segment, turndown: (html: string) => string, render: RenderOptions): MarkdownConversion {
  if (seg.tag === '#comment' || RAW_TEXT_BLOCKS.has(seg.tag) || /<(script|style|textarea)[\s>]/i.test(seg.html)) {
    return rawBlock(seg.html, render);
  }
  const md = turndown(normalizeHtml(seg.html, 'canonical', { placeholders: true }));
  // turndown kept the whole block as HTML: the block as sent keeps its line breaks and bytes
  if (md.startsWith(`<${seg.tag}`)) {
    const raw = rawBlock(seg.html, render);
    if (raw.exact) return raw;
  }
  if (htmlEqual(renderMarkdown(md, render), seg.html)) return { markdown: md, exact: true };
  return rawBlock(seg.html, render);
}

/** `html` as a raw HTML block: blank lines kept when that renders back equal, else written as references. */
function rawBlock(html: string, render: RenderOptions): MarkdownConversion {
  const keep = rawHtmlBlock(html, 'keep');
  if (htmlEqual(renderMarkdown(keep, render), html)) return { markdown: keep, exact: true };
  const reference = rawHtmlBlock(html, 'reference');
  return { markdown: reference, exact: reference !== keep && htmlEqual(renderMarkdown(reference, render), html) };
}
