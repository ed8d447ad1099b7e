import type { FastifyRequest } from 'fastify';
export interface RequestLogEntry {
    /** arrival time (ms since the epoch, from `now`) */
    time: number;
    method: string;
    /** the raw path, e.g. /v3/translations/entries/article%3A6650… */
    path: string;
    query: Record<string, string>;
    /** null when no response was sent (lost) */
    status: number | null;
    outcome: 'ok' | 'error' | 'rate-limited' | 'fault' | 'lost';
    headers: {
        project?: string;
        authorized: boolean;
    };
}
export declare function headerValue(v: string | string[] | undefined): string | undefined;
export declare class RequestLog {
    private readonly now;
    private readonly maxEntries;
    private readonly onRequest;
    readonly entries: RequestLogEntry[];
    private readonly pending;
    constructor(now: () => number, maxEntries: number, onRequest: ((entry: RequestLogEntry) => void) | undefined);
    /** Opens the entry of a request that just arrived. */
    open(req: FastifyRequest): RequestLogEntry;
    /** The open entry of a request, if it is still open. */
    get(req: FastifyRequest): RequestLogEntry | undefined;
    /** Closes a request's entry (once); `status` null means no response was sent. */
    close(req: FastifyRequest, status: number | null, outcome?: RequestLogEntry['outcome']): void;
}
