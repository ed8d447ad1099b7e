import { type ArticleRecord, type Collection, type RemoteEntry } from '../model.js';
import { ApiError } from './errors.js';
import type { Team, VideoList } from './types.js';
/** Where a body came from, for the error message. */
export interface Operation {
    method: string;
    /** path relative to the base URL */
    path: string;
}
/**
 * Language key for a title or description the platform sent as a plain string instead of a
 * per-language map (docs/platform-api.md "Help center lists" allows both): the language is not stated, so it
 * is kept under the BCP 47 code for "undetermined". Read titles with `localized()`.
 */
export declare const UNDETERMINED_LANGUAGE = "und";
/** A per-language value in `language`, falling back to a plain-string value of unknown language. */
export declare function localized(map: Record<string, string> | string | undefined, language: string): string | undefined;
export declare class ShapeError extends ApiError {
    constructor(op: Operation, detail: string);
}
/**
 * GET /translations/entries. Accepts: a JSON array, or a wrapper `{ "entries": [...] }`; per entry
 * field-major `fields: {field: {lang: value}}` or language-major `translations: {lang: {field: value}}`.
 * Entries of a type helpsync does not know are left out (the platform may list more types later).
 */
export declare function adaptEntries(body: unknown, op: Operation): RemoteEntry[];
/** One entry (the listing's items, or GET /translations/entries/{id}); null for an unknown type. */
export declare function adaptEntry(item: unknown, op: Operation, where?: string): RemoteEntry | null;
/**
 * GET /helpcenter/collections/all: a flat array (children carry `parent`), or children nested under
 * `subCollections` (flattened here, parents first). `id` or `_id`; `parent` null, an id string or
 * an object with `id`/`_id`; title/description a per-language map or a plain string.
 */
export declare function adaptCollections(body: unknown, op: Operation): Collection[];
/**
 * One collection record: an item of the collections list, or the answer of
 * POST /helpcenter/collections (the same shape, docs/platform-api.md "Creating articles and collections").
 */
export declare function adaptCollection(item: unknown, op: Operation, where?: string, parentFromNesting?: string | null): Collection;
/** GET /helpcenter/collections/{id}/articles: an array of article records (docs/platform-api.md). */
export declare function adaptArticles(body: unknown, op: Operation): ArticleRecord[];
/** One article record (the move's and the creation's response; items of the articles listing). */
export declare function adaptArticle(item: unknown, op: Operation, where?: string): ArticleRecord;
/** GET /video-source: `{ total, videos }` (docs/platform-api.md). */
export declare function adaptVideos(body: unknown, op: Operation): VideoList;
/** DELETE /teams/{id}: the deleted team (docs/platform-api.md), passed through. */
export declare function adaptTeam(body: unknown, op: Operation): Team;
/** Engagement GETs return a JSON object (docs/platform-api.md). */
export declare function adaptObject(body: unknown, op: Operation): Record<string, unknown>;
