// The loader cache's file format (warm target, soundness), pure: bytes in, bytes
// out. One header line, then one line per entry:
//
//   {"format":"helpsync-load-cache 2","version":"<code version>","seal":"<hex>","entries":<n>}\n   (written by cache-write.ts)
//   <key>\t<the entry as JSON>\n          (JSON.stringify never writes a raw tab or newline)
//   <key>\t<the entry as JSON, without its body>\t<the body as a JSON string>\n   (a Markdown analysis with a body)
//
// A rendered body is most of an analysis's bytes, and a warm sync needs none of it for a page the
// listing finds unchanged (set-aside.ts): it stands apart on its line, so such a lookup parses the
// rest and only looks at the body's bytes (light-hit.ts); any other reader joins the two.
//
// Why not one JSON document: a warm run spent much of its CPU decoding and parsing one document of
// every entry (a single non-ASCII byte makes V8 decode the whole text to two-byte), and more
// checking every entry with zod. Here the file is read as bytes, indexed by key, and an entry
// is decoded and parsed only when a lookup hits it (ASCII lines decode as Latin-1, a copy).
//
// The seal is SHA-256 over the code version and every byte after the header: it holds exactly when
// the entries are byte for byte what this code version wrote, and this code writes only entries it
// made itself (analyzeFile) or that passed the schema when they were read. A sealed entry's shape is
// therefore known; any other file (torn, merged, edited, written by hand or by other code) fails the
// seal and each entry that is hit is checked by the schema (cache-schema.ts) instead.
import { isAscii } from 'node:buffer';
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { z } from 'zod';

export const CACHE_FORMAT = 'helpsync-load-cache 3';

const NL = 0x0a;
/** Keys of rich-hash lines (cache.ts); analysis keys are hex and never start so. */
export const HASH_KEY = 'h.';
/** The longest value a hash line holds (four base64url SHA-1s and their spaces, hash-lines.ts). */
export const HASH_VALUE_MAX = 120;
const TAB = 0x09;

const headerSchema = z.object({
  format: z.literal(CACHE_FORMAT),
  version: z.string(),
  seal: z.string().optional(),
});

/** A header line (without its newline) of this format and this code version; undefined for any other. */
function headerOf(text: string, version: string): z.infer<typeof headerSchema> | undefined {
  try {
    const parsed = headerSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.version === version ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON
  }
}

/** Whether a header line (without its newline) is this format's and this code version's. */
export function isHeaderOf(text: string, version: string): boolean {
  return headerOf(text, version) !== undefined;
}

/** Where each entry's JSON lies in the file, and how to read it. */
export interface CacheIndex {
  /** the bytes at [start, end) of the file */
  read: (range: readonly [number, number]) => Buffer;
  /**
   * Known: no form of the token (redact.ts) appears in bytes around the range last read, so none in
   * that range; false: not known (search the range itself).
   */
  noSecretAt?: (range: readonly [number, number]) => boolean;
  /** key → [start, end) of the entry's JSON text */
  lines: Map<string, readonly [number, number]>;
  /** the seal matched: every entry is as this code version wrote it */
  sealed: boolean;
  /** the rich-hash lines' values (`h.` keys: short), read as the file was indexed */
  hashes?: Map<string, unknown>;
}

/**
 * The seal's hash, begun: HMAC-SHA256 with the state folder's key (state-trust.ts), so that no file
 * made elsewhere (committed, restored from another machine) can pass for one this code wrote here;
 * plain SHA-256 only where no key is given (the format's own tests).
 */
export function sealHash(version: string, key?: Buffer): Hash | Hmac {
  return (key ? createHmac('sha256', key) : createHash('sha256')).update(`${version}\n`);
}

/** The seal (hex) over the version and the entry lines. */
export function sealOf(version: string, lines: Iterable<Uint8Array>, key?: Buffer): string {
  const h = sealHash(version, key);
  for (const l of lines) h.update(l);
  return h.digest('hex');
}

/** The index of a file held in memory, or undefined when it is not a cache file of this format and code version. */
export function indexCache(buf: Buffer, version: string, key?: Buffer): CacheIndex | undefined {
  const indexer = new CacheIndexer(version, key);
  if (!indexer.write(buf) || !indexer.end()) return undefined;
  return { read: (r) => buf.subarray(r[0], r[1]), lines: indexer.lines, sealed: indexer.sealed };
}

/**
 * Indexes a cache file from its bytes in order, a chunk at a time (the file itself is never held:
 * an entry is read again by its range when a lookup hits it). write() and end() return false once
 * the bytes are not a cache file of this format and code version.
 */
export class CacheIndexer {
  readonly lines = new Map<string, readonly [number, number]>();
  readonly hashes = new Map<string, unknown>();
  sealed = false;
  private seal: Hash | Hmac | undefined;
  private expected = '';
  /**
   * The start of a line not ended yet, and the header until it ends: copies of the chunks' parts,
   * joined once the line ends (joining at every chunk copied a 1 MB line sixteen times over).
   */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** file offset of the next chunk's first byte */
  private offset = 0;
  private failed = false;

  constructor(
    private readonly version: string,
    private readonly key?: Buffer,
  ) {}

