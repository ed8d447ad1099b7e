// Creating collections and articles (docs/platform-api.md "Creating articles and collections"):
// the checks before any request, the bodies sent, and the one rule that keeps a lost answer from
// making a duplicate: a creation is not idempotent, so after a POST that may have been performed
// (5xx, network error, timeout) the record is looked up by its externalId, and only a lookup that
// finds nothing allows the next POST. The transport never re-sends a POST itself (retry.ts).
import { InputError } from '../errors.js';
import { checkRecordId } from '../contract/ids.js';
import { isLanguageCode } from '../contract/language.js';
import { checkLexorank } from '../contract/lexorank.js';
import type { Clock } from '../util/clock.js';
import type { Logger } from '../util/log.js';
import { ApiError } from './errors.js';
import { backoff } from './transport/backoff.js';
import { RETRY_BASE_MS, RETRY_CAP_MS } from './transport/retry.js';
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
export function mayHaveBeenPerformed(err: unknown): err is ApiError {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'network' || err.kind === 'timeout') return true;
  return err.kind === 'http' && err.status !== undefined && err.status >= 500;
}

/**
 * Sends `post`; after a failure that may have been performed, `lookup` (by externalId) decides:
 * found → that record, `recovered: true`; not found → the next POST, after a backoff, up to
 * `deps.attempts` POSTs. A lookup that fails makes the outcome unknown: an ApiError saying so.
 */
export async function createWithLookup<T>(
  externalId: string,
  post: () => Promise<T>,
  lookup: () => Promise<T | undefined>,
  deps: CreateDeps,
): Promise<Created<T>> {
  for (let attempt = 1; ; attempt++) {
    let failure: ApiError;
    try {
      return { record: await post(), recovered: false };
    } catch (err) {
      if (!mayHaveBeenPerformed(err)) throw err;
      failure = err;
    }
    let found: T | undefined;
    try {
      found = await lookup();
    } catch (err) {
      // An abort is the caller's own stop: passed through as it came.
      if (!(err instanceof ApiError)) throw err;
      throw outcomeUnknown(failure, externalId, err);
    }
    if (found !== undefined) {
      deps.logger.info(
        { method: failure.method, path: failure.path, externalId },
        'creation answer lost; found the record by its externalId',
      );
      return { record: found, recovered: true };
    }
    if (attempt >= deps.attempts) throw failure;
    deps.logger.debug({ method: failure.method, path: failure.path, externalId, attempt }, 'creation not stored; sending it again');
    await deps.clock.sleep(backoff(attempt, RETRY_BASE_MS, RETRY_CAP_MS, deps.random ?? Math.random), deps.signal);
  }
}

function outcomeUnknown(failure: ApiError, externalId: string, lookupError: ApiError): ApiError {
  return new ApiError({
    kind: failure.kind,
    status: failure.status,
    method: failure.method,
    path: failure.path,
    serverMessage: failure.serverMessage,
    afterLostResponse: true,
    attempts: failure.attempts,
    message:
      `${failure.message}; looking up externalId ${JSON.stringify(externalId)} failed too (${lookupError.message}): ` +
      'the record may exist, so look it up by its externalId before creating it again',
  });
}

// ---- bodies ----------------------------------------------------------------------------------

/** POST /helpcenter/collections: only keys the platform's schema allows (any other key is a 400). */
export function collectionBody(input: NewCollection): Record<string, unknown> {
  const where = 'createCollection';
  checkExternalId(where, input.externalId);
  const body: Record<string, unknown> = { title: languageMap(where, 'title', input.title, true) };
  if (input.description !== undefined) body.description = languageMap(where, 'description', input.description, false);
  if (input.parentId !== null) checkId(where, 'parentId', input.parentId);
  // null stated, not left out: a top-level collection (docs/platform-api.md "Creating articles and collections").
  body.parent = input.parentId;
  body.externalId = input.externalId;
  if (input.lexorank !== undefined) body.lexorank = rank(where, input.lexorank);
  return body;
}

/** POST /helpcenter/collections/{id}/articles: title (and description), isDraft, externalId. */
export function articleBody(input: NewArticle): Record<string, unknown> {
  const where = 'createArticle';
  checkId(where, 'collectionId', input.collectionId);
  checkExternalId(where, input.externalId);
  if (typeof input.isDraft !== 'boolean') throw new InputError(`${where}: isDraft must be true or false`);
  const body: Record<string, unknown> = { title: languageMap(where, 'title', input.title, true) };
  if (input.description !== undefined) body.description = languageMap(where, 'description', input.description, false);
  body.isDraft = input.isDraft;
  body.externalId = input.externalId;
  // The body in the POST: one request per new page (docs/platform-api.md "Creating articles and collections").
  if (input.content !== undefined) body.content = languageMap(where, 'content', input.content, false);
  if (input.lexorank !== undefined) body.lexorank = rank(where, input.lexorank);
  return body;
}

/** A rank in the form a client may set (docs/platform-api.md "Order: lexorank"), else refused before any request. */
export function rank(where: string, lexorank: unknown): string {
  const problem = checkLexorank(lexorank);
  if (problem !== undefined) throw new InputError(`${where}: lexorank ${problem}`);
  return lexorank as string;
}

export function checkExternalId(where: string, externalId: unknown): void {
  // Without it a lost answer could not be looked up: a creation without one is refused.
  if (typeof externalId !== 'string' || externalId.trim() === '') {
    throw new InputError(`${where}: externalId is required (a non-empty string): it is how a lost answer is found again`);
  }
}

export function checkId(where: string, name: string, id: unknown): void {
  const problem = typeof id === 'string' ? checkRecordId(id) : 'not a string';
  if (problem !== undefined) throw new InputError(`${where}: ${name}: ${problem}`);
}

export function languageMap(where: string, name: string, map: unknown, required: boolean): Record<string, string> {
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new InputError(`${where}: ${name} must be a map of language → text, such as { "en": "Getting started" }`);
  }
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(map as Record<string, unknown>)) {
    if (!isLanguageCode(lang)) throw new InputError(`${where}: ${name}: "${lang}" is not a language code such as "en" or "pt-br"`);
    if (typeof text !== 'string') throw new InputError(`${where}: ${name}.${lang} must be a string`);
    if (required && text.trim() === '') throw new InputError(`${where}: ${name}.${lang} is empty`);
    out[lang] = text;
  }
  if (required && Object.keys(out).length === 0) throw new InputError(`${where}: ${name} needs at least one language`);
  return out;
}
