// The local platform emulator: a real HTTP server that answers like the platform as
// ../shared/api-contract.md describes it, under /v3, from an in-memory store (./store.ts).
//
// Why fastify and not node:http: its router (find-my-way) matches on the raw path and decodes each
// parameter afterwards, so an entry id like `statictranslation:a%2Fb` arrives as one segment
// `statictranslation:a/b`, exactly as the contract asks clients to encode it; its JSON body parser is
// hardened (prototype poisoning) and gives body-size limits and 415 for other media types for free.
// What we add on top is platform behaviour: auth, project header, rate limit, faults, the request log.
//
// Order of checks for every request (what a gateway in front of the platform would do first):
//   rate limit (429) → injected fault (500/502/503) → bearer token (401) → project header (403)
//   → route (404 "no such operation") → body and ids (400/404) → the operation (200).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { ENGAGEMENT_OPERATIONS, isJwtShaped, type RateLimit } from '../contract/index.js';
import { validateEmulatorData, EmulatorDataError, type EmulatorData, type EngagementPath } from './data.js';
import { EmulatorStore, HttpError } from './store.js';
import { SlidingWindowLimiter, checkRateLimit } from './rate-limit.js';
import { checkRate, faultBody, pickFault, pickLost } from './faults.js';
import { DEMO_DATA } from './demo-data.js';
import { writeFileAtomic } from '../util/atomic-write.js';

export { EmulatorStore, HttpError } from './store.js';
export { EmulatorDataError, validateEmulatorData, ENGAGEMENT_PATHS } from './data.js';
export type { EmulatorData, CollectionData, ArticleData, TeamData, VideoData, EngagementItem, EngagementPath } from './data.js';
export { parseRateLimit } from './rate-limit.js';
export { seededRandom } from './faults.js';

export interface EmulatorOptions {
  /** default 127.0.0.1 */
  host?: string;
  /** 0 picks a free port (tests); the CLI's default is 4010 */
  port?: number;
  /** the seed document (see ./data.ts and docs/emulator-data.md) */
  data?: EmulatorData;
  /** a JSON file holding the seed document (used when `data` is not given) */
  dataFile?: string;
  /** loaded when it exists (instead of data/dataFile/demo data), rewritten after each change */
  stateFile?: string;
  /** accept only this bearer token; without it any JWT-shaped token is accepted */
  token?: string;
  /** overrides the seed's project */
  project?: string;
  /** sliding window on arrival over all requests; 429 beyond it */
  rateLimit?: RateLimit;
  /** send Retry-After with a 429 (default true) */
  retryAfter?: boolean;
  /** probability that any request answers 500/502/503 before doing anything */
  faultRate?: number;
  /** probability that a performed write gets no response (the socket is destroyed) */
  lostRate?: number;
  /** store HTML fields the way the platform's rich-text editor re-serialises them */
  richText?: boolean;
  /** seedable randomness for faults (default Math.random) */
  random?: () => number;
  /** time for the rate limiter, log entries and updatedAt stamps (default Date.now) */
  now?: () => number;
  /** called once per finished request (the CLI prints them) */
  onRequest?: (entry: RequestLogEntry) => void;
  /** keep at most this many log entries, oldest dropped first (default: all) */
  maxLogEntries?: number;
}

export interface RequestLogEntry {
  /** arrival time (ms since the epoch, from `now`) */
  time: number;
  method: string;
  /** the raw path, e.g. /v3/translations/entries/article%3A6650… */
  path: string;
  query: Record<string, string>;
  /** null when no response was sent (lost) */
  status: number | null;
  outcome: 'ok' | 'error' | 'rate-limited' | 'fault' | 'lost';
  headers: { project?: string; authorized: boolean };
}

export interface RunningEmulator {
  /** http://127.0.0.1:PORT/v3 */
  baseUrl: string;
  project: string;
  /** the token given, or the generated demo token (also accepted: any JWT-shaped token when none was given) */
  token: string | undefined;
  /** finished requests, in the order their responses were sent (or dropped) */
  log: RequestLogEntry[];
  /** PUT/POST/DELETE/PATCH entries of the log, whatever their outcome */
  writes(): RequestLogEntry[];
  /** live state */
  store: EmulatorStore;
  setOptions(p: Partial<Pick<EmulatorOptions, 'rateLimit' | 'retryAfter' | 'faultRate' | 'lostRate' | 'richText'>>): void;
  close(): Promise<void>;
}

const WRITE_METHODS = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);

/** A throwaway JWT-shaped token for the demo (unsigned: the emulator only checks the shape). */
export function makeDemoToken(project: string): string {
  const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({ sub: 'helpsync-emulator-demo', project, iat: Math.floor(Date.now() / 1000) });
  return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}

