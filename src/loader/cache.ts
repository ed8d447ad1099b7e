// Cache of per-file analyses (a warm dry run at most 0.5x the floor), in
// `<cacheDir>/load-analysis.json` (format: cache-format.ts). An entry is keyed by the SHA-256 of the
// file's bytes and the analysis options, and the entry itself records the bytes' hash and the
// options; a lookup verifies both, so an entry made for other bytes or other options is a miss, and
// an edit is always seen, whatever the file's size and mtime. The file records the code
// version (code-version.ts: it follows the analysis's module graph): other code's file is ignored.
// An entry's shape is known from the file's seal, or else checked by the schema when it is hit
// (cache-schema.ts), so an entry of the wrong shape is a miss. Beside the analyses, the cache keeps
// the richTextHash of bodies after their links and images are resolved, by the SHA-256 of
// the resolved text: canonicalising every page with a link was most of a warm run's links step.
// Trouble reading or writing the cache only costs speed, except a cache file or folder that leads
// outside the config's folder: that is refused.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { richTextHash } from '../html/compare.js';
import { ANALYSIS_FORMAT, type AnalyzeOptions, type FileAnalysis } from '../content/analyze.js';
import { readCacheBytes } from './cache-file.js';
import { entryLine, indexCache, parseEntry, type CacheIndex } from './cache-format.js';
import { writeCacheStream } from './cache-write.js';
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
  /** the stored analysis of these bytes under these options, when there is a valid one */
  lookup(bytes: Uint8Array, opts: AnalyzeOptions): { ref: CacheRef; hit?: FileAnalysis };
  /** lookup by the bytes' SHA-256 (hex), for bytes read elsewhere (a worker) */
  lookupHash(bytesHash: string, opts: AnalyzeOptions): { ref: CacheRef; hit?: FileAnalysis };
  set(ref: CacheRef, analysis: FileAnalysis): void;
  /** no cache file was read: every lookup will miss */
  readonly cold: boolean;
  /** richTextHash(html), remembered by the SHA-256 of html */
  richHash(html: string): string;
  /** Writes the entries used by this run (and recent others); no-op when nothing changed. */
  save(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

/** A line this run uses (an analysis, or a rich hash): `raw` is its JSON in the old file when it came from there unchanged. */
interface Used<T = CacheEntry | string> {
  value: T;
  raw?: Uint8Array;
}

/** Keys of rich-hash lines; analysis keys are hex and never start so. */
const HASH_KEY = 'h.';

/** Hash of the analysis code and its libraries (code-version.ts). */
export function codeVersion(): string {
  return analysisCodeVersion(ANALYSIS_FORMAT);
}

export function optionsKey(opts: AnalyzeOptions): string {
  // alertLabels change the rendering: they are part of the key
  const labels = opts.alertLabels ? ` ${JSON.stringify(Object.entries(opts.alertLabels).sort())}` : '';
  return `${opts.kind} ${opts.isIndex} ${opts.render}${labels}`;
}

/** The key of (bytes, options): the bytes' SHA-256 (hex) and a short hash of the options. */
export function cacheKey(bytesHash: string, optsId: string): string {
  return `${bytesHash}.${optsId}`;
}

export async function openAnalysisCache(cacheDir: string): Promise<AnalysisCache> {
  const version = codeVersion();
  const file = path.join(cacheDir, CACHE_FILE);
  // cacheDir is `<configDir>/.helpsync/cache` (sync/prepare.ts): the config folder is the folder the
  // user named, and what lies under it must resolve inside it.
  const root = path.dirname(path.dirname(resolveCwd(cacheDir)));
  const read = await readCacheBytes(root, file);
  const refusal = 'refusal' in read ? read.refusal : undefined;
  const old = 'bytes' in read && read.bytes !== undefined ? indexCache(read.bytes, version) : undefined;
  const used = new Map<string, Used>();
  let changed = false;
  const stats = { hits: 0, misses: 0 };
  // a handful of distinct options per run: hashed once each
  const optsIds = new Map<string, string>();
  const optsId = (o: string): string => {
    let id = optsIds.get(o);
    if (id === undefined) optsIds.set(o, (id = createHash('sha256').update(o).digest('base64url').slice(0, 16)));
    return id;
  };
  const lookupHash = (bytesHash: string, opts: AnalyzeOptions): { ref: CacheRef; hit?: FileAnalysis } => {
    const o = optionsKey(opts);
    const ref = { key: cacheKey(bytesHash, optsId(o)), bytes: bytesHash, opts: o };
    const found = (used.get(ref.key) as Used<CacheEntry> | undefined) ?? (old ? fromFile(old, ref) : undefined);
    if (found) {
      stats.hits++;
      used.set(ref.key, found);
      return { ref, hit: found.value.analysis };
    }
    stats.misses++;
    return { ref };
  };
  return {
    refusal,
    stats,
    cold: old === undefined,
    lookup(bytes, opts) {
      return lookupHash(createHash('sha256').update(bytes).digest('hex'), opts);
    },
    lookupHash,
    set(ref, analysis) {
      used.set(ref.key, { value: { bytes: ref.bytes, opts: ref.opts, analysis } });
      changed = true;
    },
    richHash(html) {
      const key = `${HASH_KEY}${createHash('sha256').update(html).digest('hex')}`;
      let found = used.get(key) ?? (old ? lineOf(old, key) : undefined);
      if (typeof found?.value !== 'string') {
        found = { value: richTextHash(html) };
        changed = true;
      }
      used.set(key, found);
      return found.value as string;
    },
    async save() {
      const unused = old ? [...old.lines.keys()].filter((k) => !used.has(k)) : [];
      // Keep entries other runs used (a --languages run must not evict the rest), but bounded:
      // beyond twice this run's size, the unused ones go.
      const keepUnused = used.size + unused.length <= Math.max(2 * used.size, 1000);
      if (refusal || (!changed && (keepUnused || unused.length === 0))) return;
      // Each line is made as the writer reaches it (cache-write.ts): no second copy of the cache.
      function* lines(): Generator<Buffer> {
        if (keepUnused && old) for (const k of unused) yield* unusedLine(old, k);
        for (const [k, u] of used) yield entryLine(k, u.raw ? { raw: u.raw } : { value: u.value });
      }
      try {
        await writeCacheStream(file, root, version, lines());
      } catch {
        // a cache that cannot be written only costs speed next time
      }
    },
  };
}

/** The old file's entry for `ref`, when it has the right shape and was made for these bytes and options. */
function fromFile(old: CacheIndex, ref: CacheRef): Used<CacheEntry> | undefined {
  const found = lineOf(old, ref.key);
  const entry = found?.value as CacheEntry | undefined;
  if (!found || entry!.bytes !== ref.bytes || entry!.opts !== ref.opts) return undefined;
  return found as Used<CacheEntry>;
}

/** The old file's line under `key`, when its value has the right shape. */
function lineOf(old: CacheIndex, key: string): Used | undefined {
  const range = old.lines.get(key);
  if (!range) return undefined;
  const value = checked(old, key, parseEntry(old, range));
  return value === undefined ? undefined : { value, raw: old.buf.subarray(range[0], range[1]) };
}

/** A rich hash is a short string; a sealed file's entry is as this code wrote it; any other is checked by the schema. */
function checked(old: CacheIndex, key: string, raw: unknown): CacheEntry | string | undefined {
  if (key.startsWith(HASH_KEY)) return typeof raw === 'string' && raw.length <= 64 ? raw : undefined;
  if (old.sealed) return typeof raw === 'object' && raw !== null ? (raw as CacheEntry) : undefined;
  const parsed = cacheEntrySchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** A line this run did not use, kept as it was when sealed; from an unsealed file only when valid. */
function* unusedLine(old: CacheIndex, key: string): Generator<Buffer> {
  const range = old.lines.get(key)!;
  if (old.sealed) {
    yield entryLine(key, { raw: old.buf.subarray(range[0], range[1]) });
    return;
  }
  const value = checked(old, key, parseEntry(old, range));
  if (value !== undefined) yield entryLine(key, { value });
}
