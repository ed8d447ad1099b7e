// The emulator's request log: one entry per request, opened on arrival, closed when its response is
// sent (or dropped, for --lost-rate), kept in the order responses went out.
import type { FastifyRequest } from 'fastify';

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

export function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export class RequestLog {
  readonly entries: RequestLogEntry[] = [];
  private readonly pending = new WeakMap<FastifyRequest, RequestLogEntry>();

  constructor(
    private readonly now: () => number,
    private readonly maxEntries: number,
    private readonly onRequest: ((entry: RequestLogEntry) => void) | undefined,
  ) {}

  /** Opens the entry of a request that just arrived. */
  open(req: FastifyRequest): RequestLogEntry {
    const url = new URL(req.url, 'http://emulator.invalid');
    const entry: RequestLogEntry = {
      time: this.now(),
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: null,
      outcome: 'ok',
      headers: { authorized: false },
    };
    const project = headerValue(req.headers.project);
    if (project !== undefined) entry.headers.project = project;
    this.pending.set(req, entry);
    return entry;
  }

  /** The open entry of a request, if it is still open. */
  get(req: FastifyRequest): RequestLogEntry | undefined {
    return this.pending.get(req);
  }

  /** Closes a request's entry (once); `status` null means no response was sent. */
  close(req: FastifyRequest, status: number | null, outcome?: RequestLogEntry['outcome']): void {
    const entry = this.pending.get(req);
    if (!entry || entry.status !== null) return;
    entry.status = status;
    if (outcome) entry.outcome = outcome;
    else if (entry.outcome === 'ok' && status !== null) entry.outcome = status >= 200 && status < 300 ? 'ok' : 'error';
    this.pending.delete(req);
    this.entries.push(entry);
    if (this.entries.length > this.maxEntries) this.entries.splice(0, this.entries.length - this.maxEntries);
    this.onRequest?.(entry);
  }
}
