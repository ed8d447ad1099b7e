/** What an error body may cost: only an excerpt of it is ever shown. */
export declare const ERROR_BODY_CAP: number;
/**
 * An AbortSignal that fires after `ms` without activity. `touch()` on every chunk restarts it.
 * Real time on purpose (see attempt.ts): it guards a real socket against a hung server.
 */
export declare class StallTimer {
    readonly ms: number;
    private readonly controller;
    private readonly timer;
    fired: boolean;
    constructor(ms: number);
    get signal(): AbortSignal;
    touch(): void;
    clear(): void;
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
export declare function readCapped(body: BodySource, cap: number, onChunk: (bytes: number) => void): Promise<CappedBody>;
/** Feeds every chunk to `consume` (which may throw to stop); `onChunk` counts it as activity. */
export declare function readStreaming(body: BodySource, consume: (chunk: Buffer) => void, onChunk: (bytes: number) => void): Promise<void>;
/** `4 MiB`, `1.5 GiB`, `512 KiB`, `900 bytes`. */
export declare function formatSize(bytes: number): string;
