// A very long string value of the listing (a page of 64 KB and more), kept as its JSON bytes until
// someone needs the text. A sync compares most remote bodies by hash only (keep-remote.ts): the
// value's SHA-1 is taken here from the bytes the JSON escapes stand for, without decoding them into
// a JavaScript string. A string that long is made in V8's large-object space, each one a fresh
// mapping of memory: measured at 2,512 files with four 1 MB articles in eight languages, decoding
// those values cost more than half a second of a 4 s warm run. Shorter values are decoded as before
// (hashing their bytes here cost more than decoding them: measured at 16,720 files).
//
// Exactness: `sha1` equals hashText(JSON.parse(token)), the SHA-1 of the decoded string's UTF-8.
// The bytes hashed are the token's, each escape replaced by the UTF-8 of what it stands for; that
// is the decoded string's UTF-8 when the token's bytes are valid UTF-8 and no escape is a surrogate
// (a lone one would become U+FFFD). Any token outside that (a surrogate escape, bytes that are not
// UTF-8, something JSON.parse refuses) is decoded the usual way at once, which also throws the
// SyntaxError JSON.parse throws for it.
import { hash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';

/** Values at least this long (in bytes, quotes included) are kept as bytes. */
export const LISTED_TEXT_BYTES = 64 * 1024;

const BACKSLASH = 0x5c;
const SIMPLE_ESCAPES: Record<number, number> = {
  0x22: 0x22, // \"
  0x5c: 0x5c, // \\
  0x2f: 0x2f, // \/
  0x62: 0x08, // \b
  0x66: 0x0c, // \f
  0x6e: 0x0a, // \n
  0x72: 0x0d, // \r
  0x74: 0x09, // \t
};

/** Reused between values: the unescaped bytes are hashed at once and never kept. */
let scratch = Buffer.allocUnsafe(0);

export class ListedText {
  #token: Buffer | undefined;
  #text: string | undefined;
  #sha1: string | undefined;

  /** `token`: a JSON string token, quotes included; held until text() (the caller drops this object soon). */
  constructor(token: Buffer) {
    const bytes = unescapedBytes(token);
    if (bytes === undefined) this.#text = decode(token);
    else {
      this.#sha1 = hash('sha1', bytes, 'base64url');
      this.#token = token;
    }
  }

  /** hashText of the value: the base64url SHA-1 of its UTF-8 */
  get sha1(): string {
    return (this.#sha1 ??= hash('sha1', this.#text!, 'base64url'));
  }

  /** the value, as JSON.parse gives it */
  text(): string {
    if (this.#text === undefined) {
      this.#text = decode(this.#token!);
      this.#token = undefined;
    }
    return this.#text;
  }
}

/** A value as a lazy listing gives it: decoded, or a very long one as ListedText. */
export type ListedValue = string | ListedText;

/** The text of a listed value. */
export function listedText(value: ListedValue): string;
export function listedText(value: ListedValue | undefined): string | undefined;
export function listedText(value: ListedValue | undefined): string | undefined {
  return value instanceof ListedText ? value.text() : value;
}

/** A long string token as the lazy listing keeps it: ListedText when very long, else decoded. */
export function listedValue(token: Buffer): ListedValue {
  return token.length >= LISTED_TEXT_BYTES ? new ListedText(token) : decode(token);
}

function decode(token: Buffer): string {
  const value: unknown = JSON.parse(token.toString('utf8'));
  if (typeof value !== 'string') throw new SyntaxError('not a JSON string');
  return value;
}

/**
 * The UTF-8 bytes the string token stands for (a view of a scratch buffer or of the token), or
 * undefined where the plain decode must decide: a control character, an unknown escape, a
 * surrogate escape, bytes that are not UTF-8.
 */
export function unescapedBytes(token: Buffer): Buffer | undefined {
  const end = token.length - 1;
  if (end < 1 || token[0] !== 0x22 || token[end] !== 0x22) return undefined;
  const first = token.indexOf(BACKSLASH, 1);
  if (first === -1 || first >= end) {
    for (let i = 1; i < end; i++) if (token[i]! < 0x20) return undefined;
    const out = token.subarray(1, end);
    return isUtf8(out) ? out : undefined;
  }
  // never longer than the token: every escape stands for fewer bytes than it takes
  if (scratch.length < end) scratch = Buffer.allocUnsafe(Math.max(end, 2 * scratch.length));
  const out = scratch;
  let o = 0;
  // byte by byte, not Buffer.copy per run: a copy makes a view object, and HTML has an escaped quote every hundred bytes
  for (let i = 1; i < end;) {
    const b = token[i]!;
    if (b < 0x20) return undefined;
    if (b !== BACKSLASH) {
      out[o++] = b;
      i++;
      continue;
    }
    const step = escapeAt(token, i, end, out, o);
    if (step < 0) return undefined;
    o += step & 3;
    i += step >> 2;
  }
  const bytes = out.subarray(0, o);
  return isUtf8(bytes) ? bytes : undefined;
}

/** Writes what the escape at `at` stands for at `o`: (bytes it took << 2) | bytes written; -1: not here. */
function escapeAt(token: Buffer, at: number, end: number, out: Buffer, o: number): number {
  const c = token[at + 1];
  if (c === undefined || at + 1 >= end) return -1;
  const simple = SIMPLE_ESCAPES[c];
  if (simple !== undefined) {
    out[o] = simple;
    return (2 << 2) | 1;
  }
  if (c !== 0x75 || at + 6 > end) return -1;
  const hex = token.toString('latin1', at + 2, at + 6);
  if (!/^[0-9a-fA-F]{4}$/.test(hex)) return -1;
  const cp = Number.parseInt(hex, 16);
  if (cp >= 0xd800 && cp <= 0xdfff) return -1;
  if (cp < 0x80) {
    out[o] = cp;
    return (6 << 2) | 1;
  }
  if (cp < 0x800) {
    out[o] = 0xc0 | (cp >> 6);
    out[o + 1] = 0x80 | (cp & 0x3f);
    return (6 << 2) | 2;
  }
  out[o] = 0xe0 | (cp >> 12);
  out[o + 1] = 0x80 | ((cp >> 6) & 0x3f);
  out[o + 2] = 0x80 | (cp & 0x3f);
  return (6 << 2) | 3;
}
