// JSON.parse of a large item's bytes without decoding them into one large string. An entry of the
// listing holds every language of a page (100 KB and more); decoded whole, each is a string in V8's
// large-object space, a fresh mapping of memory paged in and out for every entry: measured, that
// made decoding the listing cost many times what decoding the same bytes in small pieces costs (the
// warm goal at scale, docs/performance.md). Here each long string value is decoded (and parsed, as a
// JSON string token) on its own, the rest of the item is parsed with a marker in its place, and the
// marker is then replaced by the value: the same value as JSON.parse, and an error where it errs.
//
// Why this is exact: a `"` outside a string only ever opens one, and inside one only an unescaped
// `"` closes it, so scanning quotes from the start finds every string token a JSON lexer finds.
// Replacing one string token with another keeps the text valid, or invalid, as it was. A marker
// holds a random tag; an item whose bytes hold the tag is parsed the plain way.
import { randomBytes } from 'node:crypto';
import { isSpace } from './json-items.js';

/** Below this many bytes an item is decoded whole (a small string costs nothing special). */
const LARGE_ITEM = 32 * 1024;
/** String values at least this long (in bytes, quotes included) are decoded on their own. */
const LONG_VALUE = 512;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

const TAG = randomBytes(12).toString('hex');
const TAG_BYTES = Buffer.from(TAG);
/** a marker's text as parsed: a NUL, the tag, the value's index */
const MARKER = `\u0000${TAG}:`;

/**
 * JSON.parse(bytes.toString('utf8')), throwing a SyntaxError where it does. With `longString`, a long
 * string value (not a key) of a large item is what it returns for the value's token (its bytes,
 * quotes included: a view of `bytes`) instead of the decoded string.
 */
export function parseJsonBytes(bytes: Buffer, longString?: (token: Buffer) => unknown): unknown {
  if (bytes.length < LARGE_ITEM || bytes.includes(TAG_BYTES)) return JSON.parse(bytes.toString('utf8'));
  const parts: string[] = [];
  const values: unknown[] = [];
  let last = 0;
  for (let at = bytes.indexOf(QUOTE); at !== -1;) {
    const end = closingQuote(bytes, at);
    // unterminated: the plain parse says what is wrong
    if (end === -1) return JSON.parse(bytes.toString('utf8'));
    if (end + 1 - at >= LONG_VALUE && !isKey(bytes, end + 1)) {
      parts.push(bytes.toString('utf8', last, at), `"\\u0000${TAG}:${values.length}"`);
      values.push(longString ? longString(bytes.subarray(at, end + 1)) : JSON.parse(bytes.toString('utf8', at, end + 1)));
      last = end + 1;
    }
    at = bytes.indexOf(QUOTE, end + 1);
  }
  if (values.length === 0) return JSON.parse(bytes.toString('utf8'));
  parts.push(bytes.toString('utf8', last));
  return restore(JSON.parse(parts.join('')), values);
}

/** The index of the `"` that closes the string opened at `open`; -1 when none does. */
function closingQuote(bytes: Buffer, open: number): number {
  for (let from = open + 1; ;) {
    const q = bytes.indexOf(QUOTE, from);
    if (q === -1) return -1;
    let slashes = 0;
    for (let k = q - 1; bytes[k] === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return q;
    from = q + 1;
  }
}

/** Whether the token ending before `from` is an object key (the next byte that is not white space is `:`). */
function isKey(bytes: Buffer, from: number): boolean {
  let i = from;
  while (i < bytes.length && isSpace(bytes[i]!)) i++;
  return bytes[i] === COLON;
}

/** The parsed skeleton with every marker replaced by its value. */
function restore(value: unknown, values: readonly unknown[]): unknown {
  if (typeof value === 'string') return value.startsWith(MARKER) ? values[Number(value.slice(MARKER.length))] : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = restore(value[i], values);
    return value;
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const v = o[k];
    const r = restore(v, values);
    // defined, not assigned: an own "__proto__" key stays a key, as JSON.parse makes it
    if (r !== v) Object.defineProperty(o, k, { value: r, writable: true, enumerable: true, configurable: true });
  }
  return o;
}
