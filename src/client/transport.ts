// The one transport of a client: every HTTP attempt (reads, writes, retries) is one task of a strict
// p-queue (sliding window), and each failure class has one owner (style.md, octokit):
//   - 429 → the rate-limit layer: honour Retry-After (delta-seconds or HTTP date) by pausing the
//     whole queue from inside the task that saw it; otherwise exponential backoff with jitter.
//     429s do not use up the retry budget; repeated 429s lower our own rate for the rest of the run.
//   - 5xx, network errors, timeouts → the retry layer: capped exponential backoff with jitter,
//     at most `retries` attempts in all. The wait happens outside the queue slot; the retry
//     re-enters the queue at a higher priority.
//   - other 4xx → never retried: an ApiError carrying the server's message.
// Our own waits (backoff, pauses, close grace) go through the injectable Clock.
import PQueue from 'p-queue';
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { Clock } from '../util/clock.js';
import type { Logger } from '../util/log.js';
import { scrub } from '../util/redact.js';
import { ApiError } from './errors.js';
import type { RateLimit, TransportStats } from './types.js';

/**
 * Headroom on p-queue's window (on start times): 1 % plus a few milliseconds, which keeps
 * utilisation above 95 % of the configured rate (issue 7) at windows of half a second and more.
 *
 * Start times alone cannot keep a server that enforces the same window on *arrival* times from
 * answering 429: latency differs between requests (a cold connection, a busy event loop), and
 * test/unit/transport.test.ts measured 30-60 ms of it on a loaded machine, more than any headroom
 * that keeps utilisation at 95 %. So the transport also counts a slot as used until one window
 * after the *response* of the attempt that took it: a request arrives before its response, so no
 * `requests` arrivals can fall within one window, whatever the jitter. With low latency the
 * p-queue window is the one that binds; under load the response-anchored one takes over.
 */
export const WINDOW_HEADROOM_FACTOR = 1.01;
export const WINDOW_HEADROOM_MS = 10;
/** Timers may fire a millisecond early against another clock. */
const RESPONSE_WINDOW_SLACK_MS = 2;

/** After this many distinct 429 episodes at one rate, the rate is lowered (for the rest of the run). */
export const RATE_LOWERING_EPISODES = 3;
/** Each lowering keeps this share of the current rate. */
export const RATE_LOWERING_FACTOR = 0.8;

const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 30_000;
const RATE_LIMIT_BASE_MS = 1_000;

const PRIORITY_FRESH = 0;
const PRIORITY_RETRY = 1;

export type HttpMethod = 'GET' | 'PUT' | 'DELETE' | 'POST';
export type QueryValue = string | number | boolean | undefined;

export interface HttpRequest {
  method: HttpMethod;
  /** relative to the base URL, starting with `/`, path segments already encoded */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body (sent with Content-Type: application/json) */
  body?: unknown;
}

export interface HttpResponse {
  status: number;
  /** parsed JSON, or undefined when the body was empty */
  body: unknown;
  /** the raw body text when it was not JSON */
  text?: string;
}

export interface TransportOptions {
  /** the base URL without a trailing slash, e.g. https://api.example.com/v3 */
  baseUrl: string;
  /** sent on every request (Authorization, project, Accept, User-Agent) */
  headers: Record<string, string>;
  rateLimit: RateLimit;
  concurrency: number;
  timeoutMs: number;
  /** attempts in all for 5xx / network errors / timeouts */
  retries: number;
  noProgressTimeoutMs: number;
  clock: Clock;
  logger: Logger;
  signal?: AbortSignal;
  /** jitter source (tests may fix it); default Math.random */
  random?: () => number;
  /** default: EnvHttpProxyAgent when a proxy variable is set, else a keep-alive Agent */
  dispatcher?: Dispatcher;
  /** where proxy variables are read (default process.env) */
  env?: NodeJS.ProcessEnv;
}

/** The sliding window actually enforced for a configured rate (with headroom). */
export function effectiveIntervalMs(rate: RateLimit): number {
  return Math.ceil(rate.perSeconds * 1000 * WINDOW_HEADROOM_FACTOR) + WINDOW_HEADROOM_MS;
}

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

