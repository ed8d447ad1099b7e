import type { Clock } from '../util/clock.js';
import type { Logger } from '../util/log.js';
import { ApiError } from './errors.js';
import type { Created, NewArticle, NewCollection } from './types.js';
/** What the recovery loop needs from the client. */
export interface CreateDeps {
    /** POSTs in all, at most (the client's `retries`) */
    attempts: number;
    clock: Clock;
    logger: Logger;
    signal?: AbortSignal;
    random?: () => number;
}
/** True for a failure after which the platform may still have stored the record. */
export declare function mayHaveBeenPerformed(err: unknown): err is ApiError;
/**
 * Sends `post`; after a failure that may have been performed, `lookup` (by externalId) decides:
 * found → that record, `recovered: true`; not found → the next POST, after a backoff, up to
 * `deps.attempts` POSTs. A lookup that fails makes the outcome unknown: an ApiError saying so.
 */
export declare function createWithLookup<T>(externalId: string, post: () => Promise<T>, lookup: () => Promise<T | undefined>, deps: CreateDeps): Promise<Created<T>>;
/** POST /helpcenter/collections: only keys the platform's schema allows (any other key is a 400). */
export declare function collectionBody(input: NewCollection): Record<string, unknown>;
/** POST /helpcenter/collections/{id}/articles: title (and description), isDraft, externalId. */
export declare function articleBody(input: NewArticle): Record<string, unknown>;
