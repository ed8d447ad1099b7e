// Committed versions of content files for drift protection: read in bulk (one
// `git cat-file --batch` per round), their candidate values computed once per blob and kept in the
// renderings cache (a blob never changes, so only a new renderer invalidates an entry).
import path from 'node:path';
import { fileVersions } from '../history/log.js';
import { readBlobs } from '../history/objects.js';
import { STATIC_FILE } from '../loader/content.js';
import { ENTRY_KEY, markdownVersionValues, staticVersionValues } from './versions.js';
import { openRenderingsCache } from './store.js';
/** Committed versions of files, their candidate values loaded in bulk and cached by blob. */
export async function versionWalker(repo, first, cacheDir) {
    const cache = await openRenderingsCache(cacheDir);
    let history = first;
    const versions = new Map();
    const loaded = new Map();
    const kindOf = (file) => (path.posix.basename(file) === STATIC_FILE ? 'static' : 'markdown');
    const versionsOf = (file) => {
        const known = versions.get(file);
        if (known)
            return known;
        const found = fileVersions(history, file);
        versions.set(file, found);
        return found;
    };
    return {
        /** Another (fuller) history: versions are looked up again, values already read are kept. */
        use(h) {
            history = h;
            versions.clear();
        },
        async load(files, from, to) {
            const missing = new Map();
            for (const file of new Set(files)) {
                const kind = kindOf(file);
                for (const v of versionsOf(file).slice(from, to)) {
                    if (loaded.has(v.blob))
                        continue;
                    const hit = cache.get(kind, v.blob);
                    if (hit)
                        loaded.set(v.blob, hit);
                    else
                        missing.set(v.blob, kind);
                }
            }
            if (missing.size === 0)
                return;
            const blobs = await readBlobs(repo, [...missing.keys()]);
            for (const [blob, kind] of missing) {
                const bytes = blobs.get(blob);
                if (!bytes)
                    continue;
                const values = kind === 'static' ? staticVersionValues(bytes) : markdownVersionValues(bytes);
                loaded.set(blob, values);
                cache.set(kind, blob, values);
            }
        },
        /** The loaded versions of a file, each with the path it had in its commit. */
        versions(file, from, to) {
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
        async deletedByEntry(h, pending) {
            const wanted = new Set(pending.filter((p) => p.staticKey === undefined).map((p) => p.push.entryId));
            const folders = new Set(pending.map((p) => p.push.file.split('/', 1)[0]));
            const gone = new Set();
            for (const c of h.commits) {
                for (const ch of c.changes)
                    if (ch.status === 'D' && ch.path.endsWith('.md') && folders.has(ch.path.split('/', 1)[0]))
                        gone.add(ch.path);
            }
            const out = new Map();
            if (wanted.size === 0 || gone.size === 0)
                return out;
            await this.load([...gone], 0, Infinity);
            for (const file of gone) {
                const entries = new Set(this.versions(file, 0, Infinity).flatMap((v) => v.values[ENTRY_KEY] ?? []));
                for (const e of entries)
                    if (wanted.has(e))
                        out.set(e, [...(out.get(e) ?? []), file]);
            }
            return out;
        },
        save: () => cache.save(),
    };
}
//# sourceMappingURL=walker.js.map