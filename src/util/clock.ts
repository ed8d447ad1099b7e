// Injectable time: every wait of our own (backoff, pauses) goes through a Clock so tests run in milliseconds.

export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        return;
      }
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A clock whose waits are `scale` times shorter (tests: `scaledClock(0.001)`). */
export function scaledClock(scale: number): Clock {
  return { now: () => Date.now(), sleep: (ms, signal) => systemClock.sleep(ms * scale, signal) };
}
