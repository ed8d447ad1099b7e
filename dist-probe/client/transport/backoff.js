// Exponential backoff with jitter, shared by the 429 owner (no Retry-After) and the retry owner.
/** Exponential backoff with "equal jitter": half the step fixed, half random, capped. */
export function backoff(n, baseMs, capMs, random) {
    const step = Math.min(capMs, baseMs * 2 ** Math.max(0, n - 1));
    return Math.round(step / 2 + random() * (step / 2));
}
//# sourceMappingURL=backoff.js.map