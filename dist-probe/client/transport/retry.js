import { ApiError } from '../errors.js';
import { backoff } from './backoff.js';
import { PRIORITY_FRESH, PRIORITY_RETRY } from './rate-gate.js';
export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 30_000;
/**
 * Sends through `send` (one attempt past the rate gate and the 429 owner) until an answer that is
 * not transient, or until `retries` transient failures. `attempts()` counts every attempt so far,
 * 429s included, for the error.
 */
export async function sendWithRetries(req, send, attempts, deps) {
    let failures = 0;
    let lostBefore = false;
    let priority = PRIORITY_FRESH;
    for (;;) {
        const outcome = await send(priority);
        if (outcome.kind === 'ok')
            return outcome.response;
        const lost = outcome.kind === 'transient' && outcome.lost;
        const error = withContext(outcome.error, { afterLostResponse: lostBefore, lost, attempts: attempts() });
        if (outcome.kind === 'failed')
            throw error;
        // A creation is not idempotent (docs/platform-api.md "Creating articles and collections"): re-sending it blindly could
        // make a second record. The caller decides, after a lookup.
        if (!(req.idempotent ?? req.method !== 'POST'))
            throw error;
        failures++;
        if (outcome.lost)
            lostBefore = true;
        if (failures >= deps.retries)
            throw error;
        deps.stats.retries++;
        const delay = backoff(failures, RETRY_BASE_MS, RETRY_CAP_MS, deps.random);
        deps.logger.debug({ method: req.method, path: req.path, attempt: attempts(), retryInMs: delay }, `retrying after ${error.kind === 'http' ? String(error.status) : error.kind}`);
        // Outside the slot; never past the no-progress deadline (the next attempt then stops the run).
        await deps.clock.sleep(Math.min(delay, deps.watchdog.remainingMs() + 1), deps.signal);
        priority = PRIORITY_RETRY;
    }
}
function withContext(err, ctx) {
    return new ApiError({
        kind: err.kind,
        status: err.status,
        method: err.method,
        path: err.path,
        serverMessage: err.serverMessage,
        afterLostResponse: ctx.afterLostResponse,
        lost: ctx.lost,
        attempts: ctx.attempts,
        // The message as made where the answer was read (a bound's own wording, say).
        message: err.message,
    });
}
//# sourceMappingURL=retry.js.map