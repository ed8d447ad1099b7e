// Reading the loader cache file under the safe-path rule: the file and its folders lie
// under the config's folder, so they must resolve inside it. A missing file is an empty cache.
// The file is indexed as it is read, a megabyte at a time, and kept open: an entry is read again
// by its range when a lookup hits it, so a warm run does not hold the whole file (60 MB at 16.7k
// files) for its whole length.
import { readSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { openRegularFile, readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';
import { CacheIndexer } from './cache-format.js';
const CHUNK = 1 << 20;
/** The cache file opened and indexed; none when there is none; a refusal when it or its folder leaves `root`. */
export async function openCacheFile(root, file, version) {
    const found = await findCacheFile(root, file);
    if (!('real' in found))
        return found;
    const open = await openRegularFile(found.real);
    if (!open.ok)
        return {};
    const { handle } = open;
    const close = () => handle.close().catch(() => undefined);
    try {
        const indexer = new CacheIndexer(version);
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await handle.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            // a copy: the indexer may keep a partial line across reads
            if (!indexer.write(Buffer.from(buf.subarray(0, bytesRead)))) {
                await close();
                return {};
            }
        }
        if (!indexer.end()) {
            await close();
            return {};
        }
        const read = windowReader(handle.fd);
        return { opened: { index: { read, lines: indexer.lines, hashes: indexer.hashes, sealed: indexer.sealed }, close } };
    }
    catch {
        await close();
        return {};
    }
}
/** A file under the state folder read whole (small ones); none when there is none; a refusal when it or its folder leaves `root`. */
export async function readCacheBytes(root, file) {
    const found = await findCacheFile(root, file);
    if (!('real' in found))
        return 'refusal' in found ? found : {};
    const read = await readRegularFile(found.real);
    return read.ok ? { bytes: read.bytes } : {};
}
/**
 * Reads ranges of the file through a window of a megabyte: a run looks its files up in about the
 * order the last run wrote them, so most hits are served from the window, not one read each
 * (a read per hit was 5% of a warm run's CPU at 16.7k files).
 */
function windowReader(fd) {
    let start = 0;
    let window = Buffer.alloc(0);
    return (range) => {
        if (range[0] < start || range[1] > start + window.length) {
            start = range[0];
            window = Buffer.allocUnsafe(Math.max(CHUNK, range[1] - range[0]));
            window = window.subarray(0, readSync(fd, window, 0, window.length, start));
        }
        return window.subarray(range[0] - start, range[1] - start);
    };
}
/** The cache file's real path; none when there is none; a refusal when it or its folder leaves `root`. */
async function findCacheFile(root, file) {
    let real;
    try {
        real = await realFolder(root);
    }
    catch {
        return {};
    }
    // From the top down: `.helpsync`, `.helpsync/cache`, then the file; the first part there decides.
    const parts = path.relative(root, file).split(path.sep);
    for (let i = 1; i <= parts.length; i++) {
        const rel = parts.slice(0, i).join(path.sep);
        try {
            await lstat(path.join(root, rel));
        }
        catch {
            return {}; // not there: nothing to read
        }
        const r = await resolveInside(real, path.join(real, rel), i === parts.length ? 'file' : 'folder');
        if (!r.ok)
            return { refusal: { file: path.join(root, rel), message: r.message } };
        if (i === parts.length)
            return { real: r.real };
    }
    return {};
}
//# sourceMappingURL=cache-file.js.map