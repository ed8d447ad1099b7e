// How the normaliser (normalize.ts) writes a start tag and a text: attributes sorted by name (rule 5),
// quoted as they came in raw mode, minimally escaped in double quotes in canonical mode; text with
// rule 6's two entities written as characters in raw mode, minimally escaped in canonical mode.

/**
 * Private-use stand-ins for whitespace in text (to-markdown.ts): turndown collapses ASCII whitespace,
 * but every space and newline of inline text is content under the contract's comparison.
 */
export const WS_PLACEHOLDERS: Readonly<Record<string, string>> = { ' ': '\uE000', '\n': '\uE001', '\t': '\uE002', '\r': '\uE003' };
/** Marks the start of each text node inside <a> (to-markdown.ts: no autolink escaping there). */
export const IN_LINK_MARK = '\uE004';

export interface Attr {
  name: string;
  value: string;
  /** '"', "'", null (unquoted), undefined (no value) */
  quote: string | null | undefined;
}

/** No attributes (never added to: a tag's own attributes are a fresh array). */
export const NO_ATTRS: Attr[] = [];

/** Canonical text: `&`, `<` and `>` escaped (the text is decoded). */
export const escapeText = (s: string): string =>
  /[&<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s;

/** Canonical text outside pre and code with placeholders: whitespace as WS_PLACEHOLDERS, link text marked. */
export function placeheldText(text: string, inLink: boolean): string {
  const marked = escapeText(text).replace(/[ \n\t\r]/g, (c) => WS_PLACEHOLDERS[c] ?? c);
  return inLink ? IN_LINK_MARK + marked : marked;
}

/** Raw text (entities as written): rule 6 writes `&#39;` and `&quot;` as the characters. */
export function rawText(text: string): string {
  if (!text.includes('&')) return text;
  const apostrophes = text.includes('&#39;') ? text.replace(/&#39;/g, "'") : text;
  return apostrophes.includes('&quot;') ? apostrophes.replace(/&quot;/g, '"') : apostrophes;
}

const escapeAttr = (s: string): string => (/[&"]/.test(s) ? s.replace(/&/g, '&amp;').replace(/"/g, '&quot;') : s);

const byName = (a: Attr, b: Attr): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** `<tag` and its attributes (without the closing `>`). */
export function startTagText(tag: string, attrs: readonly Attr[], canonical: boolean): string {
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
  return s;
}
