// How one HTTP request leaves the process: Node's own `http`/`https` with a keep-alive agent, or an
// undici dispatcher where one is needed (a proxy) or given (tests, library users). Both read the
// body as a stream of Buffers that can be dropped (`BodySource`), so the attempt (attempt.ts) reads,
// caps and times out every answer the same way whichever carries it.
//
// Why Node's `http` by default: its HTTP parser is native, undici's is WebAssembly, and loading
// undici's module costs CPU in every process: with undici for every request a warm dry run costs
// about a fifth more CPU and a cold one no longer meets its goal (docs/performance.md, "What each
// speed mechanism is for"). undici is loaded only when a proxy variable applies (its
// `EnvHttpProxyAgent`; Node 20's `http` ignores proxy variables) or a caller gives a dispatcher.
import type { Dispatcher } from 'undici';
import type { BodySource } from './body.js';

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** aborts the request and its body (the attempt's stall limit) */
  signal: AbortSignal;
}

export interface SentResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** the body as it arrives; `destroy()` drops the rest (and the connection) */
  body: BodySource;
}

export interface Sender {
  /** resolves when the response starts; rejects when the request fails before (or is aborted) */
  send(url: string, init: SendInit): Promise<SentResponse>;
  /** releases idle connections; requests in flight finish */
  close(): Promise<void>;
  /** drops every connection, in flight or idle */
  destroy(): Promise<void>;
}

/** A sender over an undici dispatcher (one the caller made, or undici's proxy agent). */
export function dispatcherSender(dispatcher: Dispatcher | Promise<Dispatcher>): Sender {
  const ready = Promise.resolve(dispatcher);
  // a failure to make it is every send's error, never an unhandled rejection of its own
  ready.catch(() => undefined);
  return {
    async send(url, init) {
      const d = await ready;
      const { origin, pathname, search } = new URL(url);
      // `Dispatcher.request`: undici's request API, on every dispatcher once undici is loaded
      const res = await d.request({
        origin,
        path: pathname + search,
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal: init.signal,
      });
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    },
    close: async () => (await ready).close(),
    destroy: async () => (await ready).destroy(),
  };
}
