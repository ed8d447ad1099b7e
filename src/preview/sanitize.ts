// Untrusted HTML made inert for the preview. A pull request can come from anyone, so nothing from
// content or the platform may run in the reviewer's browser. sanitize-html (the maintained library)
// is the security boundary: every page's HTML goes through it with the allowlist below. Links and
// images go through the caller's rewriters (pages of the preview, copied images, a placeholder for
// remote images). Every element or attribute outside the allowlist must leave a visible placeholder
// naming it, which sanitize-html cannot write, so:
//   - first one sanitize-html pass that also notes whether an element or attribute would be removed
//     (most content, Markdown rendered by helpsync, has none): if not, its output is the result,
//     with a placeholder for each URL a rewriter dropped (a remote image);
//   - else two passes: a visibility pass (htmlparser2 events) removes what is outside the allowlist
//     AND leaves a placeholder for it, then sanitize-html with the same allowlist, whatever the
//     first pass let through.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

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

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: ATTRS,
  // RegExps, not globs: sanitize-html compiles a glob again on every call, and it is called per page
  allowedClasses: { code: [/^language-/], pre: [/^language-/], span: [/^hs-/], div: [/^hs-/, /^markdown-alert/] },
  // Relative URLs only point into the preview folder (pass 1 rewrote every one it keeps).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_CONTENT],
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
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

export function escapeText(s: string): string {
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
  if (value.replace(/\s/g, '').startsWith('//')) return { drop: `${tag} ${name} to another host: ${value}` };
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
    const i = this.stack.map((s) => s.name).lastIndexOf(name);
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

/** Whether the visibility pass would remove (and note) something of this element. */
function dropsSomething(name: string, attribs: Record<string, string>): boolean {
  const allowed = ALLOWED_ATTRS.get(name);
  if (!allowed) return true;
  for (const k in attribs) if (!allowed.has(k)) return true;
  return false;
}

/**
 * A rewriter's reason for dropping a link's or an image's URL, carried through the one pass as this
 * attribute (allowed there on <a> and <img> only) and turned into its placeholder afterwards. It is
 * set only by the rewriters: an element that brings its own goes through the two passes.
 */
const NOTE_ATTR = 'data-hs-note';
const ONE_PASS: sanitizeHtml.IOptions = {
  ...SANITIZE,
  allowedAttributes: { ...ATTRS, a: [...(ATTRS.a ?? []), NOTE_ATTR], img: [...(ATTRS.img ?? []), NOTE_ATTR] },
};
/** sanitize-html writes attribute values with & < > " escaped, so a value ends at the next `"`. */
const NOTED = /<(a|img)\b([^>]*?) data-hs-note="([^"]*)"([^>]*)>/g;

/** The notes the rewriters left, as placeholders where the visibility pass puts them. */
function placeNotes(html: string): string {
  return html.replace(NOTED, (_, tag: string, before: string, note: string, after: string) => {
    // the note is already escaped (& < >); only its quotes were escaped for the attribute
    const shown = `<span class="hs-removed" role="note">${note.replace(/&quot;/g, '"')}</span>`;
    // after a void element, else first thing inside it
    return `<${tag}${before}${after}>${shown}`;
  });
}

/**
 * One sanitize-html pass, links and images rewritten on the way (a dropped URL leaves its note);
 * undefined when the visibility pass would have removed an element or an attribute, which needs
 * the two passes.
 */
function cleanInOnePass(html: string, hooks: CleanHooks): string | undefined {
  let twoPasses = false;
  let noted = false;
  const rewrite =
    (attr: 'href' | 'src') =>
    (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const v = attribs[attr];
      if (v !== undefined && !twoPasses) {
        const r = checkUrl(attr, v, hooks, tagName);
        if ('value' in r) attribs[attr] = r.value;
        else {
          delete attribs[attr];
          attribs[NOTE_ATTR] = r.drop;
          noted = true;
        }
      }
      return { tagName, attribs };
    };
  const out = sanitizeHtml(html, {
    ...ONE_PASS,
    onOpenTag: (name, attribs) => {
      if (!twoPasses && dropsSomething(name, attribs)) twoPasses = true;
    },
    transformTags: { a: rewrite('href'), img: rewrite('src') },
  });
  if (twoPasses) return undefined;
  return noted ? placeNotes(out) : out;
}

/** The two passes: the visibility pass (placeholders, rewritten URLs), then sanitize-html. */
export function cleanHtmlWithNotes(html: string, hooks: CleanHooks = {}): string {
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
  return sanitizeHtml(c.out.join(''), SANITIZE);
}

/** Untrusted HTML → inert HTML: allowlisted elements and attributes only, a placeholder for the rest. */
export function cleanHtml(html: string, hooks: CleanHooks = {}): string {
  return cleanInOnePass(html, hooks) ?? cleanHtmlWithNotes(html, hooks);
}