/** Node 20's fetch ignores proxy variables; undici's EnvHttpProxyAgent honours them and NO_PROXY. */
export function createDispatcher(env: NodeJS.ProcessEnv = process.env): Dispatcher {
  const agentOptions = { keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };
  const proxied = PROXY_VARS.some((k) => (env[k] ?? '').trim() !== '');
  if (!proxied) return new Agent(agentOptions);
  const pick = (lower: string, upper: string): string | undefined => {
    const v = env[lower] ?? env[upper];
    return v && v.trim() !== '' ? v.trim() : undefined;
  };
  return new EnvHttpProxyAgent({
    ...agentOptions,
    httpProxy: pick('http_proxy', 'HTTP_PROXY'),
    httpsProxy: pick('https_proxy', 'HTTPS_PROXY'),
    noProxy: pick('no_proxy', 'NO_PROXY'),
  });
}

/** `Retry-After`: delta-seconds or an HTTP date (RFC 9110 10.2.3). Returns ms, or undefined when absent/invalid. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const date = Date.parse(v);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The server's message from an error body: JSON `{ message }` (api-contract.md "Transport",
 * assumed); else a short excerpt of a non-JSON body (a proxy's 502 HTML page: its text, tags
 * stripped, at most 200 characters); else undefined. Scrubbed: a server echoing the token does not
 * put it into our errors.
 */
export function serverMessageOf(text: string, body: unknown): string | undefined {
  if (body !== undefined) {
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const m = (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).error;
      if (typeof m === 'string' && m.trim() !== '') return excerpt(scrub(m));
      if (Array.isArray(m)) return excerpt(scrub(m.map(String).join('; ')));
    }
    if (typeof body === 'string' && body.trim() !== '') return excerpt(scrub(body));
    return undefined;
  }
  const stripped = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  // Scrub before shortening: a token cut in half by the excerpt would no longer match.
  const short = excerpt(scrub(stripped));
  return short === '' ? undefined : short;
}

function excerpt(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length <= 200 ? one : `${one.slice(0, 199)}…`;
}

type Outcome =
  | { kind: 'ok'; response: HttpResponse }
  | { kind: 'rate-limited'; status: number }
  | { kind: 'transient'; error: ApiError; lost: boolean }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'moved' };

/** One queue with its sliding window; replaced (not mutated) when the rate is lowered. */
interface Generation {
  queue: PQueue;
  /** tasks added but not started: aborting one removes it from the queue */
  waiting: Set<AbortController>;
  retired: boolean;
}

/** Abort reason that moves a waiting task from a retired queue to the current one. */
const MOVED: unique symbol = Symbol('moved to the current queue');

interface Attempt {
  req: HttpRequest;
  /** 1-based, counting every attempt of this request (429s included) */
  number: number;
}

export class Transport {
  readonly stats: TransportStats;
  private readonly opts: TransportOptions;
  private readonly dispatcher: Dispatcher;
  private readonly random: () => number;
  private gen: Generation;
  private rate: RateLimit;
  /** 429 pause holds: the queue runs again when the last one ends */
  private holds = 0;
  /** after a 429 pause: one request at a time until one succeeds */
  private probing = false;
  /** attempts whose slot is in use: in flight, or answered less than one window ago */
  private slotsInUse = 0;
  /** every slot of the response-anchored window is in use */
  private windowFull = false;
  private readonly releaseTimers = new Set<NodeJS.Timeout>();
  /** increments each time a pause ends: tells 429s of one episode from those of the next */
  private epoch = 0;
  private lastEpisodeEpoch = -1;
  private episodesAtRate = 0;
  private consecutive429 = 0;
  private lastProgressAt = 0;
  private outstanding = 0;
  private lastTrouble = '';
  private stopped: Error | undefined;
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(opts: TransportOptions) {
    this.opts = opts;
    this.rate = { ...opts.rateLimit };
    this.stats = { requests: 0, rateLimited: 0, retries: 0, currentRate: { ...this.rate } };
    this.random = opts.random ?? Math.random;
    this.dispatcher = opts.dispatcher ?? createDispatcher(opts.env);
    this.gen = this.newGeneration(false);
    opts.signal?.addEventListener('abort', () => this.abortWaiting(opts.signal?.reason), { once: true });
  }

  /** Sends one request through the queue with the retry and rate-limit owners; resolves on 2xx. */
  async send(req: HttpRequest): Promise<HttpResponse> {
    this.throwIfUnusable();
    if (this.outstanding === 0) this.lastProgressAt = this.opts.clock.now();
    this.outstanding++;
    try {
      return await this.sendLoop(req);
    } finally {
      this.outstanding--;
    }
  }

