// The transport against real node:http servers on 127.0.0.1:0: 429 (with and without Retry-After),
// retries, timeouts, lost responses, no-progress, interrupt, the sliding-window invariant measured
// on the server's arrival times, secrets, and proxy variables. Waits go through a scaled Clock.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { ApiError } from '../../src/client/errors.js';
import { parseRetryAfter, serverMessageOf } from '../../src/client/transport/index.js';
import type { ClientOptions, PlatformClient } from '../../src/client/types.js';
import { systemClock, type Clock } from '../../src/util/clock.js';
import { createLogger } from '../../src/util/log.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0cmFuc3BvcnQtdGVzdCJ9.c2lnbmF0dXJlLXRyYW5zcG9ydA';

interface Arrival {
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, n: number, body: string) => void;

interface TestServer {
  url: string;
  arrivals: Arrival[];
  server: Server;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function startServer(handler: Handler): Promise<TestServer> {
  const arrivals: Arrival[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      arrivals.push({ at, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, arrivals.length, body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ts: TestServer = {
    url: `http://127.0.0.1:${port}/v3`,
    arrivals,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  cleanups.push(() => ts.close());
  return ts;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A clock whose waits are `scale` times shorter, recording what was asked for. */
function recordingClock(scale: number): { clock: Clock; sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: {
      now: () => Date.now(),
      sleep: (ms, signal) => {
        sleeps.push(ms);
        return systemClock.sleep(ms * scale, signal);
      },
    },
  };
}

function captureLogs(): { lines: string[]; logger: ReturnType<typeof createLogger> } {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level: 'debug', json: true, write: (l) => lines.push(l) }) };
}

function client(url: string, extra: Partial<ClientOptions> = {}): PlatformClient {
  const c = createClient({
    baseUrl: url,
    project: 'proj-1',
    token: TOKEN,
    rateLimit: { requests: 100, perSeconds: 1 },
    clock: recordingClock(0.001).clock,
    ...extra,
  });
  cleanups.push(() => c.close(100));
  return c;
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('429 (the rate-limit owner)', () => {
  it('honours Retry-After in seconds by pausing the whole queue', async () => {
    let t429 = 0;
    const srv = await startServer((_req, res, n) => {
      if (n === 1) {
        t429 = performance.now();
        json(res, 429, { message: 'slow down' }, { 'retry-after': '2' });
      } else json(res, 200, { total: 0, videos: [] });
    });
    const { clock, sleeps } = recordingClock(0.05); // 2 s → 100 ms
    const c = client(srv.url, { clock, concurrency: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => c.listVideos()));
    expect(results).toHaveLength(5);
    expect(sleeps).toContain(2000);
    expect(c.stats.rateLimited).toBe(1);
    expect(c.stats.retries).toBe(0);
    expect(c.stats.requests).toBe(6);
    // Nothing reached the server during the pause (concurrency 1: nothing was in flight).
    const after = srv.arrivals.slice(1).map((a) => a.at - t429);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(90);
  });

  it('pauses queued work of other requests too, while in-flight ones finish', async () => {
    let t429 = 0;
    const held: ServerResponse[] = [];
    const srv = await startServer((_req, res, n) => {
      if (n > 4) return void json(res, 200, []);
      // Hold the first four (all in flight at concurrency 4); then 429 the first, and answer the
      // other three a little later, so that the pause is in force before a slot frees up.
      held.push(res);
      if (held.length < 4) return;
      t429 = performance.now();
      json(held[0]!, 429, {}, { 'retry-after': '3' });
      setTimeout(() => held.slice(1).forEach((r) => json(r, 200, [])), 100);
    });
    const { clock } = recordingClock(0.1); // 3 s → 300 ms
    const c = client(srv.url, { clock, concurrency: 4 });
    await Promise.all(Array.from({ length: 12 }, () => c.listCollections()));
    expect(srv.arrivals).toHaveLength(13);
    const later = srv.arrivals.slice(4).map((a) => a.at - t429);
    expect(Math.min(...later)).toBeGreaterThanOrEqual(290);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const srv = await startServer((_req, res, n) => {
      if (n === 1) json(res, 429, {}, { 'retry-after': new Date(Date.now() + 3000).toUTCString() });
      else json(res, 200, []);
    });
    const { clock, sleeps } = recordingClock(0.01);
    const c = client(srv.url, { clock });
    await c.listCollections();
    expect(sleeps).toHaveLength(1);
    // An HTTP date has whole seconds: 2-3 s from now.
    expect(sleeps[0]).toBeGreaterThan(1000);
    expect(sleeps[0]).toBeLessThanOrEqual(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:30 GMT'))).toBe(30_000);
    expect(parseRetryAfter('1.5', 0)).toBe(1500);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });

  it('backs off exponentially with jitter without Retry-After, without using the retry budget', async () => {
    const srv = await startServer((_req, res, n) => {
      if (n <= 3) json(res, 429, { message: 'too many' });
      else json(res, 200, []);
    });
    const { clock, sleeps } = recordingClock(0.001);
    // A 10 s window: the backoff is capped at one window, so these steps stay below the cap.
    const c = client(srv.url, { clock, retries: 1, concurrency: 1, rateLimit: { requests: 100, perSeconds: 10 } });
    await expect(c.listCollections()).resolves.toEqual([]);
    expect(sleeps).toHaveLength(3);
    // Equal jitter on 1 s, 2 s, 4 s steps.
    expect(sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
    expect(sleeps[1]).toBeGreaterThanOrEqual(1000);
    expect(sleeps[1]).toBeLessThanOrEqual(2000);
    expect(sleeps[2]).toBeGreaterThanOrEqual(2000);
    expect(sleeps[2]).toBeLessThanOrEqual(4000);
    expect(c.stats).toMatchObject({ requests: 4, rateLimited: 3, retries: 0 });
  });

  it('after a pause, one request probes first; the others follow only once it succeeds', async () => {
    // The server answers 429 until 150 ms after its first 429, then 200; each answer takes 20 ms.
    let first429 = 0;
    const srv = await startServer((_req, res) => {
      const now = performance.now();
      if (first429 === 0 || now - first429 < 150) {
        if (first429 === 0) first429 = now;
        setTimeout(() => json(res, 429, { message: 'slow down' }), 20);
      } else setTimeout(() => json(res, 200, { total: 0, videos: [] }), 20);
    });
    const c = client(srv.url, { concurrency: 4, clock: recordingClock(0.1).clock }); // backoff 500 ms+ → 50 ms+
    await Promise.all(Array.from({ length: 8 }, () => c.listVideos()));
    // Every 429 after the first burst came from a probe that went alone: no two requests sent after
    // a pause overlap until one succeeded.
    const firstBurst = srv.arrivals.filter((a) => a.at - first429 < 15).length;
    expect(firstBurst).toBeLessThanOrEqual(4);
    const later429 = c.stats.rateLimited - firstBurst;
    const successAt = srv.arrivals.find((a) => a.at - first429 >= 150)?.at ?? Infinity;
    const probes = srv.arrivals.filter((a) => a.at - first429 >= 15 && a.at < successAt);
    expect(probes.length).toBe(later429);
    for (let i = 1; i < probes.length; i++) expect(probes[i]!.at - probes[i - 1]!.at).toBeGreaterThanOrEqual(20);
    expect(c.stats.rateLimited).toBeLessThanOrEqual(firstBurst + 4);
  });

  it('lowers its own rate after repeated 429s, says so, and still completes every request', async () => {
    const srv = await startServer((_req, res, n) => {
      if (n <= 3 || n === 6) json(res, 429, {}, { 'retry-after': '1' });
      else json(res, 200, { total: 1, videos: [{ id: 'v' }] });
    });
    const { lines, logger } = captureLogs();
    const { clock } = recordingClock(0.01);
    const c = client(srv.url, { clock, logger, concurrency: 1, rateLimit: { requests: 10, perSeconds: 0.2 } });
    const results = await Promise.all(Array.from({ length: 8 }, () => c.listVideos()));
    expect(results.every((r) => r.total === 1)).toBe(true);
    expect(c.stats.currentRate).toEqual({ requests: 8, perSeconds: 0.2 });
    const warns = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
    expect(warns.some((w) => w.msg.includes('lowering the request rate to 8 per 0.2 s'))).toBe(true);
    expect(srv.arrivals).toHaveLength(12);
  });
});

describe('5xx, network errors and timeouts (the retry owner)', () => {
  it('retries a 5xx and succeeds', async () => {
    const srv = await startServer((_req, res, n) => {
      if (n <= 2) json(res, 503, { message: 'maintenance' });
      else json(res, 200, { total: 0, videos: [] });
    });
    const { clock, sleeps } = recordingClock(0.001);
    const c = client(srv.url, { clock });
    await expect(c.listVideos()).resolves.toEqual({ total: 0, videos: [] });
    expect(c.stats).toMatchObject({ requests: 3, retries: 2, rateLimited: 0 });
    expect(sleeps[0]).toBeGreaterThanOrEqual(250);
    expect(sleeps[0]).toBeLessThanOrEqual(500);
    expect(sleeps[1]).toBeGreaterThanOrEqual(500);
  });

  it('gives up after `retries` attempts; a 502 HTML page becomes a short text excerpt', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style></head>' +
      `<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>${'<p>padding text</p>'.repeat(40)}</body></html>`;
    const srv = await startServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(html);
    });
    const c = client(srv.url, { retries: 3 });
    const err = await rejection(c.listCollections());
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e).toMatchObject({ kind: 'http', status: 502, method: 'GET', path: '/helpcenter/collections/all', attempts: 3 });
    expect(e.serverMessage).toMatch(/^502 Bad Gateway 502 Bad Gateway nginx padding text/);
    expect(e.serverMessage).not.toMatch(/[<>{}]/);
    expect(e.serverMessage!.length).toBeLessThanOrEqual(200);
    expect(e.message).toContain('GET /helpcenter/collections/all failed with 502: 502 Bad Gateway');
    expect(srv.arrivals).toHaveLength(3);
    expect(serverMessageOf('', undefined)).toBeUndefined();
  });

  it('enforces the per-attempt timeout and retries', async () => {
    const srv = await startServer((_req, res, n) => {
      if (n === 1) return; // never answers
      json(res, 200, []);
    });
    const c = client(srv.url, { timeoutSeconds: 0.2 });
    const t0 = performance.now();
    await expect(c.listCollections()).resolves.toEqual([]);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(190);
    expect(c.stats).toMatchObject({ requests: 2, retries: 1 });
  });

  it('reports a timeout as kind "timeout" when every attempt times out', async () => {
    const srv = await startServer(() => undefined);
    const c = client(srv.url, { timeoutSeconds: 0.1, retries: 2 });
    const e = (await rejection(c.listCollections())) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('timeout');
    expect(e.attempts).toBe(2);
    expect(e.afterLostResponse).toBe(true);
    expect(e.message).toContain('GET /helpcenter/collections/all failed: timeout');
  });

  it('retries a dropped connection; a 404 after it carries afterLostResponse', async () => {
    const srv = await startServer((req, res, n) => {
      if (n === 1) {
        req.socket.destroy(); // performed, then the connection is lost without a response
        return;
      }
      json(res, 404, { message: 'article not in collection c1' });
    });
    const c = client(srv.url);
    const e = (await rejection(c.moveArticle('c1', 'a1', 'c2'))) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 404, afterLostResponse: true, attempts: 2, serverMessage: 'article not in collection c1' });
    expect(srv.arrivals.map((a) => a.body)).toEqual(['{"newCollectionId":"c2"}', '{"newCollectionId":"c2"}']);
  });

