// The transport (src/client/transport/) against real node:http servers on 127.0.0.1:0, on virtual
// time (transport-harness.ts): the clock moves only when no request is on the wire, so every start
// time, pause, backoff and window below is exact and independent of the machine's load. Expected
// times are worked out by hand in the comments from the documented constants: backoff with equal
// jitter and random() = 0.5 gives 3/4 of each step; 429 steps start at 1 s, retry steps at 500 ms;
// a window slot frees one window + 2 ms after its response. Every test but the proxy's runs through
// both senders (src/client/transport/sender.ts): an undici dispatcher as a caller may give one, and
// the default, Node's own http.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/errors.js';
import {
  backoff,
  parseRetryAfter,
  serverMessageOf,
  Transport,
  type HttpRequest,
  type TransportOptions,
} from '../../../src/client/transport/index.js';
import { systemClock } from '../../../src/util/clock.js';
import { createLogger } from '../../../src/util/log.js';
import { clearSecrets, registerSecret } from '../../../src/util/redact.js';
import {
  CountingAgent,
  CountingSender,
  drive,
  startServer,
  VirtualClock,
  type Handler,
  type TestServer,
} from '../../helpers/transport-harness.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0cmFuc3BvcnQtdGVzdCJ9.c2lnbmF0dXJlLXRyYW5zcG9ydA';

const cleanups: (() => Promise<void> | void)[] = [];
// A registered token stays for the life of the process (as in a library host); each test
// forgets the ones it registered (test/helpers/leak-check.ts checks).
afterEach(clearSecrets);
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

interface Rig {
  t: Transport;
  srv: TestServer;
  clock: VirtualClock;
  lines: string[];
  /** runs `work` on virtual time */
  run<T>(work: Promise<T>): Promise<T>;
  /** arrival times (virtual ms since T0) */
  times(): number[];
  /** settles to the value or the error, and the virtual time it settled at */
  settle(p: Promise<unknown>): Promise<{ value?: unknown; error?: unknown; at: number }>;
}

const SENDERS = ['an undici dispatcher', "Node's http"] as const;
/** The sender the tests of the current `describe.each` round use. */
let sending: (typeof SENDERS)[number] = SENDERS[0];

async function rig(handler: Handler, extra: Partial<TransportOptions> = {}): Promise<Rig> {
  const clock = new VirtualClock();
  const srv = await startServer(clock, handler);
  cleanups.push(() => srv.close());
  const agent = sending === SENDERS[0] ? new CountingAgent() : new CountingSender();
  const lines: string[] = [];
  const t = new Transport({
    baseUrl: srv.url,
    headers: { authorization: `Bearer ${TOKEN}`, project: 'proj-1', accept: 'application/json' },
    rateLimit: { requests: 100, perSeconds: 1 },
    concurrency: 4,
    timeoutMs: 30_000,
    retries: 5,
    noProgressTimeoutMs: 600_000,
    clock,
    logger: createLogger({ level: 'debug', json: true, write: (l) => lines.push(l) }),
    random: () => 0.5,
    ...(agent instanceof CountingAgent ? { dispatcher: agent } : { sender: agent }),
    ...extra,
  });
  cleanups.push(() => drive(clock, agent, srv, t.close(100)));
  const run = <T>(work: Promise<T>): Promise<T> => drive(clock, agent, srv, work);
  const settle = (p: Promise<unknown>): Promise<{ value?: unknown; error?: unknown; at: number }> =>
    p.then(
      (value) => ({ value, at: clock.elapsed() }),
      (error: unknown) => ({ error, at: clock.elapsed() }),
    );
  return { t, srv, clock, lines, run, settle, times: () => srv.arrivals.map((a) => a.at) };
}

const get = (path: string): HttpRequest => ({ method: 'GET', path });

