// A fast path for the rich-text form (normalize.ts, raw mode): the events htmlparser2 gives for HTML
// that is plainly well formed, as a Markdown renderer writes it, found with indexOf and, for a tag
// with attributes, a regular expression, instead of a character-by-character tokenizer (a cold run
// computes the form of every body it renders: for the bench's 16,080 rendered bodies, 46 MB, the
// rich-text hash went from 1.04 to 0.64 s of CPU). It accepts only what it is sure htmlparser2
// reads the same way and gives up on anything else, and then the caller parses the
// text with htmlparser2 from the start:
//   - tags from a short list of the elements rendered Markdown holds, named in lower case;
//   - attributes in lower case, each after white space, with a quoted value or none;
//   - closing tags that close the innermost open element, and every element closed by the end;
//   - no comment, doctype, processing instruction, CDATA or `<` that opens no tag;
//   - no element whose opening htmlparser2 makes close another (`<p>` inside `<p>`, a row in a row).
// The test (simple-html.test.ts) holds it to htmlparser2's own events: every pair of listed elements,
// the corpus's rendered pages and random documents.

/** What the scanner reports, in htmlparser2's order and with its arguments. */
export interface HtmlEvents {
  /** a start tag: its attributes as written (quote: '"' or "'", undefined for no value); `end` is the index of its `>` */
  start(name: string, attrs: Attrs, end: number): void;
  /** an end tag, or a void element's implied end (right after its start) */
  close(name: string, implied: boolean): void;
  text(data: string): void;
}

/** Elements the scanner accepts (rendered Markdown and the plain HTML written in it). */
const ACCEPTED: ReadonlySet<string> = new Set(
  (
    'a abbr b blockquote br caption code col colgroup dd del details div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 ' +
    'hr i img input ins kbd li mark ol p picture pre s samp small source span strong sub summary sup table tbody td ' +
    'tfoot th thead tr u ul var video'
  ).split(' '),
);

/** Accepted elements htmlparser2 never puts on its stack (and closes as soon as they open). */
const VOID: ReadonlySet<string> = new Set(['br', 'col', 'hr', 'img', 'input', 'source']);

const P_ONLY = new Set(['p']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const DD_DT = new Set(['dd', 'dt']);
const SECTIONS = new Set(['thead', 'tbody']);
/**
 * htmlparser2's `openImpliesClose` for the accepted elements: opening the key closes an open element
 * of its set. The scanner gives up where one would, rather than imitate it.
 */
const IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', P_ONLY],
  ['h1', HEADINGS],
  ['h2', HEADINGS],
  ['h3', HEADINGS],
  ['h4', HEADINGS],
  ['h5', HEADINGS],
  ['h6', HEADINGS],
  ['input', new Set(['input'])],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ['tbody', SECTIONS],
  ['tfoot', SECTIONS],
  ...'blockquote details div dl figcaption figure hr ol pre table ul'.split(' ').map((t): [string, ReadonlySet<string>] => [t, P_ONLY]),
]);

// A start tag: name, then attributes each after white space (HTML's five characters), then `>` or `/>`.
const START = /<([a-z][a-z0-9]*)((?:[\t\n\f\r ]+[a-z][a-z0-9-]*(?:="[^"]*"|='[^']*')?)*)[\t\n\f\r ]*(\/?)>/y;
const ATTR = /[\t\n\f\r ]+([a-z][a-z0-9-]*)(?:="([^"]*)"|='([^']*)')?/g;

/**
 * Reports `html`'s events to `sink` as htmlparser2 (HTML mode, entities not decoded) would; false as
 * soon as the text holds anything outside the plain subset above (the events reported so far are
 * then to be thrown away).
 */
export function scanSimpleHtml(html: string, sink: HtmlEvents): boolean {
  const stack: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const stop = lt === -1 ? html.length : lt;
    if (stop > at) sink.text(html.slice(at, stop));
    if (lt === -1) break;
    at = html.charCodeAt(lt + 1) === 47 /* / */ ? endTag(html, lt, stack, sink) : startTag(html, lt, stack, sink);
    if (at === -1) return false;
  }
  return stack.length === 0;
}

/** The index after the start tag at `lt`, its events reported; -1 where the scanner gives up. */
function startTag(html: string, lt: number, stack: string[], sink: HtmlEvents): number {
  // Most tags have no attributes (`<p>`, `<li>`, `<strong>`): those are read without the expression.
  const gt = html.indexOf('>', lt);
  if (gt !== -1 && gt - lt <= 11 && isPlainName(html, lt + 1, gt)) return opened(html.slice(lt + 1, gt), [], gt, stack, sink);
  START.lastIndex = lt;
  const m = START.exec(html);
  if (!m) return -1;
  const attrs: Attrs = [];
  if (m[2]) {
    for (const a of m[2].matchAll(ATTR)) {
      const quote = a[2] !== undefined ? '"' : a[3] !== undefined ? "'" : undefined;
      attrs.push({ name: a[1]!, value: a[2] ?? a[3] ?? '', quote });
    }
  }
  // htmlparser2 ignores a self-closing slash in HTML; the normaliser reads it back from the text
  if (m[3] === '/' && !VOID.has(m[1]!)) return -1;
  return opened(m[1]!, attrs, START.lastIndex - 1, stack, sink);
}

type Attrs = { name: string; value: string; quote: string | undefined }[];

/** html[from, to) is a tag name: a lower-case ASCII letter, then letters and digits. */
function isPlainName(html: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (i > from && c >= 48 && c <= 57))) return false;
  }
  return true;
}

/** A start tag read: its events reported (or -1 where the scanner gives up); the index after its `>`. */
function opened(name: string, attrs: Attrs, end: number, stack: string[], sink: HtmlEvents): number {
  if (!ACCEPTED.has(name)) return -1;
  const top = stack[stack.length - 1];
  if (top !== undefined && IMPLIES_CLOSE.get(name)?.has(top)) return -1;
  const isVoid = VOID.has(name);
  sink.start(name, attrs, end);
  if (isVoid) sink.close(name, true);
  else stack.push(name);
  return end + 1;
}

/** The index after the end tag at `lt`, its event reported; -1 unless it closes the innermost open element. */
function endTag(html: string, lt: number, stack: string[], sink: HtmlEvents): number {
  const top = stack[stack.length - 1];
  // `</name>` exactly, naming the innermost open element (whose name is known to be plain)
  if (top === undefined || html.charCodeAt(lt + 2 + top.length) !== 62 /* > */ || !html.startsWith(top, lt + 2)) return -1;
  stack.pop();
  sink.close(top, false);
  return lt + 3 + top.length;
}
