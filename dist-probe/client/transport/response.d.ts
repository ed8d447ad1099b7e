/**
 * The server's message from an error body: JSON `{ message }` (docs/platform-api.md "Transport",
 * assumed); else a short excerpt of a non-JSON body (a proxy's 502 HTML page: its text, tags
 * stripped, at most 200 characters); else undefined. Scrubbed: a server echoing the token does not
 * put it into our errors.
 */
export declare function serverMessageOf(text: string, body: unknown): string | undefined;
/** One line, at most 200 characters. */
export declare function excerpt(s: string): string;
export declare function parseJson(text: string): {
    ok: true;
    value: unknown;
} | {
    ok: false;
};
/** At most 200 characters of `s`, for an escaped excerpt. */
export declare function shorten(s: string): string;
/**
 * A 2xx body that is not JSON (a proxy's login page, a cut-off body): what came, never "an empty
 * body". `shown` is already escaped (JSON string syntax: quotes, control characters visible).
 */
export declare function notJsonMessage(req: {
    method: string;
    path: string;
}, status: number, contentType: string, bytes: number, shown: string): string;
