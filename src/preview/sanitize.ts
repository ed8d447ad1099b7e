// Untrusted HTML made inert for the preview. A pull request can come from anyone, so nothing from
// content or the platform may run in the reviewer's browser. js-xss (the maintained allowlist
// library) is the security boundary on every page, and every element or attribute outside the
// allowlist must leave a visible placeholder naming it, which no sanitiser library writes, so:
//   - first js-xss alone, with the allowlist and the URL rule, noting whether it would drop or repair
//     anything (most content, Markdown rendered by helpsync, has nothing): if not, that is the result;
//   - else two passes: the visibility pass (visibility.ts) removes what is outside the allowlist AND
//     leaves a placeholder for it, then js-xss with the same allowlist, whatever that pass let through.
// js-xss is not a full parser, which is what makes it cheap: a fraction of sanitize-html's CPU, and
// none of its per-call objects left for the garbage collector (the preview goal, docs/performance.md).
import xssModule from 'xss';
import {
  ALLOWED_ATTRS,
  CLASSES,
  DROP_CONTENT,
  SAFE_SCHEME,
  URL_ATTRS,
  VOID,
  checkUrl,
  escapeAttr,
  schemeOf,
  type CleanHooks,
} from './allowlist.js';
import { visibilityPass } from './visibility.js';

export { escapeAttr, escapeText, placeholder, type CleanHooks, type Rewrite } from './allowlist.js';
export { visibilityPass } from './visibility.js';

// xss is CommonJS: Node finds only some of its exports by name, all are on the default export
const { FilterXSS, escapeAttrValue } = xssModule as unknown as typeof import('xss');

/** Entities the visibility pass writes in attribute values; any other `&` did not come from it. */
const OWN_ENTITY = /&(?:amp|quot|lt|gt);/g;
const OTHER_AMP = /&(?!(?:amp|quot|lt|gt);)/;
const OWN_DECODED: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/**
 * The boundary's rule for a link's or an image's URL, on the value as written in the attribute: no
 * character reference it did not expect (one could hide a scheme), http(s) and mailto links only,
 * images from the preview folder only (no scheme), nothing that another host (`//`, `\\`) could be.
 */
function urlAllowed(tag: string, raw: string): boolean {
  if (OTHER_AMP.test(raw)) return false;
  const value = raw.replace(OWN_ENTITY, (e) => OWN_DECODED[e]!);
  // eslint-disable-next-line no-control-regex -- browsers ignore these characters in a URL's start
  if (/^[\\/]{2}/.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) return false;
  const scheme = schemeOf(value);
  if (scheme === undefined) return true;
  return tag !== 'img' && SAFE_SCHEME.test(scheme);
}

/** The allowed ones of a class attribute's classes (the value as written: escaped, unquoted). */
function allowedClasses(tag: string, raw: string): string {
  const allowed = CLASSES[tag] ?? [];
  const kept = raw.split(/\s+/).filter((c) => c !== '' && allowed.some((r) => r.test(c)));
  return kept.length > 0 ? `class="${escapeAttrValue(kept.join(' '))}"` : '';
}

const WHITE_LIST = Object.fromEntries([...ALLOWED_ATTRS].map(([tag, attrs]) => [tag, [...attrs]]));

/** A checkbox (a task list item) is the only input kept. */
const inputTag = (tag: string, html: string, closing: boolean | undefined): string | undefined =>
  tag === 'input' && !closing && !/\stype\s*=\s*["']?checkbox["'\s>/]/i.test(html) ? '' : undefined;

const classAttr = (tag: string, name: string, value: string, isWhiteAttr: boolean): string | undefined =>
  name === 'class' && isWhiteAttr ? allowedClasses(tag, value) : undefined;

/**
 * The security boundary: js-xss with the allowlist, made once (its options are not rebuilt per page).
 * An element outside it is written as escaped text (inert and visible), the content of one that holds
 * code is dropped, an attribute outside it is dropped, a URL that breaks the rule above is emptied.
 */
const BOUNDARY = new FilterXSS({
  whiteList: WHITE_LIST,
  allowCommentTag: false,
  stripIgnoreTagBody: [...DROP_CONTENT],
  onTag: (tag, html, info) => inputTag(tag, html, info.isClosing),
  onTagAttr: classAttr,
  safeAttrValue: (tag, name, value) => (URL_ATTRS.has(name) && !urlAllowed(tag, value) ? '' : escapeAttrValue(value)),
});

/** The library's allowlist alone (what the visibility pass's output goes through). */
export function boundary(html: string): string {
  return BOUNDARY.process(html);
}

/** One page's state in the one pass (synchronous: one page at a time). */
interface OnePass {
  hooks: CleanHooks;
  /** something needs a placeholder or the visibility pass's repair: the two passes instead */
  twoPasses: boolean;
  open: string[];
}
let pass: OnePass = { hooks: {}, twoPasses: false, open: [] };

/** Whether elements close in the order they opened (the visibility pass would repair them). */
function balanced(tag: string, closing: boolean | undefined): boolean {
  if (VOID.has(tag)) return !closing;
  if (!closing) pass.open.push(tag);
  else if (pass.open.pop() !== tag) return false;
  return true;
}

/** A URL on the one pass: rewritten like the visibility pass does, or the two passes (a placeholder). */
function onePassUrl(tag: string, name: string, raw: string): string {
  const rewritten = OTHER_AMP.test(raw)
    ? undefined
    : checkUrl(
        name,
        raw.replace(OWN_ENTITY, (e) => OWN_DECODED[e]!),
        pass.hooks,
        tag,
      );
  const value = rewritten && 'value' in rewritten ? escapeAttr(rewritten.value) : undefined;
  if (value !== undefined && urlAllowed(tag, value)) return value;
  pass.twoPasses = true;
  return '';
}

/**
 * js-xss alone, with the same allowlist and URL rule, for a page where nothing would be removed
 * (most pages: Markdown rendered by helpsync): anything it would drop or repair sends the page
 * through the two passes instead, which leave the placeholders.
 */
const ONE_PASS = new FilterXSS({
  whiteList: WHITE_LIST,
  allowCommentTag: false,
  onTag: (tag, html, info) => {
    if (!info.isWhite || !balanced(tag, info.isClosing)) pass.twoPasses = true;
    return info.isWhite ? inputTag(tag, html, info.isClosing) : '';
  },
  onTagAttr: classAttr,
  onIgnoreTagAttr: () => {
    pass.twoPasses = true;
    return '';
  },
  safeAttrValue: (tag, name, value) => (URL_ATTRS.has(name) ? onePassUrl(tag, name, value) : escapeAttrValue(value)),
});

/** Untrusted HTML → inert HTML: allowlisted elements and attributes only, a placeholder for the rest. */
export function cleanHtml(html: string, hooks: CleanHooks = {}): string {
  pass = { hooks, twoPasses: false, open: [] };
  const out = ONE_PASS.process(html);
  const twoPasses = pass.twoPasses || pass.open.length > 0;
  pass = { hooks: {}, twoPasses: false, open: [] };
  return twoPasses ? cleanHtmlWithNotes(html, hooks) : out;
}

/** The two passes: the visibility pass (placeholders, rewritten URLs), then the library's. */
export function cleanHtmlWithNotes(html: string, hooks: CleanHooks = {}): string {
  return boundary(visibilityPass(html, hooks));
}
