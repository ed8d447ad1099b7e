import type { RateLimit } from '../contract/rate-limit.js';
export type Admission = {
    ok: true;
} | {
    ok: false;
    retryAfterMs: number;
};
export declare class SlidingWindowLimiter {
    private limit;
    private readonly now;
    /** arrival times of admitted requests, oldest first, from `head` on */
    private times;
    private head;
    constructor(limit: RateLimit, now?: () => number);
    get rate(): RateLimit;
    setLimit(limit: RateLimit): void;
    tryAcquire(): Admission;
}
export declare function checkRateLimit(limit: RateLimit): void;
/** `1000/60` → { requests: 1000, perSeconds: 60 }; null when malformed or out of range. */
export declare function parseRateLimit(text: string): RateLimit | null;