  it('a dropped connection then success resolves', async () => {
    const srv = await startServer((req, res, n) => {
      if (n === 1) return void req.socket.destroy();
      json(res, 200, { ok: true });
    });
    const c = client(srv.url);
    await expect(c.pushTranslation('article:a1', 'de', { title: 'Titel' })).resolves.toBeUndefined();
    expect(c.stats).toMatchObject({ requests: 2, retries: 1 });
  });

  it('never retries another 4xx; the error carries the server message', async () => {
    const srv = await startServer((_req, res) => json(res, 400, { message: 'field "subtitle" does not exist' }));
    const c = client(srv.url);
    const e = (await rejection(c.pushTranslation('article:a1', 'de', { subtitle: 'x' }))) as ApiError;
    expect(e).toMatchObject({ kind: 'http', status: 400, method: 'PUT', path: '/translations/entries/article%3Aa1', attempts: 1 });
    expect(e.afterLostResponse).toBe(false);
    expect(e.message).toBe('PUT /translations/entries/article%3Aa1 failed with 400: field "subtitle" does not exist');
    expect(srv.arrivals).toHaveLength(1);
  });

  it('a 4xx without a body has no server message', async () => {
    const srv = await startServer((_req, res) => {
      res.writeHead(403);
      res.end();
    });
    const c = client(srv.url);
    const e = (await rejection(c.deleteTeam('t1'))) as ApiError;
    expect(e.status).toBe(403);
    expect(e.serverMessage).toBeUndefined();
    expect(e.message).toBe('DELETE /teams/t1 failed with 403');
  });
});

