// `helpsync preview --serve`: the same site on 127.0.0.1. The platform is read once (its reads are
// kept) and again only on an explicit refresh; a change in the content folder rebuilds from the repo
// with the kept reads. Pages then load one same-origin script (present only here) that reloads them
// when a build finishes and offers the refresh button.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PlatformClient } from '../client/types.js';
import { isInside } from '../util/safe-path.js';
import { contentSecurityPolicy, RELOAD_SCRIPT } from './page.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/**
 * The live-reload script: listens for builds, reloads; a button asks for a new read of the platform.
 * The refresh token arrives on the event stream (same origin only: no CORS header is ever sent), so a
 * page elsewhere that loads this script never learns it; the custom header forces a preflight that a
 * cross-origin fetch cannot pass.
 */
export const RELOAD_JS = `(() => {
  let token = '';
  const events = new EventSource('/_events');
  events.addEventListener('token', (e) => { token = e.data; });
  events.addEventListener('built', () => location.reload());
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Read the platform again';
  b.addEventListener('click', () => {
    b.disabled = true;
    fetch('/_refresh', { method: 'POST', headers: { 'x-helpsync-refresh': token } }).then((r) => {
      if (r.status === 429) { b.disabled = false; b.textContent = 'Busy: try again in a moment'; }
    });
  });
  document.querySelector('header')?.append(b);
})();
`;

/**
 * A client whose reads (the methods `reads` matches) are kept until `forget()`: the platform is
 * read once per explicit refresh.
 */
export function keptReads(client: PlatformClient, reads: RegExp = /^(list|get)/): { client: PlatformClient; forget: () => void } {
  const kept = new Map<string, Promise<unknown>>();
  const proxy = new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string' || !reads.test(prop)) return value;
      return (...args: unknown[]) => {
        const key = `${prop}\u0000${JSON.stringify(args)}`;
        let p = kept.get(key);
        if (!p) kept.set(key, (p = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)));
        return p;
      };
    },
  });
  return { client: proxy, forget: () => kept.clear() };
}

export interface ServeOptions {
  out: string;
  port: number;
  /** the folders whose changes rebuild: the content folder, or under files: the folders the patterns watch */
  watch: readonly string[];
  /** builds the site into `out`; `refresh` reads the platform again first */
  build: (refresh: boolean) => Promise<void>;
  onError: (err: unknown) => void;
  /** the clock of the refresh limit */
  now?: () => number;
}

export interface RunningPreview {
  url: string;
  close: () => Promise<void>;
  /** resolves when the build in progress (if any) and any queued one are done */
  idle: () => Promise<void>;
}

async function sendFile(out: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let rel: string;
  try {
    rel = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
  } catch {
    // `GET /%`: a path that does not decode names no file; it must never end the server
    return reply(res, 400, 'bad request\n');
  }
  if (rel.endsWith('/')) rel += 'index.html';
  const abs = path.join(out, ...rel.split('/').filter(Boolean));
  if (!isInside(out, abs) || path.basename(abs).startsWith('.')) return notFound(res);
  try {
    const body = await readFile(abs);
    res.writeHead(200, { 'content-type': TYPES[path.extname(abs).toLowerCase()] ?? 'application/octet-stream', ...HEADERS });
    res.end(body);
  } catch {
    notFound(res);
  }
}

const HEADERS = {
  'content-security-policy': contentSecurityPolicy(true),
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

function reply(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...HEADERS, ...extra });
  res.end(text);
}

function notFound(res: ServerResponse): void {
  reply(res, 404, 'not found\n');
}

/** Refreshes read the platform with the user's token: at most this many starts in any rolling minute. */
export const REFRESHES_PER_MINUTE = 6;

/**
 * Who may ask for a refresh: a POST from the page's own origin (the Origin header a browser sends,
 * matching the Host the server answered) carrying the token the event stream handed that page; one
 * refresh at a time and REFRESHES_PER_MINUTE a minute, others 429.
 */
