// What a gateway in front of the platform checks before any route, in this order (server.ts header):
//   Host (403, DNS rebinding guard) → rate limit (429) → injected fault (500/502/503)
//   → bearer token (401) → project header (403).
// Also the JSON body parser, the log's closing hook, the error handler and the 404 for other routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isJwtShaped } from '../contract/index.js';
import { HttpError } from './http-error.js';
import { SlidingWindowLimiter } from './rate-limit.js';
import { faultBody, pickFault } from './faults.js';
import { hostOfHeader, isAllowedHost } from './host-check.js';
import { headerValue, type RequestLog, type RequestLogEntry } from './request-log.js';

/** The settings `setOptions` may change while the server runs. */
export interface GateSettings {
  limiter: SlidingWindowLimiter | null;
  retryAfter: boolean;
  faultRate: number;
  lostRate: number;
  /** every answer sent this long after the request arrived (a platform's latency; 0: at once) */
  answerDelayMs: number;
}

export interface GateOptions {
  settings: GateSettings;
  log: RequestLog;
  hostsServed: ReadonlySet<string>;
  /** accept only this token; undefined: any JWT-shaped token */
  acceptedToken: string | undefined;
  project: string;
  random: () => number;
}

/** Only JSON bodies exist on this API (docs/platform-api.md); anything else is 415, not a string body. */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // An empty body with a JSON content type (a client that sets the header on every request, even a
  // DELETE) is no body, not a 400; anything else goes through fastify's hardened JSON parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void jsonParser(req, text, done);
  });
}

export function installGate(app: FastifyInstance, o: GateOptions): void {
  // the real clock (not `now`): the answer's latency is wall time, whatever clock the log keeps
  const arrived = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (req, reply) => {
    arrived.set(req, performance.now());
    const entry = o.log.open(req);
    return (
      checkHost(req, reply, entry, o) ??
      checkRateLimit(reply, entry, o.settings) ??
      checkFault(reply, entry, o) ??
      checkToken(req, reply, entry, o.acceptedToken) ??
      checkProject(reply, entry, o.project)
    );
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const delay = o.settings.answerDelayMs - (performance.now() - (arrived.get(req) ?? 0));
    if (o.settings.answerDelayMs > 0 && delay > 0) await new Promise((r) => setTimeout(r, delay));
    o.log.close(req, reply.statusCode);
    return payload;
  });
  app.setErrorHandler(async (err: Error & { statusCode?: number }, _req, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).send({ message: err.message });
    const status = err.statusCode;
    // fastify's own 4xx: bad JSON, body too large, unsupported media type.
    if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send({ message: err.message });
    return reply.code(500).send({ message: `internal error: ${err.message}` });
  });
  app.setNotFoundHandler(async (req, reply) => {
    const path = o.log.get(req)?.path ?? req.url;
    // 404 rather than 405: the platform has no such operation at all (docs/platform-api.md, docs/platform-api.md
    // "Engagement: exactly the method and path pairs"), and helpsync treats both as "not an operation".
    return reply.code(404).send({ message: `no such operation: ${req.method} ${path}` });
  });
}

type Verdict = FastifyReply | undefined;

function checkHost(req: FastifyRequest, reply: FastifyReply, entry: RequestLogEntry, o: GateOptions): Verdict {
  if (isAllowedHost(req.headers.host, o.hostsServed)) return undefined;
  entry.outcome = 'error';
  return reply.code(403).send({
    message: `Host "${hostOfHeader(req.headers.host ?? '')}" is not served (DNS rebinding guard); start the emulator with --allow-host NAME to accept it`,
  });
}

function checkRateLimit(reply: FastifyReply, entry: RequestLogEntry, settings: GateSettings): Verdict {
  const { limiter } = settings;
  if (!limiter) return undefined;
  const a = limiter.tryAcquire();
  if (a.ok) return undefined;
  entry.outcome = 'rate-limited';
  // Whole seconds until a slot frees, rounded up, at least 1 (RFC 9110 delta-seconds).
  if (settings.retryAfter) void reply.header('retry-after', String(Math.max(1, Math.ceil(a.retryAfterMs / 1000))));
  return reply.code(429).send({ message: `rate limit exceeded: ${limiter.rate.requests} requests per ${limiter.rate.perSeconds} s` });
}

function checkFault(reply: FastifyReply, entry: RequestLogEntry, o: GateOptions): Verdict {
  const fault = pickFault(o.settings.faultRate, o.random);
  if (!fault) return undefined;
  entry.outcome = 'fault';
  const f = faultBody(fault);
  return reply.code(fault).type(f.contentType).send(f.body);
}

function checkToken(req: FastifyRequest, reply: FastifyReply, entry: RequestLogEntry, acceptedToken: string | undefined): Verdict {
  const auth = headerValue(req.headers.authorization);
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  const presented = m?.[1];
  const ok = presented !== undefined && (acceptedToken !== undefined ? presented === acceptedToken : isJwtShaped(presented));
  if (!ok) {
    return reply
      .code(401)
      .send({ message: presented === undefined ? 'missing bearer token (Authorization: Bearer <token>)' : 'invalid bearer token' });
  }
  entry.headers.authorized = true;
  return undefined;
}

function checkProject(reply: FastifyReply, entry: RequestLogEntry, project: string): Verdict {
  const given = entry.headers.project;
  if (given === undefined || given === project) return undefined;
  return reply.code(403).send({ message: `token is not valid for project "${given}"` });
}