async function loadData(opts: EmulatorOptions): Promise<{ data: EmulatorData; fromState: boolean }> {
  if (opts.stateFile) {
    const text = await readFile(opts.stateFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw new EmulatorDataError(opts.stateFile ?? '', [`cannot read state file: ${err.message}`]);
    });
    if (text !== undefined) return { data: parseJsonData(text, opts.stateFile), fromState: true };
  }
  if (opts.data) return { data: validateEmulatorData(opts.data, 'data option'), fromState: false };
  if (opts.dataFile) {
    const file = opts.dataFile;
    const text = await readFile(file, 'utf8').catch((err: Error) => {
      throw new EmulatorDataError(file, [`cannot read data file: ${err.message}`]);
    });
    return { data: parseJsonData(text, file), fromState: false };
  }
  return { data: validateEmulatorData(DEMO_DATA, 'built-in demo data'), fromState: false };
}

function parseJsonData(text: string, source: string): EmulatorData {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new EmulatorDataError(source, [`not valid JSON: ${(err as Error).message}`]);
  }
  return validateEmulatorData(raw, source);
}

/** Serialised, atomic writes of the state file: a change waits for a write that started after it. */
class StateFile {
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  constructor(
    private readonly file: string,
    private readonly snapshot: () => unknown,
  ) {}

  persist(): Promise<void> {
    if (this.queued) return this.queued;
    const p = this.chain
      .catch(() => undefined)
      .then(() => {
        // The snapshot is taken now, so every change made before this point is in it.
        this.queued = null;
        return this.writeNow();
      });
    this.queued = p;
    this.chain = p;
    return p;
  }

  async flush(): Promise<void> {
    await this.chain.catch(() => undefined);
  }

