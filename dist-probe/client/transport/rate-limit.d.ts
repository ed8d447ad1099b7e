import type { Clock } from '../../util/clock.js';
import type { Logger } from '../../util/log.js';
import type { TransportStats } from '../types.js';
import { type RateGate } from './rate-gate.js';
import type { HttpRequest, Outcome } from './types.js';
import type { Watchdog } from './watchdog.js';
/** After this many distinct 429 episodes at one rate, the rate is lowered (for the rest of the run). */
export declare const RATE_LOWERING_EPISODES = 3;
/** Each lowering keeps this share of the current rate. */
export declare const RATE_LOWERING_FACTOR = 0.8;
/** A pause this long or longer is said at the default log level (and shown in the progress line). */
export declare const LONG_PAUSE_MS = 10000;
/** The first backoff step without Retry-After; the steps never exceed one window. */
export declare const RATE_LIMIT_BASE_MS = 1000;
/** `Retry-After`: delta-seconds or an HTTP date (RFC 9110 10.2.3). Returns ms, or undefined when absent/invalid. */
export declare function parseRetryAfter(value: string | undefined, now: number): number | undefined;
export interface RateLimitOwnerDeps {
    gate: RateGate;
    watchdog: Watchdog;
    stats: TransportStats;
    clock: Clock;
    logger: Logger;
    random: () => number;
    perSeconds: number;
}
export declare class RateLimitOwner {
    private readonly deps;
    /** 429s since the last success: the backoff step without Retry-After */
    private consecutive;
    private lastEpisodeEpoch;
    private episodesAtRate;
    /** the end of the last pause announced: concurrent 429s of one episode are said once */
    private announcedUntil;
    constructor(deps: RateLimitOwnerDeps);
    /** A request got a final answer: the backoff starts again from its first step. */
    progress(): void;
    /** Called inside the task that saw the 429, before its slot is free for the next task. */
    rateLimited(req: HttpRequest, retryAfter: string | undefined, epochAtStart: number): void;
    /** Records the pause for the progress line; a long one is said at the default level, once. */
    private announce;
    private lowerRate;
}
type Answered = Exclude<Outcome, {
    kind: 'rate-limited';
}>;
/**
 * The 429 layer around one gated attempt: a 429 has already paused the queue (inside its task, see
 * `rateLimited`), so the request simply re-enters the queue at the front; it never sleeps in a slot.
 */
export declare function sendPastRateLimits(attempt: (priority: number) => Promise<Outcome>, priority: number): Promise<Answered>;
/** `45s`, `10m00s`, `1h05m` (as the progress line shows durations). */
export declare function formatDuration(ms: number): string;
export {};
