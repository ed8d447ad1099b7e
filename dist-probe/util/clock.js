// Injectable time: every wait of our own (backoff, pauses) goes through a Clock so tests run in milliseconds.
export const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
            return;
        }
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
/** A clock whose waits are `scale` times shorter (tests: `scaledClock(0.001)`). */
export function scaledClock(scale) {
    return { now: () => Date.now(), sleep: (ms, signal) => systemClock.sleep(ms * scale, signal) };
}
//# sourceMappingURL=clock.js.map