  private async sendLoop(req: HttpRequest): Promise<HttpResponse> {
    let transientFailures = 0;
    let lostBefore = false;
    let number = 0;
    let priority = PRIORITY_FRESH;
    for (;;) {
      this.throwIfUnusable();
      number++;
      const attempt: Attempt = { req, number };
      const outcome = await this.enqueue(() => this.attempt(attempt), priority);
      switch (outcome.kind) {
        case 'ok':
          return outcome.response;
        case 'moved':
          number--;
          continue;
        case 'failed':
          throw withContext(outcome.error, { afterLostResponse: lostBefore, attempts: number });
        case 'rate-limited':
          // The task already paused the queue; the retry waits in the queue, not in a slot.
          priority = PRIORITY_RETRY;
          continue;
        case 'transient': {
          transientFailures++;
          const error = withContext(outcome.error, { afterLostResponse: lostBefore, attempts: number });
          if (outcome.lost) lostBefore = true;
          if (transientFailures >= this.opts.retries) throw error;
          this.stats.retries++;
          const delay = backoff(transientFailures, RETRY_BASE_MS, RETRY_CAP_MS, this.random);
          this.opts.logger.debug(
            { method: req.method, path: req.path, attempt: number, retryInMs: delay },
            `retrying after ${error.kind === 'http' ? String(error.status) : error.kind}`,
          );
          // Outside the slot: the retry re-enters the queue afterwards at a higher priority.
          await this.opts.clock.sleep(Math.min(delay, this.remainingProgressMs() + 1), this.opts.signal);
          priority = PRIORITY_RETRY;
          continue;
        }
      }
    }
  }

  /** One queue task; resolves to `moved` when the queue it waited in was replaced. */
  private async enqueue(task: () => Promise<Outcome>, priority: number): Promise<Outcome> {
    for (;;) {
      this.throwIfUnusable();
      const gen = this.gen;
      const ctl = new AbortController();
      gen.waiting.add(ctl);
      try {
        return await gen.queue.add(
          () => {
            // Started: from now on the request runs to its end (bounded by its timeout).
            gen.waiting.delete(ctl);
            if (gen.retired) return Promise.resolve<Outcome>({ kind: 'moved' });
            return this.track(task());
          },
          { priority, signal: ctl.signal },
        );
      } catch (err) {
        gen.waiting.delete(ctl);
        if (err === MOVED) continue;
        throw err;
      }
    }
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = (): void => {
      this.inFlight.delete(p);
    };
    void p.then(done, done);
    return p;
  }

