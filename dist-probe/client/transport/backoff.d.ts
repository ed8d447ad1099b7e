/** Exponential backoff with "equal jitter": half the step fixed, half random, capped. */
export declare function backoff(n: number, baseMs: number, capMs: number, random: () => number): number;
