// The store's translation operations as functions of its entries (docs/platform-api.md; docs/platform-api.md
// "Translations"): listing, reading one language, and checking a PUT body before it is merged.
import { ENTRY_TYPES, FIELDS_BY_TYPE, parseEntryId } from '../model.js';
import { isLanguageCode } from '../contract/language.js';
import { HttpError } from './http-error.js';
export function listEntries(entries, type) {
    if (type !== undefined && !ENTRY_TYPES.includes(type)) {
        throw new HttpError(400, `type must be one of ${ENTRY_TYPES.join(', ')}`);
    }
    const out = [];
    for (const e of entries.values())
        if (type === undefined || e.type === type)
            out.push(e);
    return out;
}
export function getEntry(entries, entryId, language) {
    const e = entries.get(entryId);
    if (!e)
        throw new HttpError(404, `no translatable entry "${entryId}"`);
    if (language === undefined)
        return structuredClone(e);
    const fields = {};
    for (const [f, langs] of Object.entries(e.fields)) {
        const v = langs[language];
        if (v !== undefined)
            fields[f] = { [language]: v };
    }
    return { id: e.id, type: e.type, fields };
}
/** A PUT body checked: exactly `{ language, fields }`, fields a non-empty map of field → string. */
export function checkTranslationBody(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'body must be a JSON object { "language": …, "fields": { … } }');
    }
    const extra = Object.keys(body).filter((k) => k !== 'language' && k !== 'fields');
    if (extra.length)
        throw new HttpError(400, `body has unknown key(s) ${extra.map((k) => `"${k}"`).join(', ')}; allowed: language, fields`);
    const { language, fields } = body;
    if (language === undefined)
        throw new HttpError(400, 'body.language is required');
    if (typeof language !== 'string' || !isLanguageCode(language.toLowerCase()))
        throw new HttpError(400, 'body.language must be a language code such as "de"');
    if (fields === undefined)
        throw new HttpError(400, 'body.fields is required');
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
        throw new HttpError(400, 'body.fields must be an object of field → string');
    const given = Object.entries(fields);
    if (given.length === 0)
        throw new HttpError(400, 'body.fields must name at least one field');
    const notText = given.filter(([, v]) => typeof v !== 'string').map(([k]) => k);
    if (notText.length)
        throw new HttpError(400, `body.fields values must be strings (not for ${notText.map((k) => `"${k}"`).join(', ')})`);
    return { language, given: given };
}
/** The entry a PUT goes to, checked to exist and to have every field given. */
export function targetEntry(entries, entryId, fieldNames) {
    const entry = entries.get(entryId);
    if (!entry) {
        if (!parseEntryId(entryId))
            throw new HttpError(404, `no translatable entry "${entryId}" (entry ids are <type>:<id>)`);
        throw new HttpError(404, `no translatable entry "${entryId}"`);
    }
    const allowed = new Set([...FIELDS_BY_TYPE[entry.type], ...Object.keys(entry.fields)]);
    const unknown = fieldNames.filter((k) => !allowed.has(k));
    if (unknown.length) {
        throw new HttpError(400, `entry type "${entry.type}" has no field ${unknown.map((k) => `"${k}"`).join(', ')}; it has ${[...allowed].join(', ')}`);
    }
    return entry;
}
//# sourceMappingURL=store-translations.js.map