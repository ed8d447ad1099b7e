// The one implementation of docs/platform-api.md's six rules ("HTML does not round-trip byte for byte"),
// as a single pass over htmlparser2 events. Two serialisations share it:
//   - 'raw'       (richtext.ts): what the platform serves back; entities are not decoded, so every
//                 entity other than rule 6's two survives byte for byte, and implied tags stay implied.
//   - 'canonical' (compare.ts): a normal form for semantic equality; entities decoded and re-escaped
//                 minimally, every element closed explicitly, duplicate attributes dropped as HTML does.
// Sharing the rule engine is what makes canonicalHtml(x) === canonicalHtml(toRichTextHtml(x)) hold.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { scanSimpleHtml, type HtmlEvents } from './simple-html.js';
import { SpanOutput } from './span-output.js';
import { isHtmlWhitespace, tagInfo, type TagInfo } from './tags.js';

export { BLOCK_TAGS, VOID_TAGS, isHtmlWhitespace } from './tags.js';

export type NormalizeMode = 'raw' | 'canonical';

/**
 * Private-use stand-ins for whitespace in text (to-markdown.ts): turndown collapses ASCII whitespace,
 * but every space and newline of inline text is content under the contract's comparison.
 */
export const WS_PLACEHOLDERS: Readonly<Record<string, string>> = { ' ': '\uE000', '\n': '\uE001', '\t': '\uE002', '\r': '\uE003' };
/** Marks the start of each text node inside <a> (to-markdown.ts: no autolink escaping there). */
export const IN_LINK_MARK = '\uE004';

export interface NormalizeOptions {
  /** canonical mode only: whitespace in text outside pre/code becomes WS_PLACEHOLDERS, link text gets IN_LINK_MARK */
  placeholders?: boolean;
  /** raw mode: parse with htmlparser2 even where the fast path would read the text (the tests' reference) */
  fullParse?: boolean;
}

