// The local platform emulator: a real HTTP server that answers like the platform as
// ../shared/docs/platform-api.md describes it, under /v3, from an in-memory store (./store.ts).
// The pieces: ./gate.ts (the checks before any route, the log hook, errors), ./routes/* (one module per
// area of the API), ./load-data.ts (docs/platform-api.md), ./request-log.ts.
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
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isJwtShaped, type RateLimit } from '../contract/index.js';
import type { EmulatorData } from './data.js';
import { EmulatorStore } from './store.js';
import { SlidingWindowLimiter, checkRateLimit } from './rate-limit.js';
import { checkRate, pickLost } from './faults.js';
import { allowedHosts } from './host-check.js';
import { loadData, StateFile } from './load-data.js';
import { RequestLog, type RequestLogEntry } from './request-log.js';
import { installGate, installJsonParser, type GateSettings } from './gate.js';
import type { ListingForm } from './listing-stream.js';
import type { RouteContext } from './routes/context.js';
import { translationRoutes } from './routes/translations.js';
import { helpCenterRoutes } from './routes/helpcenter.js';
import { adminRoutes } from './routes/admin.js';

export { EmulatorStore, HttpError } from './store.js';
export { EmulatorDataError, validateEmulatorData, ENGAGEMENT_PATHS } from './data.js';
export type { EmulatorData, CollectionData, ArticleData, TeamData, VideoData, EngagementItem, EngagementPath } from './data.js';
export { parseRateLimit } from './rate-limit.js';
export { seededRandom } from './faults.js';
export type { RequestLogEntry } from './request-log.js';

export interface EmulatorOptions {
  /** default 127.0.0.1 */
  host?: string;
  /** Host header names served besides localhost, 127.0.0.1, [::1] and `host` (DNS rebinding guard) */
  allowHosts?: string[];
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
  /** every answer sent this many ms after its request arrived: a platform's latency (benchmarks) */
  answerDelayMs?: number;
  /** store HTML fields the way the platform's rich-text editor re-serialises them */
  richText?: boolean;
  /** serve the listing's entries language-major (`translations: {lang: {field: value}}`), a form the contract also allows */
  listingForm?: ListingForm;
  /**
   * TEST ONLY: right after the Nth creation (1 = the first) is stored and the state file written,
   * the process kills itself (SIGKILL) before answering: a platform that dies mid-request. It ends
   * the whole process, so use it only in a process of its own (`helpsync emulator
   * --test-exit-after-create N`).
   */
  testExitAfterCreate?: number;
  /** seedable randomness for faults (default Math.random) */
  random?: () => number;
  /** time for the rate limiter, log entries and updatedAt stamps (default Date.now) */
  now?: () => number;
  /** called once per finished request (the CLI prints them) */
  onRequest?: (entry: RequestLogEntry) => void;
  /** keep at most this many log entries, oldest dropped first (default: all) */
  maxLogEntries?: number;
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

function checkOptions(opts: EmulatorOptions): void {
  if (opts.rateLimit) checkRateLimit(opts.rateLimit);
  if (opts.faultRate !== undefined) checkRate('faultRate', opts.faultRate);
  if (opts.lostRate !== undefined) checkRate('lostRate', opts.lostRate);
  if (opts.answerDelayMs !== undefined && !(Number.isFinite(opts.answerDelayMs) && opts.answerDelayMs >= 0)) {
    throw new RangeError('answerDelayMs must be a number of milliseconds, 0 or more');
  }
  if (opts.testExitAfterCreate !== undefined && !(Number.isInteger(opts.testExitAfterCreate) && opts.testExitAfterCreate >= 1)) {
    throw new RangeError('testExitAfterCreate must be a whole number, 1 or more');
  }
  if (opts.token !== undefined && !isJwtShaped(opts.token)) {
    throw new RangeError('token must be JWT-shaped (three base64url parts joined by dots), as the platform requires');
  }
  if (opts.port !== undefined && (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535)) {
    throw new RangeError('port must be a whole number from 0 to 65535');
  }
}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  checkOptions(opts);
  const now = opts.now ?? Date.now;
  const random = opts.random ?? Math.random;
  const settings: GateSettings = {
    limiter: opts.rateLimit ? new SlidingWindowLimiter(opts.rateLimit, now) : null,
    retryAfter: opts.retryAfter ?? true,
    faultRate: opts.faultRate ?? 0,
    lostRate: opts.lostRate ?? 0,
    answerDelayMs: opts.answerDelayMs ?? 0,
  };
  const { data, fromState } = await loadData(opts);
  const store = new EmulatorStore(data, { project: opts.project, richText: opts.richText ?? false, now });
  const token = opts.token ?? makeDemoToken(store.project);
  const state = opts.stateFile ? new StateFile(opts.stateFile, () => store.toData()) : null;
  if (state && !fromState) await state.persist();
  const log = new RequestLog(now, opts.maxLogEntries ?? Infinity, opts.onRequest);

