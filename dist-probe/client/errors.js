// Errors carry status, method, path and the server's message; never the token or the Authorization header.
export class ApiError extends Error {
    kind;
    /** HTTP status, when there was a response */
    status;
    method;
    /** path relative to the base URL, e.g. /translations/entries/article%3A123 */
    path;
    /** the server's message ({ "message": ... } or a short text excerpt), when any */
    serverMessage;
    /**
     * True when an earlier attempt of this same request got no response (lost response, timeout):
     * the write may have been performed. Callers use it to read a 404 on a retried move or delete
     * as "already done".
     */
    afterLostResponse;
    /**
     * True when the LAST attempt itself got no response after it was sent (the connection dropped or
     * timed out): it may have been performed. An idempotent write can be read back to find out.
     */
    lost;
    attempts;
    constructor(init) {
        const what = `${init.method} ${init.path}`;
        const msg = init.message ??
            (init.kind === 'http'
                ? `${what} failed with ${init.status}${init.serverMessage ? `: ${init.serverMessage}` : ''}`
                : `${what} failed: ${init.kind}${init.serverMessage ? ` (${init.serverMessage})` : ''}`);
        super(msg);
        this.name = 'ApiError';
        this.kind = init.kind;
        this.status = init.status;
        this.method = init.method;
        this.path = init.path;
        this.serverMessage = init.serverMessage;
        this.afterLostResponse = init.afterLostResponse ?? false;
        this.lost = init.lost ?? false;
        this.attempts = init.attempts ?? 1;
    }
}
export function isNotFound(err) {
    return err instanceof ApiError && err.status === 404;
}
//# sourceMappingURL=errors.js.map