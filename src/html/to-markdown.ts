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
import { normalizeHtml } from './normalize.js';
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
  const parts: string[] = [];
  let exact = true;
  let prevList = '';
  for (const seg of splitTopLevel(html)) {
    // Two adjacent lists of one kind would merge into one list in Markdown: alternate the marker.
    ctx.markers = seg.tag === prevList ? alternateMarkers(seg.tag) : { bullet: '-', ordered: '.' };
    prevList = seg.tag === 'ul' || seg.tag === 'ol' ? (seg.tag === prevList ? `${seg.tag}*` : seg.tag) : '';
    const block = convertBlock(seg, (h) => service.turndown(h), render);
    if (!block.exact) exact = false;
    if (block.markdown !== '') parts.push(block.markdown);
  }
  const markdown = parts.length > 0 ? `${parts.join('\n\n')}\n` : '';
  if (exact && !htmlEqual(renderMarkdown(markdown, render), html)) exact = false;
  return { markdown, exact };
}

function alternateMarkers(tag: string): ConversionContext['markers'] {
  return tag === 'ul' ? { bullet: '*', ordered: '.' } : { bullet: '-', ordered: ')' };
}

/** One top-level block: its Markdown form when it renders back equal, else its raw HTML. */
function convertBlock(seg: Segment, turndown: (html: string) => string, render: RenderOptions): MarkdownConversion {
  const raw = rawHtmlBlock(seg.html);
  if (seg.tag === '#comment' || RAW_TEXT_BLOCKS.has(seg.tag) || /<(script|style|textarea)[\s>]/i.test(seg.html)) {
    return { markdown: raw, exact: htmlEqual(renderMarkdown(raw, render), seg.html) };
  }
  const md = turndown(normalizeHtml(seg.html, 'canonical', { placeholders: true }));
  if (htmlEqual(renderMarkdown(md, render), seg.html)) return { markdown: md, exact: true };
  return { markdown: raw, exact: htmlEqual(renderMarkdown(raw, render), seg.html) };
}
