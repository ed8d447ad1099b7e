// HTML → Markdown for `helpsync pull`: turndown plus GFM, tuned so that
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
import { rawHtmlBlock, startsHtmlBlock } from './md-raw.js';
import { RAW_TEXT_BLOCKS, splitTopLevel, type Segment } from './md-segments.js';
import { createService, type ConversionContext } from './md-service.js';
import { BLOCK_TAGS, isHtmlWhitespace, normalizeHtml } from './normalize.js';
import { renderMarkdown, type RenderOptions } from './render.js';
import type { SiteName } from './site-conventions.js';

export interface MarkdownConversion {
  markdown: string;
  /** renderMarkdown(markdown, options) is semantically equal to the input (compare.ts) */
  exact: boolean;
}

export interface ConvertOptions {
  /** the language's alert labels (config `alertLabels`): labelled quotes become alerts again */
  alertLabels?: AlertLabels;
  /**
   * config `site:`: the round trip is checked as sync renders the Markdown, so text that would read
   * as the generator's convention (a paragraph starting `:::note`) is no exact form and stays HTML
   */
  site?: SiteName;
}

/** HTML → Markdown (GFM); fragments with no faithful Markdown form stay raw HTML. */
export function htmlToMarkdown(html: string, opts: ConvertOptions = {}): string {
  return convertHtmlToMarkdown(html, opts).markdown;
}

/** As htmlToMarkdown, also saying whether the round trip is exact (pull reports when it is not). */
export function convertHtmlToMarkdown(html: string, opts: ConvertOptions = {}): MarkdownConversion {
  const render: RenderOptions = {
    ...(opts.alertLabels ? { alertLabels: opts.alertLabels } : {}),
    ...(opts.site ? { site: opts.site } : {}),
  };
  const ctx: ConversionContext = { markers: { bullet: '-', ordered: '.' }, ...render };
  const service = createService(ctx);
  const blocks: Block[] = [];
  let prevList = '';
  const turndown = (h: string): string => service.turndown(h);
  for (const seg of splitTopLevel(html)) {
    // Two adjacent lists of one kind would merge into one list in Markdown: alternate the marker.
    ctx.markers = seg.tag === prevList ? alternateMarkers(seg.tag) : { bullet: '-', ordered: '.' };
    prevList = seg.tag === 'ul' || seg.tag === 'ol' ? (seg.tag === prevList ? `${seg.tag}*` : seg.tag) : '';
    const block = { ...convertBlock(seg, turndown, render), seg };
    blocks.push(...(block.exact ? [block] : (elementsOf(seg)?.map((e) => ({ ...convertBlock(e, turndown, render), seg: e })) ?? [block])));
  }
  markBetweenBlocks(blocks);
  const parts = joinBlocks(html, blocks, render);
  const exact = parts.every((b) => b.exact);
  const markdown = parts.length > 0 ? `${parts.map((b) => b.markdown).join('')}\n` : '';
  return { markdown, exact: exact && htmlEqual(renderMarkdown(markdown, render), html) };
}

/**
 * A run of inline elements at the top level with no text of its own (`<input ...><link ...>`, what
 * layout pages hold between blocks) has no Markdown form as a run: marked would wrap it in a
 * paragraph. Each element alone can be an HTML block (a tag alone on its line), joined as blocks
 * are. Undefined when the run holds text.
 */
function elementsOf(seg: Segment): Segment[] | undefined {
  if (seg.tag !== '#inline') return undefined;
  const parts = splitTopLevel(seg.html, { everyElement: true });
  if (parts.length < 2 || parts.some((p) => p.tag === '#inline')) return undefined;
  return parts.map((p) => ({ ...p, start: p.start + seg.start, end: p.end + seg.start }));
}

function alternateMarkers(tag: string): ConversionContext['markers'] {
  return tag === 'ul' ? { bullet: '*', ordered: '.' } : { bullet: '-', ordered: ')' };
}

interface Block extends MarkdownConversion {
  seg: Segment;
  /** the whitespace before it, if any, is no content (markBetweenBlocks) */
  betweenBlocks?: boolean;
}

