// A translation push whose response was lost may have been applied. A push is idempotent (the
// same fields for the same language, docs/platform-api.md), so
// instead of calling it failed, read the entry back (GET /translations/entries/{id}?language=,
// docs/platform-api.md) and count it done when the platform holds every pushed value: the same rule a
// move follows after a lost response (move.ts). Values compare as the planner compares them: HTML
// fields semantically (the platform re-serialises HTML), plain text trimmed.
import { ApiError } from '../client/errors.js';
import { htmlEqual } from '../html/compare.js';
import { HTML_FIELDS } from '../model.js';
/** Did this error leave the push's outcome unknown (a response lost after the request was sent)? */
export function outcomeUnknown(err) {
    return err instanceof ApiError && (err.lost || err.afterLostResponse) && !(err.status !== undefined && err.status < 500);
}
export async function readBack(client, entryId, language, fields) {
    let entry;
    try {
        entry = await client.getEntry(entryId, language);
    }
    catch (err) {
        return { holds: false, reason: `reading it back failed: ${err instanceof Error ? err.message : String(err)}` };
    }
    const differ = Object.entries(fields)
        .filter(([field, value]) => {
        const remote = entry?.fields[field]?.[language];
        if (remote === undefined)
            return true;
        return HTML_FIELDS.has(field) ? !htmlEqual(value, remote) : value.trim() !== remote.trim();
    })
        .map(([field]) => field);
    if (differ.length === 0)
        return { holds: true };
    return { holds: false, reason: `the platform does not hold the pushed values (${differ.join(', ')} differ)` };
}
//# sourceMappingURL=read-back.js.map