  /**
   * The next bytes of the file. The indexer keeps no view of `chunk` past the call, so the caller
   * may reuse it; a line that runs past its end is copied (only that line).
   */
  write(chunk: Buffer): boolean {
    if (this.failed) return false;
    const at = this.offset;
    this.offset += chunk.length;
    let start = 0;
    if (!this.seal) {
      const nl = chunk.indexOf(NL);
      if (nl === -1) {
        this.keep(chunk);
        return true;
      }
      const header = this.joined(chunk.subarray(0, nl));
      if (!this.header(header.toString('utf8'))) return false;
      start = nl + 1;
    }
    // The seal covers every byte after the header, in order: one update per chunk.
    this.seal!.update(chunk.subarray(start));
    if (this.pendingBytes > 0) {
      const nl = chunk.indexOf(NL, start);
      if (nl === -1) {
        this.keep(chunk.subarray(start));
        return true;
      }
      const lineAt = at + start - this.pendingBytes;
      const line = this.joined(chunk.subarray(start, nl + 1));
      this.line(line, lineAt, 0, line.length);
      start = nl + 1;
    }
    for (let end = chunk.indexOf(NL, start); end !== -1; end = chunk.indexOf(NL, start)) {
      this.line(chunk, at, start, end + 1);
      start = end + 1;
    }
    if (start < chunk.length) this.keep(chunk.subarray(start));
    return true;
  }

  end(): boolean {
    if (this.failed || !this.seal) return false;
    // a last line without its newline is indexed as it always was (the seal says whether it is whole)
    if (this.pendingBytes > 0) {
      const lineAt = this.offset - this.pendingBytes;
      const line = this.joined(Buffer.alloc(0));
      this.line(line, lineAt, 0, line.length);
    }
    this.sealed = this.expected === this.seal.digest('hex');
    return true;
  }

  /** Keeps a copy of bytes of a line not ended yet. */
  private keep(part: Buffer): void {
    this.pending.push(Buffer.from(part));
    this.pendingBytes += part.length;
  }

  /** The pending bytes followed by `tail`, as one buffer; nothing is pending after. */
  private joined(tail: Buffer): Buffer {
    const whole = this.pending.length === 0 ? tail : Buffer.concat([...this.pending, tail]);
    this.pending = [];
    this.pendingBytes = 0;
    return whole;
  }

  private header(text: string): boolean {
    const header = headerOf(text, this.version);
    if (!header) {
      this.failed = true;
      return false;
    }
    this.expected = header.seal ?? '';
    this.seal = sealHash(this.version, this.key);
    return true;
  }

  /** The line at [start, end) of buf (end past its newline, when it has one); buf[0] is at file offset `at`. */
  private line(buf: Buffer, at: number, start: number, end: number): void {
    const stop = buf[end - 1] === NL ? end - 1 : end;
    const tab = buf.indexOf(TAB, start);
    if (tab === -1 || tab >= stop) return;
    const key = buf.toString('latin1', start, tab);
    this.lines.set(key, [at + tab + 1, at + stop]);
    if (key.startsWith(HASH_KEY) && stop - tab <= HASH_VALUE_MAX + 2) {
      try {
        this.hashes.set(key, JSON.parse(buf.toString('latin1', tab + 1, stop)));
      } catch {
        // not JSON: the lookup misses, as for any broken entry
      }
    }
  }
}

/** The entry's JSON value, its body joined back; undefined when the text is not JSON. */
export function parseEntry(index: CacheIndex, range: readonly [number, number]): unknown {
  return entryOf(index.read(range));
}

/** JSON text as bytes, parsed; undefined when it is not JSON. */
export function parseJson(bytes: Buffer): unknown {
  // Latin-1 is the same text for ASCII bytes and a plain copy, where UTF-8 decoding scans.
  const text = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An entry's value from the bytes after its key's tab (no newline): the entry, with the body that
 * stands apart put back as its analysis's `content`; undefined when they are not an entry's JSON.
 */
export function entryOf(bytes: Buffer): unknown {
  const tab = bytes.indexOf(TAB);
  if (tab === -1) return parseJson(bytes);
  const entry = parseJson(bytes.subarray(0, tab));
  const content = parseJson(bytes.subarray(tab + 1));
  const analysis = isObject(entry) ? entry['analysis'] : undefined;
  if (!isObject(analysis) || typeof content !== 'string' || 'content' in analysis) return undefined;
  analysis['content'] = content;
  return entry;
}

/** The entry of a whole line (key, tab, JSON and its newline), as entryOf gives it. */
export function lineEntry(line: Buffer, key: string): unknown {
  return entryOf(line.subarray(key.length + 1, line[line.length - 1] === NL ? -1 : undefined));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An entry's JSON with a Markdown analysis's body apart after a tab (JSON.stringify never writes one). */
function entryJson(value: unknown): string {
  const analysis = isObject(value) ? value['analysis'] : undefined;
  if (!isObject(value) || !isObject(analysis) || typeof analysis['content'] !== 'string') return JSON.stringify(value);
  const { content, ...rest } = analysis;
  return `${JSON.stringify({ ...value, analysis: rest })}\t${JSON.stringify(content)}`;
}

/** One entry line made now, as text (the writer encodes many at once, and a long one alone). */
export function entryText(key: string, value: unknown): string {
  return `${key}\t${entryJson(value)}\n`;
}

/** One entry line: from the old file's bytes when it is unchanged, else serialized. */
export function entryLine(key: string, entry: { raw: Uint8Array } | { value: unknown }): Buffer {
  const json =
    'raw' in entry
      ? Buffer.from(entry.raw.buffer, entry.raw.byteOffset, entry.raw.byteLength)
      : Buffer.from(entryJson(entry.value), 'utf8');
  const line = Buffer.allocUnsafe(key.length + 2 + json.length);
  line.write(key, 0, 'latin1');
  line[key.length] = TAB;
  json.copy(line, key.length + 1);
  line[line.length - 1] = NL;
  return line;
}
