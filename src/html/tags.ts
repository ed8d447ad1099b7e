// The tag sets of docs/platform-api.md's rich-text rules, shared by the normaliser and pull's converter,
// and what the rules count as whitespace.

/** Rule 1's block-level tags, exactly as docs/platform-api.md lists them. */
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

/** What the rules need to know of an element, by the name it is written with (one lookup per tag). */
export interface TagInfo {
  /** the name written (rule 3) */
  tag: string;
  renamed: boolean;
  block: boolean;
  isVoid: boolean;
  li: boolean;
  /** 1 for the element whose depth the normaliser counts (pre, script and style, code, a), else 0 */
  pre: number;
  rawText: number;
  code: number;
  link: number;
}

const TAG_INFO = new Map<string, TagInfo>();
/** Names kept: every element a page may hold, and a bound against a document of made-up names. */
const TAG_INFO_MAX = 512;

export function tagInfo(name: string): TagInfo {
  let info = TAG_INFO.get(name);
  if (info === undefined) {
    const tag = RENAME.get(name) ?? name;
    info = {
      tag,
      renamed: tag !== name,
      block: BLOCK_TAGS.has(tag),
      isVoid: VOID_TAGS.has(tag),
      li: tag === 'li',
      pre: tag === 'pre' ? 1 : 0,
      rawText: RAW_TEXT_TAGS.has(tag) ? 1 : 0,
      code: tag === 'code' ? 1 : 0,
      link: tag === 'a' ? 1 : 0,
    };
    if (TAG_INFO.size < TAG_INFO_MAX) TAG_INFO.set(name, info);
  }
  return info;
}

export function isHtmlWhitespace(s: string): boolean {
  return isHtmlWhitespaceIn(s, 0, s.length);
}

/** isHtmlWhitespace(s.slice(from, to)), without the slice. */
export function isHtmlWhitespaceIn(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    // space, \t, \n, \f, \r: HTML's ASCII whitespace (not U+00A0, which is content)
    if (c !== 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) return false;
  }
  return true;
}