function refreshGate(now: () => number) {
  const token = randomBytes(18).toString('base64url');
  const starts: number[] = [];
  let inFlight = false;
  const sameOrigin = (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    return typeof origin === 'string' && origin === `http://${req.headers.host ?? ''}`;
  };
  const tokenOk = (req: IncomingMessage): boolean => {
    const given = req.headers['x-helpsync-refresh'];
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    token,
    /** the refresh the request may start, or the answer it gets instead */
    check(req: IncomingMessage): { status: 403 | 429; text: string; retryAfter?: number } | undefined {
      if (!sameOrigin(req) || !tokenOk(req)) return { status: 403, text: 'refresh only from the preview page\n' };
      if (inFlight) return { status: 429, text: 'a refresh is already running\n', retryAfter: 5 };
      const t = now();
      while (starts.length > 0 && t - starts[0]! >= 60_000) starts.shift();
      if (starts.length >= REFRESHES_PER_MINUTE) {
        return { status: 429, text: 'too many refreshes: wait a minute\n', retryAfter: Math.ceil((starts[0]! + 60_000 - t) / 1000) };
      }
      starts.push(t);
      inFlight = true;
      return undefined;
    },
    done: () => {
      inFlight = false;
    },
  };
}

/** One request: the event stream, a refresh, the reload script or a file of the site. */
function requestHandler(
  opts: ServeOptions,
  gate: ReturnType<typeof refreshGate>,
  listeners: Set<ServerResponse>,
  rebuild: (refresh: boolean) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req: IncomingMessage, res: ServerResponse): void => {
    // Only this machine's names: a page on another site cannot reach the server through DNS rebinding.
    if (!/^(127\.0\.0\.1|localhost)(:\d+)?$/.test(req.headers.host ?? '')) return notFound(res);
    if (req.url === '/_events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', ...HEADERS });
      res.write(`: connected\n\nevent: token\ndata: ${gate.token}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    if (req.url === '/_refresh') {
      if (req.method !== 'POST') return reply(res, 405, 'POST only\n', { allow: 'POST' });
      const refused = gate.check(req);
      if (refused) {
        const extra: Record<string, string> = refused.retryAfter ? { 'retry-after': String(refused.retryAfter) } : {};
        return reply(res, refused.status, refused.text, extra);
      }
      rebuild(true);
      res.writeHead(202, HEADERS).end();
      return;
    }
    if (req.url === `/${RELOAD_SCRIPT}`) {
      res.writeHead(200, { 'content-type': TYPES['.js']!, ...HEADERS }).end(RELOAD_JS);
      return;
    }
    sendFile(opts.out, req, res).catch((err: unknown) => {
      opts.onError(err);
      reply(res, 500, 'error\n');
    });
  };
}

/** Serves `out` on 127.0.0.1:port, rebuilding on content changes and on POST /_refresh. */
export async function servePreview(opts: ServeOptions): Promise<RunningPreview> {
  const listeners = new Set<ServerResponse>();
  let running: Promise<void> = Promise.resolve();
  // a build asked for and not started yet (true: read the platform again), and builds not finished
  let queued: boolean | undefined;
  let pending = 0;
  const gate = refreshGate(opts.now ?? Date.now);
  const rebuild = (refresh: boolean): void => {
    if (queued !== undefined) {
      queued = queued || refresh;
      return;
    }
    queued = refresh;
    pending++;
    running = running.then(async () => {
      const r = queued ?? false;
      queued = undefined;
      try {
        await opts.build(r);
        for (const l of listeners) l.write('event: built\ndata: {}\n\n');
      } catch (err) {
        opts.onError(err);
      } finally {
        pending--;
        if (r) gate.done();
      }
    });
  };
  const handle = requestHandler(opts, gate, listeners, rebuild);
  const server: Server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      // whatever one request does wrong, the server goes on serving the others
      opts.onError(err);
      reply(res, 500, 'error\n');
    }
  });

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opts.port, '127.0.0.1', resolve));
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  // one watcher per folder: a folder that cannot be watched (a translation folder not made yet) is
  // reported and the others still rebuild
  for (const dir of opts.watch) {
    try {
      watchers.push(
        watch(dir, { recursive: true }, () => {
          clearTimeout(timer);
          timer = setTimeout(() => rebuild(false), 150);
        }),
      );
    } catch (err) {
      opts.onError(err);
    }
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    idle: async () => {
      while (pending > 0) await running;
    },
    close: async () => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      for (const l of listeners) l.end();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