  const app = createApp();
  const host = opts.host ?? '127.0.0.1';
  installGate(app, {
    settings,
    log,
    hostsServed: allowedHosts(host, opts.allowHosts),
    acceptedToken: opts.token,
    project: store.project,
    random,
  });
  const afterWrite = async (req: FastifyRequest, reply: FastifyReply, body: unknown): Promise<unknown> => {
    if (state) await state.persist();
    if (!pickLost(settings.lostRate, random)) return body;
    log.close(req, null, 'lost');
    reply.hijack();
    req.raw.socket.destroy();
    return reply;
  };
  let creations = 0;
  const afterCreate = async (req: FastifyRequest, reply: FastifyReply, body: unknown): Promise<unknown> => {
    creations++;
    if (opts.testExitAfterCreate !== undefined && creations >= opts.testExitAfterCreate) {
      // Stored (and on disk), never answered: what a crash between the two looks like.
      await state?.persist();
      process.kill(process.pid, 'SIGKILL');
      return new Promise<never>(() => undefined);
    }
    return afterWrite(req, reply, body);
  };
  const ctx: RouteContext = {
    store,
    query: (req) => log.get(req)?.query ?? {},
    projectHeader: (req) => log.get(req)?.headers.project,
    afterWrite,
    afterCreate,
    listingForm: opts.listingForm ?? 'field-major',
  };
  for (const routes of [translationRoutes, helpCenterRoutes, adminRoutes]) routes(app, ctx);

  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closed = false;
  return {
    baseUrl: `http://${shownHost}:${port}/v3`,
    project: store.project,
    token,
    log: log.entries,
    writes: () => log.entries.filter((e) => WRITE_METHODS.has(e.method)),
    store,
    setOptions: (p) => setOptions(p, settings, store, now),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await state?.flush();
    },
  };
}

function createApp(): FastifyInstance {
  const app = Fastify({
    logger: false,
    // A long article with images inlined as data URIs can exceed fastify's 1 MiB default; the platform
    // documents no body limit (docs/platform-api.md), so be generous rather than fail a legitimate push.
    bodyLimit: 16 * 1024 * 1024,
    // Static translation keys can be long (docs/platform-api.md); find-my-way's default is 100.
    routerOptions: { maxParamLength: 4096 },
    return503OnClosing: false,
  });
  installJsonParser(app);
  return app;
}

type SettableOptions = Parameters<RunningEmulator['setOptions']>[0];

function setOptions(p: SettableOptions, settings: GateSettings, store: EmulatorStore, now: () => number): void {
  // `{ rateLimit: undefined }` given explicitly switches the limit off.
  if ('rateLimit' in p) {
    if (p.rateLimit === undefined) settings.limiter = null;
    else if (settings.limiter) settings.limiter.setLimit(p.rateLimit);
    else settings.limiter = new SlidingWindowLimiter(p.rateLimit, now);
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
}
