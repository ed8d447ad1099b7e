// What a sync keeps of the remote listing, decided entry by entry as the listing streams (PURE).
// The planner needs a remote value only where it may differ from the local one: a pair whose
// fields are all equal (as the planner judges them) keeps the local strings in place of the
// remote ones, and a language with no local pair keeps only which fields it has. So an in-sync
// help center holds its text once, not twice, and a language outside this run holds none.
// With `release`, an unchanged pair also gives up its own text: its fields and the kept remote
// values become one marker, so the HTML of an in-sync pair is freed as the listing streams (the
// loaded text of every pair is what dominates a sync's memory). The planner then finds the pair
// unchanged as before; only a caller that needs no local value of an unchanged pair afterwards
// may ask for it (the preview renders every pair, --verify compares every pair again).
// The plan made from what is kept equals the plan made from the whole listing: a changed pair
// keeps every remote value (its push carries their fingerprint), and so does a pair whose body
// is blank (the planner reads the remote body to report it).
import { pairKey } from '../model.js';
import { hashText } from '../html/compare.js';
import { fieldEqual, withoutBlankBody } from './plan.js';
/** Presence without the text: the planner counts remote-only fields and languages by `typeof`. */
const ELIDED = '';
/**
 * What a released unchanged pair holds in place of each field's text, on both sides: equal to
 * itself for the planner, not blank, and no text a writer types (it starts with a NUL), so a
 * value mistaken for content is seen at once.
 */
export const RELEASED = '\u0000unchanged';
/**
 * A `keep` for client.listEntries: each entry reduced to what planSync reads. `pairs` are the
 * local pairs the plan is made from; a key given by more than one file is kept whole (the plan
 * refuses it anyway).
 */
export function remoteKeeper(pairs, richHashOf, opts = {}) {
    const byKey = new Map();
    for (const p of pairs) {
        const key = pairKey(p.entryId, p.language);
        byKey.set(key, byKey.has(key) ? null : p);
    }
    return (entry) => keepOf(entry, byKey, richHashOf, opts.release === true);
}
function keepOf(entry, byKey, richHashOf, release) {
    const languages = new Set();
    for (const values of Object.values(entry.fields))
        for (const l of Object.keys(values))
            languages.add(l);
    const kept = {};
    for (const field of Object.keys(entry.fields))
        kept[field] = { ...entry.fields[field] };
    for (const language of languages) {
        const key = pairKey(entry.id, language);
        const pair = byKey.get(key);
        if (pair === null)
            continue;
        if (pair === undefined) {
            for (const values of Object.values(kept))
                if (typeof values[language] === 'string')
                    values[language] = ELIDED;
            continue;
        }
        let local = pair.setAside ? unchangedSetAside(pair, pair.setAside, entry, richHashOf) : unchangedFields(pair, entry, richHashOf);
        if (!local)
            continue;
        // a pair whose body was set aside has no text to share: it is released whatever the caller asked
        if (release || pair.setAside) {
            local = Object.fromEntries(Object.keys(local).map((field) => [field, RELEASED]));
            // the loaded pair is this run's own object: its text is dropped here, not copied
            pair.fields = local;
            delete pair.setAside;
        }
        for (const [field, values] of Object.entries(kept)) {
            if (typeof values[language] === 'string')
                values[language] = local[field] ?? ELIDED;
        }
    }
    return { id: entry.id, type: entry.type, fields: kept };
}
/**
 * For a pair whose body the loader set aside: its fields (the set-aside ones marked RELEASED) when
 * the remote values are the very text that was set aside, as sent or as the platform re-serialises
 * it (htmlEqualWithHint's first two tests); else undefined, and the sync reads the body again for
 * the planner's full comparison. A set-aside body is never blank.
 */
function unchangedSetAside(pair, setAside, entry, richHashOf) {
    if (entry.type !== pair.type)
        return undefined;
    for (const [field, value] of Object.entries(pair.fields)) {
        if (!(field in entry.fields))
            return undefined;
        if (!fieldEqual(field, value, entry.fields[field]?.[pair.language], richHashOf))
            return undefined;
    }
    const fields = { ...pair.fields };
    for (const [field, hashes] of Object.entries(setAside)) {
        const remote = entry.fields[field]?.[pair.language];
        if (typeof remote !== 'string')
            return undefined;
        const hash = hashText(remote);
        if (hash !== hashes.text && hash !== hashes.rich)
            return undefined;
        fields[field] = RELEASED;
    }
    return fields;
}
/** The pair's local fields when the planner would find it unchanged (and its body not blank), else undefined. */
function unchangedFields(pair, entry, richHashOf) {
    if (entry.type !== pair.type)
        return undefined;
    const { fields, blank } = withoutBlankBody(pair, entry);
    if (blank || fields !== pair.fields)
        return undefined;
    for (const [field, value] of Object.entries(fields)) {
        if (!(field in entry.fields))
            return undefined;
        if (!fieldEqual(field, value, entry.fields[field]?.[pair.language], richHashOf))
            return undefined;
    }
    return fields;
}
//# sourceMappingURL=keep-remote.js.map