describe('no progress, interrupt, close', () => {
  it('stops with kind "no-progress" when nothing succeeds for noProgressTimeoutSeconds', async () => {
    const srv = await startServer((_req, res) => json(res, 429, {}, { 'retry-after': '5' }));
    const { clock } = recordingClock(0.01); // 5 s → 50 ms
    const c = client(srv.url, { clock, noProgressTimeoutSeconds: 0.4, concurrency: 2 });
    const t0 = performance.now();
    const errs = await Promise.all([c.listCollections(), c.listVideos(), c.deleteTeam('t')].map(rejection));
    const ms = performance.now() - t0;
    for (const e of errs) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).kind).toBe('no-progress');
    }
    expect((errs[0] as Error).message).toMatch(
      /no progress: the platform has not answered any request successfully for 0\.4 s \(only 429 answers\)/,
    );
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(5000);
    // Once stopped, nothing new is sent.
    const before = srv.arrivals.length;
    await expect(c.listCollections()).rejects.toMatchObject({ kind: 'no-progress' });
    expect(srv.arrivals.length).toBe(before);
  });

  it('an interrupt rejects queued work with the signal reason; requests in flight finish', async () => {
    const srv = await startServer((_req, res) => setTimeout(() => json(res, 200, []), 150));
    const ctl = new AbortController();
    const c = client(srv.url, { signal: ctl.signal, concurrency: 2, rateLimit: { requests: 2, perSeconds: 10 } });
    const all = Array.from({ length: 6 }, () =>
      c.listCollections().then(
        () => 'done',
        (e: unknown) => e,
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    const reason = new Error('interrupted by SIGINT');
    ctl.abort(reason);
    const results = await Promise.all(all);
    expect(results.filter((r) => r === 'done')).toHaveLength(2);
    expect(results.filter((r) => r === reason)).toHaveLength(4);
    expect(srv.arrivals).toHaveLength(2);
    await expect(c.listCollections()).rejects.toBe(reason);
  });

  it('an interrupt cancels a pause', async () => {
    const srv = await startServer((_req, res) => json(res, 429, {}, { 'retry-after': '600' }));
    const ctl = new AbortController();
    const c = client(srv.url, { signal: ctl.signal, clock: systemClock });
    const p = rejection(c.listCollections());
    await new Promise((r) => setTimeout(r, 100));
    const reason = new Error('interrupted by SIGTERM');
    ctl.abort(reason);
    await expect(p).resolves.toBe(reason);
    expect(srv.arrivals).toHaveLength(1);
  });

  it('close waits for requests in flight up to the grace period', async () => {
    const srv = await startServer((_req, res) => setTimeout(() => json(res, 200, []), 100));
    const c = client(srv.url, { clock: systemClock });
    const p = c.listCollections();
    await new Promise((r) => setTimeout(r, 20));
    await c.close(2000);
    await expect(p).resolves.toEqual([]);
    await expect(c.listCollections()).rejects.toThrow(/closed/);
  });
});

