// The ONE module that turns the platform's response bodies into helpsync's normalised types
// (src/model.ts). Every shape docs/platform-api.md marks as **assumed** is accepted here, in all the
// variants the contract lists, so that a real response can correct it in one place. A body of
// the wrong shape becomes an ApiError naming the operation, never a crash further down.
import {
  ENTRY_TYPES,
  parseEntryId,
  type ArticleRecord,
  type Collection,
  type EntryType,
  type ListedEntry,
  type RemoteEntry,
} from '../model.js';
import { ListedText, type ListedValue } from '../util/listed-text.js';
import { ApiError } from './errors.js';
import type { Team, Video, VideoList } from './types.js';

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
export const UNDETERMINED_LANGUAGE = 'und';

/** A per-language value in `language`, falling back to a plain-string value of unknown language. */
export function localized(map: Record<string, string> | string | undefined, language: string): string | undefined {
  if (map === undefined) return undefined;
  if (typeof map === 'string') return map;
  return map[language] ?? map[UNDETERMINED_LANGUAGE];
}

export class ShapeError extends ApiError {
  constructor(op: Operation, detail: string) {
    super({
      kind: 'http',
      status: 200,
      method: op.method,
      path: op.path,
      serverMessage: detail,
      message: `${op.method} ${op.path}: the response does not have the expected shape: ${detail} (see api-contract.md)`,
    });
    this.name = 'ShapeError';
  }
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (v instanceof ListedText) return 'a string';
  if (Array.isArray(v)) return 'an array';
  if (v === undefined) return 'an empty body';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** `id`, else `_id` (the platform sends both on records, docs/platform-api.md). */
function recordId(v: Json): string | undefined {
  for (const key of ['id', '_id'] as const) {
    const id = v[key];
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number') return String(id);
  }
  return undefined;
}

/** A reference (docs/platform-api.md): null, an id string, or an object with id/_id. */
function referenceId(v: unknown): string | null | false {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v === '' ? null : v;
  if (isObject(v)) return recordId(v) ?? false;
  return false;
}

// ---- translations ----------------------------------------------------------------------------

/**
 * GET /translations/entries. Accepts: a JSON array, or a wrapper `{ "entries": [...] }`; per entry
 * field-major `fields: {field: {lang: value}}` or language-major `translations: {lang: {field: value}}`.
 * Entries of a type helpsync does not know are left out (the platform may list more types later).
 */
export function adaptEntries(body: unknown, op: Operation): RemoteEntry[] {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.entries) ? body.entries : undefined;
  if (!list) throw new ShapeError(op, `expected an array of entries (or { "entries": [...] }), got ${describe(body)}`);
  const out: RemoteEntry[] = [];
  list.forEach((item, i) => {
    const entry = adaptEntry(item, op, `entry ${i}`);
    if (entry) out.push(entry);
  });
  return out;
}

/** One entry (the listing's items, or GET /translations/entries/{id}); null for an unknown type. */
export function adaptEntry(item: unknown, op: Operation, where = 'entry'): RemoteEntry | null {
  // a parsed JSON body holds strings, never a ListedText: every value is text
  return adaptListedEntry(item, op, where) as RemoteEntry | null;
}

