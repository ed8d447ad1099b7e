// Cache of per-file analyses (issue 7: a warm dry run at most 0.5x the floor). Stored in
// `<cacheDir>/load-analysis.json`, keyed by SHA-256 over (code version, analysis options, file
// bytes). The code version hashes the source of every module the analysis runs (load/, html/,
// model) and the versions of the libraries it calls, so any change to the renderer, the parser or
// their dependencies starts a fresh cache: a stale result can never be served. Any trouble reading
// or writing the cache only costs speed; it never fails a run.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../util/atomic-write.js';
import { readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';
import { ANALYSIS_FORMAT, type AnalyzeOptions, type FileAnalysis } from './analyze.js';

export const CACHE_FILE = 'load-analysis.json';
const LIBRARIES = ['marked', 'gray-matter', 'yaml', 'entities'];

export interface AnalysisCache {
  /** set when the cache file or its folder is refused (a link leading outside, not a regular file) */
  readonly refusal?: { file: string; message: string };
  keyOf(bytes: Uint8Array, opts: AnalyzeOptions): string;
  get(key: string): FileAnalysis | undefined;
  set(key: string, analysis: FileAnalysis): void;
  /** Writes the entries used by this run (and recent others); no-op when nothing changed. */
  save(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

interface CacheFile {
  version: string;
  entries: Record<string, FileAnalysis>;
}

let codeVersionMemo: string | undefined;

/** Hash of the analysis code and its libraries (see the header comment). */
export function codeVersion(): string {
  if (codeVersionMemo) return codeVersionMemo;
  const h = createHash('sha256');
  h.update(`format ${ANALYSIS_FORMAT}\n`);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const ext = path.extname(fileURLToPath(import.meta.url));
  const files = [...listModules(here, ext), ...listModules(path.join(here, '..', 'html'), ext), path.join(here, '..', `model${ext}`)];
  for (const f of files) {
    h.update(`${path.relative(path.join(here, '..'), f)}\n`);
    try {
      h.update(readFileSync(f));
    } catch {
      h.update('missing');
    }
  }
  const require = createRequire(import.meta.url);
  for (const lib of LIBRARIES) h.update(`${lib}@${libraryVersion(require, lib)}\n`);
  codeVersionMemo = h.digest('hex');
  return codeVersionMemo;
}

function listModules(dir: string, ext: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith(ext) && !n.endsWith(`.d${ext}`))
      .sort()
      .map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}

function libraryVersion(require: NodeJS.Require, lib: string): string {
  try {
    let dir = path.dirname(require.resolve(lib));
    for (let i = 0; i < 6; i++) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (pkg.name === lib && pkg.version) return pkg.version;
      } catch {
        // no package.json at this level: keep walking up
      }
      dir = path.dirname(dir);
    }
  } catch {
    // not resolvable: fall through
  }
  return 'unknown';
}

export async function openAnalysisCache(cacheDir: string): Promise<AnalysisCache> {
  const version = codeVersion();
  const file = path.join(cacheDir, CACHE_FILE);
  // cacheDir is `<configDir>/.helpsync/cache` (pipeline/sync.ts): the config folder is the folder the
  // user named, and what lies under it must resolve inside it (issue 10).
  const root = path.dirname(path.dirname(path.resolve(cacheDir)));
  let old: Record<string, FileAnalysis> = {};
  let refusal: AnalysisCache['refusal'];
  const read = await readCacheText(root, file);
  if ('refusal' in read) refusal = read.refusal;
  else if (read.text !== undefined) {
    try {
      const parsed = JSON.parse(read.text) as Partial<CacheFile>;
      if (parsed.version === version && parsed.entries && typeof parsed.entries === 'object') old = parsed.entries;
    } catch {
      // unreadable: start empty
    }
  }
  const used = new Map<string, FileAnalysis>();
  let changed = false;
  const stats = { hits: 0, misses: 0 };
  const prefix = `${version}\n`;
  return {
    refusal,
    stats,
    keyOf(bytes, opts) {
      return createHash('sha256').update(prefix).update(`${opts.kind} ${opts.isIndex} ${opts.render}\n`).update(bytes).digest('base64url');
    },
    get(key) {
      const a = used.get(key) ?? (Object.hasOwn(old, key) ? old[key] : undefined);
      if (a) {
        stats.hits++;
        used.set(key, a);
      } else stats.misses++;
      return a;
    },
    set(key, analysis) {
      used.set(key, analysis);
      changed = true;
    },
    async save() {
      const oldKeys = Object.keys(old);
      const unused = oldKeys.filter((k) => !used.has(k));
      // Keep entries other runs used (a --languages run must not evict the rest), but bounded:
      // beyond twice this run's size, the unused ones go.
      const keepUnused = used.size + unused.length <= Math.max(2 * used.size, 1000);
      if (refusal || (!changed && (keepUnused || unused.length === 0))) return;
      const entries: Record<string, FileAnalysis> = {};
      if (keepUnused) for (const k of unused) entries[k] = old[k]!;
      for (const [k, v] of used) entries[k] = v;
      const body: CacheFile = { version, entries };
      try {
        await writeFileAtomic(file, JSON.stringify(body), { inside: root });
      } catch {
        // a cache that cannot be written only costs speed next time
      }
    },
  };
}

/** The cache file's text; undefined when there is none; a refusal when it or its folder leaves `root`. */
async function readCacheText(root: string, file: string): Promise<{ text?: string } | { refusal: { file: string; message: string } }> {
  try {
    await lstat(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A missing file is an empty cache; a missing folder too, unless a dangling link stands in for it.
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      for (const dir of [path.dirname(file), path.dirname(path.dirname(file))]) {
        try {
          if ((await lstat(dir)).isSymbolicLink()) {
            const real = await realFolder(root);
            const r = await resolveInside(real, path.join(real, path.relative(root, dir)), 'folder');
            if (!r.ok) return { refusal: { file: dir, message: r.message } };
          }
        } catch {
          // not there: nothing to check
        }
      }
      return {};
    }
    return {};
  }
  let real: string;
  try {
    real = await realFolder(root);
  } catch {
    return {};
  }
  const r = await resolveInside(real, path.join(real, path.relative(root, file)), 'file');
  if (!r.ok) return { refusal: { file, message: r.message } };
  const bytes = await readRegularFile(r.real);
  return bytes.ok ? { text: bytes.bytes.toString('utf8') } : {};
}
