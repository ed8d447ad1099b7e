// Reading an answer: JSON when it is JSON, and the server's message for errors (docs/platform-api.md
// "Transport": error bodies are assumed `{ "message": ... }`, but a proxy's HTML page or no body
// at all must be coped with).
import { scrub } from '../../util/redact.js';
/**
 * The server's message from an error body: JSON `{ message }` (docs/platform-api.md "Transport",
 * assumed); else a short excerpt of a non-JSON body (a proxy's 502 HTML page: its text, tags
 * stripped, at most 200 characters); else undefined. Scrubbed: a server echoing the token does not
 * put it into our errors.
 */
export function serverMessageOf(text, body) {
    if (body !== undefined)
        return messageOfJson(body);
    const stripped = text
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    // Scrub before shortening: a token cut in half by the excerpt would no longer match.
    const short = excerpt(scrub(stripped));
    return short === '' ? undefined : short;
}
function messageOfJson(body) {
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        const m = body.message ?? body.error;
        if (typeof m === 'string' && m.trim() !== '')
            return excerpt(scrub(m));
        if (Array.isArray(m))
            return excerpt(scrub(m.map(String).join('; ')));
    }
    if (typeof body === 'string' && body.trim() !== '')
        return excerpt(scrub(body));
    return undefined;
}
/** One line, at most 200 characters. */
export function excerpt(s) {
    const one = s.replace(/\s+/g, ' ').trim();
    return one.length <= 200 ? one : `${one.slice(0, 199)}…`;
}
export function parseJson(text) {
    if (text.trim() === '')
        return { ok: true, value: undefined };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** At most 200 characters of `s`, for an escaped excerpt. */
export function shorten(s) {
    return s.length <= 200 ? s : `${s.slice(0, 199)}…`;
}
/**
 * A 2xx body that is not JSON (a proxy's login page, a cut-off body): what came, never "an empty
 * body". `shown` is already escaped (JSON string syntax: quotes, control characters visible).
 */
export function notJsonMessage(req, status, contentType, bytes, shown) {
    return scrub(`${req.method} ${req.path}: the response is not JSON (${status}, ${contentType || 'no content type'}, ${bytes} bytes): ${shown}`);
}
//# sourceMappingURL=response.js.map