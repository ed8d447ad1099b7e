// File and folder names for pulled entries: lowercase ASCII slugs from source-language
// titles. The `transliteration` package does Latin (diacritics), Cyrillic and Greek well; for other
// scripts (CJK readings come out as Chinese pinyin, Arabic loses its vowels) the name would mislead,
// so those titles fall back to a slug of the id, as does a title with nothing usable left.
import { slugify } from 'transliteration';
const MAX_SLUG = 80;
const WELL_TRANSLITERATED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** A slug of `title`, or undefined when the title gives nothing usable. Pure and stable. */
export function slugFromTitle(title) {
    if (title === undefined)
        return undefined;
    const letters = [...title].filter((c) => /\p{L}/u.test(c));
    const good = letters.filter((c) => WELL_TRANSLITERATED.test(c)).length;
    // Mostly in a script transliterated badly: the id names it better than a garbled reading.
    if (letters.length > 0 && good * 2 < letters.length)
        return undefined;
    const kept = [...title].filter((c) => !/\p{L}/u.test(c) || WELL_TRANSLITERATED.test(c)).join('');
    const slug = clean(slugify(kept, { lowercase: true, separator: '-' }));
    return /[a-z0-9]/.test(slug) ? slug : undefined;
}
/** A slug of a record id (the fallback name). */
export function slugFromId(id) {
    const slug = clean(slugify(id, { lowercase: true, separator: '-' }));
    return slug === '' ? 'entry' : slug;
}
function clean(s) {
    let out = s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    if (out.length > MAX_SLUG) {
        out = out.slice(0, MAX_SLUG);
        const cut = out.lastIndexOf('-');
        if (cut > MAX_SLUG / 2)
            out = out.slice(0, cut);
        out = out.replace(/-+$/, '');
    }
    return out;
}
//# sourceMappingURL=slug.js.map