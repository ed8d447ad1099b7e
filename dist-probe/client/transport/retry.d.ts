import type { Clock } from '../../util/clock.js';
import type { Logger } from '../../util/log.js';
import type { TransportStats } from '../types.js';
import type { HttpRequest, HttpResponse, Outcome } from './types.js';
import type { Watchdog } from './watchdog.js';
export declare const RETRY_BASE_MS = 500;
export declare const RETRY_CAP_MS = 30000;
export interface RetryDeps {
    retries: number;
    clock: Clock;
    signal?: AbortSignal;
    random: () => number;
    logger: Logger;
    stats: TransportStats;
    watchdog: Watchdog;
}
/**
 * Sends through `send` (one attempt past the rate gate and the 429 owner) until an answer that is
 * not transient, or until `retries` transient failures. `attempts()` counts every attempt so far,
 * 429s included, for the error.
 */
export declare function sendWithRetries(req: HttpRequest, send: (priority: number) => Promise<Exclude<Outcome, {
    kind: 'rate-limited';
}>>, attempts: () => number, deps: RetryDeps): Promise<HttpResponse>;
