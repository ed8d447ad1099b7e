// One write, carried out once (docs/platform-api.md "Updating, unpublishing and deleting"). An update,
// a publish toggle or a delete whose answer did not come (a dropped connection, a timeout, a 5xx) may
// or may not have been done. Sending it again to find out would change the record a second time (and
// a second DELETE answers 404 either way), so the transport never re-sends these requests itself
// (`idempotent: false`); instead the outcome is read back. Done: the write counts, `recovered: true`.
// Not done: the next attempt, after a backoff, up to the client's `retries`. The read-back cannot
// tell: an error saying the outcome is unknown. The same rule creations follow (create.ts).
import { ApiError } from './errors.js';
import { mayHaveBeenPerformed, type CreateDeps } from './create.js';
import { backoff } from './transport/backoff.js';
import { RETRY_BASE_MS, RETRY_CAP_MS } from './transport/retry.js';
import type { Written } from './types.js';

/** What a read-back found: the write is done (with the record as it now is), not done, or neither can be said. */
export type Settled<T> = { kind: 'done'; record: T } | { kind: 'not-done'; reason: string } | { kind: 'unknown'; reason: string };

export interface WriteOnce<T> {
  /** what is written, for messages and logs (`update article 66…`) */
  what: string;
  /** one attempt: resolves with the answer's record, or rejects with an ApiError */
  send: () => Promise<T>;
  /** reads the platform and says whether the write is done */
  settle: () => Promise<Settled<T>>;
}

export async function writeOnce<T>(w: WriteOnce<T>, deps: CreateDeps): Promise<Written<T>> {
  let unsure = false;
  for (let attempt = 1; ; attempt++) {
    let failure: ApiError;
    try {
      return { record: await w.send(), recovered: false };
    } catch (err) {
      // A 404 after an attempt that may have been done: the record may have gone with that attempt
      // (a delete), which only the read-back can tell.
      const gone = unsure && err instanceof ApiError && err.status === 404;
      if (!mayHaveBeenPerformed(err) && !gone) throw err;
      failure = err;
    }
    unsure = true;
    const found = await settleOrThrow(w, failure);
    if (found.kind === 'done') {
      deps.logger.info({ method: failure.method, path: failure.path }, `${w.what}: answer lost; read back, it is done`);
      return { record: found.record, recovered: true };
    }
    if (found.kind === 'unknown') throw unknownOutcome(failure, w.what, found.reason);
    if (failure.status === 404 || attempt >= deps.attempts) throw unknownOutcome(failure, w.what, found.reason);
    deps.logger.debug({ method: failure.method, path: failure.path, attempt }, `${w.what}: not done (${found.reason}); sending it again`);
    await deps.clock.sleep(backoff(attempt, RETRY_BASE_MS, RETRY_CAP_MS, deps.random ?? Math.random), deps.signal);
  }
}

async function settleOrThrow<T>(w: WriteOnce<T>, failure: ApiError): Promise<Settled<T>> {
  try {
    return await w.settle();
  } catch (err) {
    // An abort is the caller's own stop: passed through as it came.
    if (!(err instanceof ApiError)) throw err;
    throw unknownOutcome(failure, w.what, `reading it back failed too (${err.message})`);
  }
}

function unknownOutcome(failure: ApiError, what: string, reason: string): ApiError {
  return new ApiError({
    kind: failure.kind,
    status: failure.status,
    method: failure.method,
    path: failure.path,
    serverMessage: failure.serverMessage,
    afterLostResponse: true,
    lost: failure.lost,
    attempts: failure.attempts,
    message: `${failure.message}; ${what}: ${reason}`,
  });
}