/** Blocks that end at their own end marker in Markdown (CommonMark HTML blocks 1-5): `-->`, `?>`, `</script>`... */
const ENDS_AT_MARKER = /^<(?:!--|\?|script[\s>]|style[\s>]|pre[\s>]|textarea[\s>])/i;

/**
 * Marks each block whose gap before it only separates block-level siblings, comments between them
 * seen through (compare.ts: such whitespace is no content; whitespace beside a comment next to an
 * inline element is).
 */
function markBetweenBlocks(blocks: Block[]): void {
  const isBlock = (i: number): boolean => i < 0 || i >= blocks.length || BLOCK_TAGS.has(blocks[i]!.seg.tag);
  for (const [i, b] of blocks.entries()) {
    let before = i - 1;
    while (before >= 0 && blocks[before]!.seg.tag === '#comment') before--;
    let after = i;
    while (after < blocks.length && blocks[after]!.seg.tag === '#comment') after++;
    b.betweenBlocks = i > 0 && isBlock(before) && isBlock(after);
  }
}

/**
 * The Markdown of consecutive blocks, with the whitespace between them. Whitespace that only
 * separates block-level siblings (comments included) is no content: a blank line. Other whitespace
 * is content, and survives in one of three ways: one newline is what marked writes after a
 * Markdown block; after a raw HTML block marked writes nothing, so a blank line ends it (no
 * whitespace at all), or the whitespace goes at the end of its last line as character references
 * before that blank line (see `afterHtmlBlock`); anything else joins the two blocks into one raw
 * HTML block, as sent.
 */
function joinBlocks(html: string, blocks: Block[], render: RenderOptions): MarkdownConversion[] {
  const out: Group[] = [];
  for (const b of blocks) {
    let prev = out[out.length - 1];
    const gap = prev ? html.slice(prev.last.end, b.seg.start) : '';
    const rendersBack = (from: Segment) => (md: string) => rendersAs(md, html.slice(from.start, b.seg.end), render);
    let sep = prev ? separator(prev, b, gap, rendersBack(prev.first)) : '';
    if (sep === undefined && prev) {
      // a Markdown block always ends in a newline: as its own HTML block it can be followed directly
      const alt = asHtmlBlock(prev, render);
      sep = alt && separator(alt, b, gap, rendersBack(alt.first));
      if (sep !== undefined) out[out.length - 1] = prev = alt!;
    }
    if (sep !== undefined) {
      out.push({
        markdown: `${sep}${b.markdown}`,
        own: b.markdown,
        exact: b.exact,
        first: b.seg,
        last: b.seg,
        raw: isHtmlBlock(b.markdown),
      });
      continue;
    }
    out[out.length - 1] = mergeGroups(html, prev!, b.seg, render);
    // a group with no exact form may have one together with the group before it (text that an
    // HTML block above carried on its following lines)
    while (out.length > 1 && !out[out.length - 1]!.exact) {
      const together = mergeGroups(html, out[out.length - 2]!, out[out.length - 1]!.last, render);
      if (!together.exact) break;
      out.splice(-2, 2, together);
    }
  }
  return out;
}

/** `group` and what follows it up to `last` as one raw HTML block, as sent; the separator before `group` kept. */
function mergeGroups(html: string, group: Group, last: Segment, render: RenderOptions): Group {
  const { markdown, exact } = rawBlock(html.slice(group.first.start, last.end), render);
  const lead = group.markdown.slice(0, group.markdown.length - group.own.length);
  return { markdown: `${lead}${markdown}`, own: markdown, exact, first: group.first, last, raw: true };
}

interface Group extends MarkdownConversion {
  /** the group's own Markdown, without the separator before it */
  own: string;
  first: Segment;
  last: Segment;
  /** written as a Markdown HTML block (marked passes it through as it is, with nothing after it) */
  raw: boolean;
}

