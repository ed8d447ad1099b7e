// Untrusted HTML made inert for the preview. A pull request can come from anyone, so nothing from
// content or the platform may run in the reviewer's browser. Two passes over every page:
//   - a visibility pass (htmlparser2 events) keeps the allowlisted elements and attributes, leaves a
//     visible placeholder for everything else (which no sanitiser library writes), rewrites links and
//     images through the caller's rewriters (pages of the preview, copied images, a placeholder for
//     remote images) and writes every text and attribute value escaped;
//   - then js-xss (the maintained allowlist library) with the same allowlist, whatever the first
//     pass let through: the security boundary. It is not a full parser, which is what makes it
//     cheap (46 MB of pages in under a second where sanitize-html took over three, plus its garbage
//     collection); the first pass gives it balanced, escaped HTML.
import { Parser } from 'htmlparser2';
import xssModule from 'xss';

// xss is CommonJS: Node finds only some of its exports by name, all are on the default export
const { FilterXSS, escapeAttrValue } = xssModule as unknown as typeof import('xss');

const TAGS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'em', 'b', 'i', 'u', 's',
  'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'hr', 'br',
  'del', 'ins', 'sup', 'sub', 'span', 'div', 'figure', 'figcaption', 'dl', 'dt', 'dd', 'kbd', 'mark', 'small',
  'details', 'summary', 'abbr', 'input',
]; // prettier-ignore
const ALLOWED_TAGS: ReadonlySet<string> = new Set(TAGS);
const VOID: ReadonlySet<string> = new Set(['img', 'br', 'hr', 'input']);
/** Elements whose content is not text for readers (code, frames, vector graphics): dropped with them. */
const DROP_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'select',
  'frame', 'frameset', 'applet', 'canvas', 'audio', 'video', 'picture', 'head', 'title', 'xmp', 'noembed',
]); // prettier-ignore

const ATTRS: Record<string, string[]> = {
  '*': ['id', 'title', 'lang', 'dir'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['align', 'colspan', 'rowspan', 'scope'],
  td: ['align', 'colspan', 'rowspan'],
  ol: ['start', 'type'],
  li: ['value'],
  input: ['type', 'checked', 'disabled'],
  code: ['class'],
  pre: ['class'],
  span: ['class', 'role'],
  div: ['class'],
};
const URL_ATTRS: ReadonlySet<string> = new Set(['href', 'src']);
/** tag → the attributes it may keep */
const ALLOWED_ATTRS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  TAGS.map((t) => [t, new Set([...(ATTRS['*'] ?? []), ...(ATTRS[t] ?? [])])]),
);

/** The classes an element may keep (the rest of its class attribute is dropped). */
const CLASSES: Readonly<Record<string, readonly RegExp[]>> = {
  code: [/^language-/],
  pre: [/^language-/],
  span: [/^hs-/],
  div: [/^hs-/, /^markdown-alert/],
};

/** What a rewriter makes of a URL: a new value, or drop the attribute with a reason shown to readers. */
export type Rewrite = { value: string } | { drop: string };

export interface CleanHooks {
  /** `<a href>` (after entity decoding) */
  href?: (href: string) => Rewrite;
  /** `<img src>`: a copied file's relative path, or drop (the placeholder shows the reason) */
  src?: (src: string) => Rewrite;
}

/** A visible, non-interactive note where something was removed (its text says what). */
export function placeholder(text: string): string {
  return `<span class="hs-removed" role="note">${escapeText(text)}</span>`;
}

const NEEDS_ESCAPE = /[&<>]/;

export function escapeText(s: string): string {
  // most text between tags has nothing to escape: one scan instead of three replacements
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const SAFE_SCHEME = /^(?:https?|mailto):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A URL as a browser reads it: control characters and whitespace inside the scheme do not hide it. */
function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a scheme
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return HAS_SCHEME.test(squeezed) ? squeezed.slice(0, squeezed.indexOf(':') + 1).toLowerCase() : undefined;
}