function logs(lines: string[], msg: RegExp): Record<string, unknown>[] {
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => msg.test(String(l.msg)));
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe.each(SENDERS)('through %s', (kind) => {
  beforeAll(() => {
    sending = kind;
  });

  describe('429 (the rate-limit owner)', () => {
    it('honours Retry-After in seconds by pausing the whole queue; the 429ed request goes first after it', async () => {
      const r = await rig((x) => (x.n === 1 ? x.reply(429, { message: 'slow down' }, { 'retry-after': '2' }) : x.reply(200, [])), {
        concurrency: 1,
      });
      await r.run(Promise.all([1, 2, 3, 4, 5].map((i) => r.t.send(get(`/r/${i}`)))));
      // 429 at 0 → pause 2 s; nothing reaches the server meanwhile; the retry re-enters at the front.
      expect(r.times()).toEqual([0, 2000, 2000, 2000, 2000, 2000]);
      expect(r.srv.arrivals.map((a) => a.url)).toEqual(['/v3/r/1', '/v3/r/1', '/v3/r/2', '/v3/r/3', '/v3/r/4', '/v3/r/5']);
      expect(r.t.stats).toMatchObject({ requests: 6, rateLimited: 1, retries: 0 });
    });

    it('pauses queued work of other requests too, while in-flight ones finish', async () => {
      const held: (() => void)[] = [];
      const r = await rig((x) => {
        if (x.n > 4) return x.reply(200, []);
        // Hold the first four (all in flight at concurrency 4); 429 the first; answer the other three
        // only once the pause is in force.
        const release = x.hold();
        held.push(() => {
          release();
          x.reply(x.n === 1 ? 429 : 200, x.n === 1 ? {} : [], x.n === 1 ? { 'retry-after': '3' } : {});
        });
        if (held.length === 4) held[0]!();
      });
      r.clock.onSleep((ms) => {
        if (ms === 3000) held.slice(1).forEach((f) => f());
      });
      await r.run(Promise.all(Array.from({ length: 12 }, (_, i) => r.t.send(get(`/r/${i + 1}`)))));
      expect(r.times()).toEqual([0, 0, 0, 0, ...Array<number>(9).fill(3000)]);
      // After the pause: the 429ed request alone (a probe), then the eight that waited.
      expect(r.srv.arrivals[4]!.url).toBe('/v3/r/1');
    });

    it('honours Retry-After as an HTTP date', async () => {
      const r = await rig((x) =>
        x.n === 1 ? x.reply(429, {}, { 'retry-after': new Date(r.clock.now() + 3000).toUTCString() }) : x.reply(200, []),
      );
      await r.run(r.t.send(get('/helpcenter/collections/all')));
      expect(r.times()).toEqual([0, 3000]);
      expect(logs(r.lines, /rate limited/).map((l) => l.pauseMs)).toEqual([3000]);
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:30 GMT'))).toBe(30_000);
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:29:00 GMT'))).toBe(0);
      expect(parseRetryAfter('1.5', 0)).toBe(1500);
      expect(parseRetryAfter(' 7 ', 0)).toBe(7000);
      expect(parseRetryAfter('soon', 0)).toBeUndefined();
      expect(parseRetryAfter('', 0)).toBeUndefined();
    });

    it('backs off exponentially with jitter without Retry-After, without using the retry budget', async () => {
      const r = await rig((x) => (x.n <= 3 ? x.reply(429, { message: 'too many' }) : x.reply(200, [])), {
        retries: 1,
        concurrency: 1,
        // A 10 s window: the backoff is capped at one window, so these steps stay below the cap.
        rateLimit: { requests: 100, perSeconds: 10 },
      });
      await expect(r.run(r.t.send(get('/x')))).resolves.toMatchObject({ status: 200 });
      // Steps 1 s, 2 s, 4 s at 3/4: 750, 1500, 3000.
      expect(logs(r.lines, /rate limited/).map((l) => l.pauseMs)).toEqual([750, 1500, 3000]);
      expect(r.times()).toEqual([0, 750, 2250, 5250]);
      // Each pause was its own episode: the third lowers the rate.
      expect(r.t.stats).toMatchObject({ requests: 4, rateLimited: 3, retries: 0, currentRate: { requests: 80, perSeconds: 10 } });
      // Equal jitter: half of each step fixed, half random; capped.
      expect([0, 1].map((v) => backoff(3, 1000, 10_000, () => v))).toEqual([2000, 4000]);
      expect(backoff(9, 1000, 10_000, () => 1)).toBe(10_000);
    });

    it('after a pause, one request probes first; the others follow only once it succeeds', async () => {
      // 429 for every request arriving less than 2 s after the first; each answer takes 20 ms.
      const r = await rig(async (x) => {
        const at = r.clock.elapsed();
        await x.after(20);
        if (at < 2000) x.reply(429, { message: 'slow down' });
        else x.reply(200, []);
      });
      await r.run(Promise.all(Array.from({ length: 8 }, (_, i) => r.t.send(get(`/r/${i + 1}`)))));
      // 0: four at once, all 429 at 20 (one episode; each pause 750 (the step is capped at one
      // window, 1 s), merged) → probe at 770: 429 at 790 → probe at 1540: 429 at 1560 (third episode:
      // rate lowered) → probe at 2310: 200 at 2330 → the other seven at full concurrency: four at
      // 2330, three at 2350.
      expect(r.times()).toEqual([0, 0, 0, 0, 770, 1540, 2310, 2330, 2330, 2330, 2330, 2350, 2350, 2350]);
      // Each probe is the oldest retry waiting (retries of r/1..r/4 re-entered in the order of their 429s).
      expect(r.srv.arrivals.slice(4, 7).map((a) => a.url)).toEqual(['/v3/r/1', '/v3/r/2', '/v3/r/3']);
      expect(r.t.stats).toMatchObject({ requests: 14, rateLimited: 6, currentRate: { requests: 80, perSeconds: 1 } });
    });

    it('lowers its own rate after repeated 429s, says so, keeps to the lower rate, and completes every request', async () => {
      const r = await rig((x) => (x.n <= 3 || x.n === 6 ? x.reply(429, {}, { 'retry-after': '1' }) : x.reply(200, {})), {
        concurrency: 1,
        rateLimit: { requests: 10, perSeconds: 0.2 },
      });
      await r.run(Promise.all(Array.from({ length: 20 }, (_, i) => r.t.send(get(`/r/${i + 1}`)))));
      expect(r.t.stats.currentRate).toEqual({ requests: 8, perSeconds: 0.2 });
      const warns = r.lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
      expect(warns.map((w) => w.msg)).toEqual([
        'the platform keeps answering 429: lowering the request rate to 8 per 0.2 s for the rest of this run',
      ]);
      // 429s at 0, 1000, 2000 (three episodes: 8 per 0.2 s from then on); at 3000 the probe and the
      // next succeed, the one after is 429 again (pause to 4000); then 18 left, 8 per window of
      // 200 + 2 ms: 8 at 4000, 8 at 4202, 2 at 4404.
      expect(r.times()).toEqual([
        0,
        1000,
        2000,
        3000,
        3000,
        3000,
        ...Array<number>(8).fill(4000),
        ...Array<number>(8).fill(4202),
        4404,
        4404,
      ]);
    });
  });

  describe('the sliding window (response-anchored, on the Clock)', () => {
    it('at zero latency: exactly `requests` starts per window + 2 ms, no 429 from a server counting arrivals', async () => {
      const cap = 20;
      const windowMs = 500;
      const r = await rig(
        (x) => {
          // The server enforces exactly the same window on arrival times.
          const me = r.srv.arrivals[x.n - 1]!.at;
          const inWindow = r.srv.arrivals.filter((a) => a.at > me - windowMs && a.at <= me).length;
          x.reply(inWindow > cap ? 429 : 200, [], inWindow > cap ? { 'retry-after': '1' } : {});
        },
        { rateLimit: { requests: cap, perSeconds: windowMs / 1000 } },
      );
      await r.run(Promise.all(Array.from({ length: 120 }, () => r.t.send(get('/x')))));
      expect(r.t.stats.rateLimited).toBe(0);
      expect(r.times()).toEqual([0, 502, 1004, 1506, 2008, 2510].flatMap((t) => Array<number>(cap).fill(t)));
    });

    it('with latency: a slot stays used until one window after its response', async () => {
      const r = await rig(
        async (x) => {
          await x.after(30);
          x.reply(200, []);
        },
        { rateLimit: { requests: 20, perSeconds: 0.5 }, concurrency: 4 },
      );
      await r.run(Promise.all(Array.from({ length: 40 }, () => r.t.send(get('/x')))));
      // Four at a time, 30 ms each: 20 slots taken by 120; the group answered at 30 frees at 532, ...
      const groups = [0, 30, 60, 90, 120, 532, 562, 592, 622, 652];
      expect(r.times()).toEqual(groups.flatMap((t) => [t, t, t, t]));
    });
  });

  describe('5xx, network errors and timeouts (the retry owner)', () => {
    it('retries a 5xx with capped backoff and succeeds', async () => {
      const r = await rig((x) => (x.n <= 2 ? x.reply(503, { message: 'maintenance' }) : x.reply(200, { total: 0, videos: [] })));
      await expect(r.run(r.t.send(get('/video-source')))).resolves.toEqual({ status: 200, body: { total: 0, videos: [] } });
      // Steps 500 ms, 1 s at 3/4: 375, 750.
      expect(logs(r.lines, /^retrying after 503$/).map((l) => l.retryInMs)).toEqual([375, 750]);
      expect(r.times()).toEqual([0, 375, 1125]);
      expect(r.t.stats).toMatchObject({ requests: 3, retries: 2, rateLimited: 0 });
      expect(backoff(20, 500, 30_000, () => 1)).toBe(30_000);
    });

    it('waits outside the slot, and the retry re-enters the queue ahead of fresh work', async () => {
      // Concurrency 1. A: 503 at once. B, C, D take 200 ms each.
      const r = await rig(
        async (x) => {
          if (x.req.url === '/v3/a') return x.n === 1 ? x.reply(503, {}) : x.reply(200, []);
          await x.after(200);
          x.reply(200, []);
        },
        { concurrency: 1 },
      );
      await r.run(Promise.all(['/a', '/b', '/c', '/d'].map((p) => r.t.send(get(p)))));
      // B runs during A's backoff (375); A's retry waits for C (until 400), then goes before D.
      expect(r.srv.arrivals.map((a) => `${a.url.slice(4)}@${a.at}`)).toEqual(['a@0', 'b@0', 'c@200', 'a@400', 'd@400']);
    });

    it('gives up after `retries` attempts; a 502 HTML page becomes a short text excerpt', async () => {
      const html =
        '<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style></head>' +
        `<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>${'<p>padding text</p>'.repeat(40)}</body></html>`;
      const r = await rig((x) => x.raw(502, html, { 'content-type': 'text/html' }), { retries: 3 });
      const e = await r.run(rejection(r.t.send(get('/helpcenter/collections/all'))));
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ kind: 'http', status: 502, method: 'GET', path: '/helpcenter/collections/all', attempts: 3 });
      const err = e as ApiError;
      expect(err.serverMessage).toMatch(/^502 Bad Gateway 502 Bad Gateway nginx padding text/);
      expect(err.serverMessage).not.toMatch(/[<>{}]/);
      expect(err.serverMessage!.length).toBeLessThanOrEqual(200);
      expect(err.message).toContain('GET /helpcenter/collections/all failed with 502: 502 Bad Gateway');
      expect(r.times()).toEqual([0, 375, 1125]);
      expect(serverMessageOf('', undefined)).toBeUndefined();
      expect(serverMessageOf('{"message":["a","b"]}', { message: ['a', 'b'] })).toBe('a; b');
    });

    it('enforces the per-attempt timeout (real time: it guards a real socket) and retries', async () => {
      const r = await rig((x) => (x.n === 1 ? undefined : x.reply(200, [])), { timeoutMs: 200 });
      await expect(r.run(r.t.send(get('/x')))).resolves.toMatchObject({ status: 200 });
      expect(r.times()).toEqual([0, 375]);
      expect(r.t.stats).toMatchObject({ requests: 2, retries: 1 });
      expect(logs(r.lines, /^retrying after timeout$/)).toHaveLength(1);
    });

    it('reports a timeout as kind "timeout" when every attempt times out', async () => {
      const r = await rig(() => undefined, { timeoutMs: 100, retries: 2 });
      const e = (await r.run(rejection(r.t.send(get('/helpcenter/collections/all'))))) as ApiError;
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ kind: 'timeout', attempts: 2, afterLostResponse: true, lost: true, serverMessage: 'no bytes for 0.1 s' });
      expect(e.message).toBe('GET /helpcenter/collections/all failed: timeout (no bytes for 0.1 s)');
      expect(r.times()).toEqual([0, 375]);
    });

    it('retries a dropped connection; a 404 after it carries afterLostResponse', async () => {
      const r = await rig((x) => (x.n === 1 ? x.drop() : x.reply(404, { message: 'article not in collection c1' })));
      const move: HttpRequest = { method: 'PUT', path: '/helpcenter/collections/c1/articles/a1/move', body: { newCollectionId: 'c2' } };
      const e = (await r.run(rejection(r.t.send(move)))) as ApiError;
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ status: 404, afterLostResponse: true, attempts: 2, serverMessage: 'article not in collection c1' });
      expect(r.srv.arrivals.map((a) => a.body)).toEqual(['{"newCollectionId":"c2"}', '{"newCollectionId":"c2"}']);
      expect(r.srv.arrivals[0]!.headers['content-type']).toBe('application/json');
      expect(r.times()).toEqual([0, 375]);
    });

    it('a dropped connection then success resolves', async () => {
      const r = await rig((x) => (x.n === 1 ? x.drop() : x.reply(200, { ok: true })));
      await expect(r.run(r.t.send({ method: 'PUT', path: '/translations/entries/article%3Aa1', body: {} }))).resolves.toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(r.t.stats).toMatchObject({ requests: 2, retries: 1 });
    });

    it('never re-sends a POST after a 503, a dropped connection or a timeout (a creation is not idempotent); a 429 is waited out and re-sent', async () => {
      const post = (path: string): HttpRequest => ({ method: 'POST', path, body: { externalId: 'helpsync:a.md' } });
      const five = await rig((x) => (x.n === 1 ? x.reply(503, { message: 'busy' }) : x.reply(200, { id: 'a1' })));
      const e503 = (await five.run(rejection(five.t.send(post('/helpcenter/collections/c1/articles'))))) as ApiError;
      expect(e503).toMatchObject({ kind: 'http', status: 503, attempts: 1 });
      expect(five.srv.arrivals).toHaveLength(1);
      const dropped = await rig((x) => (x.n === 1 ? x.drop() : x.reply(200, { id: 'a1' })));
      const eDrop = (await dropped.run(rejection(dropped.t.send(post('/helpcenter/collections'))))) as ApiError;
      expect(eDrop).toMatchObject({ kind: 'network', attempts: 1 });
      expect(dropped.srv.arrivals).toHaveLength(1);
      const slow = await rig((x) => (x.n === 1 ? undefined : x.reply(200, { id: 'a1' })), { timeoutMs: 100 });
      await expect(slow.run(rejection(slow.t.send(post('/helpcenter/collections'))))).resolves.toMatchObject({
        kind: 'timeout',
        attempts: 1,
      });
      expect(slow.srv.arrivals).toHaveLength(1);
      // The same POST marked idempotent by its caller is retried like any other request.
      const marked = await rig((x) => (x.n === 1 ? x.reply(503, {}) : x.reply(200, { id: 'a1' })));
      await expect(marked.run(marked.t.send({ ...post('/x'), idempotent: true }))).resolves.toMatchObject({ status: 200 });
      expect(marked.srv.arrivals).toHaveLength(2);
      const limited = await rig((x) => (x.n === 1 ? x.reply(429, {}, { 'retry-after': '1' }) : x.reply(200, { id: 'a1' })));
      await expect(limited.run(limited.t.send(post('/helpcenter/collections')))).resolves.toEqual({ status: 200, body: { id: 'a1' } });
      expect(limited.srv.arrivals).toHaveLength(2);
    });

    it('never retries another 4xx; the error carries the server message', async () => {
      const r = await rig((x) => x.reply(400, { message: 'field "subtitle" does not exist' }));
      const put: HttpRequest = {
        method: 'PUT',
        path: '/translations/entries/article%3Aa1',
        body: { language: 'de', fields: { subtitle: 'x' } },
      };
      const e = (await r.run(rejection(r.t.send(put)))) as ApiError;
      expect(e).toMatchObject({ kind: 'http', status: 400, method: 'PUT', path: '/translations/entries/article%3Aa1', attempts: 1 });
      expect(e.afterLostResponse).toBe(false);
      expect(e.message).toBe('PUT /translations/entries/article%3Aa1 failed with 400: field "subtitle" does not exist');
      expect(r.srv.arrivals).toHaveLength(1);
      expect(r.t.stats).toMatchObject({ requests: 1, retries: 0, rateLimited: 0 });
    });

    it('a 4xx without a body has no server message; a 2xx that is not JSON is an error, or kept as text when accepted', async () => {
      const r = await rig((x) => (x.n === 1 ? x.reply(403) : x.raw(200, 'plain', { 'content-type': 'text/plain' })));
      const e = (await r.run(rejection(r.t.send({ method: 'DELETE', path: '/teams/t1' })))) as ApiError;
      expect(e.status).toBe(403);
      expect(e.serverMessage).toBeUndefined();
      expect(e.message).toBe('DELETE /teams/t1 failed with 403');
      await expect(r.run(r.t.send({ ...get('/x'), nonJson: 'accept' }))).resolves.toEqual({ status: 200, body: undefined, text: 'plain' });
      const notJson = (await r.run(rejection(r.t.send(get('/y'))))) as ApiError;
      expect(notJson.message).toBe('GET /y: the response is not JSON (200, text/plain, 5 bytes): "plain"');
    });

    it('sends the query, the headers and the JSON body as given', async () => {
      const r = await rig((x) => x.reply(200, []));
      await r.run(
        r.t.send({ method: 'GET', path: '/statistics/lists', query: { chartType: 'a b', useWorkingHours: false, skip: undefined } }),
      );
      const a = r.srv.arrivals[0]!;
      expect(a.url).toBe('/v3/statistics/lists?chartType=a+b&useWorkingHours=false');
      expect(a.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, project: 'proj-1', accept: 'application/json' });
      expect(a.headers['content-type']).toBeUndefined();
    });
  });

  describe('no progress, interrupt, close', () => {
    it('stops with kind "no-progress" when nothing succeeds for noProgressTimeout', async () => {
      const r = await rig((x) => x.reply(429, {}, { 'retry-after': '5' }), { noProgressTimeoutMs: 400, concurrency: 2 });
      const out = await r.run(Promise.all([get('/a'), get('/b'), get('/c')].map((q) => r.settle(r.t.send(q)))));
      // Two 429s at 0; the pause is cut to the deadline (401 ms, not 5 s); the next attempt stops.
      expect(r.times()).toEqual([0, 0]);
      for (const o of out) {
        expect(o.at).toBe(401);
        expect(o.error).toBeInstanceOf(ApiError);
        expect((o.error as ApiError).kind).toBe('no-progress');
      }
      expect((out[0]!.error as Error).message).toBe(
        'no progress: the platform has not answered any request successfully for 0.4 s (only 429 answers); stopping. ' +
          'Try again later or lower rateLimit in the config.',
      );
      // Once stopped, nothing new is sent.
      await expect(r.run(r.t.send(get('/d')))).rejects.toMatchObject({ kind: 'no-progress' });
      expect(r.srv.arrivals).toHaveLength(2);
    });

    it('the deadline counts from when the transport last became busy, and a success resets it', async () => {
      const r = await rig((x) => (x.n % 2 === 1 ? x.reply(503, {}) : x.reply(200, [])), { noProgressTimeoutMs: 1000, concurrency: 1 });
      await r.run(r.t.send(get('/a'))); // 503 at 0, 200 at 375
      await r.run(r.clock.sleep(5000)); // idle for 5 s: not "no progress"
      await r.run(r.t.send(get('/b'))); // 503 at 5375, 200 at 5750
      expect(r.times()).toEqual([0, 375, 5375, 5750]);
    });

    it('an interrupt rejects queued work with the signal reason; requests in flight finish', async () => {
      const ctl = new AbortController();
      const reason = new Error('interrupted by SIGINT');
      const r = await rig(
        async (x) => {
          if (x.n === 2) ctl.abort(reason);
          await x.after(150);
          x.reply(200, []);
        },
        { signal: ctl.signal, concurrency: 2, rateLimit: { requests: 2, perSeconds: 10 } },
      );
      const out = await r.run(Promise.all(Array.from({ length: 6 }, () => r.settle(r.t.send(get('/x'))))));
      expect(out.filter((o) => o.error === undefined).map((o) => o.at)).toEqual([150, 150]);
      expect(out.filter((o) => o.error === reason).map((o) => o.at)).toEqual([0, 0, 0, 0]);
      expect(r.srv.arrivals).toHaveLength(2);
      await expect(r.t.send(get('/x'))).rejects.toBe(reason);
    });

    it('an interrupt cancels a pause at once', async () => {
      const ctl = new AbortController();
      const reason = new Error('interrupted by SIGTERM');
      const r = await rig((x) => x.reply(429, {}, { 'retry-after': '600' }), { signal: ctl.signal });
      r.clock.onSleep((ms) => {
        if (ms === 600_000) queueMicrotask(() => ctl.abort(reason));
      });
      const out = await r.run(r.settle(r.t.send(get('/x'))));
      expect(out).toEqual({ error: reason, at: 0 });
      expect(r.srv.arrivals).toHaveLength(1);
    });

    it('close waits for requests in flight up to the grace period, then refuses new work', async () => {
      let closing: Promise<unknown> | undefined;
      const r = await rig(async (x) => {
        closing = r.settle(r.t.close(2000));
        await x.after(100);
        x.reply(200, []);
      });
      await expect(r.run(r.settle(r.t.send(get('/x'))))).resolves.toEqual({ value: { status: 200, body: [] }, at: 100 });
      await expect(r.run(closing!)).resolves.toEqual({ value: undefined, at: 100 });
      await expect(r.t.send(get('/x'))).rejects.toThrow('the client is closed');
    });

    it('close gives up on a request that outlasts the grace period', async () => {
      let closing: Promise<unknown> | undefined;
      const r = await rig(async (x) => {
        closing = r.settle(r.t.close(2000));
        await x.after(10_000);
        x.reply(200, []);
      });
      const sent = r.settle(r.t.send(get('/x')));
      await r.run(sent.then(() => closing));
      await expect(closing!).resolves.toEqual({ value: undefined, at: 2000 });
      // Its socket is destroyed at 2000 (a network error); the retry after the backoff finds the
      // client closed.
      const out = (await sent) as { error?: unknown; at: number };
      expect(out.error).toBeInstanceOf(Error);
      expect((out.error as Error).message).toBe('the client is closed');
      expect(out.at).toBe(2375);
      expect(r.srv.arrivals).toHaveLength(1);
    });
  });

  describe('secrets', () => {
    it('the token appears in no error message and no log line', async () => {
      const r = await rig((x) => {
        if (x.n === 1) return x.drop();
        if (x.n === 2) return x.reply(503, { message: `upstream rejected Bearer ${TOKEN}` });
        x.reply(401, { message: `token ${TOKEN} is not valid for project proj-1` });
      });
      // The client registers the token with the scrubber (client.ts); here the transport alone.
      registerSecret(TOKEN);
      const e = (await r.run(rejection(r.t.send(get('/video-source'))))) as ApiError;
      expect(e.status).toBe(401);
      expect(r.srv.arrivals[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
      const everything = [e.message, e.serverMessage ?? '', String(e.stack), JSON.stringify(e), ...r.lines].join('\n');
      expect(everything).not.toContain(TOKEN);
      expect(everything).not.toContain(TOKEN.split('.')[2]);
      expect(e.message).toContain('[REDACTED]');
      expect(r.lines.length).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('proxy variables', () => {
  it('never sends a loopback request through HTTP_PROXY, whatever NO_PROXY says', async () => {
    const clock = new VirtualClock();
    const srv = await startServer(clock, (x) => x.reply(200, []));
    cleanups.push(() => srv.close());
    const port = new URL(srv.url).port;
    const seen: string[] = [];
    // A tiny forward proxy: CONNECT tunnels and absolute-form requests, recording the target.
    const proxy = createServer((req, res) => {
      seen.push(`GET-FORM ${req.url ?? ''}`);
      const target = new URL(req.url ?? '');
      const up = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
        (upRes) => {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
        },
      );
      req.pipe(up);
    });
    proxy.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      seen.push(`CONNECT ${req.url ?? ''}`);
      const [host, p] = (req.url ?? '').split(':');
      const up = connect(Number(p), host, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        up.write(head);
        up.pipe(socket);
        socket.pipe(up);
      });
      up.on('error', () => socket.destroy());
      socket.on('error', () => up.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
    proxy.on('connection', (s: Socket) => cleanups.push(() => void s.destroy()));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const env = { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, NO_PROXY: 'localhost' };
    // No waits here: the system clock is never asked to sleep.
    const transport = (baseUrl: string): Transport => {
      const t = new Transport({
        baseUrl,
        headers: {},
        rateLimit: { requests: 100, perSeconds: 1 },
        concurrency: 1,
        timeoutMs: 10_000,
        retries: 1,
        noProgressTimeoutMs: 600_000,
        clock: systemClock,
        logger: createLogger({ level: 'silent', json: true, write: () => undefined }),
        env,
      });
      cleanups.push(() => t.close(100));
      return t;
    };
    // Loopback is never proxied, whatever NO_PROXY says (attempt.ts createDispatcher).
    await transport(srv.url).send(get('/helpcenter/collections/all'));
    await transport(`http://localhost:${port}/v3`).send(get('/helpcenter/collections/all'));
    expect(seen).toEqual([]);
    expect(srv.arrivals).toHaveLength(2);
    // A remote host still goes through the proxy: test/unit/transport-target.test.ts.
  });
});
