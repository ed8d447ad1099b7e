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
import { NO_ATTRS, escapeText, placeheldText, rawText, startTagText, type Attr } from './serialize.js';
import { isHtmlWhitespace, isHtmlWhitespaceIn, tagInfo, type TagInfo } from './tags.js';

export { BLOCK_TAGS, VOID_TAGS, isHtmlWhitespace } from './tags.js';

export type NormalizeMode = 'raw' | 'canonical';

export { IN_LINK_MARK, WS_PLACEHOLDERS } from './serialize.js';

export interface NormalizeOptions {
  /** canonical mode only: whitespace in text outside pre/code becomes WS_PLACEHOLDERS, link text gets IN_LINK_MARK */
  placeholders?: boolean;
  /** raw mode: parse with htmlparser2 even where the fast path would read the text (the tests' reference) */
  fullParse?: boolean;
}

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
      onopentagname: () => (n.attrs = []),
      onattribute: (name, value, quote) => n.attrs.push({ name, value, quote }),
      onopentag: (name) => n.open(name, parser.endIndex),
      onclosetag: (name, isImplied) => n.close(name, isImplied),
      ontext: (data) => n.append(data),
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
  /**
   * Text not written yet, as a range of html (the fast path's text events: cut out only where a rule
   * changes it) or, from htmlparser2's events, as pendingText; never both.
   */
  private spanFrom = -1;
  private spanTo = -1;
  /** the first `&` at or after the last span asked about (html.length: none), found going forward */
  private nextAmp = -1;
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
  /** the open tag's attributes (htmlparser2's events: a fresh array per tag, filled one by one) */
  attrs: Attr[] = NO_ATTRS;

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
    const from = this.spanFrom;
    const to = this.spanTo;
    if (from === -1 && this.pendingText === '') return;
    const ws = this.pendingWhitespace();
    let text = this.pendingText;
    this.pendingText = '';
    this.spanFrom = this.spanTo = -1;
    if (ws && this.preDepth === 0 && this.lastTagBlock && nextIsBlock) return; // rule 1
    // Canonical only: whitespace outside every element, before or after all content, is no content.
    if (ws && this.canonical && this.stack.length === 0 && (this.out.isEmpty() || atEnd)) return;
    if (this.liStart && !ws) this.openLiParagraph(); // rule 2
    if (from !== -1) {
      // raw mode's text is as it is but for rule 6, which needs an `&`
      if (!this.canonical && (this.rawTextDepth > 0 || !this.ampIn(from, to))) {
        this.out.copy(from, to);
        return;
      }
      text = this.html.slice(from, to);
    }
    const out = this.serializeText(text);
    if (from !== -1 && out === text) this.out.copy(from, to);
    else this.out.put(out);
  }

  /** Whether html[from, to) holds an `&` (asked of ranges in order: the page is searched once). */
  private ampIn(from: number, to: number): boolean {
    if (this.nextAmp < from) {
      const at = this.html.indexOf('&', from);
      this.nextAmp = at === -1 ? this.html.length : at;
    }
    return this.nextAmp < to;
  }

  private serializeText(text: string): string {
    if (this.rawTextDepth > 0) return text; // script and style: not HTML text, never escaped nor decoded
    if (this.placeholders && this.preDepth === 0 && this.codeDepth === 0) return placeheldText(text, this.linkDepth > 0);
    return this.canonical ? escapeText(text) : rawText(text);
  }

  /** The fast path's text event: html[from, to). */
  text(from: number, to: number): void {
    if (this.spanFrom === -1 && this.pendingText === '') {
      this.spanFrom = from;
      this.spanTo = to;
    } else this.append(this.html.slice(from, to));
  }

  /** htmlparser2's text event. */
  append(data: string): void {
    if (this.spanFrom !== -1) this.pendingText = this.html.slice(this.spanFrom, this.spanTo);
    this.spanFrom = this.spanTo = -1;
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
    if (this.liStart && !block && this.held.length === 0 && this.pendingWhitespace()) this.openLiParagraph();
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

  /** Text is pending, and all of it is whitespace. */
  private pendingWhitespace(): boolean {
    if (this.spanFrom !== -1) return isHtmlWhitespaceIn(this.html, this.spanFrom, this.spanTo);
    return this.pendingText !== '' && isHtmlWhitespace(this.pendingText);
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
    const s = startTagText(tag, this.attrs, this.canonical);
    this.attrs = NO_ATTRS;
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
