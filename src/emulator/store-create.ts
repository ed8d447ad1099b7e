// The store's creations (docs/platform-api.md "Creating articles and collections"): the body checks
// of POST /helpcenter/collections and POST /helpcenter/collections/{id}/articles, and the records
// they make. The platform's schema allows only the keys listed below (any other key is a 400);
// what it leaves open is the assumed shape the docs page writes down.
import { randomBytes } from 'node:crypto';
import { isLanguageCode } from '../contract/language.js';
import { checkLexorank } from '../contract/lexorank.js';
import type { ArticleData, CollectionData, LangMap } from './data.js';
import { HttpError } from './http-error.js';

export const COLLECTION_KEYS = [
  'title',
  'description',
  'iconUrl',
  'project',
  'lexorank',
  'docId',
  'parent',
  'externalId',
  'targetAudience',
  'baseAudienceFilter',
  'extendedAudienceFilter',
] as const;

export const ARTICLE_KEYS = [
  'title',
  'description',
  'content',
  'plainContent',
  'helpcenterCollection',
  'author',
  'project',
  'isDraft',
  'docId',
  'lexorank',
  'upvotes',
  'targetAudience',
  'externalId',
  'baseAudienceFilter',
  'extendedAudienceFilter',
  'tags',
  'newCollectionId',
] as const;

type Body = Record<string, unknown>;

/** What a creation needs from the store: its project, which ids exist, the clock. */
export interface CreateScope {
  project: string;
  /** every record id in use (collections and articles), so a new one is unique */
  idTaken: (id: string) => boolean;
  /** docIds in use by records of the kind being created */
  docIdsInUse: () => Iterable<number>;
  now: () => number;
}

/** A record to store, and its texts (which live in its translation entry, `<type>:<id>`). */
export interface NewRecord<T> {
  record: T;
  texts: Record<string, LangMap>;
}

/** Checks a collection body; `collectionExists` answers 404 for an unknown parent. */
export function newCollection(body: unknown, scope: CreateScope, collectionExists: (id: string) => boolean): NewRecord<CollectionData> {
  const b = checkKeys(body, COLLECTION_KEYS);
  const texts = checkTexts(b, ['title', 'description']);
  checkCommon(b, scope.project);
  const parent = b.parent;
  if (parent !== undefined && parent !== null && typeof parent !== 'string') throw bad('parent', 'must be a collection id or null');
  if (typeof parent === 'string' && !collectionExists(parent)) throw new HttpError(404, `no collection "${parent}" (parent)`);
  for (const key of ['iconUrl'] as const) checkString(b, key);
  const stamp = new Date(scope.now()).toISOString();
  const record: CollectionData = {
    ...rest(b, ['title', 'description', 'project', 'parent']),
    id: newId(scope),
    parent: typeof parent === 'string' ? parent : null,
    docId: docIdOf(b, scope),
    targetAudience: typeof b.targetAudience === 'string' ? b.targetAudience : 'all',
    createdAt: stamp,
    updatedAt: stamp,
  };
  return { record, texts };
}

/** Checks an article body for collection `collectionId`: the body first, then the ids (404), as the server orders checks. */
export function newArticle(
  body: unknown,
  collectionId: string,
  scope: CreateScope,
  collectionExists: (id: string) => boolean,
): NewRecord<ArticleData> {
  const b = checkKeys(body, ARTICLE_KEYS);
  const texts = checkTexts(b, ['title', 'description', 'content']);
  checkArticleKeys(b, collectionId, scope.project);
  if (!collectionExists(collectionId)) throw new HttpError(404, `no collection "${collectionId}"`);
  const stamp = new Date(scope.now()).toISOString();
  const record: ArticleData = {
    ...rest(b, ['title', 'description', 'content', 'project', 'helpcenterCollection', 'newCollectionId']),
    id: newId(scope),
    collection: collectionId,
    docId: docIdOf(b, scope),
    isDraft: typeof b.isDraft === 'boolean' ? b.isDraft : true,
    targetAudience: typeof b.targetAudience === 'string' ? b.targetAudience : 'all',
    createdAt: stamp,
    updatedAt: stamp,
  };
  return { record, texts };
}

