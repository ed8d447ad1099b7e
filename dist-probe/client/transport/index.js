import { RESPONSE_SIZE } from '../../contract/response-size.js';
import { createDispatcher, performAttempt } from './attempt.js';
import { RateGate } from './rate-gate.js';
import { RateLimitOwner, sendPastRateLimits } from './rate-limit.js';
import { sendWithRetries } from './retry.js';
import { Watchdog } from './watchdog.js';
export { createDispatcher } from './attempt.js';
export { serverMessageOf } from './response.js';
export { backoff } from './backoff.js';
export { formatSize } from './body.js';
export { parseRetryAfter, RATE_LOWERING_EPISODES, RATE_LOWERING_FACTOR } from './rate-limit.js';
export class Transport {
    stats;
    opts;
    dispatcher;
    http;
    gate;
    watchdog;
    rateLimits;
    random;
    stopped;
    closed = false;
    constructor(opts) {
        this.opts = opts;
        const { clock, logger } = opts;
        this.stats = { requests: 0, rateLimited: 0, retries: 0, currentRate: { ...opts.rateLimit } };
        this.random = opts.random ?? Math.random;
        this.dispatcher = opts.dispatcher ?? createDispatcher(opts.env, opts.baseUrl);
        this.http = {
            baseUrl: opts.baseUrl,
            headers: opts.headers,
            dispatcher: this.dispatcher,
            timeoutMs: opts.timeoutMs,
            maxResponseSize: opts.maxResponseSize ?? RESPONSE_SIZE.default,
            logger,
            // Body bytes arriving (a long listing) are the server working; past a bound nothing counts.
            onBytes: () => this.watchdog.progress(),
        };
        this.gate = new RateGate({
            concurrency: opts.concurrency,
            capacity: opts.rateLimit.requests,
            windowMs: opts.rateLimit.perSeconds * 1000,
            clock,
            signal: opts.signal,
        });
        this.watchdog = new Watchdog(clock, opts.noProgressTimeoutMs);
        this.rateLimits = new RateLimitOwner({
            gate: this.gate,
            watchdog: this.watchdog,
            stats: this.stats,
            clock,
            logger,
            random: this.random,
            perSeconds: opts.rateLimit.perSeconds,
        });
        opts.signal?.addEventListener('abort', () => this.gate.abortWaiting(opts.signal?.reason), { once: true });
    }
    /** Sends one request through the retry and rate-limit owners and the rate gate; resolves on 2xx. */
    async send(req) {
        this.throwIfUnusable();
        this.watchdog.begin();
        let attempts = 0;
        const once = (priority) => {
            this.throwIfUnusable();
            const number = ++attempts;
            return this.gate.run((slot) => this.attempt(slot, req, number), priority);
        };
        try {
            const { clock, signal, logger, retries } = this.opts;
            const deps = { retries, clock, signal, logger, random: this.random, stats: this.stats, watchdog: this.watchdog };
            return await sendWithRetries(req, (priority) => sendPastRateLimits(once, priority), () => attempts, deps);
        }
        finally {
            this.watchdog.end();
        }
    }
    /** One attempt inside its queue task; the owners see its outcome before the slot is free for another. */
    async attempt(slot, req, number) {
        const stop = this.stopped ?? this.watchdog.check(req);
        if (stop) {
            slot.unused();
            this.stop(stop);
            throw stop;
        }
        const epoch = this.gate.epoch;
        this.stats.requests++;
        let outcome;
        try {
            outcome = await performAttempt(this.http, req, number, () => slot.answered());
        }
        finally {
            slot.answered();
        }
        if (outcome.kind === 'ok' || (outcome.kind === 'failed' && outcome.progress !== false)) {
            // Any final answer is the server processing requests: the run is not stuck.
            this.watchdog.progress();
            this.rateLimits.progress();
            this.gate.endProbe();
        }
        else if (outcome.kind === 'failed') {
            this.watchdog.trouble('answers past their size bound');
        }
        else if (outcome.kind === 'transient') {
            this.watchdog.trouble(outcome.trouble);
        }
        else {
            this.rateLimits.rateLimited(req, outcome.retryAfter, epoch);
        }
        return outcome;
    }
    /** No-progress stop: nothing new starts; waiting requests get the same error. */
    stop(err) {
        this.stopped ??= err;
        this.gate.abortWaiting(this.stopped);
    }
    throwIfUnusable() {
        const signal = this.opts.signal;
        if (signal?.aborted)
            throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
        if (this.stopped)
            throw this.stopped;
    }
    /** Starts nothing new; waits for requests in flight up to `graceMs`, then releases the sockets. */
    async close(graceMs = 5000) {
        if (this.closed)
            return;
        this.closed = true;
        this.stopped ??= new Error('the client is closed');
        this.gate.close(this.stopped);
        const running = this.gate.running;
        if (running.size > 0) {
            const grace = new AbortController();
            // Whichever comes first: every request in flight settled, or the grace period ran out.
            void Promise.allSettled([...running]).then(() => grace.abort());
            await this.opts.clock.sleep(graceMs, grace.signal).catch(() => undefined);
            grace.abort();
        }
        if (running.size > 0)
            await this.dispatcher.destroy();
        else
            await this.dispatcher.close();
    }
}
//# sourceMappingURL=index.js.map