// Cache of per-file analyses (issue 7: a warm dry run at most 0.5x the floor), in
// `<cacheDir>/load-analysis.json`. An entry is keyed by SHA-256 over (code version, analysis options,
// SHA-256 of the file's bytes), and the entry itself records the bytes' hash and the options; a
// lookup verifies both and the entry's shape (cache-schema.ts), so an entry of the wrong shape, made
// for other bytes or other options, or by other code, is a miss (issue 10). The code version follows
// the analysis's module graph (code-version.ts). Trouble reading or writing the cache only costs
// speed, except a cache file or folder that leads outside the config's folder: that is refused.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic-write.js';
import { ANALYSIS_FORMAT, type AnalyzeOptions, type FileAnalysis } from './analyze.js';
import { readCacheText } from './cache-file.js';
import { cacheEntrySchema, cacheFileSchema, type CacheEntry } from './cache-schema.js';
import { analysisCodeVersion } from './code-version.js';

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
  set(ref: CacheRef, analysis: FileAnalysis): void;
  /** Writes the entries used by this run (and recent others); no-op when nothing changed. */
  save(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

/** Hash of the analysis code and its libraries (code-version.ts). */
export function codeVersion(): string {
  return analysisCodeVersion(ANALYSIS_FORMAT);
}

export function optionsKey(opts: AnalyzeOptions): string {
  return `${opts.kind} ${opts.isIndex} ${opts.render}`;
}

export async function openAnalysisCache(cacheDir: string): Promise<AnalysisCache> {
  const version = codeVersion();
  const file = path.join(cacheDir, CACHE_FILE);
  // cacheDir is `<configDir>/.helpsync/cache` (pipeline/sync.ts): the config folder is the folder the
  // user named, and what lies under it must resolve inside it (issue 10).
  const root = path.dirname(path.dirname(path.resolve(cacheDir)));
  let old: Record<string, unknown> = {};
  const read = await readCacheText(root, file);
  const refusal = 'refusal' in read ? read.refusal : undefined;
  if ('text' in read && read.text !== undefined) {
    try {
      const parsed = cacheFileSchema.safeParse(JSON.parse(read.text));
      if (parsed.success && parsed.data.version === version) old = parsed.data.entries;
    } catch {
      // not JSON: start empty
    }
  }
  const used = new Map<string, CacheEntry>();
  let changed = false;
  const stats = { hits: 0, misses: 0 };
  const prefix = `${version}\n`;
  return {
    refusal,
    stats,
    lookup(bytes, opts) {
      const bytesHash = createHash('sha256').update(bytes).digest('hex');
      const o = optionsKey(opts);
      const key = createHash('sha256').update(prefix).update(`${o}\n${bytesHash}`).digest('base64url');
      const ref = { key, bytes: bytesHash, opts: o };
      const entry = used.get(key) ?? (Object.hasOwn(old, key) ? validEntry(old[key], ref) : undefined);
      if (entry) {
        stats.hits++;
        used.set(key, entry);
        return { ref, hit: entry.analysis };
      }
      stats.misses++;
      return { ref };
    },
    set(ref, analysis) {
      used.set(ref.key, { bytes: ref.bytes, opts: ref.opts, analysis });
      changed = true;
    },
    async save() {
      const unused = Object.keys(old).filter((k) => !used.has(k));
      // Keep entries other runs used (a --languages run must not evict the rest), but bounded:
      // beyond twice this run's size, the unused ones go.
      const keepUnused = used.size + unused.length <= Math.max(2 * used.size, 1000);
      if (refusal || (!changed && (keepUnused || unused.length === 0))) return;
      const entries: Record<string, unknown> = {};
      if (keepUnused) for (const k of unused) entries[k] = old[k];
      for (const [k, v] of used) entries[k] = v;
      try {
        await writeFileAtomic(file, JSON.stringify({ version, entries }), { inside: root });
      } catch {
        // a cache that cannot be written only costs speed next time
      }
    },
  };
}

/** The entry when it has the right shape and was made for these bytes and options; else a miss. */
function validEntry(raw: unknown, ref: CacheRef): CacheEntry | undefined {
  const parsed = cacheEntrySchema.safeParse(raw);
  if (!parsed.success || parsed.data.bytes !== ref.bytes || parsed.data.opts !== ref.opts) return undefined;
  return parsed.data;
}