const escapeText = (s: string): string => (/[&<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s);
const escapeAttr = (s: string): string => (/[&"]/.test(s) ? s.replace(/&/g, '&amp;').replace(/"/g, '&quot;') : s);

interface Attr {
  name: string;
  value: string;
  /** '"', "'", null (unquoted), undefined (no value) */
  quote: string | null | undefined;
}

const byName = (a: Attr, b: Attr): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Applies the six rules to `html`. See the module comment for the two modes. */
export function normalizeHtml(html: string, mode: NormalizeMode, options: NormalizeOptions = {}): string {
  return normalizeWith(html, mode, options, () => new SpanOutput(html));
}

/** hashText (base64url SHA-1 of the UTF-8) of normalizeHtml(html, 'raw'), the form hashed as it is written, never held whole. */
export function rawFormSha1(html: string, options: Pick<NormalizeOptions, 'fullParse'> = {}): string {
  return normalizeWith(html, 'raw', options, () => new SpanOutput(html, createHash('sha1')));
}

/** The six rules, written to a fresh output from `output` (what the fast path wrote is dropped when it gives up). */
function normalizeWith(html: string, mode: NormalizeMode, options: NormalizeOptions, output: () => SpanOutput): string {
  if (mode === 'raw') {
    // Plain, well-formed HTML (what rendering Markdown gives) needs no full tokenizer; anything else is parsed below.
    const fast = new Normalizer(html, output(), false, false);
    if (options.fullParse !== true && scanSimpleHtml(html, fast)) return fast.end();
  }
  const n = new Normalizer(html, output(), mode === 'canonical', mode === 'canonical' && options.placeholders === true);
  const parser = new Parser(
    {
      onopentagname: () => n.attrs.splice(0),
      onattribute: (name, value, quote) => n.attrs.push({ name, value, quote }),
      onopentag: (name) => n.open(name, parser.endIndex),
      onclosetag: (name, isImplied) => n.close(name, isImplied),
      ontext: (data) => n.text(data),
      oncomment: (data) => n.comment(`<!--${data}-->`),
      // HTML parses `<?...>` as a comment (a bogus comment): canonical compares it so (docs/platform-api.md).
      onprocessinginstruction: (_name, data) => n.comment(canonicalPi(data, mode === 'canonical')),
    },
    { decodeEntities: mode === 'canonical' },
  );
  parser.end(html);
  return n.end();
}

function canonicalPi(data: string, canonical: boolean): string {
  return canonical && data.startsWith('?') ? `<!--${data}-->` : `<${data}>`;
}

/** The state of one normalisation pass (one per call: nothing shared between conversions). */
class Normalizer implements HtmlEvents {
  /** inside <code> or <a> (placeholder mode only) */
  private codeDepth = 0;
  private linkDepth = 0;
  /** where pendingText sits in html, when it is one event's text and the events come with positions; else -1 */
  private pendingFrom = -1;
  /** open elements, innermost last (original names) */
  private readonly stack: string[] = [];
  private pendingText = '';
  /** the last tag event (open or close) was block-level; the document start counts as one in canonical mode */
  private lastTagBlock: boolean;
  private preDepth = 0;
  private rawTextDepth = 0;
  /** just inside <li>, no content yet (rule 2) */
  private liStart = false;
  /** stack length at which we opened a <p> inside an <li> (rule 2), or -1 */
  private liParagraphDepth = -1;
  /**
   * canonical only: comments (and the whitespace around them) met right after a block-level tag.
   * When the next tag is block-level too, the whitespace only separates block siblings and is no
   * content (docs/platform-api.md); otherwise it is written back as it came.
   */
  private held: { ws: string; comment: string }[] = [];
  attrs: Attr[] = [];

  constructor(
    private readonly html: string,
    private readonly out: SpanOutput,
    private readonly canonical: boolean,
    private readonly placeholders: boolean,
  ) {
    this.lastTagBlock = canonical;
  }

  private openLiParagraph(): void {
    this.out.put('<p>');
    this.liParagraphDepth = this.stack.length;
    this.liStart = false;
  }

  private closeLiParagraph(): void {
    this.out.put('</p>');
    this.liParagraphDepth = -1;
  }

  /** Held comments: dropped whitespace when a block follows, else written back in order. */
  private releaseHeld(nextIsBlock: boolean): void {
    if (this.held.length === 0) return;
    const held = this.held;
    this.held = [];
    if (nextIsBlock && isHtmlWhitespace(this.pendingText)) {
      this.pendingText = '';
      for (const h of held) this.out.put(h.comment);
      return;
    }
    const after = this.pendingText;
    this.pendingFrom = -1;
    for (const h of held) {
      this.pendingText = h.ws;
      this.writeText(false, false);
      this.out.put(h.comment);
    }
    this.pendingText = after;
  }

  /** Emits buffered text, knowing whether the next event is a block-level tag (rule 1). */
  private flushText(nextIsBlock: boolean, atEnd = false): void {
    this.releaseHeld(nextIsBlock);
    this.writeText(nextIsBlock, atEnd);
  }

  private writeText(nextIsBlock: boolean, atEnd: boolean): void {
    if (this.pendingText === '') return;
    const text = this.pendingText;
    const from = this.pendingFrom;
    this.pendingText = '';
    this.pendingFrom = -1;
    const ws = isHtmlWhitespace(text);
    if (ws && this.preDepth === 0 && this.lastTagBlock && nextIsBlock) return; // rule 1
    // Canonical only: whitespace outside every element, before or after all content, is no content.
    if (ws && this.canonical && this.stack.length === 0 && (this.out.isEmpty() || atEnd)) return;
    if (this.liStart && !ws) this.openLiParagraph(); // rule 2
    const out = this.serializeText(text);
    if (from !== -1 && out === text) this.out.copy(from, from + text.length);
    else this.out.put(out);
  }

  private serializeText(text: string): string {
    if (this.rawTextDepth > 0) return text; // script and style: not HTML text, never escaped nor decoded
    if (this.placeholders && this.preDepth === 0 && this.codeDepth === 0) {
      const marked = escapeText(text).replace(/[ \n\t\r]/g, (c) => WS_PLACEHOLDERS[c] ?? c);
      return this.linkDepth > 0 ? IN_LINK_MARK + marked : marked;
    }
    if (this.canonical) return escapeText(text);
    // rule 6 (text only; attribute values are written elsewhere)
    if (!text.includes('&')) return text;
    const apostrophes = text.includes('&#39;') ? text.replace(/&#39;/g, "'") : text;
    return apostrophes.includes('&quot;') ? apostrophes.replace(/&quot;/g, '"') : apostrophes;
  }

  text(data: string, from = -1): void {
    this.pendingFrom = this.pendingText === '' ? from : -1;
    this.pendingText += data;
  }

  comment(text: string): void {
    if (this.canonical && this.preDepth === 0 && this.lastTagBlock && isHtmlWhitespace(this.pendingText)) {
      this.held.push({ ws: this.pendingText, comment: text });
      this.pendingText = '';
      return;
    }
    this.flushText(false);
    this.out.put(text);
  }

  /** A start tag with its attributes at once (the fast path's event; htmlparser2 gives them one by one). */
  start(name: string, attrs: Attr[], endIndex: number, from: number): void {
    this.attrs = attrs;
    this.open(name, endIndex, from);
  }

  /** A start tag whose `>` is at endIndex (and `<` at `from`, when the events come with positions). */
  open(name: string, endIndex: number, from = -1): void {
    const info = tagInfo(name);
    const { tag, block, isVoid } = info;
    // Rule 2. An inline element first: the paragraph starts before any whitespace preceding it.
    if (this.liStart && !block && this.held.length === 0 && this.pendingText !== '' && isHtmlWhitespace(this.pendingText))
      this.openLiParagraph();
    this.flushText(block); // text with content right after <li> opens the paragraph itself
    if (this.liStart) {
      // a block child first: nothing to wrap (whitespace before it went by rule 1)
      if (block) this.liStart = false;
      else this.openLiParagraph();
    }
    if (block && this.liParagraphDepth === this.stack.length) this.closeLiParagraph();
    // Rule 4: void elements lose the slash. A non-void element written self-closing (foreign
    // content such as <path/>) keeps it in raw mode, where its implied close is not written.
    const selfClosing = !this.canonical && !isVoid && this.html.charCodeAt(endIndex - 1) === 47; /* / */
    this.writeTag(info.renamed ? -1 : from, endIndex, tag, selfClosing);
    this.lastTagBlock = block;
    if (isVoid) return;
    this.stack.push(name);
    this.depths(info, 1);
    if (info.li) this.liStart = true;
  }

  private depths(info: TagInfo, delta: number): void {
    this.preDepth += info.pre * delta;
    this.rawTextDepth += info.rawText * delta;
    this.codeDepth += info.code * delta;
    this.linkDepth += info.link * delta;
  }

  /** The start tag, copied from html[from, endIndex] where it is written there as the form writes it. */
  private writeTag(from: number, endIndex: number, tag: string, selfClosing: boolean): void {
    // `<name>` as it is: nothing to sort, rename or drop
    if (from !== -1 && this.attrs.length === 0 && endIndex - from === tag.length + 1) {
      this.out.copy(from, endIndex + 1);
      return;
    }
    const s = `${this.openTag(tag)}${selfClosing ? '/>' : '>'}`;
    if (from !== -1 && s.length === endIndex + 1 - from && this.html.startsWith(s, from)) this.out.copy(from, endIndex + 1);
    else this.out.put(s);
  }

  private openTag(tag: string): string {
    let s = `<${tag}`;
    const list = this.attrs.length > 1 ? this.attrs.slice().sort(byName) : this.attrs; // rule 5 (stable sort)
    let prev = '';
    for (const a of list) {
      if (this.canonical) {
        if (a.name === prev) continue; // HTML keeps the first of duplicate attributes
        prev = a.name;
        s += ` ${a.name}="${escapeAttr(a.value)}"`;
      } else if (a.quote === undefined) {
        s += ` ${a.name}`;
      } else {
        const q = a.quote ?? (a.value.includes('"') ? "'" : '"');
        s += ` ${a.name}=${q}${a.value}${q}`;
      }
    }
    this.attrs = [];
    return s;
  }

  /** An end tag; html[from, to) where the events come with positions. */
  close(name: string, isImplied: boolean, from = -1, to = -1): void {
    const info = tagInfo(name);
    const { tag, block } = info;
    if (info.isVoid) return;
    this.flushText(block);
    if (info.li) {
      this.liStart = false;
      if (this.liParagraphDepth === this.stack.length) this.closeLiParagraph();
    }
    if (this.canonical || !isImplied) {
      if (from !== -1 && !info.renamed && to - from === tag.length + 3) this.out.copy(from, to);
      else this.out.put(`</${tag}>`);
    }
    this.stack.pop();
    if (this.liParagraphDepth > this.stack.length) this.liParagraphDepth = -1;
    this.depths(info, -1);
    this.lastTagBlock = block;
  }

  /** The document end counts as a block boundary in canonical mode only (rule 1 is literal in raw mode). */
  end(): string {
    this.flushText(this.canonical, true);
    return this.out.text();
  }
}
