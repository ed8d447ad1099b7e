import { backoff } from './backoff.js';
import { PRIORITY_RETRY } from './rate-gate.js';
/** After this many distinct 429 episodes at one rate, the rate is lowered (for the rest of the run). */
export const RATE_LOWERING_EPISODES = 3;
/** Each lowering keeps this share of the current rate. */
export const RATE_LOWERING_FACTOR = 0.8;
/** A pause this long or longer is said at the default log level (and shown in the progress line). */
export const LONG_PAUSE_MS = 10_000;
/** The first backoff step without Retry-After; the steps never exceed one window. */
export const RATE_LIMIT_BASE_MS = 1_000;
/** `Retry-After`: delta-seconds or an HTTP date (RFC 9110 10.2.3). Returns ms, or undefined when absent/invalid. */
export function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    const v = value.trim();
    if (v === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(v))
        return Math.round(Number(v) * 1000);
    const date = Date.parse(v);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
export class RateLimitOwner {
    deps;
    /** 429s since the last success: the backoff step without Retry-After */
    consecutive = 0;
    lastEpisodeEpoch = -1;
    episodesAtRate = 0;
    /** the end of the last pause announced: concurrent 429s of one episode are said once */
    announcedUntil = 0;
    constructor(deps) {
        this.deps = deps;
    }
    /** A request got a final answer: the backoff starts again from its first step. */
    progress() {
        this.consecutive = 0;
        this.deps.stats.pause = undefined;
    }
    /** Called inside the task that saw the 429, before its slot is free for the next task. */
    rateLimited(req, retryAfter, epochAtStart) {
        const { gate, watchdog, stats, clock, logger, random, perSeconds } = this.deps;
        stats.rateLimited++;
        this.consecutive++;
        watchdog.trouble('429 answers');
        const fromHeader = parseRetryAfter(retryAfter, clock.now());
        const wait = fromHeader ?? backoff(this.consecutive, RATE_LIMIT_BASE_MS, Math.max(RATE_LIMIT_BASE_MS, perSeconds * 1000), random);
        // 429s of requests that started before the current pause belong to the same episode.
        if (epochAtStart > this.lastEpisodeEpoch) {
            this.lastEpisodeEpoch = gate.epoch;
            this.episodesAtRate++;
        }
        logger.debug({ method: req.method, path: req.path, retryAfter: retryAfter ?? null, pauseMs: wait }, 'rate limited (429): pausing the queue');
        // A pause never outlasts the no-progress deadline: the next attempt then stops the run.
        const pause = Math.min(wait, watchdog.remainingMs() + 1);
        this.announce(req, fromHeader === undefined ? undefined : retryAfter, pause);
        gate.pauseFor(pause);
        if (this.episodesAtRate >= RATE_LOWERING_EPISODES)
            this.lowerRate();
    }
    /** Records the pause for the progress line; a long one is said at the default level, once. */
    announce(req, retryAfter, pause) {
        const { stats, clock, logger } = this.deps;
        const until = clock.now() + pause;
        if (stats.pause && stats.pause.until >= until)
            return;
        const shown = retryAfter === undefined ? undefined : /^\d+$/.test(retryAfter.trim()) ? `${retryAfter.trim()} s` : retryAfter.trim();
        const asked = shown === undefined ? '' : ` (Retry-After ${shown})`;
        stats.pause = { until, reason: `the platform asked to wait${asked}` };
        if (pause < LONG_PAUSE_MS || until <= this.announcedUntil)
            return;
        this.announcedUntil = until;
        const wait = shown === undefined ? '' : ` and asked to wait ${shown} (Retry-After)`;
        logger.info({ method: req.method, path: req.path, retryAfter: retryAfter ?? null, pauseMs: pause, resumesAt: new Date(until).toISOString() }, `the platform answered 429 to ${req.method} ${req.path}${wait}: pausing every request for ${formatDuration(pause)}, until ${new Date(until).toISOString().slice(11, 19)} UTC`);
    }
    lowerRate() {
        const { gate, stats, logger, perSeconds } = this.deps;
        const next = Math.max(1, Math.floor(gate.capacity * RATE_LOWERING_FACTOR));
        this.episodesAtRate = 0;
        if (next >= gate.capacity)
            return;
        gate.setCapacity(next);
        const rate = { requests: next, perSeconds };
        stats.currentRate = rate;
        logger.warn(rate, `the platform keeps answering 429: lowering the request rate to ${next} per ${perSeconds} s for the rest of this run`);
    }
}
/**
 * The 429 layer around one gated attempt: a 429 has already paused the queue (inside its task, see
 * `rateLimited`), so the request simply re-enters the queue at the front; it never sleeps in a slot.
 */
export async function sendPastRateLimits(attempt, priority) {
    for (;;) {
        const outcome = await attempt(priority);
        if (outcome.kind !== 'rate-limited')
            return outcome;
        priority = PRIORITY_RETRY;
    }
}
/** `45s`, `10m00s`, `1h05m` (as the progress line shows durations). */
export function formatDuration(ms) {
    const s = Math.ceil(ms / 1000);
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
//# sourceMappingURL=rate-limit.js.map