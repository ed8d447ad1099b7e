// The one transport of a client, in layers around one request function (docs/ARCHITECTURE.md, octokit's
// throttling and retry plugins), outermost first:
//   watchdog.ts   no progress for noProgressTimeout → stop the run with one clear error
//   retry.ts      5xx, network errors, timeouts → capped backoff with jitter, `retries` attempts
//   rate-limit.ts 429 → pause the queue (Retry-After or backoff), re-enter at the front; lower the rate
//   rate-gate.ts  concurrency, priority, pause (p-queue) and the response-anchored window (Clock)
//   attempt.ts    one HTTP attempt through the sender (sender.ts: Node's http, or undici for a proxy),
//                 the stall limit via AbortSignal
// Each failure class has one owner; other 4xx are results, never retried. Every wait of our own
// (window, pauses, backoff, the watchdog's deadline, close grace) runs on the injected Clock, so
// tests drive time instead of measuring it; only the per-attempt timeout is real time (attempt.ts).
import { RESPONSE_SIZE } from '../../contract/response-size.js';
import type { TransportStats } from '../types.js';
import { createSender, performAttempt, type AttemptContext } from './attempt.js';
import type { Sender } from './sender.js';
import { RateGate, type Slot } from './rate-gate.js';
import { RateLimitOwner, sendPastRateLimits } from './rate-limit.js';
import { sendWithRetries } from './retry.js';
import type { HttpRequest, HttpResponse, Outcome, TransportOptions } from './types.js';
import { Watchdog } from './watchdog.js';

export type { HttpMethod, HttpRequest, HttpResponse, QueryValue, TransportOptions } from './types.js';
export { createSender } from './attempt.js';
export { nodeSender } from './node-sender.js';
export type { Sender, SendInit, SentResponse } from './sender.js';
export { serverMessageOf } from './response.js';
export { backoff } from './backoff.js';
export { formatSize } from './body.js';
export { parseRetryAfter, RATE_LOWERING_EPISODES, RATE_LOWERING_FACTOR } from './rate-limit.js';

export class Transport {
  readonly stats: TransportStats;
  private readonly opts: TransportOptions;
  private readonly sender: Sender;
  private readonly http: AttemptContext;
  private readonly gate: RateGate;
  private readonly watchdog: Watchdog;
  private readonly rateLimits: RateLimitOwner;
  private readonly random: () => number;
  private stopped: Error | undefined;
  private closed = false;

  constructor(opts: TransportOptions) {
    this.opts = opts;
    const { clock, logger } = opts;
    this.stats = { requests: 0, rateLimited: 0, retries: 0, currentRate: { ...opts.rateLimit } };
    this.random = opts.random ?? Math.random;
    this.sender = opts.sender ?? createSender(opts.env, opts.baseUrl, opts.dispatcher);
    this.http = {
      baseUrl: opts.baseUrl,
      headers: opts.headers,
      sender: this.sender,
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
  async send(req: HttpRequest): Promise<HttpResponse> {
    this.throwIfUnusable();
    this.watchdog.begin();
    let attempts = 0;
    const once = (priority: number): Promise<Outcome> => {
      this.throwIfUnusable();
      const number = ++attempts;
      return this.gate.run((slot) => this.attempt(slot, req, number), priority);
    };
    try {
      const { clock, signal, logger, retries } = this.opts;
      const deps = { retries, clock, signal, logger, random: this.random, stats: this.stats, watchdog: this.watchdog };
      return await sendWithRetries(
        req,
        (priority) => sendPastRateLimits(once, priority),
        () => attempts,
        deps,
      );
    } finally {
      this.watchdog.end();
    }
  }

  /** One attempt inside its queue task; the owners see its outcome before the slot is free for another. */
  private async attempt(slot: Slot, req: HttpRequest, number: number): Promise<Outcome> {
    const stop = this.stopped ?? this.watchdog.check(req);
    if (stop) {
      slot.unused();
      this.stop(stop);
      throw stop;
    }
    const epoch = this.gate.epoch;
    this.stats.requests++;
    let outcome: Outcome;
    try {
      outcome = await performAttempt(this.http, req, number, () => slot.answered());
    } finally {
      slot.answered();
    }
    if (outcome.kind === 'ok' || (outcome.kind === 'failed' && outcome.progress !== false)) {
      // Any final answer is the server processing requests: the run is not stuck.
      this.watchdog.progress();
      this.rateLimits.progress();
      this.gate.endProbe();
    } else if (outcome.kind === 'failed') {
      this.watchdog.trouble('answers past their size bound');
    } else if (outcome.kind === 'transient') {
      this.watchdog.trouble(outcome.trouble);
    } else {
      this.rateLimits.rateLimited(req, outcome.retryAfter, epoch);
    }
    return outcome;
  }

  /** No-progress stop: nothing new starts; waiting requests get the same error. */
  private stop(err: Error): void {
    this.stopped ??= err;
    this.gate.abortWaiting(this.stopped);
  }

  private throwIfUnusable(): void {
    const signal = this.opts.signal;
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
    if (this.stopped) throw this.stopped;
  }

  /** Starts nothing new; waits for requests in flight up to `graceMs`, then releases the sockets. */
  async close(graceMs = 5000): Promise<void> {
    if (this.closed) return;
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
    if (running.size > 0) await this.sender.destroy();
    else await this.sender.close();
  }
}
