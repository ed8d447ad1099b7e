// Domain types shared by every stage of the pipeline (load → plan → apply).
// Remote shapes here are the *normalised* ones: src/client/adapter.ts turns whatever the
// platform sends (see ../shared/docs/platform-api.md shapes) into these.
import { isValidRecordId } from './contract/ids.js';
// docs/platform-api.md "Ids and externalId": the rule lives in src/contract; re-exported (src/index.ts exports this module).
export { checkRecordId, isValidRecordId } from './contract/ids.js';
/** Seed 2.5: the four translatable entry types. */
export const ENTRY_TYPES = ['article', 'collection', 'emailtemplate', 'statictranslation'];
/** Field keys per entry type (docs/platform-api.md "Translations"). The listing wins when it shows more. */
export const FIELDS_BY_TYPE = {
    article: ['title', 'description', 'content'],
    collection: ['title', 'description'],
    emailtemplate: ['subject', 'content'],
    statictranslation: ['value'],
};
/** Fields holding HTML (compared semantically); all others are plain text (compared trimmed, exactly). */
/** The key of one (entry, language) pair in maps and sets. */
export function pairKey(entryId, language) {
    return `${entryId}\u0000${language}`;
}
export const HTML_FIELDS = new Set(['content']);
/** Split `<type>:<id>`; returns null when malformed or of an unknown type. */
export function parseEntryId(value) {
    const i = value.indexOf(':');
    if (i <= 0)
        return null;
    const type = value.slice(0, i);
    const id = value.slice(i + 1);
    if (!ENTRY_TYPES.includes(type) || id.length === 0)
        return null;
    if (type !== 'statictranslation' && !isValidRecordId(id))
        return null;
    return { type: type, id };
}
//# sourceMappingURL=model.js.map