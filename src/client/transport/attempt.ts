// The HTTP attempt: one request over undici, bounded by a timeout (AbortSignal), turned
// into an Outcome for the owners above it. It never waits or retries itself.
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { Logger } from '../../util/log.js';
import { scrub } from '../../util/redact.js';
import { ApiError } from '../errors.js';
import { excerpt, parseJson, serverMessageOf } from './response.js';
import type { HttpRequest, Outcome } from './types.js';
import { runtime } from '../../util/runtime.js';

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

/** Node 20's fetch ignores proxy variables; undici's EnvHttpProxyAgent honours them and NO_PROXY. */
export function createDispatcher(env: NodeJS.ProcessEnv = runtime().env): Dispatcher {
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

/** Connect-phase failures: the request never left, so it cannot have been performed. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface AttemptContext {
  baseUrl: string;
  headers: Record<string, string>;
  dispatcher: Dispatcher;
  timeoutMs: number;
  logger: Logger;
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
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  let status: number;
  let text: string;
  let retryAfter: string | undefined;
  try {
    const res = await request(buildUrl(ctx.baseUrl, req), {
      method: req.method,
      headers,
      body: payload,
      dispatcher: ctx.dispatcher,
      signal: timeout,
    });
    // The request has arrived by the time its response starts.
    arrived();
    status = res.statusCode;
    const ra = res.headers['retry-after'];
    retryAfter = Array.isArray(ra) ? ra[0] : ra;
    text = await res.body.text();
  } catch (err) {
    arrived();
    const timedOut = timeout.aborted;
    log(timedOut ? 'timeout' : 'network-error');
    return failureOutcome(ctx, req, err, timedOut);
  }
  log(status);
  return answerOutcome(req, status, text, retryAfter);
}

function failureOutcome(ctx: AttemptContext, req: HttpRequest, err: unknown, timedOut: boolean): Outcome {
  const code = (err as { code?: string } | null)?.code;
  // A connection that was never made cannot have performed the request.
  const lost = timedOut || !(code && NOT_SENT_CODES.has(code));
  const detail = timedOut
    ? `no response within ${ctx.timeoutMs / 1000} s`
    : scrub(excerpt(`${code ? `${code}: ` : ''}${(err as Error).message ?? String(err)}`));
  const error = new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    method: req.method,
    path: req.path,
    serverMessage: detail,
  });
  return { kind: 'transient', error, lost, trouble: timedOut ? 'timeouts' : 'network errors' };
}

/** api-contract.md "Transport": 200 is success, 429 rate limited, 5xx transient, other 4xx a result. */
function answerOutcome(req: HttpRequest, status: number, text: string, retryAfter: string | undefined): Outcome {
  if (status >= 200 && status < 300) {
    const body = parseJson(text);
    return { kind: 'ok', response: { status, body: body.ok ? body.value : undefined, ...(body.ok ? {} : { text }) } };
  }
  if (status === 429) return { kind: 'rate-limited', retryAfter };
  const parsed = parseJson(text);
  const serverMessage = serverMessageOf(text, parsed.ok ? parsed.value : undefined);
  const error = new ApiError({ kind: 'http', status, method: req.method, path: req.path, serverMessage });
  if (status >= 500) return { kind: 'transient', error, lost: false, trouble: `${status} answers` };
  return { kind: 'failed', error };
}