/** adaptEntry of an item a lazy listing parsed (very long values as ListedText, listing.ts). */
export function adaptListedEntry(item: unknown, op: Operation, where = 'entry'): ListedEntry | null {
  if (!isObject(item)) throw new ShapeError(op, `${where} is ${describe(item)}, expected an object`);
  // a lazy listing gives any long string value as ListedText; only field values may stay so
  const id = item.id instanceof ListedText ? item.id.text() : item.id;
  if (typeof id !== 'string' || id === '') throw new ShapeError(op, `${where} has no string "id"`);
  const declared = item.type instanceof ListedText ? item.type.text() : item.type;
  if (declared !== undefined && typeof declared !== 'string') throw new ShapeError(op, `${where} (${id}) has a non-string "type"`);
  if (typeof declared === 'string' && !(ENTRY_TYPES as readonly string[]).includes(declared)) return null;
  const parsed = parseEntryId(id);
  if (!parsed) {
    const prefix = id.slice(0, Math.max(0, id.indexOf(':')));
    if (declared === undefined && prefix !== '' && !(ENTRY_TYPES as readonly string[]).includes(prefix)) return null;
    throw new ShapeError(op, `${where} has an id "${id}" that is not <type>:<id>`);
  }
  if (typeof declared === 'string' && declared !== parsed.type) {
    throw new ShapeError(op, `${where} (${id}) says "type": "${declared}" but its id is of type ${parsed.type}`);
  }
  const type: EntryType = parsed.type;
  const fields: Record<string, Record<string, ListedValue>> = {};
  const label = `${where} (${id})`;
  if (item.fields !== undefined && item.fields !== null) {
    if (!isObject(item.fields)) throw new ShapeError(op, `${label}: "fields" is ${describe(item.fields)}, expected an object`);
    for (const [field, byLang] of Object.entries(item.fields)) {
      if (byLang === null || byLang === undefined) continue;
      if (!isObject(byLang)) throw new ShapeError(op, `${label}: fields.${field} is ${describe(byLang)}, expected { language: text }`);
      for (const [lang, value] of Object.entries(byLang)) put(fields, field, lang, value, op, `${label}: fields.${field}.${lang}`);
    }
  } else if (item.translations !== undefined && item.translations !== null) {
    if (!isObject(item.translations)) {
      throw new ShapeError(op, `${label}: "translations" is ${describe(item.translations)}, expected an object`);
    }
    for (const [lang, byField] of Object.entries(item.translations)) {
      if (byField === null || byField === undefined) continue;
      if (!isObject(byField)) throw new ShapeError(op, `${label}: translations.${lang} is ${describe(byField)}, expected { field: text }`);
      for (const [field, value] of Object.entries(byField)) put(fields, field, lang, value, op, `${label}: translations.${lang}.${field}`);
    }
  }
  return { id, type, fields };
}

function put(
  fields: Record<string, Record<string, ListedValue>>,
  field: string,
  lang: string,
  value: unknown,
  op: Operation,
  where: string,
): void {
  // A language without a value under a field: no translation yet (docs/platform-api.md).
  if (value === null || value === undefined) return;
  if (typeof value !== 'string' && !(value instanceof ListedText))
    throw new ShapeError(op, `${where} is ${describe(value)}, expected a string`);
  (fields[field] ??= {})[lang] = value;
}

// ---- help center -----------------------------------------------------------------------------

/**
 * GET /helpcenter/collections/all: a flat array (children carry `parent`), or children nested under
 * `subCollections` (flattened here, parents first). `id` or `_id`; `parent` null, an id string or
 * an object with `id`/`_id`; title/description a per-language map or a plain string.
 */
export function adaptCollections(body: unknown, op: Operation): Collection[] {
  if (!Array.isArray(body)) throw new ShapeError(op, `expected an array of collections, got ${describe(body)}`);
  const out: Collection[] = [];
  const seen = new Set<string>();
  const visit = (item: unknown, where: string, parentFromNesting: string | null): void => {
    const collection = adaptCollection(item, op, where, parentFromNesting);
    if (!seen.has(collection.id)) {
      seen.add(collection.id);
      out.push(collection);
    }
    const subs = (item as Json).subCollections;
    if (subs === undefined || subs === null) return;
    if (!Array.isArray(subs))
      throw new ShapeError(op, `${where} (${collection.id}) has "subCollections" that is ${describe(subs)}, expected an array`);
    subs.forEach((sub, i) => visit(sub, `${where}.subCollections[${i}]`, collection.id));
  };
  body.forEach((item, i) => visit(item, `collection ${i}`, null));
  return out;
}

/**
 * One collection record: an item of the collections list, or the answer of
 * POST /helpcenter/collections (the same shape, docs/platform-api.md "Creating articles and collections").
 */
export function adaptCollection(item: unknown, op: Operation, where = 'collection', parentFromNesting: string | null = null): Collection {
  if (!isObject(item)) throw new ShapeError(op, `${where} is ${describe(item)}, expected an object`);
  const id = recordId(item);
  if (id === undefined) throw new ShapeError(op, `${where} has no "id" or "_id"`);
  const parent = referenceId(item.parent);
  if (parent === false) throw new ShapeError(op, `${where} (${id}) has a "parent" that is neither null, an id nor an object with an id`);
  const collection: Collection = {
    id,
    parentId: parent ?? parentFromNesting,
    title: languageMap(item.title, op, `${where} (${id}) "title"`),
    description: languageMap(item.description, op, `${where} (${id}) "description"`),
  };
  const externalId = externalIdOf(item, op, `${where} (${id})`);
  if (externalId !== undefined) collection.externalId = externalId;
  if (typeof item.lexorank === 'string' && item.lexorank !== '') collection.lexorank = item.lexorank;
  if (typeof item.unpublished === 'boolean') collection.unpublished = item.unpublished;
  return collection;
}

