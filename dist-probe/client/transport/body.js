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
    ms;
    controller = new AbortController();
    timer;
    fired = false;
    constructor(ms) {
        this.ms = ms;
        this.timer = setTimeout(() => {
            this.fired = true;
            this.controller.abort(new Error(`no bytes for ${ms / 1000} s`));
        }, ms);
    }
    get signal() {
        return this.controller.signal;
    }
    touch() {
        this.timer.refresh();
    }
    clear() {
        clearTimeout(this.timer);
    }
}
/** Reads at most `cap` bytes; past it, drops the rest (destroys the stream) and says so. */
export async function readCapped(body, cap, onChunk) {
    const chunks = [];
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
export async function readStreaming(body, consume, onChunk) {
    for await (const chunk of body) {
        onChunk(chunk.length);
        consume(chunk);
    }
}
const UNITS = [
    [1024 ** 3, 'GiB'],
    [1024 ** 2, 'MiB'],
    [1024, 'KiB'],
];
/** `4 MiB`, `1.5 GiB`, `512 KiB`, `900 bytes`. */
export function formatSize(bytes) {
    for (const [size, unit] of UNITS) {
        if (bytes >= size)
            return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
    }
    return `${bytes} bytes`;
}
//# sourceMappingURL=body.js.map