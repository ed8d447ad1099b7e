// The entries pull writes, as named pure steps: check what the platform sent, then the
// Markdown documents of each entry and the static-translation files.
import { isLanguageCode } from '../config/config.js';
import { convertHtmlToMarkdown } from '../html/to-markdown.js';
import { parseEntryId } from '../model.js';
import { markdownDocument, staticDocument } from './write-format.js';
export const STATIC_FILE = '_static.yaml';
const record = () => Object.create(null);
/** Step 1: the platform's entries, checked; each problem names the entry. */
export function readEntries(list) {
    const entries = new Map();
    const languages = new Set();
    const problems = [];
    const report = (id, message, severity = 'error') => {
        problems.push({ severity, message: `${id}: ${message}` });
    };
    for (const e of list) {
        const parsed = parseEntryId(e.id);
        if (!parsed)
            report(e.id, 'the platform listed an entry with a malformed id (expected <type>:<id>): not written');
        else if (parsed.type !== e.type)
            report(e.id, `the platform says type "${String(e.type)}" but the id says "${parsed.type}": not written`);
        else if (entries.has(e.id))
            report(e.id, 'the platform listed this entry twice: the first one is written', 'warning');
        else {
            const fields = readFields(e, report, languages);
            if (fields)
                entries.set(e.id, { type: parsed.type, id: parsed.id, fields });
        }
    }
    return { entries, languages, problems };
}
function readFields(e, report, languages) {
    const fields = record();
    let bad = false;
    for (const [field, byLang] of Object.entries(e.fields ?? {})) {
        if (byLang === null || typeof byLang !== 'object') {
            report(e.id, `field "${field}" is not a map of language to text`);
            bad = true;
            continue;
        }
        for (const [lang, value] of Object.entries(byLang)) {
            if (typeof value !== 'string') {
                report(e.id, `field "${field}" in "${lang}" is not text`);
                bad = true;
            }
            else if (!isLanguageCode(lang)) {
                report(e.id, `language "${lang}" is not a language code: its "${field}" is not written`, 'warning');
            }
            else {
                (fields[field] ??= record())[lang] = value;
                languages.add(lang);
            }
        }
    }
    return bad ? undefined : fields;
}
/** The front matter keys (and body) each entry type's file holds. */
export function fileFieldsOf(type) {
    if (type === 'article')
        return ['title', 'description', 'content'];
    if (type === 'collection')
        return ['title', 'description'];
    return ['subject', 'content'];
}
/** Step: one entry's file in one language (the source language's carries `entry`). */
export function entryDocument(input, problems) {
    const { entry, language: lang, entryId } = input;
    const text = (k) => {
        const v = entry.fields[k]?.[lang];
        return v === undefined || v.trim() === '' ? undefined : v.trim();
    };
    const entryLine = ['entry', lang === input.sourceLanguage ? entryId : undefined];
    let body = '';
    let inexact = false;
    const html = entry.type === 'collection' ? undefined : entry.fields.content?.[lang];
    if (html !== undefined && html.trim() !== '') {
        const converted = convertHtmlToMarkdown(html, input.alertLabels ? { alertLabels: input.alertLabels } : {});
        body = converted.markdown;
        inexact = !converted.exact;
    }
    const front = entry.type === 'emailtemplate'
        ? [entryLine, ['subject', text('subject')]]
        : [entryLine, ['title', text('title')], ['description', text('description')]];
    const file = {
        path: `${lang}/${input.rel}`,
        language: lang,
        kind: entry.type,
        entryId,
        content: markdownDocument(front, body),
    };
    if (inexact) {
        file.inexact = true;
        problems.push({
            severity: 'warning',
            file: file.path,
            message: `${entryId}: the content's HTML has no exact Markdown form here; "helpsync sync" will push it back as rendered from this file`,
        });
    }
    return file;
}
/** Step: `<language>/_static.yaml` for every language with static translations. */
export function staticFiles(sorted, languages, problems) {
    const selected = new Set(languages);
    const byLanguage = new Map();
    for (const [entryId, e] of sorted) {
        if (e.type !== 'statictranslation')
            continue;
        for (const [lang, value] of Object.entries(e.fields.value ?? {})) {
            if (!selected.has(lang) || value.trim() === '')
                continue;
            let values = byLanguage.get(lang);
            if (!values)
                byLanguage.set(lang, (values = record()));
            values[e.id] = value;
        }
        for (const field of Object.keys(e.fields)) {
            if (field !== 'value')
                problems.push({ severity: 'warning', message: `${entryId}: field "${field}" has no place in ${STATIC_FILE}: not written` });
        }
    }
    const files = [];
    for (const lang of languages) {
        const values = byLanguage.get(lang);
        if (values)
            files.push({ path: `${lang}/${STATIC_FILE}`, language: lang, kind: 'static', content: staticDocument(values) });
    }
    return files;
}
//# sourceMappingURL=plan-entries.js.map