// The shapes shared by the transport's layers: one request, one response, one attempt's outcome.
import type { Dispatcher } from 'undici';
import type { RateLimit } from '../../contract/rate-limit.js';
import type { Clock } from '../../util/clock.js';
import type { Logger } from '../../util/log.js';
import type { ApiError } from '../errors.js';
import type { Sender } from './sender.js';

export type HttpMethod = 'GET' | 'PUT' | 'DELETE' | 'POST';
export type QueryValue = string | number | boolean | undefined;

export interface HttpRequest {
  method: HttpMethod;
  /** relative to the base URL, starting with `/`, path segments already encoded */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body (sent with Content-Type: application/json) */
  body?: unknown;
  /**
   * Whether sending it twice does no harm (default: every method but POST). A request that is not
   * is never re-sent after a 5xx, network error or timeout: it may have been performed, and only
   * the caller can find out (a creation looks its record up by externalId first). A 429 is still
   * waited out and re-sent: the platform refused it before doing anything.
   */
  idempotent?: boolean;
  /**
   * A 2xx body that is not JSON: an error naming what came (the default, for every read), or
   * accepted as `text` (writes whose response body is never relied on, docs/platform-api.md).
   */
  nonJson?: 'error' | 'accept';
  /** Reads a 2xx body as it streams, instead of the capped whole-body read (the listing). */
  consume?: BodyConsumer;
}

/**
 * A streaming reader of one 2xx body. `start` begins each attempt afresh (a retry reads the whole
 * body again); `chunk` and `end` may throw an ApiError, which ends the request without a retry.
 */
export interface BodyConsumer {
  start(info: { status: number; contentType: string }): void;
  chunk(bytes: Buffer): void;
  /** the value the response's `body` becomes */
  end(): unknown;
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
  /** per attempt: the longest wait for the response to start, or between two parts of its body */
  timeoutMs: number;
  /** largest 2xx body read whole (bytes); a streamed body (`consume`) has its own bounds */
  maxResponseSize?: number;
  /** attempts in all for 5xx / network errors / timeouts */
  retries: number;
  noProgressTimeoutMs: number;
  /** every wait of our own (window, pauses, backoff, no-progress deadline, close grace) */
  clock: Clock;
  logger: Logger;
  signal?: AbortSignal;
  /** jitter source (tests may fix it); default Math.random */
  random?: () => number;
  /** an undici dispatcher to send through; default: undici's EnvHttpProxyAgent when a proxy variable applies, else Node's http (sender.ts) */
  dispatcher?: Dispatcher;
  /** a sender to send through (sender.ts), in place of the dispatcher and the default */
  sender?: Sender;
  /** where proxy variables are read (default: the command runtime's env) */
  env?: NodeJS.ProcessEnv;
}

/** What one HTTP attempt came to; each kind other than `ok` has one owner. */
export type Outcome =
  | { kind: 'ok'; response: HttpResponse }
  /** the 429 owner (rate-limit.ts) */
  | { kind: 'rate-limited'; retryAfter: string | undefined }
  /** the retry owner (retry.ts): 5xx, network errors, timeouts; `lost` when it may have been performed */
  | { kind: 'transient'; error: ApiError; lost: boolean; trouble: string }
  /** any other answer: a result, never retried; `progress: false` when it is no sign of a working server */
  | { kind: 'failed'; error: ApiError; progress?: false };
