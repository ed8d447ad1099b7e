// Hostile test servers on 127.0.0.1:0 for the transport's bounds: a body far larger than any cap,
// written as fast as the socket takes it; a body that never ends; headers and then silence; a
// forward proxy that records every request that passes through it. Each one counts what it did,
// so a test judges the client by what the server saw (requests, bytes written), not by the client.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLoopback } from './http-listen.js';
import { createClient } from '../../src/client/client.js';
import type { ClientOptions, PlatformClient } from '../../src/client/types.js';
import { scaledClock } from '../../src/util/clock.js';
import { onCleanup } from './fixture.js';

export interface HostileServer {
  /** http://127.0.0.1:PORT/v3 */
  url: string;
  port: number;
  /** requests received, in order ("GET /v3/helpcenter/collections/all") */
  requests: string[];
  /** body bytes the server handed to the socket, per response, counted until the socket closed */
  written: number[];
  /** resolves when the n-th response's socket has closed */
  closed(n: number): Promise<void>;
  close(): Promise<void>;
}

/** What to answer: headers, then a body source. */
export interface HostileAnswer {
  status?: number;
  contentType?: string;
  /** whole body (sent as is) */
  body?: string | Buffer;
  /** endless: this chunk, written again and again until the client goes away */
  repeat?: Buffer;
  /** with `repeat`: the opening bytes (e.g. `[`) sent once first */
  prefix?: string;
  /** with `repeat`: pause between chunks (default none: as fast as the socket drains) */
  everyMs?: number;
  /** headers and then nothing, ever */
  silent?: boolean;
  /** these parts, one every `everyMs`, then the end */
  parts?: string[];
}

export async function startHostileServer(answer: (req: IncomingMessage, n: number) => HostileAnswer): Promise<HostileServer> {
  const requests: string[] = [];
  const written: number[] = [];
  const closedWaiters = new Map<number, () => void>();
  const closedSet = new Set<number>();
  const server = createServer((req, res) => {
    const n = requests.length;
    requests.push(`${req.method} ${req.url}`);
    written[n] = 0;
    req.socket.on('close', () => {
      closedSet.add(n);
      closedWaiters.get(n)?.();
    });
    req.resume();
    serve(answer(req, n), res, (bytes) => (written[n]! += bytes));
  });
  const { port, close } = await listenLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/v3`,
    port,
    requests,
    written,
    closed: (n) => (closedSet.has(n) ? Promise.resolve() : new Promise((resolve) => closedWaiters.set(n, resolve))),
    close,
  };
}

function serve(a: HostileAnswer, res: ServerResponse, count: (bytes: number) => void): void {
  res.writeHead(a.status ?? 200, { 'content-type': a.contentType ?? 'application/json' });
  if (a.silent) {
    res.flushHeaders();
    return;
  }
  if (a.parts !== undefined) {
    const parts = [...a.parts];
    const next = (): void => {
      const part = parts.shift();
      if (part === undefined) return void res.end();
      count(Buffer.byteLength(part));
      res.write(part);
      setTimeout(next, a.everyMs ?? 0);
    };
    next();
    return;
  }
  if (a.repeat === undefined) {
    const body = a.body ?? '';
    count(Buffer.byteLength(body));
    res.end(body);
    return;
  }
  const chunk = a.repeat;
  let gone = false;
  res.on('close', () => (gone = true));
  if (a.prefix) {
    count(Buffer.byteLength(a.prefix));
    res.write(a.prefix);
  }
  const pump = (): void => {
    while (!gone) {
      count(chunk.length);
      const more = res.write(chunk);
      if (a.everyMs !== undefined) {
        setTimeout(pump, a.everyMs);
        return;
      }
      if (!more) {
        res.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

export interface RecordingProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** every request that passed through: method, target and its headers */
  seen: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** A plain forward proxy (absolute-form requests, no CONNECT) that forwards and records. */
export async function startRecordingProxy(): Promise<RecordingProxy> {
  const seen: RecordingProxy['seen'] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const target = new URL(req.url ?? '/', 'http://invalid');
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket) => {
    seen.push({ method: 'CONNECT', url: req.url ?? '', headers: req.headers });
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  const { port, close } = await listenLoopback(server);
  return { url: `http://127.0.0.1:${port}`, seen, close };
}

/**
 * A hostile server answering request n with `answer(n)`, and a client of it on fast virtual time;
 * both closed after the current test (the file calls useCleanups()).
 */
export async function hostileClient(
  answer: (n: number) => HostileAnswer,
  opts: Omit<ClientOptions, 'baseUrl'>,
): Promise<{ srv: HostileServer; c: PlatformClient }> {
  const srv = await startHostileServer((_req, n) => answer(n));
  onCleanup(() => srv.close());
  const c = createClient({ baseUrl: srv.url, clock: scaledClock(0.001), ...opts });
  onCleanup(() => c.close(100));
  return { srv, c };
}