  private async attempt(a: Attempt): Promise<Outcome> {
    const { req } = a;
    this.checkProgress(req);
    this.takeSlot();
    const epoch = this.epoch;
    this.stats.requests++;
    const t0 = performance.now();
    const url = this.url(req);
    const headers: Record<string, string> = { ...this.opts.headers };
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const log = (status: number | string): void => {
      this.opts.logger.debug(
        { method: req.method, path: req.path, status, ms: Math.round(performance.now() - t0), attempt: a.number },
        'http',
      );
    };
    let status: number;
    let text: string;
    let retryAfter: string | undefined;
    let released = false;
    const release = (): void => {
      if (!released) this.releaseSlotLater();
      released = true;
    };
    try {
      const res = await request(url, {
        method: req.method,
        headers,
        body: payload,
        dispatcher: this.dispatcher,
        signal: timeout,
      });
      // The request has arrived by the time its response starts.
      release();
      status = res.statusCode;
      const ra = res.headers['retry-after'];
      retryAfter = Array.isArray(ra) ? ra[0] : ra;
      text = await res.body.text();
    } catch (err) {
      release();
      const timedOut = timeout.aborted;
      const code = (err as { code?: string } | null)?.code;
      // A connection that was never made cannot have performed the request.
      const lost = timedOut || !(code && NOT_SENT_CODES.has(code));
      log(timedOut ? 'timeout' : 'network-error');
      const detail = timedOut
        ? `no response within ${this.opts.timeoutMs / 1000} s`
        : scrub(excerpt(`${code ? `${code}: ` : ''}${(err as Error).message ?? String(err)}`));
      this.lastTrouble = timedOut ? 'timeouts' : 'network errors';
      const error = new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        method: req.method,
        path: req.path,
        serverMessage: detail,
      });
      return { kind: 'transient', error, lost };
    }
    log(status);
    if (status >= 200 && status < 300) {
      this.progress();
      const body = parseJson(text);
      return { kind: 'ok', response: { status, body: body.ok ? body.value : undefined, ...(body.ok ? {} : { text }) } };
    }
    if (status === 429) {
      this.onRateLimited(req, retryAfter, epoch);
      return { kind: 'rate-limited', status };
    }
    const parsed = parseJson(text);
    const serverMessage = serverMessageOf(text, parsed.ok ? parsed.value : undefined);
    const error = new ApiError({ kind: 'http', status, method: req.method, path: req.path, serverMessage });
    if (status >= 500) {
      this.lastTrouble = `${status} answers`;
      return { kind: 'transient', error, lost: false };
    }
    // Any other answer is the server processing the request: the run is not stuck.
    this.progress();
    return { kind: 'failed', error };
  }

  // ---- the rate-limit owner -------------------------------------------------------------

  private onRateLimited(req: HttpRequest, retryAfter: string | undefined, epoch: number): void {
    this.stats.rateLimited++;
    this.consecutive429++;
    this.lastTrouble = '429 answers';
    const fromHeader = parseRetryAfter(retryAfter, this.opts.clock.now());
    const wait =
      fromHeader ??
      backoff(this.consecutive429, RATE_LIMIT_BASE_MS, Math.max(RATE_LIMIT_BASE_MS, this.rate.perSeconds * 1000), this.random);
    // 429s of requests that started before the current pause belong to the same episode.
    if (epoch > this.lastEpisodeEpoch) {
      this.lastEpisodeEpoch = this.epoch;
      this.episodesAtRate++;
    }
    this.opts.logger.debug(
      { method: req.method, path: req.path, retryAfter: retryAfter ?? null, pauseMs: wait },
      'rate limited (429): pausing the queue',
    );
    // A pause never outlasts the no-progress deadline: the next attempt then stops the run.
    this.pauseFor(Math.min(wait, this.remainingProgressMs() + 1));
    if (this.episodesAtRate >= RATE_LOWERING_EPISODES) this.lowerRate();
  }

  /** Pauses the whole queue for `ms` (our own wait, through the Clock); overlapping pauses merge. */
  private pauseFor(ms: number): void {
    this.holds++;
    this.applyRunState();
    const end = (): void => {
      this.holds--;
      if (this.holds === 0) {
        this.epoch++;
        // Probe before resuming at full concurrency: one request goes first, and the others
        // follow only once it succeeds, so a pause that was too short costs one 429, not four.
        this.probing = true;
        this.gen.queue.concurrency = 1;
      }
      this.applyRunState();
    };
    // Aborted (interrupt): waiting tasks are rejected by the same signal; nothing to resume.
    void this.opts.clock.sleep(ms, this.opts.signal).then(end, () => {
      this.holds--;
    });
  }

  private runnable(): boolean {
    return this.holds === 0 && !this.windowFull && !this.closed;
  }

  private applyRunState(): void {
    if (this.runnable()) this.gen.queue.start();
    else this.gen.queue.pause();
  }

  // ---- the response-anchored window (see WINDOW_HEADROOM_FACTOR) ---------------------------

  /** Called synchronously when a task starts, so a full window pauses the queue before the next dequeue. */
  private takeSlot(): void {
    this.slotsInUse++;
    if (!this.windowFull && this.slotsInUse >= this.rate.requests) {
      this.windowFull = true;
      // Something now waits on the release timers: they must keep the process alive.
      for (const t of this.releaseTimers) t.ref();
      this.applyRunState();
    }
  }

  /** Frees the slot one window after the response (real time, like p-queue's own window). */
  private releaseSlotLater(): void {
    const timer = setTimeout(
      () => {
        this.releaseTimers.delete(timer);
        this.slotsInUse--;
        if (this.windowFull && this.slotsInUse < this.rate.requests) {
          this.windowFull = false;
          for (const t of this.releaseTimers) t.unref();
          this.applyRunState();
        }
      },
      this.rate.perSeconds * 1000 + RESPONSE_WINDOW_SLACK_MS,
    );
    if (!this.windowFull) timer.unref();
    this.releaseTimers.add(timer);
  }

  /**
   * p-queue 9 cannot change `intervalCap` at runtime, so a lower rate is a new strict queue: tasks
   * still waiting move over (aborted out of the old queue, re-added at their priority). The new
   * queue's window starts empty, but the response-anchored window carries over every slot still in
   * use, so the switch cannot burst.
   */
  private lowerRate(): void {
    const next = Math.max(1, Math.floor(this.rate.requests * RATE_LOWERING_FACTOR));
    this.episodesAtRate = 0;
    if (next >= this.rate.requests) return;
    this.rate = { requests: next, perSeconds: this.rate.perSeconds };
    this.stats.currentRate = { ...this.rate };
    const old = this.gen;
    old.queue.pause();
    if (this.slotsInUse >= next && !this.windowFull) {
      this.windowFull = true;
      for (const t of this.releaseTimers) t.ref();
    }
    this.gen = this.newGeneration(!this.runnable());
    old.retired = true;
    for (const ctl of [...old.waiting]) ctl.abort(MOVED);
    old.waiting.clear();
    this.opts.logger.warn(
      { requests: next, perSeconds: this.rate.perSeconds },
      `the platform keeps answering 429: lowering the request rate to ${next} per ${this.rate.perSeconds} s for the rest of this run`,
    );
  }

  private newGeneration(paused: boolean): Generation {
    const queue = new PQueue({
      concurrency: this.probing ? 1 : this.opts.concurrency,
      intervalCap: this.rate.requests,
      interval: effectiveIntervalMs(this.rate),
      strict: true,
      autoStart: !paused,
    });
    return { queue, waiting: new Set(), retired: false };
  }

  // ---- progress, interrupt, close ---------------------------------------------------------

  private progress(): void {
    this.lastProgressAt = this.opts.clock.now();
    this.consecutive429 = 0;
    if (this.probing) {
      this.probing = false;
      this.gen.queue.concurrency = this.opts.concurrency;
    }
  }

  private remainingProgressMs(): number {
    return Math.max(0, this.lastProgressAt + this.opts.noProgressTimeoutMs - this.opts.clock.now());
  }

  private checkProgress(req: HttpRequest): void {
    if (this.stopped) throw this.stopped;
    if (this.opts.clock.now() - this.lastProgressAt < this.opts.noProgressTimeoutMs) return;
    const seconds = Math.round(this.opts.noProgressTimeoutMs / 100) / 10;
    const err = new ApiError({
      kind: 'no-progress',
      method: req.method,
      path: req.path,
      message:
        `no progress: the platform has not answered any request successfully for ${seconds} s` +
        `${this.lastTrouble ? ` (only ${this.lastTrouble})` : ''}; stopping. Try again later or lower rateLimit in the config.`,
    });
    this.stopped = err;
    this.abortWaiting(err);
    throw err;
  }

  private throwIfUnusable(): void {
    const signal = this.opts.signal;
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
    if (this.stopped) throw this.stopped;
  }

  /** Interrupt, stop or close: nothing waits for a slot any more, so slot timers must not hold the process. */
  private abortWaiting(reason: unknown): void {
    for (const t of this.releaseTimers) t.unref();
    const gen = this.gen;
    for (const ctl of [...gen.waiting]) ctl.abort(reason);
    gen.waiting.clear();
  }

  /** Starts nothing new; waits for requests in flight up to `graceMs`, then releases the sockets. */
  async close(graceMs = 5000): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.applyRunState();
    this.stopped ??= new Error('the client is closed');
    this.abortWaiting(this.stopped);
    if (this.inFlight.size > 0) {
      const grace = new AbortController();
      // Whichever comes first: every request in flight settled, or the grace period ran out.
      void Promise.allSettled([...this.inFlight]).then(() => grace.abort());
      await this.opts.clock.sleep(graceMs, grace.signal).catch(() => undefined);
      grace.abort();
    }
    for (const t of this.releaseTimers) clearTimeout(t);
    this.releaseTimers.clear();
    if (this.inFlight.size > 0) await this.dispatcher.destroy();
    else await this.dispatcher.close();
  }

  private url(req: HttpRequest): string {
    let url = this.opts.baseUrl + req.path;
    if (req.query) {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(req.query)) {
        if (v === undefined) continue;
        q.append(k, typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v));
      }
      const s = q.toString();
      if (s) url += `?${s}`;
    }
    return url;
  }
}

/** Connect-phase failures: the request never left, so it cannot have been performed. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Exponential backoff with "equal jitter": half the step fixed, half random, capped. */
export function backoff(n: number, baseMs: number, capMs: number, random: () => number): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.max(0, n - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function withContext(err: ApiError, ctx: { afterLostResponse: boolean; attempts: number }): ApiError {
  return new ApiError({
    kind: err.kind,
    status: err.status,
    method: err.method,
    path: err.path,
    serverMessage: err.serverMessage,
    afterLostResponse: ctx.afterLostResponse,
    attempts: ctx.attempts,
  });
}
