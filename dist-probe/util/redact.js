export const REDACTED = '[REDACTED]';
/** The only secret helpsync holds comes from this variable (docs/platform-api.md). */
export const SECRET_NAME = 'HELPSYNC_TOKEN';
const secrets = new Set();
/** Every form scrubbed, longest first (so a longer encoding is replaced before a form it contains). */
let forms = [];
/** Register a secret (the token) so scrub() removes it from any string. */
export function registerSecret(value) {
    if (!value || value.length < 8 || secrets.has(value))
        return;
    secrets.add(value);
    const all = new Set(forms);
    for (const s of secrets)
        for (const f of encodingsOf(s))
            all.add(f);
    forms = [...all].sort((a, b) => b.length - a.length);
}
/** The secrets registered now (to restore them after a command run inside another program). */
export function registeredSecrets() {
    return [...secrets];
}
/** Forget every registered secret (tests and long-lived library hosts switching tokens). */
export function clearSecrets() {
    secrets.clear();
    forms = [];
}
function encodingsOf(value) {
    const json = JSON.stringify(value).slice(1, -1);
    const url = encodeURIComponent(value);
    const urlLower = url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
    return [...new Set([value, json, url, urlLower])];
}
export function scrub(text) {
    let out = text;
    for (const f of forms) {
        if (out.includes(f))
            out = out.split(f).join(REDACTED);
    }
    return out;
}
/** Deep-scrub a JSON-able value (for documents written to stdout or disk). */
export function scrubDeep(value) {
    if (forms.length === 0)
        return value;
    return JSON.parse(scrub(JSON.stringify(value)));
}
/** Does this text hold a registered secret (in any scrubbed form)? */
export function containsSecret(text) {
    return forms.some((f) => text.includes(f));
}
/**
 * One error per field that would publish the token: sending it is refused before any request
 *. The message names the variable and the field, never the value.
 */
export function secretProblems(items) {
    if (forms.length === 0)
        return [];
    const problems = [];
    for (const item of items) {
        for (const [field, value] of Object.entries(item.fields)) {
            if (!containsSecret(value))
                continue;
            problems.push({
                severity: 'error',
                file: item.file,
                ...(item.line ? { line: item.line } : {}),
                message: `would publish ${SECRET_NAME}: field "${field}"${item.what ? ` ${item.what}` : ''} contains the token's value; remove it from the content`,
            });
        }
    }
    return problems;
}
//# sourceMappingURL=redact.js.map