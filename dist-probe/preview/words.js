// Word-level differences shown as readers see them: inserted text in <ins>, deleted text in <del>.
// Words come from Intl.Segmenter in the page's language; for Chinese, Japanese and Korean every
// character is a unit (a word segmenter's guesses there would make a one-character edit look like
// a rewritten phrase). The HTML given here is already inert (sanitize.ts): its tags are copied as
// they are, its text stays escaped.
import { diffArrays } from 'diff';
import { escapeText } from './sanitize.js';
/** Beyond this many edits a field is shown as all removed, then all added. */
const MAX_EDIT_LENGTH = 4000;
const CJK = /^(?:zh|ja|ko)(?:[-_]|$)/i;
const segmenters = new Map();
function segmenter(language) {
    const cjk = CJK.test(language);
    const key = cjk ? `${language}:g` : language;
    let s = segmenters.get(key);
    if (!s) {
        let locale = language.replace('_', '-');
        try {
            Intl.getCanonicalLocales(locale);
        }
        catch {
            locale = 'en';
        }
        s = new Intl.Segmenter(locale, { granularity: cjk ? 'grapheme' : 'word' });
        segmenters.set(key, s);
    }
    return s;
}
/** Escaped text → tokens (words, spaces, punctuation; characters for CJK). */
function textTokens(escaped, language, out) {
    const text = decodeBasic(escaped);
    for (const { segment } of segmenter(language).segment(text))
        out.push({ raw: escapeText(segment), key: segment, tag: false });
}
/** The entities escapeText and escapeAttr write (and an apostrophe's), back to text. */
function decodeBasic(s) {
    return s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]);
}
/** Inert HTML → tokens: each tag one token (inert HTML has no `>` inside a tag), text split into words. */
export function tokenize(html, language) {
    const out = [];
    for (const part of html.split(/(<[^>]*>)/)) {
        if (part === '')
            continue;
        if (part.startsWith('<'))
            out.push({ raw: part, key: part, tag: true });
        else
            textTokens(part, language, out);
    }
    return out;
}
/** Consecutive text tokens wrapped in one element; tags between them written as they are. */
function wrapText(tokens, wrap, keepTags) {
    let out = '';
    let run = '';
    const flush = () => {
        if (run.trim() !== '')
            out += `<${wrap}>${run}</${wrap}>`;
        else
            out += run;
        run = '';
    };
    for (const t of tokens) {
        if (!t.tag)
            run += t.raw;
        else {
            flush();
            // A deleted image is shown struck through; other deleted tags would unbalance the result.
            if (keepTags)
                out += t.raw;
            else if (/^<img\b/i.test(t.raw))
                out += `<del>${t.raw}</del>`;
        }
    }
    flush();
    return out;
}
/**
 * `before` → `after` (both inert HTML, or escaped plain text) as the after side with insertions in
 * <ins> and deletions in <del>. Every tag of `after` is written, none of `before` (images aside), so
 * the result is as well formed as `after`.
 */
export function diffWords(before, after, language) {
    const a = tokenize(before, language);
    const b = tokenize(after, language);
    const parts = diffArrays(a, b, { comparator: (x, y) => x.key === y.key, maxEditLength: MAX_EDIT_LENGTH });
    if (!parts) {
        return {
            html: `<del class="hs-block">${before}</del><ins class="hs-block">${after}</ins>`,
            inserted: b.length,
            deleted: a.length,
        };
    }
    let html = '';
    let inserted = 0;
    let deleted = 0;
    for (const p of parts) {
        const words = p.value.filter((t) => !t.tag && t.key.trim() !== '').length;
        if (p.added) {
            html += wrapText(p.value, 'ins', true);
            inserted += words;
        }
        else if (p.removed) {
            html += wrapText(p.value, 'del', false);
            deleted += words;
        }
        else
            html += p.value.map((t) => t.raw).join('');
    }
    return { html, inserted, deleted };
}
/** Plain text (a title, a description) diffed word by word; the result is HTML. */
export function diffPlain(before, after, language) {
    return diffWords(escapeText(before), escapeText(after), language);
}
//# sourceMappingURL=words.js.map