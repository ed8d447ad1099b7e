// The one title normalisation of the clone guard (create/guards.ts, layout collections) and of
// `match`: titles a reader takes for the same title compare equal, titles that differ in meaning do
// not. PURE. NFKC (full-width forms, ligatures, `…` to `...`), case folded, typographic quotes,
// apostrophes and dashes to ASCII, a `:` or dash that separates (spaced, or an em dash) and runs of
// whitespace to one space, one final `.` or `…` dropped; all other punctuation is kept, so
// `C++ SDK` and `C# SDK`, or `e-mail` and `e mail`, stay apart.

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02BB\uFF07]/gu;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\uFF02]/gu;
const DASHES = /[\u2010\u2011\u2012\u2013\u2212\uFE58\uFE63\uFF0D]/gu;
/** an em dash or horizontal bar separates wherever it stands */
const EM_DASHES = /\s*[\u2014\u2015]+\s*/gu;
/** a `:` or `-` run touching whitespace (`Billing: x`, `Billing - x`), not one inside a word (`e-mail`, `10:30`) */
const SEPARATORS = /\s*[:-]+\s+|\s+[:-]+\s*/gu;

/** The key two titles share when readers would take them for the same title. */
export function titleKey(title: string): string {
  const folded = title
    .normalize('NFKC')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    // full case folding (ß and ss, final sigma): upper, then lower
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
  return folded
    .replace(EM_DASHES, ' ')
    .replace(SEPARATORS, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/(?:\.\.\.|\.)$/u, '')
    .trim();
}

/** The looser-than-exact key of case and spacing only: a pairing beyond it is marked for a look. */
export function caseSpacingKey(title: string): string {
  return title.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('und');
}