/** `externalId`: free text on the record; absent, null or "" all mean "none" (records made by hand). */
function externalIdOf(item: Json, op: Operation, where: string): string | undefined {
  const v = item.externalId;
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new ShapeError(op, `${where} has an "externalId" that is ${describe(v)}, expected a string`);
  return v;
}

function languageMap(v: unknown, op: Operation, where: string): Record<string, string> {
  if (v === undefined || v === null) return {};
  if (typeof v === 'string') return v === '' ? {} : { [UNDETERMINED_LANGUAGE]: v };
  if (!isObject(v)) throw new ShapeError(op, `${where} is ${describe(v)}, expected { language: text } or a string`);
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(v)) {
    if (text === null || text === undefined) continue;
    if (typeof text !== 'string') throw new ShapeError(op, `${where}.${lang} is ${describe(text)}, expected a string`);
    out[lang] = text;
  }
  return out;
}

/** GET /helpcenter/collections/{id}/articles: an array of article records (docs/platform-api.md). */
export function adaptArticles(body: unknown, op: Operation): ArticleRecord[] {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.articles) ? body.articles : undefined;
  if (!list) throw new ShapeError(op, `expected an array of articles, got ${describe(body)}`);
  return list.map((item, i) => adaptArticle(item, op, `article ${i}`));
}

/** One article record (the move's and the creation's response; items of the articles listing). */
export function adaptArticle(item: unknown, op: Operation, where = 'article'): ArticleRecord {
  if (!isObject(item)) throw new ShapeError(op, `${where} is ${describe(item)}, expected an object`);
  const id = recordId(item);
  if (id === undefined) throw new ShapeError(op, `${where} has no "id" or "_id"`);
  const collection = referenceId(item.helpcenterCollection);
  if (collection === false) {
    throw new ShapeError(op, `${where} (${id}) has a "helpcenterCollection" that is neither an id nor an object with an id`);
  }
  const record: ArticleRecord = { id, collectionId: collection };
  if (typeof item.title === 'string') record.title = item.title;
  else if (isObject(item.title)) record.title = languageMap(item.title, op, `${where} (${id}) "title"`);
  // docs/platform-api.md: docId is a number and optional; anything else is not a docId (links name it,)
  if (typeof item.docId === 'number' && Number.isSafeInteger(item.docId) && item.docId >= 0) record.docId = item.docId;
  const externalId = externalIdOf(item, op, `${where} (${id})`);
  if (externalId !== undefined) record.externalId = externalId;
  if (typeof item.isDraft === 'boolean') record.isDraft = item.isDraft;
  // docs/platform-api.md "Order: lexorank": a string; anything else is not a rank (the list's order stands)
  if (typeof item.lexorank === 'string' && item.lexorank !== '') record.lexorank = item.lexorank;
  return record;
}

// ---- other operations ------------------------------------------------------------------------

/** GET /video-source: `{ total, videos }` (docs/platform-api.md). */
export function adaptVideos(body: unknown, op: Operation): VideoList {
  if (!isObject(body) || !Array.isArray(body.videos)) {
    throw new ShapeError(op, `expected { "total": n, "videos": [...] }, got ${describe(body)}`);
  }
  const videos = body.videos.map((v, i): Video => {
    if (!isObject(v)) throw new ShapeError(op, `videos[${i}] is ${describe(v)}, expected an object`);
    return v;
  });
  const total = typeof body.total === 'number' ? body.total : videos.length;
  return { total, videos };
}

/** DELETE /teams/{id}: the deleted team (docs/platform-api.md), passed through. */
export function adaptTeam(body: unknown, op: Operation): Team {
  if (!isObject(body)) throw new ShapeError(op, `expected the deleted team (an object), got ${describe(body)}`);
  return body;
}

/** Engagement GETs return a JSON object (docs/platform-api.md). */
export function adaptObject(body: unknown, op: Operation): Record<string, unknown> {
  if (!isObject(body)) throw new ShapeError(op, `expected a JSON object, got ${describe(body)}`);
  return body;
}
