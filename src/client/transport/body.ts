// Reading a response body as it arrives: bytes are counted chunk by chunk and reading stops at a
// cap, so a huge or endless body costs at most the cap in memory; and the per-attempt timeout is a
// stall limit (no bytes for that long), so a large body that keeps arriving is never cut off by a
// whole-response deadline while a server that goes silent still is.

/** What an error body may cost: only an excerpt of it is ever shown. */
export const ERROR_BODY_CAP = 64 * 1024;

/**
 * An AbortSignal that fires after `ms` without activity. `touch()` on every chunk restarts it.
 * Real time on purpose (see attempt.ts): it guards a real socket against a hung server.
 */
export class StallTimer {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  fired = false;

  constructor(readonly ms: number) {
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new Error(`no bytes for ${ms / 1000} s`));
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(): void {
    this.timer.refresh();
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** What a capped read gave: the bytes up to the cap, and whether more was coming. */
export interface CappedBody {
  bytes: Buffer;
  /** the body went past the cap; reading stopped there and the connection was dropped */
  over: boolean;
}

export interface BodySource extends AsyncIterable<Buffer> {
  destroy(err?: Error): unknown;
}

/** Reads at most `cap` bytes; past it, drops the rest (destroys the stream) and says so. */
export async function readCapped(body: BodySource, cap: number, onChunk: (bytes: number) => void): Promise<CappedBody> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    if (length + chunk.length > cap) {
      chunks.push(chunk.subarray(0, cap - length));
      body.destroy();
      return { bytes: Buffer.concat(chunks), over: true };
    }
    length += chunk.length;
    chunks.push(chunk);
    onChunk(chunk.length);
  }
  return { bytes: Buffer.concat(chunks), over: false };
}

/** Feeds every chunk to `consume` (which may throw to stop); `onChunk` counts it as activity. */
export async function readStreaming(body: BodySource, consume: (chunk: Buffer) => void, onChunk: (bytes: number) => void): Promise<void> {
  for await (const chunk of body) {
    onChunk(chunk.length);
    consume(chunk);
  }
}

const UNITS: [number, string][] = [
  [1024 ** 3, 'GiB'],
  [1024 ** 2, 'MiB'],
  [1024, 'KiB'],
];

/** `4 MiB`, `1.5 GiB`, `512 KiB`, `900 bytes`. */
export function formatSize(bytes: number): string {
  for (const [size, unit] of UNITS) {
    if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
  }
  return `${bytes} bytes`;
}
