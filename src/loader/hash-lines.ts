// The analysis cache's short hash lines (cache.ts): a body's rich-text hash by the SHA-256 of its
// text (`h.<sha256>`, for bodies whose links were resolved), and a body's set-aside hashes by the
// key of the analysis that rendered it (`h.s.<analysis key>`, for bodies with nothing to resolve):
// of its text and of its rich-text form, and of the JSON.stringify of each (`SetAsideText`), four in
// all; a line with two (an earlier version's) is not believed, and made again where its body is read.
// A third kind maps a file's stamp to the SHA-256 of the bytes it had (`h.f.<stamp key>`,
// file-stamps.ts), so a file whose stamp is unchanged is found in the cache without being read.
// All kinds are kept as read and written back at save; a value of the wrong shape is not believed.
import { hash } from 'node:crypto';
import { settled, stampKey, type FileStamp } from './file-stamps.js';
import { hashText, richTextHash } from '../html/compare.js';
import { toRichTextHtml } from '../html/richtext.js';
import { LISTED_TEXT_BYTES } from '../util/listed-text.js';
import type { SetAsideText } from '../content/types.js';
import { HASH_KEY } from './cache-format.js';

/** A body's hashes (set-aside.ts): of its text, and of the form a platform that re-serialises stores. */
export type BodyHashes = SetAsideText;

/** The hash of `text` as JSON.stringify writes it (quotes included): a listing token's ListedText.jsonSha1. */
export function jsonHash(text: string): string {
  return hash('sha1', JSON.stringify(text), 'base64url');
}

/** A line's value this run or the cache file already has, by key (cache.ts `remembered`). */
type Remembered = (key: string) => string | undefined;
/** Records a line made this run (written at save). */
type Keep = (key: string, value: string) => void;

/** Keys of the body-hash lines: `h.s.<analysis key>` (a rich-hash line's kind: short, kept as read). */
const BODY_KEY = `${HASH_KEY}s.`;

const richKey = (html: string): string => `${HASH_KEY}${hash('sha256', html, 'hex')}`;

/** richHash: richTextHash(html), remembered by the SHA-256 of html. */
export function richHashMemo(remembered: Remembered, keep: Keep): (html: string) => string {
  return (html) => {
    const key = richKey(html);
    const found = remembered(key);
    if (found !== undefined) return found;
    const made = richTextHash(html);
    keep(key, made);
    return made;
  };
}

/** The body hashes remembered under an analysis's key, if any. */
export function knownBodyHashes(remembered: Remembered, analysisKey: string): BodyHashes | undefined {
  return fourHashes(remembered(`${BODY_KEY}${analysisKey}`));
}

/** bodyHashes: the line under the analysis's key when there is one, else both hashes made and kept. */
export function bodyHashMemo(remembered: Remembered, keep: Keep): (ref: { key: string }, html: string) => BodyHashes {
  return (ref, html) => {
    const key = `${BODY_KEY}${ref.key}`;
    const found = knownBodyHashes(remembered, ref.key);
    if (found) return found;
    const text = hashText(html);
    let made: BodyHashes;
    if (html.length < LISTED_TEXT_BYTES) {
      const rich = toRichTextHtml(html);
      made = { text, rich: hashText(rich), json: { text: jsonHash(html), rich: jsonHash(rich) } };
    } else made = { text, rich: richTextHash(html) }; // the form hashed as it is made, not held
    keep(key, `${made.text} ${made.rich} ${made.json?.text ?? NONE} ${made.json?.rich ?? NONE}`);
    return made;
  };
}

/**
 * In place of the JSON hashes of a body of 64 KB and more: the listing hashes such a value's text
 * from its bytes without decoding it (util/listed-text.ts), and JSON.stringify and hashing a
 * megabyte body twice at load cost more than that saves (measured with 1 MB articles).
 */
const NONE = '-';

/**
 * A body-hash line's value, `<text> <rich> <JSON text> <JSON rich>` (base64url, so no space in one;
 * `-` for both JSON hashes of a long body); undefined for anything else (the body is hashed again).
 */
function fourHashes(value: string | undefined): BodyHashes | undefined {
  const parts = value?.split(' ');
  if (parts?.length !== 4 || parts.some((p) => p === '')) return undefined;
  const [text, rich, jsonText, jsonRich] = parts as [string, string, string, string];
  if (jsonText === NONE && jsonRich === NONE) return { text, rich };
  return jsonText === NONE || jsonRich === NONE ? undefined : { text, rich, json: { text: jsonText, rich: jsonRich } };
}

/** Keys of the stamp lines: `h.f.<stamp key>`, valued the SHA-256 (hex) of the file's bytes. */
const STAMP_KEY = `${HASH_KEY}f.`;

/**
 * stampedBytes and rememberStamp (cache.ts). `fsNow`: a moment before this run read any file, by the
 * file system's clock (the new cache file's mtime); without it no stamp is recorded.
 */
export function stampMemo(
  remembered: Remembered,
  keep: Keep,
  fsNow: number | undefined,
): {
  stampedBytes: (real: string, s: FileStamp) => string | undefined;
  rememberStamp: (real: string, s: FileStamp, bytesHash: string) => void;
} {
  return {
    stampedBytes: (real, s) => {
      const key = stampKey(real, s);
      const value = key === undefined ? undefined : remembered(`${STAMP_KEY}${key}`);
      return value !== undefined && /^[0-9a-f]{64}$/.test(value) ? value : undefined;
    },
    rememberStamp: (real, s, bytesHash) => {
      const key = stampKey(real, s);
      if (key !== undefined && fsNow !== undefined && settled(s, fsNow)) keep(`${STAMP_KEY}${key}`, bytesHash);
    },
  };
}