  private async writeNow(): Promise<void> {
    // The --state file is named by the user: taken as given (src/util/atomic-write.ts).
    await writeFileAtomic(this.file, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
  }
}

function checkOptions(opts: EmulatorOptions): void {
  if (opts.rateLimit) checkRateLimit(opts.rateLimit);
  if (opts.faultRate !== undefined) checkRate('faultRate', opts.faultRate);
  if (opts.lostRate !== undefined) checkRate('lostRate', opts.lostRate);
  if (opts.token !== undefined && !isJwtShaped(opts.token)) {
    throw new RangeError('token must be JWT-shaped (three base64url parts joined by dots), as the platform requires (seed part 5)');
  }
  if (opts.port !== undefined && (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535)) {
    throw new RangeError('port must be a whole number from 0 to 65535');
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  checkOptions(opts);
  const now = opts.now ?? Date.now;
  const random = opts.random ?? Math.random;
  const settings = {
    retryAfter: opts.retryAfter ?? true,
    faultRate: opts.faultRate ?? 0,
    lostRate: opts.lostRate ?? 0,
  };
  const { data, fromState } = await loadData(opts);
  const store = new EmulatorStore(data, { project: opts.project, richText: opts.richText ?? false, now });
  const acceptedToken = opts.token;
  const token = opts.token ?? makeDemoToken(store.project);
  let limiter = opts.rateLimit ? new SlidingWindowLimiter(opts.rateLimit, now) : null;
  const state = opts.stateFile ? new StateFile(opts.stateFile, () => store.toData()) : null;
  if (state && !fromState) await state.persist();

  const log: RequestLogEntry[] = [];
  const maxLog = opts.maxLogEntries ?? Infinity;
  const pending = new WeakMap<FastifyRequest, RequestLogEntry>();
  const finish = (entry: RequestLogEntry): void => {
    log.push(entry);
    if (log.length > maxLog) log.splice(0, log.length - maxLog);
    opts.onRequest?.(entry);
  };

  const app = Fastify({
    logger: false,
    // A long article with images inlined as data URIs can exceed fastify's 1 MiB default; the platform
    // documents no body limit (seed part 8), so be generous rather than fail a legitimate push.
    bodyLimit: 16 * 1024 * 1024,
    // Static translation keys can be long (seed 2.5: the key is the id); find-my-way's default is 100.
    routerOptions: { maxParamLength: 4096 },
    return503OnClosing: false,
  });
  // Only JSON bodies exist on this API (seed part 1); anything else is 415, not a string body.
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

  app.addHook('onRequest', async (req, reply) => {
    const url = new URL(req.url, 'http://emulator.invalid');
    const entry: RequestLogEntry = {
      time: now(),
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: null,
      outcome: 'ok',
      headers: { authorized: false },
    };
    const project = headerValue(req.headers.project);
    if (project !== undefined) entry.headers.project = project;
    pending.set(req, entry);

    if (limiter) {
      const a = limiter.tryAcquire();
      if (!a.ok) {
        entry.outcome = 'rate-limited';
        // Whole seconds until a slot frees, rounded up, at least 1 (RFC 9110 delta-seconds).
        if (settings.retryAfter) void reply.header('retry-after', String(Math.max(1, Math.ceil(a.retryAfterMs / 1000))));
        return reply.code(429).send({ message: `rate limit exceeded: ${limiter.rate.requests} requests per ${limiter.rate.perSeconds} s` });
      }
    }
    const fault = pickFault(settings.faultRate, random);
    if (fault) {
      entry.outcome = 'fault';
      const f = faultBody(fault);
      return reply.code(fault).type(f.contentType).send(f.body);
    }
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
    if (project !== undefined && project !== store.project) {
      return reply.code(403).send({ message: `token is not valid for project "${project}"` });
    }
    return undefined;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const entry = pending.get(req);
    if (entry && entry.status === null) {
      entry.status = reply.statusCode;
      if (entry.outcome === 'ok') entry.outcome = reply.statusCode >= 200 && reply.statusCode < 300 ? 'ok' : 'error';
      pending.delete(req);
      finish(entry);
    }
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
    const path = pending.get(req)?.path ?? req.url;
    // 404 rather than 405: the platform has no such operation at all (seed 4.7, api-contract.md
    // "Engagement: exactly the method and path pairs"), and helpsync treats both as "not an operation".
    return reply.code(404).send({ message: `no such operation: ${req.method} ${path}` });
  });

  /** After a write was performed: persist, then maybe drop the response (--lost-rate). */
  const afterWrite = async (req: FastifyRequest, reply: FastifyReply, body: unknown): Promise<unknown> => {
    if (state) await state.persist();
    if (pickLost(settings.lostRate, random)) {
      const entry = pending.get(req);
      if (entry) {
        entry.outcome = 'lost';
        pending.delete(req);
        finish(entry);
      }
      reply.hijack();
      req.raw.socket.destroy();
      return reply;
    }
    return body;
  };

  const q = (req: FastifyRequest): Record<string, string> => pending.get(req)?.query ?? {};
  type P<K extends string> = { Params: Record<K, string> };

  // ---- Translations ----
  app.get('/v3/translations/entries', (req) => store.listEntries(q(req).type));
  app.get<P<'entryId'>>('/v3/translations/entries/:entryId', (req) => store.getEntry(req.params.entryId, q(req).language));
  app.put<P<'entryId'>>('/v3/translations/entries/:entryId', async (req, reply) => {
    store.putTranslation(req.params.entryId, req.body);
    // Seed 4.2: 200, body not shown. The contract says never to rely on it; say what happened.
    return afterWrite(req, reply, { ok: true });
  });

  // ---- Help center ----
  app.get('/v3/helpcenter/collections/all', (req) => {
    // Seed 4.6 / part 5: the project header is required here.
    if (pending.get(req)?.headers.project === undefined) throw new HttpError(400, 'header "project" is required');
    return store.listCollections();
  });
  app.get<P<'collectionId'>>('/v3/helpcenter/collections/:collectionId/articles', (req) =>
    store.collectionArticles(req.params.collectionId),
  );
  app.put<P<'collectionId' | 'articleId'>>('/v3/helpcenter/collections/:collectionId/articles/:articleId/move', async (req, reply) => {
    const { record } = store.moveArticle(req.params.collectionId, req.params.articleId, req.body);
    return afterWrite(req, reply, record);
  });

  // ---- Statistics, teams, videos ----
  app.get('/v3/statistics/lists', (req) => store.statisticsList(q(req)));
  app.delete<P<'teamId'>>('/v3/teams/:teamId', async (req, reply) => afterWrite(req, reply, store.deleteTeam(req.params.teamId)));
  app.get('/v3/video-source', () => store.listVideos());

  // ---- Engagement: exactly the pairs of seed 4.7 (the client's table is the one source) ----
  for (const op of Object.values(ENGAGEMENT_OPERATIONS)) {
    const kind: EngagementPath = op.path;
    const route = `/v3/engagement/${op.path}/:id`;
    if (op.get) app.get<P<'id'>>(route, (req) => store.getEngagement(kind, req.params.id));
    if (op.delete) {
      app.delete<P<'id'>>(route, async (req, reply) => afterWrite(req, reply, store.deleteEngagement(kind, req.params.id)));
    }
  }

  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closed = false;

  return {
    baseUrl: `http://${shownHost}:${port}/v3`,
    project: store.project,
    token,
    log,
    writes: () => log.filter((e) => WRITE_METHODS.has(e.method)),
    store,
    setOptions(p) {
      // `{ rateLimit: undefined }` given explicitly switches the limit off.
      if ('rateLimit' in p) {
        if (p.rateLimit === undefined) limiter = null;
        else if (limiter) limiter.setLimit(p.rateLimit);
        else limiter = new SlidingWindowLimiter(p.rateLimit, now);
      }
      if (p.retryAfter !== undefined) settings.retryAfter = p.retryAfter;
      if (p.faultRate !== undefined) {
        checkRate('faultRate', p.faultRate);
        settings.faultRate = p.faultRate;
      }
      if (p.lostRate !== undefined) {
        checkRate('lostRate', p.lostRate);
        settings.lostRate = p.lostRate;
      }
      if (p.richText !== undefined) store.setRichText(p.richText);
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await state?.flush();
    },
  };
}
