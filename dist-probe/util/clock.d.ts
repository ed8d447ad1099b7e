export interface Clock {
    now(): number;
    /** Resolves after `ms`; rejects with the signal's reason when aborted. */
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export declare const systemClock: Clock;
/** A clock whose waits are `scale` times shorter (tests: `scaledClock(0.001)`). */
export declare function scaledClock(scale: number): Clock;
