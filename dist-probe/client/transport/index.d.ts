import type { TransportStats } from '../types.js';
import type { HttpRequest, HttpResponse, TransportOptions } from './types.js';
export type { HttpMethod, HttpRequest, HttpResponse, QueryValue, TransportOptions } from './types.js';
export { createDispatcher } from './attempt.js';
export { serverMessageOf } from './response.js';
export { backoff } from './backoff.js';
export { formatSize } from './body.js';
export { parseRetryAfter, RATE_LOWERING_EPISODES, RATE_LOWERING_FACTOR } from './rate-limit.js';
export declare class Transport {
    readonly stats: TransportStats;
    private readonly opts;
    private readonly dispatcher;
    private readonly http;
    private readonly gate;
    private readonly watchdog;
    private readonly rateLimits;
    private readonly random;
    private stopped;
    private closed;
    constructor(opts: TransportOptions);
    /** Sends one request through the retry and rate-limit owners and the rate gate; resolves on 2xx. */
    send(req: HttpRequest): Promise<HttpResponse>;
    /** One attempt inside its queue task; the owners see its outcome before the slot is free for another. */
    private attempt;
    /** No-progress stop: nothing new starts; waiting requests get the same error. */
    private stop;
    private throwIfUnusable;
    /** Starts nothing new; waits for requests in flight up to `graceMs`, then releases the sockets. */
    close(graceMs?: number): Promise<void>;
}
