// docs/platform-api.md "Ids and externalId": record ids are 24 hex characters on the platform (assumed), but helpsync
// validates no more than "non-empty, no `/`, no whitespace, no control characters, and not a dot
// segment (`.`, `..`, or anything URL normalisation would rewrite, such as `%2e`)": a stricter check
// would reject a real id some day, and a dot segment would send the request to another path.
/** Any Unicode control character (C0, DEL, C1), NUL included. */
const CONTROL = /\p{Cc}/u;
/**
 * A segment that URL normalisation (RFC 3986 5.2.4 / 6.2.2.2: percent-decoding of unreserved
 * characters, then dot-segment removal) would turn into `.` or `..`: `.`, `..`, `%2e`, `.%2E`, ...
 */
function isDotSegment(id) {
    return /^\.{1,2}$/.test(id.replace(/%2e/gi, '.'));
}
/** Why `id` is not an acceptable record id (docs/platform-api.md "Ids and externalId"), or undefined when it is. */
export function checkRecordId(id) {
    if (typeof id !== 'string' || id.length === 0)
        return 'empty id';
    const shown = JSON.stringify(id);
    if (id.includes('/'))
        return `invalid id ${shown}: ids cannot contain "/"`;
    if (/\s/.test(id))
        return `invalid id ${shown}: ids cannot contain whitespace`;
    if (CONTROL.test(id))
        return `invalid id ${shown}: ids cannot contain control characters`;
    if (isDotSegment(id)) {
        return `invalid id ${shown}: a dot segment ("." or "..", also percent-encoded as %2e) would address another path`;
    }
    return undefined;
}
export function isValidRecordId(id) {
    return checkRecordId(id) === undefined;
}
//# sourceMappingURL=ids.js.map