import type { Clock } from '../../util/clock.js';
/** The slot an attempt holds in the window; each method acts once. */
export interface Slot {
    /** the request reached the server (response headers or an error): free one window from now */
    answered(): void;
    /** the request was never sent: free at once */
    unused(): void;
}
export interface RateGateOptions {
    concurrency: number;
    /** slots per window (the rate's `requests`) */
    capacity: number;
    windowMs: number;
    clock: Clock;
    /** interrupt: waits end, waiting tasks are rejected with its reason */
    signal?: AbortSignal;
}
/** In p-queue a higher number runs first: a retry goes before fresh work. */
export declare const PRIORITY_FRESH = 0;
export declare const PRIORITY_RETRY = 1;
export declare class RateGate {
    private readonly opts;
    private readonly queue;
    private readonly window;
    /** tasks added but not started: aborting one removes it from the queue */
    private readonly waiting;
    private readonly inFlight;
    private capacityNow;
    /** 429 pause holds: the queue runs again when the last one ends */
    private holds;
    /** after a pause: one request at a time until one succeeds */
    private probing;
    /** increments each time a pause ends: tells 429s of one episode from those of the next */
    private epochNow;
    private closed;
    /** the pending Clock wait for the earliest slot to free, while the window is full */
    private wake;
    constructor(opts: RateGateOptions);
    get capacity(): number;
    get epoch(): number;
    /** Requests started and not yet settled (close waits for them). */
    get running(): ReadonlySet<Promise<unknown>>;
    /**
     * Runs `task` when a concurrency slot and a window slot are free, higher priority first. The
     * window slot is taken synchronously as the task starts, so a full window pauses the queue
     * before p-queue dequeues the next task.
     */
    run<T>(task: (slot: Slot) => Promise<T>, priority: number): Promise<T>;
    /** Pauses the queue for `ms` on the Clock; overlapping pauses merge. */
    pauseFor(ms: number): void;
    /** A request succeeded (or got a final answer): a probe, if one was out, ends. */
    endProbe(): void;
    /** Fewer slots from now on; slots in use carry over, so the change cannot burst. */
    setCapacity(capacity: number): void;
    /** Rejects every task not yet started with `reason`; tasks in flight run on. */
    abortWaiting(reason: unknown): void;
    /** Starts nothing new. */
    close(reason: unknown): void;
    private takeSlot;
    private track;
    private applyRunState;
    /** While the window is full and work waits: sleep on the Clock until the earliest slot frees. */
    private wakeAtNextRelease;
}
