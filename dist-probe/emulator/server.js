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
import Fastify from 'fastify';
import { isJwtShaped } from '../contract/index.js';
import { EmulatorStore } from './store.js';
import { SlidingWindowLimiter, checkRateLimit } from './rate-limit.js';
import { checkRate, pickLost } from './faults.js';
import { allowedHosts } from './host-check.js';
import { loadData, StateFile } from './load-data.js';
import { RequestLog } from './request-log.js';
import { installGate, installJsonParser } from './gate.js';
import { translationRoutes } from './routes/translations.js';
import { helpCenterRoutes } from './routes/helpcenter.js';
import { adminRoutes } from './routes/admin.js';
export { EmulatorStore, HttpError } from './store.js';
export { EmulatorDataError, validateEmulatorData, ENGAGEMENT_PATHS } from './data.js';
export { parseRateLimit } from './rate-limit.js';
export { seededRandom } from './faults.js';
const WRITE_METHODS = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
/** A throwaway JWT-shaped token for the demo (unsigned: the emulator only checks the shape). */
export function makeDemoToken(project) {
    const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64({ sub: 'helpsync-emulator-demo', project, iat: Math.floor(Date.now() / 1000) });
    return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}
function checkOptions(opts) {
    if (opts.rateLimit)
        checkRateLimit(opts.rateLimit);
    if (opts.faultRate !== undefined)
        checkRate('faultRate', opts.faultRate);
    if (opts.lostRate !== undefined)
        checkRate('lostRate', opts.lostRate);
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
export async function startEmulator(opts = {}) {
    checkOptions(opts);
    const now = opts.now ?? Date.now;
    const random = opts.random ?? Math.random;
    const settings = {
        limiter: opts.rateLimit ? new SlidingWindowLimiter(opts.rateLimit, now) : null,
        retryAfter: opts.retryAfter ?? true,
        faultRate: opts.faultRate ?? 0,
        lostRate: opts.lostRate ?? 0,
    };
    const { data, fromState } = await loadData(opts);
    const store = new EmulatorStore(data, { project: opts.project, richText: opts.richText ?? false, now });
    const token = opts.token ?? makeDemoToken(store.project);
    const state = opts.stateFile ? new StateFile(opts.stateFile, () => store.toData()) : null;
    if (state && !fromState)
        await state.persist();
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
    const afterWrite = async (req, reply, body) => {
        if (state)
            await state.persist();
        if (!pickLost(settings.lostRate, random))
            return body;
        log.close(req, null, 'lost');
        reply.hijack();
        req.raw.socket.destroy();
        return reply;
    };
    let creations = 0;
    const afterCreate = async (req, reply, body) => {
        creations++;
        if (opts.testExitAfterCreate !== undefined && creations >= opts.testExitAfterCreate) {
            // Stored (and on disk), never answered: what a crash between the two looks like.
            await state?.persist();
            process.kill(process.pid, 'SIGKILL');
            return new Promise(() => undefined);
        }
        return afterWrite(req, reply, body);
    };
    const ctx = {
        store,
        query: (req) => log.get(req)?.query ?? {},
        projectHeader: (req) => log.get(req)?.headers.project,
        afterWrite,
        afterCreate,
        listingForm: opts.listingForm ?? 'field-major',
    };
    for (const routes of [translationRoutes, helpCenterRoutes, adminRoutes])
        routes(app, ctx);
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
            if (closed)
                return;
            closed = true;
            await app.close();
            await state?.flush();
        },
    };
}
function createApp() {
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
function setOptions(p, settings, store, now) {
    // `{ rateLimit: undefined }` given explicitly switches the limit off.
    if ('rateLimit' in p) {
        if (p.rateLimit === undefined)
            settings.limiter = null;
        else if (settings.limiter)
            settings.limiter.setLimit(p.rateLimit);
        else
            settings.limiter = new SlidingWindowLimiter(p.rateLimit, now);
    }
    if (p.retryAfter !== undefined)
        settings.retryAfter = p.retryAfter;
    if (p.faultRate !== undefined) {
        checkRate('faultRate', p.faultRate);
        settings.faultRate = p.faultRate;
    }
    if (p.lostRate !== undefined) {
        checkRate('lostRate', p.lostRate);
        settings.lostRate = p.lostRate;
    }
    if (p.richText !== undefined)
        store.setRichText(p.richText);
}
//# sourceMappingURL=server.js.map