// Cache of per-file analyses (the warm goal of docs/performance.md), in
// `<cacheDir>/load-analysis.json` (format: cache-format.ts). An entry is keyed by the SHA-256 of the
// file's bytes and the analysis options, and the entry itself records the bytes' hash and the
// options; a lookup verifies both, so an entry made for other bytes or other options is a miss, and
// an edit is always seen, whatever the file's size and mtime: a file is known without being read only
// while its whole stamp, ctime and inode included, is what it was when read (file-stamps.ts). The file
// records the code version (code-version.ts: it follows the analysis's module graph): other code's
// file is ignored.
// An entry's shape is known from the file's seal, or else checked by the schema when it is hit
// (cache-schema.ts), so an entry of the wrong shape is a miss. Beside the analyses, the cache keeps
// the richTextHash of bodies after their links and images are resolved, by the SHA-256 of
// the resolved text: canonicalising every page with a link was most of a warm run's links step. A body
// with nothing to resolve has both of its set-aside hashes (set-aside.ts) kept under its analysis's key
// instead (`h.s.<key>`), so a warm run hashes none of those bodies.
// Nothing of the cache is held in memory for the run: the old file is read by ranges (cache-file.ts)
// and a new analysis is written to the new file when it is made (cache-write.ts), so memory does not
// grow with the cache (the old file on a warm run; every analysis on a cold one).
// Trouble reading or writing the cache only costs speed, except a cache file or folder that leads
// outside the config's folder: that is refused.
import { createHash, hash } from 'node:crypto';
import path from 'node:path';
import { ANALYSIS_FORMAT, type AnalyzeOptions, type FileAnalysis } from '../content/analyze.js';
import { savedFileReader } from './cache-file.js';
import { openTrustedCache } from './state-trust.js';
import { bodyHashMemo, richHashMemo, stampMemo, type BodyHashes } from './hash-lines.js';
import { setAsideHit } from './light-hit.js';
import type { FileStamp } from './file-stamps.js';
import { HASH_KEY, HASH_VALUE_MAX, entryLine, entryOf, entryText, lineEntry, parseEntry, type CacheIndex } from './cache-format.js';
import type { CacheFileWriter } from './cache-write.js';
import { cacheEntrySchema, type CacheEntry } from './cache-schema.js';
import { analysisCodeVersion } from './code-version.js';
import { resolveCwd } from '../util/runtime.js';

export const CACHE_FILE = 'load-analysis.json';

/** What a lookup needs to store its result afterwards. */
export interface CacheRef {
  key: string;
  bytes: string;
  opts: string;
}

