export function headerValue(v) {
    return Array.isArray(v) ? v[0] : v;
}
export class RequestLog {
    now;
    maxEntries;
    onRequest;
    entries = [];
    pending = new WeakMap();
    constructor(now, maxEntries, onRequest) {
        this.now = now;
        this.maxEntries = maxEntries;
        this.onRequest = onRequest;
    }
    /** Opens the entry of a request that just arrived. */
    open(req) {
        const url = new URL(req.url, 'http://emulator.invalid');
        const entry = {
            time: this.now(),
            method: req.method,
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            status: null,
            outcome: 'ok',
            headers: { authorized: false },
        };
        const project = headerValue(req.headers.project);
        if (project !== undefined)
            entry.headers.project = project;
        this.pending.set(req, entry);
        return entry;
    }
    /** The open entry of a request, if it is still open. */
    get(req) {
        return this.pending.get(req);
    }
    /** Closes a request's entry (once); `status` null means no response was sent. */
    close(req, status, outcome) {
        const entry = this.pending.get(req);
        if (!entry || entry.status !== null)
            return;
        entry.status = status;
        if (outcome)
            entry.outcome = outcome;
        else if (entry.outcome === 'ok' && status !== null)
            entry.outcome = status >= 200 && status < 300 ? 'ok' : 'error';
        this.pending.delete(req);
        this.entries.push(entry);
        if (this.entries.length > this.maxEntries)
            this.entries.splice(0, this.entries.length - this.maxEntries);
        this.onRequest?.(entry);
    }
}
//# sourceMappingURL=request-log.js.map