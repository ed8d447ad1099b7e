// Names for pulled files and folders: free in every language folder, compared
// case-insensitively (macOS and Windows file systems fold case), never a Windows reserved name, and
// short enough for Windows' 260-character paths. PURE: built from the repo's paths, no I/O.
import path from 'node:path';
import { slugFromId } from './slug.js';
export const INDEX_FILE = '_index.md';
/** Windows reserves these names with any extension (`con.md` cannot be created there). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** What Windows forbids in a name besides reserved ones: `< > : " | ? *`, controls, a trailing dot or space. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what Windows forbids
const FORBIDDEN = /[<>:"|?*\u0000-\u001f]|[. ]$/;
/** A name that every supported file system can hold. */
export function portableName(name) {
    const stem = name.replace(/\.[^.]*$/, '');
    return name !== '' && !RESERVED.test(stem) && !FORBIDDEN.test(name);
}
const fold = (rel) => rel.toLowerCase();
/**
 * Claims new names. A path counts as taken when any language folder holds it (case folded), except
 * an orphan translation: a translation file at a path with no source-language file, which is what
 * an interrupted pull leaves. That path is free for the entry it was written for, so a
 * re-run completes the entry instead of writing it a second time under another name.
 */
export class Namer {
    input;
    taken = new Set();
    orphans = new Set();
    prefixes = new Set();
    /** folders that hold a collection's `_index.md` */
    ownedFolders = new Set();
    constructor(input) {
        this.input = input;
        const sourceRel = new Set();
        const translationRel = new Set();
        for (const p of input.takenPaths) {
            const i = p.indexOf('/');
            if (i <= 0)
                continue;
            const rel = fold(p.slice(i + 1));
            (p.slice(0, i) === input.sourceLanguage ? sourceRel : translationRel).add(rel);
            for (let d = path.posix.dirname(rel); d !== '.' && d !== ''; d = path.posix.dirname(d))
                this.prefixes.add(d);
        }
        for (const rel of input.existingRel)
            sourceRel.add(fold(rel));
        for (const rel of sourceRel)
            this.taken.add(rel);
        for (const rel of translationRel)
            if (!sourceRel.has(rel))
                this.orphans.add(rel);
        // an orphan translation's `_index.md` does not own its folder: the collection it was written for takes it
        for (const rel of sourceRel)
            if (path.posix.basename(rel) === INDEX_FILE)
                this.ownedFolders.add(path.posix.dirname(rel));
    }
    fits(rel) {
        const max = this.input.maxPathLength;
        return max === undefined || this.input.longestLanguage + 1 + rel.length <= max;
    }
    /** A new file name in `folder`, free in every language folder (orphan translations aside). */
    claimFile(folder, slug, id) {
        for (const name of candidates(slug, id)) {
            const rel = folder ? `${folder}/${name}.md` : `${name}.md`;
            const key = fold(rel);
            if (name === '_index' || !portableName(`${name}.md`) || !this.fits(rel))
                continue;
            if (this.taken.has(key) || this.prefixes.has(key))
                continue;
            this.taken.add(key);
            this.orphans.delete(key);
            return rel;
        }
        return undefined;
    }
    /** A new folder under `parent` that no collection owns and no file occupies. */
    claimFolder(parent, slug, id) {
        for (const name of candidates(slug, id)) {
            const rel = parent ? `${parent}/${name}` : name;
            const key = fold(rel);
            if (!portableName(name) || !this.fits(`${rel}/${INDEX_FILE}`))
                continue;
            if (this.taken.has(key) || this.ownedFolders.has(key))
                continue;
            this.ownedFolders.add(key);
            this.prefixes.add(key);
            return rel;
        }
        return undefined;
    }
    /** whether a folder name (case folded) is already some collection's */
    ownsFolder(rel) {
        return this.ownedFolders.has(fold(rel));
    }
}
/**
 * Names to try, in order: the slug, then the slug with the id's tail, then numbered, then (for
 * paths too long) shorter slugs and the id alone. Finite: a name that fits nowhere is reported.
 */
function* candidates(slug, id) {
    yield slug;
    const idSlug = slugFromId(id);
    const tail = idSlug.slice(-6);
    if (tail && !slug.endsWith(tail))
        yield `${slug}-${tail}`;
    for (let n = 2; n < 1000; n++)
        yield `${slug}-${n}`;
    for (let len = Math.min(slug.length, 40); len >= 8; len -= 8)
        yield `${slug.slice(0, len).replace(/-+$/, '')}-${tail}`;
    yield idSlug;
    yield `entry-${tail}`;
}
//# sourceMappingURL=names.js.map