/** `too-large`: a body past its bound (maxResponseSize, the listing's bounds); never retried. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'no-progress' | 'too-large';
export declare class ApiError extends Error {
    readonly kind: ApiErrorKind;
    /** HTTP status, when there was a response */
    readonly status: number | undefined;
    readonly method: string;
    /** path relative to the base URL, e.g. /translations/entries/article%3A123 */
    readonly path: string;
    /** the server's message ({ "message": ... } or a short text excerpt), when any */
    readonly serverMessage: string | undefined;
    /**
     * True when an earlier attempt of this same request got no response (lost response, timeout):
     * the write may have been performed. Callers use it to read a 404 on a retried move or delete
     * as "already done".
     */
    readonly afterLostResponse: boolean;
    /**
     * True when the LAST attempt itself got no response after it was sent (the connection dropped or
     * timed out): it may have been performed. An idempotent write can be read back to find out.
     */
    readonly lost: boolean;
    readonly attempts: number;
    constructor(init: {
        kind: ApiErrorKind;
        status?: number;
        method: string;
        path: string;
        serverMessage?: string;
        afterLostResponse?: boolean;
        lost?: boolean;
        attempts?: number;
        message?: string;
    });
}
export declare function isNotFound(err: unknown): err is ApiError;