export interface AnalysisCache {
  /** set when the cache file or its folder is refused (a link leading outside, not a regular file) */
  readonly refusal?: { file: string; message: string };
  /** warnings: files under `.helpsync/` Git tracks, not trusted (state-trust.ts) */
  readonly untrusted?: readonly string[];
  /** the stored analysis of these bytes under these options, when there is a valid one */
  lookup(bytes: Uint8Array, opts: AnalyzeOptions, setAside?: boolean): { ref: CacheRef; hit?: FileAnalysis };
  /**
   * lookup by the bytes' SHA-256 (hex), for bytes read elsewhere (a worker, or none: a stamp). For a
   * load that sets bodies aside (`setAside`), a hit may come with its body already set aside, as
   * BodySetAside.take would leave it, where that is known without decoding the body (light-hit.ts).
   */
  lookupHash(bytesHash: string, opts: AnalyzeOptions, setAside?: boolean): { ref: CacheRef; hit?: FileAnalysis };
  set(ref: CacheRef, analysis: FileAnalysis): void;
  /** no cache file was read: every lookup will miss */
  readonly cold: boolean;
  /** richTextHash(html), remembered by the SHA-256 of html */
  richHash(html: string): string;
  /**
   * hashText and richTextHash of the body of the analysis under `ref` (its `content`, as analysed:
   * no links to resolve), remembered by the analysis's key: a warm run hashes no body at all.
   */
  bodyHashes(ref: CacheRef, html: string): BodyHashes;
  /** the SHA-256 (hex) of the bytes the file had when last read under this very stamp (file-stamps.ts) */
  stampedBytes(real: string, stamp: FileStamp): string | undefined;
  /** remembers the bytes' SHA-256 under the stamp the file had when read (when the stamp is settled) */
  rememberStamp(real: string, stamp: FileStamp, bytesHash: string): void;
  /** the analysis under a ref that lookup or set gave this run, read back from the disk (before or after the save; undefined when gone) */
  analysisAt(ref: CacheRef): FileAnalysis | undefined;
  /** Writes the entries used by this run (and recent others); no-op when nothing changed. Lookups miss after it. */
  save(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

/**
 * A line this run uses, by where it lies: in the old file (copied to the new one at save), in the
 * new file (written when it was made), or a rich hash (short: kept, written at save). No analysis is
 * held here: a run of 200k files would hold them all until the plan is made.
 */
type Used = { old: readonly [number, number] } | { made: readonly [number, number] } | { hash: string };

/** Hash of the analysis code and its libraries (code-version.ts). */
export function codeVersion(): string {
  return analysisCodeVersion(ANALYSIS_FORMAT);
}

export function optionsKey(opts: AnalyzeOptions): string {
  // alertLabels change the rendering: they are part of the key
  const labels = opts.alertLabels ? ` ${JSON.stringify(Object.entries(opts.alertLabels).sort())}` : '';
  // so does the generator named by `site:`
  const site = opts.site ? ` site=${opts.site}` : '';
  return `${opts.kind} ${opts.isIndex} ${opts.render}${labels}${site}`;
}

/** The key of (bytes, options): the bytes' SHA-256 (hex) and a short hash of the options. */
export function cacheKey(bytesHash: string, optsId: string): string {
  return `${bytesHash}.${optsId}`;
}

export async function openAnalysisCache(cacheDir: string): Promise<AnalysisCache> {
  const version = codeVersion();
  const file = path.join(cacheDir, CACHE_FILE);
  // cacheDir is `<configDir>/.helpsync/cache` (operations/pipeline/load-local.ts): what lies under the config folder resolves inside it
  const root = path.dirname(path.dirname(resolveCwd(cacheDir)));
  const { refusal, old, writer, untrusted, close } = await openTrustedCache(cacheDir, root, file, version);
  const used = new Map<string, Used>();
  let changed = false;
  const stats = { hits: 0, misses: 0 };
  const optsId = optsIdMemo();
  const analysisOf = (ref: CacheRef, u: Used | undefined): FileAnalysis | undefined => usedAnalysis(old, writer, ref, u);
  let saved = false;
  /** after the save: the file now holding every used line, at the ranges in `used` */
  let savedRead: ((range: readonly [number, number]) => Buffer | undefined) | undefined;
  // the same options object (shared by the loader) gives the same key string: one per options, not per file
  const keys = new WeakMap<AnalyzeOptions, string>();
  const rememberedHash = remembered(old, used);
  const lookupHash = (bytesHash: string, opts: AnalyzeOptions, setAside = false): { ref: CacheRef; hit?: FileAnalysis } => {
    let o = keys.get(opts);
    if (o === undefined) keys.set(opts, (o = optionsKey(opts)));
    const ref = { key: cacheKey(bytesHash, optsId(o)), bytes: bytesHash, opts: o };
    // once saved, the files it read from are closed: every lookup misses (a body read back at apply)
    if (saved) return { ref };
    const known = used.get(ref.key);
    const light = !known && old && setAside ? setAsideHit(old, ref, rememberedHash) : undefined;
    const hit = light ?? (known ? analysisOf(ref, known) : old ? fromFile(old, ref) : undefined);
    if (hit) {
      stats.hits++;
      if (!known) used.set(ref.key, { old: old!.lines.get(ref.key)! });
      return { ref, hit };
    }
    stats.misses++;
    return { ref };
  };
  const keepHash = (key: string, value: string): void => {
    used.set(key, { hash: value });
    changed = true;
  };
  return {
    refusal,
    untrusted,
    stats,
    cold: old === undefined,
    lookup: (bytes, opts, setAside) => lookupHash(hash('sha256', bytes, 'hex'), opts, setAside),
    lookupHash,
    set(ref, analysis) {
      if (!writer || saved) return;
      used.set(ref.key, { made: writer.append(entryText(ref.key, { bytes: ref.bytes, opts: ref.opts, analysis })) });
      changed = true;
    },
    richHash: richHashMemo(rememberedHash, keepHash),
    bodyHashes: bodyHashMemo(rememberedHash, keepHash),
    ...stampMemo(rememberedHash, keepHash, writer?.createdMs),
    analysisAt(ref) {
      try {
        if (!saved) return analysisOf(ref, used.get(ref.key));
        return savedRead ? savedAnalysis(savedRead, ref, used.get(ref.key)) : undefined;
      } catch {
        return undefined; // unreadable: the caller reads the file again
      }
    },
    async save() {
      if (saved) return;
      saved = true;
      try {
        await saveWith(old, used, changed, writer);
        if (writer) savedRead = savedFileReader(writer.target, version);
      } catch {
        // a cache that cannot be written only costs speed next time
      } finally {
        await close();
      }
    },
  };
}

/** The analysis of a line this run used: in the old file, or in the new one (written when it was made). */
function usedAnalysis(
  old: CacheIndex | undefined,
  writer: CacheFileWriter | undefined,
  ref: CacheRef,
  u: Used | undefined,
): FileAnalysis | undefined {
  if (u === undefined || 'hash' in u) return undefined;
  if ('old' in u) return fromFile(old!, ref);
  const entry = lineEntry(writer!.read(u.made), ref.key) as CacheEntry;
  return entry.analysis;
}

/**
 * After the save, the analysis of a line this run used, from the file the save left (the new file, or
 * the old one kept as it was): an entry made for other bytes or options is a miss.
 */
function savedAnalysis(
  read: (range: readonly [number, number]) => Buffer | undefined,
  ref: CacheRef,
  u: Used | undefined,
): FileAnalysis | undefined {
  if (u === undefined || 'hash' in u) return undefined;
  const bytes = read('old' in u ? u.old : u.made);
  if (!bytes) return undefined;
  // an old range is the entry's JSON; a made one is its whole line (key, tab, JSON, newline)
  const entry = ('old' in u ? entryOf(bytes) : lineEntry(bytes, ref.key)) as Partial<CacheEntry> | undefined;
  return entry && entry.bytes === ref.bytes && entry.opts === ref.opts ? entry.analysis : undefined;
}

/** A rich hash this run or the cache file already has, by key (marked used: it is kept at save). */
function remembered(old: CacheIndex | undefined, used: Map<string, Used>): (key: string) => string | undefined {
  return (key) => {
    const known = used.get(key);
    if (known && 'hash' in known) return known.hash;
    const found = old ? hashLine(old, key) : undefined;
    if (found !== undefined) used.set(key, { hash: found });
    return found;
  };
}

/** A short hash of an options key; a handful of distinct options per run, each hashed once. */
function optsIdMemo(): (o: string) => string {
  const ids = new Map<string, string>();
  return (o) => {
    let id = ids.get(o);
    if (id === undefined) ids.set(o, (id = createHash('sha256').update(o).digest('base64url').slice(0, 16)));
    return id;
  };
}

/** The lines this run used and, within bounds, the ones it did not, after those written as they were made. */
async function saveWith(
  old: CacheIndex | undefined,
  used: Map<string, Used>,
  changed: boolean,
  writer: CacheFileWriter | undefined,
): Promise<void> {
  if (!writer) return;
  const unused = old ? [...old.lines.keys()].filter((k) => !used.has(k)) : [];
  // Keep entries other runs used (a --languages run must not evict the rest), but bounded:
  // beyond twice this run's size, the unused ones go.
  const keepUnused = used.size + unused.length <= Math.max(2 * used.size, 1000);
  if (!changed && (keepUnused || unused.length === 0)) {
    await writer.abort();
    return;
  }
  try {
    // an old line copied is a made line now: where the saved file holds it (read back after the save)
    for (const [k, u] of used) {
      if ('old' in u) used.set(k, { made: writer.append(entryLine(k, { raw: old!.read(u.old) })) });
      else if ('hash' in u) writer.append(entryText(k, u.hash));
    }
    if (keepUnused && old) for (const k of unused) for (const line of unusedLine(old, k)) writer.append(line);
  } catch (err) {
    await writer.abort();
    throw err;
  }
  await writer.finish();
}

/** The old file's entry for `ref`, when it has the right shape and was made for these bytes and options. */
function fromFile(old: CacheIndex, ref: CacheRef): FileAnalysis | undefined {
  const range = old.lines.get(ref.key);
  if (!range) return undefined;
  const entry = checked(old, ref.key, parseEntry(old, range)) as CacheEntry | undefined;
  if (!entry || entry.bytes !== ref.bytes || entry.opts !== ref.opts) return undefined;
  return entry.analysis;
}

/** The old file's rich hash under `key`, when it has the right shape. */
function hashLine(old: CacheIndex, key: string): string | undefined {
  const range = old.lines.get(key);
  if (!range) return undefined;
  const value = checked(old, key, old.hashes?.has(key) ? old.hashes.get(key) : parseEntry(old, range));
  return typeof value === 'string' ? value : undefined;
}

/** A hash line's value is a short string (HASH_VALUE_MAX); a sealed file's entry is as this code wrote it; any other is checked by the schema. */
function checked(old: CacheIndex, key: string, raw: unknown): CacheEntry | string | undefined {
  if (key.startsWith(HASH_KEY)) return typeof raw === 'string' && raw.length <= HASH_VALUE_MAX ? raw : undefined;
  if (old.sealed) return typeof raw === 'object' && raw !== null ? (raw as CacheEntry) : undefined;
  const parsed = cacheEntrySchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** A line this run did not use, kept as it was when sealed; from an unsealed file only when valid. */
function* unusedLine(old: CacheIndex, key: string): Generator<Buffer> {
  const range = old.lines.get(key)!;
  if (old.sealed) {
    yield entryLine(key, { raw: old.read(range) });
    return;
  }
  const value = checked(old, key, parseEntry(old, range));
  if (value !== undefined) yield entryLine(key, { value });
}