describe('the sliding window', () => {
  it('never exceeds the cap in any rolling window of server arrivals, at ≥ 90 % utilisation', async () => {
    const cap = 20;
    const windowMs = 500;
    const srv = await startServer((_req, res, n) => {
      // The server enforces exactly the same window on arrival times.
      const arrivals = srv.arrivals;
      const me = arrivals[n - 1]!.at;
      const inWindow = arrivals.filter((a) => a.at > me - windowMs && a.at <= me).length;
      if (inWindow > cap) json(res, 429, {}, { 'retry-after': '1' });
      else json(res, 200, []);
    });
    const c = client(srv.url, { rateLimit: { requests: cap, perSeconds: windowMs / 1000 }, concurrency: 4 });
    const total = 120;
    await Promise.all(Array.from({ length: total }, () => c.listCollections()));
    const at = srv.arrivals.map((a) => a.at).sort((a, b) => a - b);
    const gaps: number[] = [];
    for (let i = cap; i < at.length; i++) gaps.push(Math.round(at[i]! - at[i - cap]!));
    expect(c.stats.rateLimited, gaps.join(' ')).toBe(0);
    expect(at).toHaveLength(total);
    let closest = Infinity;
    for (let i = cap; i < at.length; i++) closest = Math.min(closest, at[i]! - at[i - cap]!);
    expect(closest).toBeGreaterThanOrEqual(windowMs);
    // Ideal: the last batch starts (total/cap - 1) windows after the first.
    const ideal = (total / cap - 1) * windowMs;
    const actual = at[at.length - 1]! - at[0]!;
    expect(ideal / actual).toBeGreaterThanOrEqual(0.9);
  });
});

