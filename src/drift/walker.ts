// Committed versions of content files for drift protection: read in bulk (one
// `git cat-file --batch` per round), their candidate values computed once per blob and kept in the
// renderings cache (a blob never changes, so only a new renderer invalidates an entry).
import path from 'node:path';
import type { Repo } from '../history/repo.js';
import { fileVersions, type FileVersion, type History } from '../history/log.js';
import { readBlobs } from '../history/objects.js';
import { STATIC_FILE } from '../loader/content.js';
import type { SiteName } from '../html/site-conventions.js';
import { ENTRY_KEY, markdownVersionValues, renderBothWays, staticVersionValues, type VersionValues } from './versions.js';
import { openRenderingsCache } from './store.js';

/** A field waiting for history: its entry, file, and static key (for a `_static.yaml` pair). */
export interface PendingEntry {
  push: { entryId: string; file: string };
  staticKey: string | undefined;
}

export type VersionWalker = Awaited<ReturnType<typeof versionWalker>>;

/** Committed versions of files, their candidate values loaded in bulk and cached by blob. */
export async function versionWalker(repo: Repo, first: History, cacheDir: string, site?: SiteName) {
  const cache = await openRenderingsCache(cacheDir);
  // under `site:` a blob renders otherwise: its renderings are kept apart
  const keyOf = (blob: string, kind: 'markdown' | 'static'): string => (site && kind === 'markdown' ? `${blob}@${site}` : blob);
  const render = renderBothWays(site);
  let history = first;
  const versions = new Map<string, FileVersion[]>();
  const loaded = new Map<string, VersionValues>();
  const kindOf = (file: string): 'markdown' | 'static' => (path.posix.basename(file) === STATIC_FILE ? 'static' : 'markdown');
  const versionsOf = (file: string): FileVersion[] => {
    const known = versions.get(file);
    if (known) return known;
    const found = fileVersions(history, file);
    versions.set(file, found);
    return found;
  };
  return {
    /** Another (fuller) history: versions are looked up again, values already read are kept. */
    use(h: History): void {
      history = h;
      versions.clear();
    },
    async load(files: string[], from: number, to: number): Promise<void> {
      const missing = new Map<string, 'markdown' | 'static'>();
      for (const file of new Set(files)) {
        const kind = kindOf(file);
        for (const v of versionsOf(file).slice(from, to)) {
          if (loaded.has(v.blob)) continue;
          const hit = cache.get(kind, keyOf(v.blob, kind));
          if (hit) loaded.set(v.blob, hit);
          else missing.set(v.blob, kind);
        }
      }
      if (missing.size === 0) return;
      const blobs = await readBlobs(repo, [...missing.keys()]);
      for (const [blob, kind] of missing) {
        const bytes = blobs.get(blob);
        if (!bytes) continue;
        const values = kind === 'static' ? staticVersionValues(bytes) : markdownVersionValues(bytes, render, site);
        loaded.set(blob, values);
        cache.set(kind, keyOf(blob, kind), values);
      }
    },
    /** The loaded versions of a file, each with the path it had in its commit. */
    versions(file: string, from: number, to: number): { values: VersionValues; path: string }[] {
      return versionsOf(file)
        .slice(from, to)
        .flatMap((v) => {
          const values = loaded.get(v.blob);
          return values ? [{ values, path: v.path }] : [];
        });
    },
    /**
     * Markdown files deleted somewhere in history (not renamed: git saw no rename), by the `entry`
     * any of their versions named, for the pending entries only. Reads their versions in one batch.
     */
    async deletedByEntry(h: History, pending: PendingEntry[]): Promise<Map<string, string[]>> {
      const wanted = new Set(pending.filter((p) => p.staticKey === undefined).map((p) => p.push.entryId));
      const folders = new Set(pending.map((p) => p.push.file.split('/', 1)[0]));
      const gone = new Set<string>();
      for (const c of h.commits) {
        for (const ch of c.changes)
          if (ch.status === 'D' && ch.path.endsWith('.md') && folders.has(ch.path.split('/', 1)[0])) gone.add(ch.path);
      }
      const out = new Map<string, string[]>();
      if (wanted.size === 0 || gone.size === 0) return out;
      await this.load([...gone], 0, Infinity);
      for (const file of gone) {
        const entries = new Set(this.versions(file, 0, Infinity).flatMap((v) => v.values[ENTRY_KEY] ?? []));
        for (const e of entries) if (wanted.has(e)) out.set(e, [...(out.get(e) ?? []), file]);
      }
      return out;
    },
    save: () => cache.save(),
  };
}
