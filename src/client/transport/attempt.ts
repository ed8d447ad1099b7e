// The HTTP attempt: one request through the transport's sender (sender.ts), bounded by a stall limit
// (AbortSignal), turned into an Outcome for the owners above it. It never waits or retries itself.
import type { Dispatcher } from 'undici';
import { isLoopbackHost } from '../../contract/base-url.js';
import type { Logger } from '../../util/log.js';
import { scrub } from '../../util/redact.js';
import { ApiError } from '../errors.js';
import { ERROR_BODY_CAP, formatSize, readCapped, readStreaming, StallTimer } from './body.js';
import { excerpt, notJsonMessage, parseJson, serverMessageOf, shorten } from './response.js';
import type { BodyConsumer, HttpRequest, Outcome } from './types.js';
import { runtime } from '../../util/runtime.js';
import { nodeSender } from './node-sender.js';
import { dispatcherSender, type Sender, type SentResponse } from './sender.js';

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

/**
 * The sender of a transport: the dispatcher given (an undici one), else undici's EnvHttpProxyAgent
 * where a proxy variable applies (Node 20's `http` and fetch ignore them; it honours NO_PROXY too),
 * else Node's own `http` (node-sender.ts). A loopback base URL never goes through a proxy, whatever
 * NO_PROXY says: the request is for this machine (the emulator, a tunnel), and a proxy would be
 * handed the token on the way.
 */
export function createSender(env: NodeJS.ProcessEnv = runtime().env, baseUrl?: string, dispatcher?: Dispatcher): Sender {
  if (dispatcher) return dispatcherSender(dispatcher);
  const proxied = PROXY_VARS.some((k) => (env[k] ?? '').trim() !== '');
  if (!proxied || (baseUrl !== undefined && isLoopbackUrl(baseUrl))) return nodeSender();
  return dispatcherSender(proxyDispatcher(env));
}

/** undici's proxy agent, undici loaded only here (loading its module costs CPU in every process). */
async function proxyDispatcher(env: NodeJS.ProcessEnv): Promise<Dispatcher> {
  // bundled (dist/bin, the Action), undici is one CommonJS module whose exports are its default
  const mod = (await import('undici')) as typeof import('undici') & { default?: typeof import('undici') };
  const { EnvHttpProxyAgent } = mod.default ?? mod;
  const pick = (lower: string, upper: string): string | undefined => {
    const v = env[lower] ?? env[upper];
    return v && v.trim() !== '' ? v.trim() : undefined;
  };
  return new EnvHttpProxyAgent({
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    httpProxy: pick('http_proxy', 'HTTP_PROXY'),
    httpsProxy: pick('https_proxy', 'HTTPS_PROXY'),
    noProxy: pick('no_proxy', 'NO_PROXY'),
  });
}

function isLoopbackUrl(baseUrl: string): boolean {
  try {
    return isLoopbackHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}

/** Connect-phase failures: the request never left, so it cannot have been performed. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface AttemptContext {
  baseUrl: string;
  headers: Record<string, string>;
  sender: Sender;
  /** the stall limit: no response, or no bytes of its body, for this long */
  timeoutMs: number;
  maxResponseSize: number;
  logger: Logger;
  /** body bytes arrived (under their bound): the server is working */
  onBytes: () => void;
}