function checkUrl(name: string, value: string, hooks: CleanHooks, tag: string): Rewrite {
  const scheme = schemeOf(value);
  if (scheme !== undefined && !SAFE_SCHEME.test(scheme)) return { drop: `${tag} ${name} with a ${scheme} URL` };
  // `//host` and `\\host` (browsers read a backslash as a slash) are another host
  if (/^[\\/]{2}/.test(value.replace(/\s/g, ''))) return { drop: `${tag} ${name} to another host: ${value}` };
  const hook = tag === 'img' ? hooks.src : tag === 'a' ? hooks.href : undefined;
  return hook ? hook(value) : { value };
}

class Cleaner {
  out: string[] = [];
  /** open elements: whether each was written (allowed) and what to show after it closes */
  stack: { name: string; kept: boolean; after: string }[] = [];
  /** depth inside an element dropped with its content */
  skipping = 0;

  constructor(readonly hooks: CleanHooks) {}

  open(name: string, attribs: Record<string, string>): void {
    if (this.skipping > 0) {
      if (!VOID.has(name)) this.skipping++;
      return;
    }
    if (!ALLOWED_TAGS.has(name)) {
      this.out.push(placeholder(`removed <${name}>${describeAttrs(attribs)}`));
      if (DROP_CONTENT.has(name)) this.skipping = VOID.has(name) ? 0 : 1;
      else if (!VOID.has(name)) this.stack.push({ name, kept: false, after: '' });
      return;
    }
    const { html, dropped } = this.attributes(name, attribs);
    // after a void element, else first thing inside it (a note between list items would not be valid)
    this.out.push(`<${name}${html}>`, dropped.map(placeholder).join(''));
    if (!VOID.has(name)) this.stack.push({ name, kept: true, after: '' });
  }

  attributes(name: string, attribs: Record<string, string>): { html: string; dropped: string[] } {
    const allowed = ALLOWED_ATTRS.get(name)!;
    const dropped: string[] = [];
    let html = '';
    for (const [k, v] of Object.entries(attribs)) {
      if (!allowed.has(k)) {
        dropped.push(`removed ${k}="${truncate(v)}" from <${name}>`);
        continue;
      }
      let value = v;
      if (URL_ATTRS.has(k)) {
        const r = checkUrl(k, v, this.hooks, name);
        if ('drop' in r) {
          dropped.push(r.drop);
          continue;
        }
        value = r.value;
      }
      html += ` ${k}="${escapeAttr(value)}"`;
    }
    return { html, dropped };
  }

  close(name: string): void {
    if (this.skipping > 0) {
      if (!VOID.has(name)) this.skipping--;
      return;
    }
    if (VOID.has(name)) return;
    let i = this.stack.length - 1;
    while (i >= 0 && this.stack[i]!.name !== name) i--;
    if (i < 0) return;
    for (const s of this.stack.splice(i).reverse()) if (s.kept) this.out.push(`</${s.name}>`, s.after);
  }

  /** Closes what the document left open (the parser does not report those). */
  finish(): void {
    for (const s of this.stack.splice(0).reverse()) if (s.kept) this.out.push(`</${s.name}>`, s.after);
  }

  text(data: string): void {
    if (this.skipping === 0) this.out.push(escapeText(data));
  }
}

function truncate(v: string): string {
  return v.length > 60 ? `${v.slice(0, 57)}…` : v;
}

function describeAttrs(attribs: Record<string, string>): string {
  const names = Object.keys(attribs);
  return names.length > 0 ? ` (with ${names.join(', ')})` : '';
}

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

/** The visibility pass: the allowlist applied with a placeholder for each removal, URLs rewritten. */
export function visibilityPass(html: string, hooks: CleanHooks = {}): string {
  const c = new Cleaner(hooks);
  const parser = new Parser(
    {
      onopentag: (name, attribs) => c.open(name, attribs),
      onclosetag: (name) => c.close(name),
      ontext: (data) => c.text(data),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.end(html);
  c.finish();
  return c.out.join('');
}

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
