// What one Markdown file says, once its entry type is known (pure): the `entry` value read, and the
// (entry, language) pair built from its analysis. Used by the assemble step (assemble.ts).
import { ENTRY_TYPES, isValidRecordId } from '../model.js';
import { STATIC_FILE } from './types.js';
/** Front matter keys each entry type pushes; `content` comes from the body. */
const FRONT_MATTER_KEYS = {
    article: ['title', 'description'],
    collection: ['title', 'description'],
    emailtemplate: ['subject'],
};
/** Entry types whose Markdown body is pushed as `content`. */
export const BODY_TYPES = new Set(['article', 'emailtemplate']);
export function describeValue(v) {
    return v.kind === 'list' ? 'a list' : v.kind === 'map' ? 'a map' : 'an alias';
}
/** `entry` of a Markdown file: `{ ok: false }` when absent, with a problem when malformed. */
export function readEntry(v) {
    if (!v || v.kind === 'absent')
        return { ok: false };
    const fail = (line, message) => ({ ok: false, problem: { severity: 'error', line, message } });
    if (v.kind !== 'text')
        return fail(v.line, `"entry" must be text such as article:<id>, not ${describeValue(v)}`);
    const value = v.value.trim();
    const line = v.line;
    const i = value.indexOf(':');
    const types = ENTRY_TYPES.filter((t) => t !== 'statictranslation').join(', ');
    if (i <= 0)
        return fail(line, `malformed entry "${value}": expected <type>:<id> with a type of ${types}`);
    const type = value.slice(0, i);
    const id = value.slice(i + 1);
    if (type === 'statictranslation')
        return fail(line, `static translations live in <language>/${STATIC_FILE}, not in Markdown files`);
    if (!ENTRY_TYPES.includes(type)) {
        return fail(line, `unknown entry type "${type}" in "${value}": expected one of ${types}`);
    }
    if (!isValidRecordId(id)) {
        return fail(line, id === '' ? `entry "${value}" has no id` : `invalid id "${id}" in entry "${value}": ids have no spaces or slashes`);
    }
    return { ok: true, entryId: `${type}:${id}`, type: type, line };
}
/** The pair a Markdown file gives for its entry; problems go to `report`. Undefined when nothing is pushed. */
export function buildPair(entryId, type, language, file, a, report) {
    if (type === 'statictranslation')
        return undefined;
    const fields = {};
    let setAside;
    const problems = [];
    for (const key of FRONT_MATTER_KEYS[type]) {
        const v = a.fields[key];
        if (!v || v.kind === 'absent')
            continue;
        if (v.kind !== 'text') {
            problems.push({ severity: 'error', line: v.line, message: `"${key}" must be text, not ${describeValue(v)}` });
            continue;
        }
        const text = v.value.trim();
        // Empty text would clear the platform's value: helpsync never clears.
        if (text !== '')
            fields[key] = text;
    }
    if (type === 'emailtemplate' && !('subject' in fields) && a.fields.title?.kind === 'text') {
        problems.push({
            severity: 'warning',
            line: a.fields.title.line,
            message: 'email templates have a "subject", not a "title": the title is not pushed',
        });
    }
    if (BODY_TYPES.has(type)) {
        if (a.content !== undefined)
            fields.content = a.content;
        else if (a.contentSetAside)
            setAside = { content: a.contentSetAside };
        problems.push(...a.linkWarnings);
        // `{{contact.firstName}}` is an email template's merge field, not stray template syntax
        if (type !== 'emailtemplate')
            problems.push(...(a.expressionWarnings ?? []));
    }
    report(problems);
    if (problems.some((p) => p.severity === 'error'))
        return undefined;
    if (Object.keys(fields).length === 0 && !setAside)
        return undefined;
    const pair = { entryId, type, language, file, fields, ...(setAside ? { setAside } : {}) };
    return pair;
}
//# sourceMappingURL=entry.js.map