// The one implementation of api-contract.md's six rules ("HTML does not round-trip byte for byte"),
// as a single pass over htmlparser2 events. Two serialisations share it:
//   - 'raw'       (richtext.ts): what the platform serves back; entities are not decoded, so every
//                 entity other than rule 6's two survives byte for byte, and implied tags stay implied.
//   - 'canonical' (compare.ts): a normal form for semantic equality; entities decoded and re-escaped
//                 minimally, every element closed explicitly, duplicate attributes dropped as HTML does.
// Sharing the rule engine is what makes canonicalHtml(x) === canonicalHtml(toRichTextHtml(x)) hold.
import { Parser } from 'htmlparser2';

/** Rule 1's block-level tags, exactly as api-contract.md lists them. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'div',
]);

/** HTML void elements (rule 4): never a closing tag, never a self-closing slash. */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Raw-text elements: their content is not HTML text, so rule 6 does not apply inside. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style']);

/** Rule 3. */
const RENAME: ReadonlyMap<string, string> = new Map([
  ['b', 'strong'],
  ['i', 'em'],
]);

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
}

export function isHtmlWhitespace(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // space, \t, \n, \f, \r: HTML's ASCII whitespace (not U+00A0, which is content)
    if (c !== 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) return false;
  }
  return true;
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
  const canonical = mode === 'canonical';
  const placeholders = canonical && options.placeholders === true;
  /** inside <code> or <a> (placeholder mode only) */
  let codeDepth = 0;
  let linkDepth = 0;
  let out = '';
  /** open elements, innermost last (original names) */
  const stack: string[] = [];
  let pendingText = '';
  /** the last tag event (open or close) was block-level; the document start counts as one in canonical mode */
  let lastTagBlock = canonical;
  let preDepth = 0;
  let rawTextDepth = 0;
  /** just inside <li>, no content yet (rule 2) */
  let liStart = false;
  /** stack length at which we opened a <p> inside an <li> (rule 2), or -1 */
  let liParagraphDepth = -1;
  let attrs: Attr[] = [];

  const openLiParagraph = (): void => {
    out += '<p>';
    liParagraphDepth = stack.length;
    liStart = false;
  };
  const closeLiParagraph = (): void => {
    out += '</p>';
    liParagraphDepth = -1;
  };

  /** Emits buffered text, knowing whether the next event is a block-level tag (rule 1). */
  const flushText = (nextIsBlock: boolean, atEnd = false): void => {
    if (pendingText === '') return;
    const text = pendingText;
    pendingText = '';
    const ws = isHtmlWhitespace(text);
    if (ws && preDepth === 0 && lastTagBlock && nextIsBlock) return; // rule 1
    // Canonical only: whitespace outside every element, before or after all content, is no content.
    if (ws && canonical && stack.length === 0 && (out === '' || atEnd)) return;
    if (liStart && !ws) openLiParagraph(); // rule 2
    if (placeholders && preDepth === 0 && codeDepth === 0 && rawTextDepth === 0) {
      const marked = escapeText(text).replace(/[ \n\t\r]/g, (c) => WS_PLACEHOLDERS[c] ?? c);
      out += linkDepth > 0 ? IN_LINK_MARK + marked : marked;
    } else if (canonical) {
      out += escapeText(text);
    } else if (rawTextDepth > 0) {
      out += text;
    } else {
      // rule 6 (text only; attribute values are written elsewhere)
      out += text.includes('&') ? text.replace(/&#39;/g, "'").replace(/&quot;/g, '"') : text;
    }
  };

  const parser = new Parser(
    {
      onopentagname() {
        attrs = [];
      },
      onattribute(name, value, quote) {
        attrs.push({ name, value, quote });
      },
      onopentag(name) {
        const tag = RENAME.get(name) ?? name;
        const block = BLOCK_TAGS.has(tag);
        // Rule 2. An inline element first: the paragraph starts before any whitespace preceding it.
        if (liStart && !block && pendingText !== '' && isHtmlWhitespace(pendingText)) openLiParagraph();
        flushText(block); // text with content right after <li> opens the paragraph itself
        if (liStart) {
          // a block child first: nothing to wrap (whitespace before it went by rule 1)
          if (block) liStart = false;
          else openLiParagraph();
        }
        if (block && liParagraphDepth === stack.length) closeLiParagraph();

        let s = `<${tag}`;
        const list = attrs.length > 1 ? attrs.slice().sort(byName) : attrs; // rule 5 (stable sort)
        let prev = '';
        for (const a of list) {
          if (canonical) {
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
        attrs = [];
        const isVoid = VOID_TAGS.has(tag);
        // Rule 4: void elements lose the slash. A non-void element written self-closing (foreign
        // content such as <path/>) keeps it in raw mode, where its implied close is not written.
        const selfClosing = !canonical && !isVoid && html.charCodeAt(parser.endIndex - 1) === 47; /* / */
        out += selfClosing ? `${s}/>` : `${s}>`;
        lastTagBlock = block;
        if (isVoid) return;
        stack.push(name);
        if (tag === 'pre') preDepth++;
        if (RAW_TEXT_TAGS.has(tag)) rawTextDepth++;
        if (tag === 'li') liStart = true;
        if (tag === 'code') codeDepth++;
        if (tag === 'a') linkDepth++;
      },
      onclosetag(name, isImplied) {
        const tag = RENAME.get(name) ?? name;
        if (VOID_TAGS.has(tag)) return;
        const block = BLOCK_TAGS.has(tag);
        flushText(block);
        if (tag === 'li') {
          liStart = false;
          if (liParagraphDepth === stack.length) closeLiParagraph();
        }
        if (canonical || !isImplied) out += `</${tag}>`;
        stack.pop();
        if (liParagraphDepth > stack.length) liParagraphDepth = -1;
        if (tag === 'pre') preDepth--;
        if (RAW_TEXT_TAGS.has(tag)) rawTextDepth--;
        if (tag === 'code') codeDepth--;
        if (tag === 'a') linkDepth--;
        lastTagBlock = block;
      },
      ontext(data) {
        pendingText += data;
      },
      oncomment(data) {
        flushText(false);
        out += `<!--${data}-->`;
      },
      onprocessinginstruction(_name, data) {
        flushText(false);
        out += `<${data}>`;
      },
    },
    { decodeEntities: canonical },
  );
  parser.end(html);
  // The document end counts as a block boundary in canonical mode only (rule 1 is literal in raw mode).
  flushText(canonical, true);
  return out;
}
