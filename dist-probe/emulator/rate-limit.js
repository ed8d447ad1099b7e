import { SETTING_RANGES } from '../config/ranges.js';
export class SlidingWindowLimiter {
    limit;
    now;
    /** arrival times of admitted requests, oldest first, from `head` on */
    times = [];
    head = 0;
    constructor(limit, now = Date.now) {
        this.limit = limit;
        this.now = now;
        checkRateLimit(limit);
    }
    get rate() {
        return { ...this.limit };
    }
    setLimit(limit) {
        checkRateLimit(limit);
        this.limit = limit;
    }
    tryAcquire() {
        const t = this.now();
        const windowMs = this.limit.perSeconds * 1000;
        // An admission at time x stops counting once x <= t - window (a start exactly one window ago
        // no longer blocks: the same boundary p-queue's strict mode uses).
        while (this.head < this.times.length && (this.times[this.head] ?? 0) <= t - windowMs)
            this.head++;
        if (this.head > 1024 && this.head * 2 > this.times.length) {
            this.times = this.times.slice(this.head);
            this.head = 0;
        }
        const inWindow = this.times.length - this.head;
        if (inWindow < this.limit.requests) {
            this.times.push(t);
            return { ok: true };
        }
        // The slot that frees first is the one taken `requests` admissions ago.
        const freesAt = (this.times[this.times.length - this.limit.requests] ?? t) + windowMs;
        return { ok: false, retryAfterMs: Math.max(0, freesAt - t) };
    }
}
export function checkRateLimit(limit) {
    if (!Number.isInteger(limit.requests) || limit.requests < 1)
        throw new RangeError('rate limit: requests must be a positive whole number');
    if (!Number.isFinite(limit.perSeconds) || limit.perSeconds <= 0)
        throw new RangeError('rate limit: perSeconds must be a positive number');
}
const MAX_REQUESTS = SETTING_RANGES['rateLimit.requests'].max;
const MAX_PER_SECONDS = SETTING_RANGES['rateLimit.perSeconds'].max;
/** `1000/60` → { requests: 1000, perSeconds: 60 }; null when malformed or out of range. */
export function parseRateLimit(text) {
    const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!m)
        return null;
    const requests = Number(m[1]);
    const perSeconds = Number(m[2]);
    // Bounded like the config's rateLimit (src/config/ranges.ts): a window no timer can wait for is refused.
    if (!Number.isSafeInteger(requests) || requests < 1 || requests > MAX_REQUESTS || !(perSeconds > 0) || perSeconds > MAX_PER_SECONDS)
        return null;
    return { requests, perSeconds };
}
//# sourceMappingURL=rate-limit.js.map