// A warm sync's lookup of a page whose body it sets aside (set-aside.ts): the analysis without its
// body, the body's two hashes in its place, as BodySetAside.take would make them, but without
// decoding the body (a rendered body is most of an entry's bytes; cache-format.ts keeps it apart
// on the entry's line). Only where take would set the body aside as it is, known from the bytes:
// - the file is sealed: the line is as JSON.stringify wrote it;
// - the body has no links or images to resolve (`refs`): what is set aside is the body itself;
// - it starts with a tag (`<` and a letter): not blank (html/compare.ts isBlankHtml);
// - none of the token's forms appears in its JSON text (redact.ts mayHoldSecretInJson, asked of the
//   cache file's window around the line, else of the line): it does not hold the token;
// - its two hashes are remembered under the analysis's key (hash-lines.ts `h.s.` lines).
// Anything else is looked up the usual way, body included, and take decides as always.
import type { FileAnalysis } from '../content/analyze.js';
import { mayHoldSecretInJson } from '../util/redact.js';
import { parseJson, type CacheIndex } from './cache-format.js';
import { knownBodyHashes } from './hash-lines.js';

const TAB = 0x09;
const QUOTE = 0x22;
const LT = 0x3c;

/** Where a line is (the old file's index) and its analysis's key, bytes and options. */
interface Ref {
  key: string;
  bytes: string;
  opts: string;
}

/** The analysis with its body set aside, or undefined where only the whole entry can say. */
export function setAsideHit(
  old: CacheIndex,
  ref: Ref,
  /** a hash line's value this run or the cache file already has, by key (cache.ts) */
  remembered: (key: string) => string | undefined,
): FileAnalysis | undefined {
  if (!old.sealed) return undefined;
  const range = old.lines.get(ref.key);
  if (!range) return undefined;
  const line = old.read(range);
  const tab = line.indexOf(TAB);
  if (tab === -1) return undefined;
  const body = line.subarray(tab + 1);
  if (!(body[0] === QUOTE && body[1] === LT && isLetter(body[2]))) return undefined;
  if (!old.noSecretAt?.(range) && mayHoldSecretInJson(body)) return undefined;
  const hashes = knownBodyHashes(remembered, ref.key);
  if (!hashes) return undefined;
  const entry = parseJson(line.subarray(0, tab)) as { bytes?: unknown; opts?: unknown; analysis?: FileAnalysis } | undefined;
  const a = entry?.analysis;
  if (entry?.bytes !== ref.bytes || entry.opts !== ref.opts || a?.kind !== 'markdown' || a.refs !== undefined) return undefined;
  return { ...a, contentSetAside: hashes };
}

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
}