export function buildUrl(baseUrl: string, req: HttpRequest): string {
  let url = baseUrl + req.path;
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

/**
 * Sends `req` once. `arrived` is called exactly once, as soon as the request has surely reached the
 * server or never will (response headers, or an error): the rate gate anchors its window there.
 */
export async function performAttempt(ctx: AttemptContext, req: HttpRequest, number: number, arrived: () => void): Promise<Outcome> {
  const t0 = performance.now();
  const headers: Record<string, string> = { ...ctx.headers };
  let payload: string | undefined;
  if (req.body !== undefined) {
    payload = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const log = (status: number | string): void => {
    const ms = Math.round(performance.now() - t0);
    ctx.logger.debug({ method: req.method, path: req.path, status, ms, attempt: number }, 'http');
  };
  // Real time on purpose, unlike every wait of the transport's own: this guards a real socket
  // against a hung server, and a scaled test Clock must not shorten it.
  const stall = new StallTimer(ctx.timeoutMs);
  try {
    const res = await ctx.sender.send(buildUrl(ctx.baseUrl, req), { method: req.method, headers, body: payload, signal: stall.signal });
    // The request has arrived by the time its response starts.
    arrived();
    stall.touch();
    let outcome: Outcome;
    try {
      outcome = await readAnswer(ctx, req, res, stall);
    } catch (err) {
      // the rest of a body nobody reads would hold its connection
      res.body.destroy();
      throw err;
    }
    log(res.statusCode);
    return outcome;
  } catch (err) {
    arrived();
    log(stall.fired ? 'timeout' : 'network-error');
    return failureOutcome(req, err, stall);
  } finally {
    stall.clear();
  }
}

type Answer = SentResponse;

/** The body read within its bound, then the answer classified. */
async function readAnswer(ctx: AttemptContext, req: HttpRequest, res: Answer, stall: StallTimer): Promise<Outcome> {
  const status = res.statusCode;
  const contentType = headerOf(res, 'content-type') ?? '';
  const ok = status >= 200 && status < 300;
  const activity = (): void => {
    stall.touch();
    if (ok) ctx.onBytes();
  };
  if (ok && req.consume) return consumeOutcome(req, req.consume, res, status, contentType, activity);
  const cap = ok ? ctx.maxResponseSize : ERROR_BODY_CAP;
  const read = await readCapped(res.body, cap, activity);
  if (ok && read.over) {
    const message =
      `${req.method} ${req.path}: the response is larger than maxResponseSize (${formatSize(cap)}); stopped reading it. ` +
      'Raise maxResponseSize in the config if this answer is expected to be this large.';
    return { kind: 'failed', error: new ApiError({ kind: 'too-large', method: req.method, path: req.path, message }), progress: false };
  }
  // An error body past its cap: only an excerpt is ever shown, so the start of it is enough.
  return answerOutcome(req, status, read.bytes.toString('utf8'), headerOf(res, 'retry-after'), contentType);
}

/** A streamed 2xx body: the consumer's value, or its ApiError as a final answer (never retried). */
async function consumeOutcome(
  req: HttpRequest,
  consumer: BodyConsumer,
  res: Answer,
  status: number,
  contentType: string,
  activity: () => void,
): Promise<Outcome> {
  let stopped: ApiError | undefined;
  const guard = (step: () => void): void => {
    try {
      step();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      stopped = err;
      throw err;
    }
  };
  try {
    guard(() => consumer.start({ status, contentType }));
    await readStreaming(res.body, (chunk) => guard(() => consumer.chunk(chunk)), activity);
    let body: unknown;
    guard(() => (body = consumer.end()));
    return { kind: 'ok', response: { status, body } };
  } catch (err) {
    if (stopped === undefined) throw err;
    res.body.destroy();
    return { kind: 'failed', error: stopped, progress: false };
  }
}

function headerOf(res: Answer, name: string): string | undefined {
  const v = res.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function failureOutcome(req: HttpRequest, err: unknown, stall: StallTimer): Outcome {
  const timedOut = stall.fired;
  const code = (err as { code?: string } | null)?.code;
  // A connection that was never made cannot have performed the request.
  const lost = timedOut || !(code && NOT_SENT_CODES.has(code));
  const detail = timedOut
    ? `no bytes for ${stall.ms / 1000} s`
    : scrub(excerpt(`${code ? `${code}: ` : ''}${(err as Error).message ?? String(err)}`));
  const error = new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    method: req.method,
    path: req.path,
    serverMessage: detail,
  });
  return { kind: 'transient', error, lost, trouble: timedOut ? 'timeouts' : 'network errors' };
}

/** docs/platform-api.md "Transport": 200 is success, 429 rate limited, 5xx transient, other 4xx a result. */
function answerOutcome(req: HttpRequest, status: number, text: string, retryAfter: string | undefined, contentType: string): Outcome {
  if (status >= 200 && status < 300) {
    const body = parseJson(text);
    if (body.ok) return { kind: 'ok', response: { status, body: body.value } };
    if (req.nonJson === 'accept') return { kind: 'ok', response: { status, body: undefined, text } };
    const message = notJsonMessage(req, status, contentType, Buffer.byteLength(text), JSON.stringify(shorten(text)));
    return { kind: 'failed', error: new ApiError({ kind: 'http', status, method: req.method, path: req.path, message }) };
  }
  if (status === 429) return { kind: 'rate-limited', retryAfter };
  const parsed = parseJson(text);
  const serverMessage = serverMessageOf(text, parsed.ok ? parsed.value : undefined);
  const error = new ApiError({ kind: 'http', status, method: req.method, path: req.path, serverMessage });
  if (status >= 500) return { kind: 'transient', error, lost: false, trouble: `${status} answers` };
  return { kind: 'failed', error };
}