/** The checks an article body shares between creation and update (the texts aside). */
export function checkArticleKeys(b: Body, collectionId: string, project: string): void {
  checkCommon(b, project);
  // The path names the collection; a body that names another one is a contradiction, not a move.
  for (const key of ['helpcenterCollection', 'newCollectionId'] as const) {
    if (b[key] !== undefined && b[key] !== collectionId)
      throw bad(key, `must be the collection of the path ("${collectionId}") when given`);
  }
  checkPlainContent(b);
  if (b.isDraft !== undefined && typeof b.isDraft !== 'boolean') throw bad('isDraft', 'must be true or false');
  if (b.upvotes !== undefined && !(Number.isSafeInteger(b.upvotes) && (b.upvotes as number) >= 0)) {
    throw bad('upvotes', 'must be a whole number, 0 or more');
  }
  if (b.tags !== undefined && !(Array.isArray(b.tags) && b.tags.every((t) => typeof t === 'string'))) {
    throw bad('tags', 'must be an array of strings');
  }
}

export function bad(key: string, message: string): HttpError {
  return new HttpError(400, `body.${key} ${message}`);
}

export function checkKeys(body: unknown, allowed: readonly string[]): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'body must be a JSON object');
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    throw new HttpError(400, `body has unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}; allowed: ${allowed.join(', ')}`);
  }
  return body as Body;
}

/**
 * Per-language maps (assumed, as the lists serve them); `title` is required with one language at least
 * in a creation, and when given in an update it still needs one non-empty text.
 */
export function checkTexts(b: Body, keys: readonly string[], titleRequired = true): Record<string, LangMap> {
  const texts: Record<string, LangMap> = {};
  for (const key of keys) {
    const v = b[key];
    if (v === undefined) {
      if (key === 'title' && titleRequired)
        throw bad('title', 'is required: a map of language → text, such as { "en": "Getting started" }');
      continue;
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad(key, 'must be a map of language → text');
    const map: LangMap = {};
    for (const [lang, text] of Object.entries(v as Body)) {
      if (!isLanguageCode(lang.toLowerCase())) throw bad(`${key}.${lang}`, 'is not under a language code such as "en"');
      if (typeof text !== 'string') throw bad(`${key}.${lang}`, 'must be a string');
      map[lang] = text;
    }
    if (key === 'title' && !Object.values(map).some((t) => t.trim() !== '')) throw bad('title', 'needs a non-empty text');
    texts[key] = map;
  }
  return texts;
}

export function checkCommon(b: Body, project: string): void {
  if (b.project !== undefined && b.project !== project) throw bad('project', `must be this project ("${project}") when given`);
  for (const key of ['externalId', 'lexorank', 'targetAudience'] as const) checkString(b, key);
  // docs/platform-api.md "Order: lexorank": the form a client may set; the lists sort by it.
  const rankProblem = b.lexorank === undefined ? undefined : checkLexorank(b.lexorank);
  if (rankProblem !== undefined) throw bad('lexorank', rankProblem);
  if (b.docId !== undefined && !(Number.isSafeInteger(b.docId) && (b.docId as number) >= 0)) {
    throw bad('docId', 'must be a whole number, 0 or more');
  }
}

export function checkString(b: Body, key: string): void {
  if (b[key] !== undefined && typeof b[key] !== 'string') throw bad(key, 'must be a string');
}

/**
 * `plainContent`: a per-language map like `content` (docs/platform-api.md "Creating articles and
 * collections": a body in the POST holds the source language only), or a plain string. Kept on the
 * record; it is not a translation field.
 */
export function checkPlainContent(b: Body): void {
  const v = b.plainContent;
  if (v === undefined || typeof v === 'string') return;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad('plainContent', 'must be a map of language → text, or a string');
  for (const [lang, text] of Object.entries(v as Body)) {
    if (!isLanguageCode(lang.toLowerCase())) throw bad(`plainContent.${lang}`, 'is not under a language code such as "en"');
    if (typeof text !== 'string') throw bad(`plainContent.${lang}`, 'must be a string');
  }
}

/** The body's other keys, kept on the record and served as given (externalId among them). */
export function rest(b: Body, without: readonly string[]): Body {
  return Object.fromEntries(Object.entries(b).filter(([k]) => !without.includes(k)));
}

/** 24 hexadecimal characters, like the platform's ids (docs/platform-api.md "Ids and externalId"). */
function newId(scope: CreateScope): string {
  for (;;) {
    const id = randomBytes(12).toString('hex');
    if (!scope.idTaken(id)) return id;
  }
}

/** The docId given (400 when another record of the kind has it), else the next after the highest. */
function docIdOf(b: Body, scope: CreateScope): number {
  const used = new Set(scope.docIdsInUse());
  if (typeof b.docId === 'number') {
    if (used.has(b.docId)) throw bad('docId', `${b.docId} is in use by another record`);
    return b.docId;
  }
  return Math.max(0, ...used) + 1;
}
