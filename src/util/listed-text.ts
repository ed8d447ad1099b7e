// A long string value of the listing (512 bytes and more, the size of a page's body), kept as its
// JSON bytes until someone needs the text. A sync compares most remote bodies by hash only
// (keep-remote.ts), two ways, neither of which decodes the value into a JavaScript string:
// - `jsonSha1`: the SHA-1 of the value's JSON token as the platform wrote it, quotes included. Where
//   the platform escapes as JSON.stringify does (the emulator; most serialisers), it equals the hash
//   of JSON.stringify of the text the loader remembered (hash-lines.ts `jsonHash`), and the two texts
//   are equal: a token decodes to one string only. Elsewhere it matches nothing and proves nothing.
// - `sha1`: hashText of the value, the SHA-1 of its UTF-8. For a very long value (64 KB and more) it
//   is taken from the bytes the JSON escapes stand for, without decoding them: a string that long is
//   made in V8's large-object space, each one a fresh mapping of memory (with 1 MB articles, most of
//   a warm run's CPU beyond the floor). A shorter value is decoded when asked (hashing its unescaped
//   bytes here cost more than decoding it).
// Values of an item split by json-bytes.ts (an item of 32 KB and more: a page in many languages) come
// here; a smaller item is parsed whole (splitting small items too cost more than it saved). The goal
// this holds, and the measurement with and without it: docs/performance.md, "What each speed mechanism
// is for".
// A token is checked as JSON.parse would check it when it is decoded, or by check() where it is dropped
// unread; the listing reports a token that fails as it reports any JSON it cannot parse (listing.ts).
//
// Exactness of the very long value's `sha1`: it equals hashText(JSON.parse(token)), the SHA-1 of the
// decoded string's UTF-8. The bytes hashed are the token's, each escape replaced by the UTF-8 of what
// it stands for; that is the decoded string's UTF-8 when the token's bytes are valid UTF-8 and no
// escape is a surrogate (a lone one would become U+FFFD). Any token outside that (a surrogate escape,
// bytes that are not UTF-8, something JSON.parse refuses) is decoded the usual way at once, which
// also throws the SyntaxError JSON.parse throws for it.
import { hash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import type { EntryType } from '../model.js';

/** Values at least this long (in bytes, quotes included) have their text hash taken from their bytes. */
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
    if (token.length < LISTED_TEXT_BYTES) {
      // Checked when it is decoded, or by check(): a token whose jsonSha1 matches is as JSON.stringify
      // writes a string, so valid; checking every token here cost about what the hash saves.
      if (quoted(token)) this.#token = token;
      else this.#text = decode(token);
      return;
    }
    const bytes = unescapedBytes(token);
    if (bytes === undefined) this.#text = decode(token);
    else {
      this.#sha1 = hash('sha1', bytes, 'base64url');
      this.#token = token;
    }
  }

  /** hashText of the value: the base64url SHA-1 of its UTF-8 */
  get sha1(): string {
    return (this.#sha1 ??= hash('sha1', this.text(), 'base64url'));
  }

  /**
   * The base64url SHA-1 of the value's JSON token as it came (quotes included), while the token is
   * held (before text()); undefined after. Equal to a jsonHash only where the escaping is JSON.stringify's.
   */
  get jsonSha1(): string | undefined {
    return this.#token && hash('sha1', this.#token, 'base64url');
  }

  /** Throws the SyntaxError JSON.parse throws for the token, if it does (a value dropped unread is checked so). */
  check(): void {
    if (this.#token !== undefined && !plainToken(this.#token)) this.text();
  }

  /** the value, as JSON.parse gives it (a TokenSyntaxError where JSON.parse refuses the token) */
  text(): string {
    if (this.#text === undefined) {
      this.#text = decode(this.#token!);
      this.#token = undefined;
    }
    return this.#text;
  }
}

/**
 * An entry as a streamed listing hands it to a `keep` (client.listEntries): a very long value may
 * still be its JSON bytes (ListedText: its hash without its text). What a `keep` returns holds text only.
 */
export interface ListedEntry {
  id: string;
  type: EntryType;
  fields: Record<string, Record<string, ListedValue>>;
}

/** A value as a lazy listing gives it: decoded, or a very long one as ListedText. */
export type ListedValue = string | ListedText;

/** The text of a listed value. */
export function listedText(value: ListedValue): string;
export function listedText(value: ListedValue | undefined): string | undefined;
export function listedText(value: ListedValue | undefined): string | undefined {
  return value instanceof ListedText ? value.text() : value;
}

/** A long string token (json-bytes.ts LONG_VALUE) as the lazy listing keeps it. */
export function listedValue(token: Buffer): ListedValue {
  return new ListedText(token);
}

/**
 * A control character, or a backslash that starts an escape (after a run of escaped backslashes, or
 * none) which is not one of JSON's.
 */
// eslint-disable-next-line no-control-regex -- control characters are what JSON forbids in a string
const NOT_JSON_STRING = /[\x00-\x1f]|(?<!\\)(?:\\\\)*\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/;

/**
 * Whether JSON.parse takes the token as a string: quoted, and between the quotes no control
 * character and no backslash but an escape (json-bytes.ts found its closing quote, so no quote in
 * it is unescaped). Read as Latin-1: one character per byte, a copy, no UTF-8 decoding; bytes that
 * are not UTF-8 are no error to JSON.parse either (the decode replaces them).
 */
function plainToken(token: Buffer): boolean {
  return quoted(token) && !NOT_JSON_STRING.test(token.toString('latin1', 1, token.length - 1));
}

/** Whether the token opens and closes with a quote (two bytes at least). */
function quoted(token: Buffer): boolean {
  return token.length >= 2 && token[0] === 0x22 && token[token.length - 1] === 0x22;
}

/** JSON.parse's refusal of a value's token, found when the value was read (not when the listing was split). */
export class TokenSyntaxError extends SyntaxError {}

function decode(token: Buffer): string {
  let value: unknown;
  try {
    value = JSON.parse(token.toString('utf8'));
  } catch (err) {
    throw new TokenSyntaxError((err as Error).message);
  }
  if (typeof value !== 'string') throw new TokenSyntaxError('not a JSON string');
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
