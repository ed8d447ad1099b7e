// The loader's walk (the I/O half of "scan",): which language folders and which files
// there are, under the safe-path rule of. The content folder is taken as given (after
// realpath); everything found under it must resolve inside it and be a regular file or folder. The
// walk never follows a link: a link to a file that stays inside is read as that file; a link to a
// folder, a link leading outside, a FIFO, a socket or a device where a content file belongs is an
// error naming it. Problems carry paths relative to the content folder; the caller shows them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isLanguageCode } from '../config/config.js';
import { describeFsError, describeType, holdsLineBreak, LINE_BREAK_NAME_MESSAGE, resolveInside } from '../util/safe-path.js';
import { INDEX_FILE, STATIC_FILE } from '../content/types.js';
export { INDEX_FILE, STATIC_FILE };
/** The language folders directly under the content folder (`realRoot`, already real). */
export async function scanLanguageFolders(realRoot, configured) {
    const dirents = await readdir(realRoot, { withFileTypes: true });
    const folders = new Set();
    const problems = [];
    const wanted = (name) => (configured ? configured.includes(name) : isLanguageCode(name));
    for (const d of dirents) {
        if (d.name.startsWith('.'))
            continue;
        if (d.isSymbolicLink() && wanted(d.name)) {
            // A language folder must be a real folder: following a link would make the walk leave the
            // folder the user named, or read one folder twice.
            const r = await resolveInside(realRoot, path.join(realRoot, d.name));
            problems.push({
                severity: 'error',
                file: d.name,
                message: r.ok ? 'a link to a folder: helpsync does not follow folder links; make it a real folder' : r.message,
            });
        }
        else if (d.isDirectory()) {
            if (wanted(d.name))
                folders.add(d.name);
            else {
                problems.push({
                    severity: 'warning',
                    file: d.name,
                    message: configured
                        ? `folder "${d.name}" is not one of the configured languages (${configured.join(', ')}): ignored`
                        : `folder "${d.name}" is not a language code: ignored`,
                });
            }
        }
        else if (d.name.toLowerCase().endsWith('.md') && (d.isFile() || d.isSymbolicLink())) {
            problems.push({ severity: 'warning', file: d.name, message: 'Markdown file outside a language folder: ignored' });
        }
    }
    return { folders, problems };
}
/** Walks one language folder (`<realRoot>/<language>`): every Markdown file and `_static.yaml`. */
export async function scanLanguage(realRoot, language) {
    const dir = path.join(realRoot, language);
    const problems = [];
    const real = new Map();
    const md = [];
    let hasStatic = false;
    let entries;
    try {
        // `**/*`, not `**`: fast-glob's `**` never matches a name with a line break (picomatch's `.`), and
        // such a file must be named in a warning, not skipped in silence (holdsLineBreak).
        entries = await fg('**/*', { cwd: dir, onlyFiles: false, followSymbolicLinks: false, dot: false, objectMode: true });
    }
    catch (err) {
        const at = err.path;
        const file = at ? toPosix(path.relative(realRoot, at)) : language;
        problems.push({ severity: 'error', file, message: `cannot read the folder: ${describeFsError(err)}` });
        return { folder: { md, hasStatic }, real, problems };
    }
    for (const { path: rel, dirent } of entries) {
        const isMd = rel.endsWith('.md');
        const isStatic = rel === STATIC_FILE;
        const abs = path.join(dir, rel);
        const file = `${language}/${rel}`;
        if (holdsLineBreak(rel.slice(rel.lastIndexOf('/') + 1)) && (dirent.isDirectory() || isMd)) {
            problems.push({ severity: 'warning', file, message: LINE_BREAK_NAME_MESSAGE });
            continue;
        }
        if (dirent.isDirectory())
            continue;
        if (dirent.isSymbolicLink()) {
            const r = await resolveInside(realRoot, abs);
            if (!r.ok)
                problems.push({ severity: 'error', file, message: r.message });
            else if (r.stats.isDirectory()) {
                problems.push({
                    severity: 'error',
                    file,
                    message: 'a link to a folder: helpsync does not follow folder links; make it a real folder',
                });
            }
            else if (isMd || isStatic) {
                real.set(rel, r.real);
                if (isMd)
                    md.push(rel);
                else
                    hasStatic = true;
            }
            continue;
        }
        if (!isMd && !isStatic)
            continue;
        if (!dirent.isFile()) {
            problems.push({ severity: 'error', file, message: `it is ${describeType(dirent)}: expected a regular file` });
            continue;
        }
        real.set(rel, abs);
        if (isMd)
            md.push(rel);
        else
            hasStatic = true;
    }
    md.sort(comparePaths);
    return { folder: { md, hasStatic }, real, problems };
}
/** Plain code-unit order: stable across machines and locales. */
export function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function toPosix(p) {
    return p.split(path.sep).join('/');
}
//# sourceMappingURL=scan.js.map