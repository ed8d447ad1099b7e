// Cache of per-file analyses (issue 7: a warm dry run at most 0.5x the floor). Stored in
// `<cacheDir>/load-analysis.json`, keyed by SHA-256 over (code version, analysis options, file
// bytes). The code version hashes the source of every module the analysis runs (load/, html/,
// model) and the versions of the libraries it calls, so any change to the renderer, the parser or
// their dependencies starts a fresh cache: a stale result can never be served. Any trouble reading
// or writing the cache only costs speed; it never fails a run.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYSIS_FORMAT, type AnalyzeOptions, type FileAnalysis } from './analyze.js';

export const CACHE_FILE = 'load-analysis.json';
const LIBRARIES = ['marked', 'gray-matter', 'yaml', 'entities'];

export interface AnalysisCache {
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
  let old: Record<string, FileAnalysis> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheFile>;
    if (parsed.version === version && parsed.entries && typeof parsed.entries === 'object') old = parsed.entries;
  } catch {
    // no cache yet, or unreadable: start empty
  }
  const used = new Map<string, FileAnalysis>();
  let changed = false;
  const stats = { hits: 0, misses: 0 };
  const prefix = `${version}\n`;
  return {
    stats,
    keyOf(bytes, opts) {
      // alertLabels change the rendering (issue 13): they are part of the key
      const labels = opts.alertLabels ? JSON.stringify(Object.entries(opts.alertLabels).sort()) : '';
      return createHash('sha256')
        .update(prefix)
        .update(`${opts.kind} ${opts.isIndex} ${opts.render} ${labels}\n`)
        .update(bytes)
        .digest('base64url');
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
      if (!changed && (keepUnused || unused.length === 0)) return;
      const entries: Record<string, FileAnalysis> = {};
      if (keepUnused) for (const k of unused) entries[k] = old[k]!;
      for (const [k, v] of used) entries[k] = v;
      const body: CacheFile = { version, entries };
      try {
        await mkdir(cacheDir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, JSON.stringify(body));
        await rename(tmp, file);
      } catch {
        // a cache that cannot be written only costs speed next time
      }
    },
  };
}