/** A single Markdown block written as its HTML block instead, when that renders back the same. */
function asHtmlBlock(group: Group, render: RenderOptions): Group | undefined {
  if (group.raw || group.first !== group.last) return undefined;
  const alt = rawBlock(group.first.html, render);
  if (!alt.exact || !isHtmlBlock(alt.markdown)) return undefined;
  const lead = group.markdown.slice(0, group.markdown.length - group.own.length);
  return { ...group, markdown: `${lead}${alt.markdown}`, own: alt.markdown, raw: true };
}

/** Markdown that marked reads as an HTML block (not a paragraph that merely opens with inline HTML). */
const isHtmlBlock = (markdown: string): boolean => startsHtmlBlock(markdown);

/**
 * What goes between two blocks' Markdown so that the whitespace between them survives; undefined:
 * merge them. `rendersBack` checks a candidate on the two blocks (Markdown has many ways to end an
 * HTML block early or late, and the renderer is the judge).
 */
function separator(prev: Group, next: Block, gap: string, rendersBack: (md: string) => boolean): string | undefined {
  if (isHtmlWhitespace(gap) && next.betweenBlocks) return '\n\n';
  // a block with no exact form alone (text at the top level) may have one inside an HTML block
  if (!next.exact) return undefined;
  // marked writes a newline after every Markdown block (`</p>\n`)
  if (!prev.raw) return gap === '\n' ? '\n\n' : undefined;
  // a raw block that ends at its own marker: the next block may start on the next line
  if (
    gap === '\n' &&
    prev.first === prev.last &&
    ENDS_AT_MARKER.test(prev.last.html.trimStart()) &&
    rendersBack(`${prev.own}\n${next.markdown}`)
  ) {
    return '\n';
  }
  const sep = afterHtmlBlock(gap);
  return sep !== undefined && rendersBack(`${prev.own}${sep}${next.markdown}`) ? sep : undefined;
}

/**
 * After an HTML block, marked writes nothing: a blank line ends the block and the next one starts
 * fresh (a `<style>` then opens its own block, in which blank lines are fine). The whitespace the
 * platform has between the two is written as character references at the end of the block's last
 * line, which belongs to the block: the same text once HTML decodes it.
 */
function afterHtmlBlock(gap: string): string | undefined {
  if (!isHtmlWhitespace(gap)) return undefined;
  return `${[...gap].map((c) => `&#${c.codePointAt(0)};`).join('')}\n\n`;
}

/** One top-level block: its Markdown form when it renders back equal, else its raw HTML as sent. */
function convertBlock(seg: Segment, turndown: (html: string) => string, render: RenderOptions): MarkdownConversion {
  if (seg.tag === '#comment' || RAW_TEXT_BLOCKS.has(seg.tag) || /<(script|style|textarea)[\s>]/i.test(seg.html)) {
    return rawBlock(seg.html, render);
  }
  const md = turndown(normalizeHtml(seg.html, 'canonical', { placeholders: true }));
  // turndown kept the whole block as HTML: the block as sent keeps its line breaks and bytes
  if (md.startsWith(`<${seg.tag}`) && /[\s/>]/.test(md.charAt(seg.tag.length + 1))) {
    const raw = rawBlock(seg.html, render);
    if (raw.exact) return raw;
  }
  if (htmlEqual(renderMarkdown(md, render), seg.html)) return { markdown: md, exact: true };
  return rawBlock(seg.html, render);
}

/** `html` as a raw HTML block: blank lines kept when that renders back equal, else written as references. */
function rawBlock(html: string, render: RenderOptions): MarkdownConversion {
  const keep = rawHtmlBlock(html, 'keep');
  if (rendersAs(keep, html, render)) return { markdown: keep, exact: true };
  const reference = rawHtmlBlock(html, 'reference');
  return { markdown: reference, exact: reference !== keep && rendersAs(reference, html, render) };
}

/**
 * Does `markdown` render back to `html`? The document's final newline ends the last HTML block's
 * last line, and marked keeps it: HTML that ends in one newline (text the platform has after the
 * last tag) is checked with it.
 */
function rendersAs(markdown: string, html: string, render: RenderOptions): boolean {
  return htmlEqual(renderMarkdown(/[^\n]\n$/.test(html) ? `${markdown}\n` : markdown, render), html);
}
