// Virtual time for the transport tests: a Clock that moves only when the test's driver moves it,
// a real sender that counts its requests in flight (an undici Agent, or the transport's default
// sender on Node's http), and a real node:http server on
// 127.0.0.1:0 whose handlers can hold a request on the same virtual clock. The driver advances the
// clock to the next timer only when no request is on the wire (every request in flight is either
// answered or held by the server on the clock) and the event loop has gone quiet: so request start
// times, pauses and backoffs come out exact, however loaded the machine is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { nodeSender, type SendInit, type Sender, type SentResponse } from '../../src/client/transport/index.js';
import type { Clock } from '../../src/util/clock.js';
import { listenLoopback } from './http-listen.js';

/** A whole second, so that an HTTP date (whole seconds) is an exact offset. */
export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

interface Timer {
  at: number;
  seq: number;
  fire: () => void;
}

export class VirtualClock implements Clock {
  private t = T0;
  private seq = 0;
  private timers: Timer[] = [];
  /** every sleep asked for, in order */
  readonly sleeps: number[] = [];
  private readonly listeners: ((ms: number) => void)[] = [];

  now = (): number => this.t;

  /** ms since T0 */
  elapsed(): number {
    return this.t - T0;
  }

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const reason = (): Error => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (signal?.aborted) return reject(reason());
      this.sleeps.push(ms);
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.timers = this.timers.filter((x) => x !== timer);
        reject(reason());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.timers.push(timer);
      for (const l of this.listeners) l(ms);
    });

  /** Called synchronously whenever something starts a sleep (a pause, a backoff, ...). */
  onSleep(listener: (ms: number) => void): void {
    this.listeners.push(listener);
  }

  /** Moves to the earliest timer and fires every timer due then, in the order they were set. */
  advance(): boolean {
    if (this.timers.length === 0) return false;
    const at = Math.min(...this.timers.map((x) => x.at));
    this.t = Math.max(this.t, at);
    const due = this.timers.filter((x) => x.at <= this.t).sort((a, b) => a.seq - b.seq);
    this.timers = this.timers.filter((x) => x.at > this.t);
    for (const x of due) x.fire();
    return true;
  }
}

/** A real keep-alive Agent that tags each request (`x-test-seq`) and knows which are in flight. */
export class CountingAgent extends Agent {
  readonly inFlight = new Set<string>();
  private next = 1;

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const seq = String(this.next++);
    this.inFlight.add(seq);
    const done = (): void => {
      this.inFlight.delete(seq);
    };
    const ends = new Set<PropertyKey>(['onComplete', 'onError', 'onResponseEnd', 'onResponseError']);
    const wrapped = new Proxy(handler, {
      get(target, prop) {
        const v: unknown = Reflect.get(target, prop);
        if (typeof v !== 'function') return v;
        const fn = v as (...args: unknown[]) => unknown;
        if (!ends.has(prop)) return fn.bind(target);
        return (...args: unknown[]) => {
          try {
            return fn.apply(target, args);
          } finally {
            done();
          }
        };
      },
    });
    const headers = { ...(options.headers as Record<string, string>), 'x-test-seq': seq };
    return super.dispatch({ ...options, headers }, wrapped);
  }
}

/** The transport's default sender (Node's http), tagging each request (`x-test-seq`) and knowing which are in flight. */
export class CountingSender implements Sender {
  readonly inFlight = new Set<string>();
  private next = 1;
  private readonly inner = nodeSender();

  async send(url: string, init: SendInit): Promise<SentResponse> {
    const seq = String(this.next++);
    this.inFlight.add(seq);
    const done = (): void => {
      this.inFlight.delete(seq);
    };
    try {
      const res = await this.inner.send(url, { ...init, headers: { ...init.headers, 'x-test-seq': seq } });
      // the body is Node's IncomingMessage: 'close' once it ended, failed or was dropped
      (res.body as unknown as Readable).once('close', done);
      return res;
    } catch (err) {
      done();
      throw err;
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export interface Arrival {
  /** virtual ms since T0 */
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Exchange {
  /** 1-based arrival number */
  n: number;
  req: IncomingMessage;
  body: string;
  reply(status: number, body?: unknown, headers?: Record<string, string>): void;
  /** a non-JSON answer */
  raw(status: number, text: string, headers: Record<string, string>): void;
  /** the connection is lost after the request arrived (it may have been performed) */
  drop(): void;
  /** holds the request on the virtual clock for `ms` (it does not count as on the wire meanwhile) */
  after(ms: number): Promise<void>;
  /** holds the request until the returned function is called */
  hold(): () => void;
}

export type Handler = (x: Exchange) => void | Promise<void>;

export interface TestServer {
  url: string;
  arrivals: Arrival[];
  server: Server;
  /** requests held on the clock or by `hold()` */
  parked: Set<string>;
  close(): Promise<void>;
}

export async function startServer(clock: VirtualClock, handler: Handler): Promise<TestServer> {
  const arrivals: Arrival[] = [];
  const parked = new Set<string>();
  const server = createServer((req, res) => {
    const at = clock.elapsed();
    const seq = String(req.headers['x-test-seq'] ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      arrivals.push({ at, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      void handler(exchange(arrivals.length, req, res, body, seq));
    });
  });
  const exchange = (n: number, req: IncomingMessage, res: ServerResponse, body: string, seq: string): Exchange => ({
    n,
    req,
    body,
    reply: (status, payload, headers = {}) => {
      parked.delete(seq);
      if (payload === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    },
    raw: (status, text, headers) => {
      parked.delete(seq);
      res.writeHead(status, headers).end(text);
    },
    drop: () => {
      parked.delete(seq);
      req.socket.destroy();
    },
    after: async (ms) => {
      parked.add(seq);
      await clock.sleep(ms);
      parked.delete(seq);
    },
    hold: () => {
      parked.add(seq);
      return () => parked.delete(seq);
    },
  });
  const { port, close } = await listenLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/v3`,
    arrivals,
    server,
    parked,
    close,
  };
}

/** Event-loop turns without a request on the wire before the clock may move. */
const QUIET_TURNS = 5;

/**
 * Runs `work` to its end, advancing the virtual clock to the next timer whenever nothing is on the
 * wire (every request the agent has in flight is held by the server) and the loop has gone quiet.
 * A server that never holds requests (the emulator on the same clock) passes `{ parked: new Set() }`.
 */
export async function drive<T>(
  clock: VirtualClock,
  agent: { inFlight: ReadonlySet<string> },
  srv: Pick<TestServer, 'parked'>,
  work: Promise<T>,
): Promise<T> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  const onWire = (): boolean => [...agent.inFlight].some((seq) => !srv.parked.has(seq));
  let quiet = 0;
  while (!settled) {
    await new Promise<void>((r) => setImmediate(r));
    if (onWire()) {
      quiet = 0;
      continue;
    }
    if (++quiet < QUIET_TURNS) continue;
    quiet = 0;
    clock.advance();
  }
  return work;
}
