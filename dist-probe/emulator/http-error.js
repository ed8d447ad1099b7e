// The store's way to say "answer with this status": the server's error handler turns it into the
// status and a `{ "message": … }` body (docs/platform-api.md "Transport": assumed error shape).
/** A platform answer other than 200 (docs/platform-api.md). */
export class HttpError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
        this.name = 'HttpError';
    }
}
//# sourceMappingURL=http-error.js.map