describe('secrets', () => {
  it('the token appears in no error message and no log line', async () => {
    const srv = await startServer((req, res, n) => {
      if (n === 1) return void req.socket.destroy();
      if (n === 2) return void json(res, 503, { message: `upstream rejected Bearer ${TOKEN}` });
      json(res, 401, { message: `token ${TOKEN} is not valid for project proj-1` });
    });
    const { lines, logger } = captureLogs();
    const c = client(srv.url, { logger });
    const e = (await rejection(c.listVideos())) as ApiError;
    expect(e.status).toBe(401);
    expect(srv.arrivals[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const everything = [e.message, e.serverMessage ?? '', String(e.stack), JSON.stringify(e), ...lines].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(TOKEN.split('.')[2]);
    expect(e.message).toContain('[REDACTED]');
    expect(lines.length).toBeGreaterThanOrEqual(3);
  });
});

describe('proxy variables', () => {
  it('sends through HTTP_PROXY, except to hosts in NO_PROXY', async () => {
    const srv = await startServer((_req, res) => json(res, 200, []));
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

    const saved = {
      HTTP_PROXY: process.env.HTTP_PROXY,
      NO_PROXY: process.env.NO_PROXY,
      http_proxy: process.env.http_proxy,
      no_proxy: process.env.no_proxy,
    };
    cleanups.push(() => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });
    delete process.env.http_proxy;
    delete process.env.no_proxy;
    process.env.HTTP_PROXY = proxyUrl;
    process.env.NO_PROXY = 'localhost';

    const viaProxy = client(srv.url); // 127.0.0.1: proxied
    const direct = client(`http://localhost:${port}/v3`); // excluded by NO_PROXY
    await viaProxy.listCollections();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(`127.0.0.1:${port}`);
    await direct.listCollections();
    expect(seen).toHaveLength(1);
    expect(srv.arrivals).toHaveLength(2);
  });
});
