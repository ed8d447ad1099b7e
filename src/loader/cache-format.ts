// The loader cache's file format (warm target, soundness), pure: bytes in, bytes
// out. One header line, then one line per entry:
//
//   {"format":"helpsync-load-cache 2","version":"<code version>","seal":"<hex>","entries":<n>}\n   (written by cache-write.ts)
//   <key>\t<the entry as JSON>\n          (JSON.stringify never writes a raw tab or newline)
//
// Why not one JSON document: a warm run of 16,720 files spent ~0.5 s CPU decoding and parsing one
// 60 MB document (a single non-ASCII byte makes V8 decode the whole text to two-byte) and ~0.25 s
// more checking every entry with zod. Here the file is read as bytes, indexed by key, and an entry
// is decoded and parsed only when a lookup hits it (ASCII lines decode as Latin-1, a copy).
//
// The seal is SHA-256 over the code version and every byte after the header: it holds exactly when
// the entries are byte for byte what this code version wrote, and this code writes only entries it
// made itself (analyzeFile) or that passed the schema when they were read. A sealed entry's shape is
// therefore known; any other file (torn, merged, edited, written by hand or by other code) fails the
// seal and each entry that is hit is checked by the schema (cache-schema.ts) instead.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const CACHE_FORMAT = 'helpsync-load-cache 2';

const NL = 0x0a;
const TAB = 0x09;

const headerSchema = z.object({
  format: z.literal(CACHE_FORMAT),
  version: z.string(),
  seal: z.string().optional(),
});

/** Where each entry's JSON lies in `buf`. */
export interface CacheIndex {
  buf: Buffer;
  /** key → [start, end) of the entry's JSON text in buf */
  lines: Map<string, readonly [number, number]>;
  /** the seal matched: every entry is as this code version wrote it */
  sealed: boolean;
}

/** SHA-256 (hex) over the version and the entry lines. */
export function sealOf(version: string, lines: Iterable<Uint8Array>): string {
  const h = createHash('sha256').update(`${version}\n`);
  for (const l of lines) h.update(l);
  return h.digest('hex');
}

/** The file's index, or undefined when it is not a cache file of this format and code version. */
export function indexCache(buf: Buffer, version: string): CacheIndex | undefined {
  const nl = buf.indexOf(NL);
  if (nl === -1) return undefined;
  let header;
  try {
    header = headerSchema.safeParse(JSON.parse(buf.toString('utf8', 0, nl)));
  } catch {
    return undefined; // not JSON: not a cache file of ours
  }
  if (!header.success || header.data.version !== version) return undefined;
  const body = buf.subarray(nl + 1);
  const sealed = header.data.seal === sealOf(version, [body]);
  const lines = new Map<string, readonly [number, number]>();
  for (let start = nl + 1; start < buf.length;) {
    let end = buf.indexOf(NL, start);
    if (end === -1) end = buf.length;
    const tab = buf.indexOf(TAB, start);
    if (tab !== -1 && tab < end) lines.set(buf.toString('latin1', start, tab), [tab + 1, end]);
    start = end + 1;
  }
  return { buf, lines, sealed };
}

/** The entry's JSON value; undefined when the text is not JSON. */
export function parseEntry(index: CacheIndex, range: readonly [number, number]): unknown {
  const bytes = index.buf.subarray(range[0], range[1]);
  // Latin-1 is the same text for ASCII bytes and a plain copy, where UTF-8 decoding scans.
  const text = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One entry line: from the old file's bytes when it is unchanged, else serialized. */
export function entryLine(key: string, entry: { raw: Uint8Array } | { value: unknown }): Buffer {
  const json =
    'raw' in entry
      ? Buffer.from(entry.raw.buffer, entry.raw.byteOffset, entry.raw.byteLength)
      : Buffer.from(JSON.stringify(entry.value), 'utf8');
  const line = Buffer.allocUnsafe(key.length + 2 + json.length);
  line.write(key, 0, 'latin1');
  line[key.length] = TAB;
  json.copy(line, key.length + 1);
  line[line.length - 1] = NL;
  return line;
}
