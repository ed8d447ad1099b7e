// A fast path for the rich-text form (normalize.ts, raw mode): the events htmlparser2 gives for HTML
// that is plainly well formed, as a Markdown renderer writes it, found with indexOf and, for a tag
// with attributes, a regular expression, instead of a character-by-character tokenizer (a cold run
// computes the form of every body it renders, and the tokenizer was most of that cost: the cold
// goal of docs/performance.md). It accepts only what it is sure htmlparser2
// reads the same way and gives up on anything else, and then the caller parses the
// text with htmlparser2 from the start:
//   - tags from a short list of the elements rendered Markdown holds, named in lower case;
//   - attributes in lower case, each after white space, with a quoted value or none;
//   - closing tags that close the innermost open element, and every element closed by the end;
//   - no comment, doctype, processing instruction, CDATA or `<` that opens no tag;
//   - no element whose opening htmlparser2 makes close another (`<p>` inside `<p>`, a row in a row).
// The test (simple-html.test.ts) holds it to htmlparser2's own events: every pair of listed elements,
// the corpus's rendered pages and random documents.

/**
 * What the scanner reports, in htmlparser2's order and with its arguments, plus where each event
 * sits in the text (`from`, `to`: the event is html[from, to)), so that a consumer may copy what it
 * leaves as it is from the text rather than write it again.
 */
export interface HtmlEvents {
  /** a start tag at html[from, end]: its attributes as written (quote: '"' or "'", undefined for no value); `end` is the index of its `>` */
  start(name: string, attrs: Attrs, end: number, from: number): void;
  /** an end tag (html[from, to)), or a void element's implied end (right after its start; from = to) */
  close(name: string, implied: boolean, from: number, to: number): void;
  /** text: html[from, to) (where it is cut out, if at all, is the consumer's choice) */
  text(from: number, to: number): void;
}

/** Elements the scanner accepts (rendered Markdown and the plain HTML written in it). */
const ACCEPTED: ReadonlySet<string> = new Set(
  (
    'a abbr b blockquote br caption code col colgroup dd del details div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 ' +
    'hr i img input ins kbd li mark ol p picture pre s samp small source span strong sub summary sup table tbody td ' +
    'tfoot th thead tr u ul var video'
  ).split(' '),
);

/**
 * The accepted names by a hash of their characters: a tag's name is found without cutting it out of
 * the text, and is then the one string of the set (a short string made per tag and looked up in a
 * few sets, here and in the normaliser, was most of the scanner's time).
 */
const BY_HASH: ReadonlyMap<number, string> = new Map([...ACCEPTED].map((name) => [nameHash(name, 0, name.length), name]));
if (BY_HASH.size !== ACCEPTED.size) throw new Error('simple-html: two accepted names share a hash');

/** One character more of a name's hash (acceptedName computes it as it checks the characters). */
function mix(h: number, c: number): number {
  return (Math.imul(h, 31) + c) | 0;
}

function nameHash(s: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) h = mix(h, s.charCodeAt(i));
  return h;
}

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
    if (stop > at) sink.text(at, stop);
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
  if (gt !== -1 && gt - lt <= 11) {
    const name = acceptedName(html, lt + 1, gt);
    if (name !== undefined) return opened(name, NO_ATTRS, lt, gt, stack, sink);
  }
  START.lastIndex = lt;
  const m = START.exec(html);
  const name = m ? acceptedName(html, lt + 1, lt + 1 + m[1]!.length) : undefined;
  if (!m || name === undefined) return -1;
  const attrs: Attrs = [];
  if (m[2]) {
    ATTR.lastIndex = 0;
    for (let a = ATTR.exec(m[2]); a !== null; a = ATTR.exec(m[2])) {
      const quote = a[2] !== undefined ? '"' : a[3] !== undefined ? "'" : undefined;
      attrs.push({ name: a[1]!, value: a[2] ?? a[3] ?? '', quote });
    }
  }
  // htmlparser2 ignores a self-closing slash in HTML; the normaliser reads it back from the text
  if (m[3] === '/' && !VOID.has(name)) return -1;
  return opened(name, attrs, lt, START.lastIndex - 1, stack, sink);
}

type Attrs = { name: string; value: string; quote: string | undefined }[];
/** The attributes of every tag that has none (never added to: a consumer keeps or copies what it is given). */
const NO_ATTRS: Attrs = [];

/** The accepted name html[from, to) is (a lower-case ASCII letter, then letters and digits), as ACCEPTED holds it; else undefined. */
function acceptedName(html: string, from: number, to: number): string | undefined {
  if (to <= from) return undefined;
  let h = 0;
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (i > from && c >= 48 && c <= 57))) return undefined;
    h = mix(h, c);
  }
  const name = BY_HASH.get(h);
  return name !== undefined && name.length === to - from && html.startsWith(name, from) ? name : undefined;
}

/** A start tag read: its events reported (or -1 where the scanner gives up); the index after its `>`. */
function opened(name: string, attrs: Attrs, lt: number, end: number, stack: string[], sink: HtmlEvents): number {
  const top = stack[stack.length - 1];
  if (top !== undefined && IMPLIES_CLOSE.get(name)?.has(top)) return -1;
  const isVoid = VOID.has(name);
  sink.start(name, attrs, end, lt);
  if (isVoid) sink.close(name, true, end + 1, end + 1);
  else stack.push(name);
  return end + 1;
}

/** The index after the end tag at `lt`, its event reported; -1 unless it closes the innermost open element. */
function endTag(html: string, lt: number, stack: string[], sink: HtmlEvents): number {
  const top = stack[stack.length - 1];
  // `</name>` exactly, naming the innermost open element (whose name is known to be plain)
  if (top === undefined || html.charCodeAt(lt + 2 + top.length) !== 62 /* > */ || !html.startsWith(top, lt + 2)) return -1;
  stack.pop();
  const after = lt + 3 + top.length;
  sink.close(top, false, lt, after);
  return after;
}
