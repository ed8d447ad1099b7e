// The store's updates, publish toggle and deletions (docs/platform-api.md "Updating, unpublishing and
// deleting"): the body checks and what each operation changes. An update's body has the keys of the
// creation (any other key is a 400); a key left out keeps its value, and a per-language map in `title`,
// `description` or `content` replaces that field for the languages it names only. HTTP-free: the
// server's routes call these through the store (./store.ts).
import { toRichTextHtml } from '../html/richtext.js';
import type { RemoteEntry } from '../model.js';
import type { ArticleData, CollectionData } from './data.js';
import { HttpError } from './http-error.js';
import { mergeTexts } from './store-texts.js';
import {
  ARTICLE_KEYS,
  COLLECTION_KEYS,
  bad,
  checkArticleKeys,
  checkCommon,
  checkKeys,
  checkString,
  checkTexts,
  rest,
} from './store-create.js';

/** What the operations change: the store's maps, its project, its rich-text mode and its clock. */
export interface RecordsState {
  project: string;
  entries: Map<string, RemoteEntry>;
  collections: Map<string, CollectionData>;
  articles: Map<string, ArticleData>;
  richText: boolean;
  now: () => number;
}

/** PUT /helpcenter/collections/{collectionId}/articles/{articleId}: the updated record. */
export function updateArticle(s: RecordsState, collectionId: string, articleId: string, body: unknown): ArticleData {
  const b = checkKeys(body, ARTICLE_KEYS);
  const texts = checkTexts(b, ['title', 'description', 'content'], false);
  checkArticleKeys(b, collectionId, s.project);
  const a = articleIn(s, collectionId, articleId);
  checkDocId(b, s.articles.values(), articleId);
  if (texts.content && s.richText) {
    for (const lang of Object.keys(texts.content)) texts.content[lang] = toRichTextHtml(texts.content[lang] ?? '');
  }
  Object.assign(a, rest(b, ['title', 'description', 'content', 'project', 'helpcenterCollection', 'newCollectionId']));
  mergeTexts(s.entries, `article:${a.id}`, 'article', texts);
  if (Object.keys(b).length > 0) stamp(s, a);
  return a;
}

/** PUT /helpcenter/collections/{collectionId}: the updated record; `parent` moves it (never under itself). */
export function updateCollection(s: RecordsState, collectionId: string, body: unknown): CollectionData {
  const b = checkKeys(body, COLLECTION_KEYS);
  const texts = checkTexts(b, ['title', 'description'], false);
  checkCommon(b, s.project);
  checkString(b, 'iconUrl');
  const parent = b.parent;
  if (parent !== undefined && parent !== null && typeof parent !== 'string') throw bad('parent', 'must be a collection id or null');
  const c = s.collections.get(collectionId);
  if (!c) throw new HttpError(404, `no collection "${collectionId}"`);
  if (typeof parent === 'string') {
    if (!s.collections.has(parent)) throw new HttpError(404, `no collection "${parent}" (parent)`);
    if (isWithin(s, parent, collectionId))
      throw bad('parent', `"${parent}" is this collection or one inside it: a collection cannot hold itself`);
  }
  checkDocId(b, s.collections.values(), collectionId);
  Object.assign(c, rest(b, ['title', 'description', 'project']));
  mergeTexts(s.entries, `collection:${c.id}`, 'collection', texts);
  if (Object.keys(b).length > 0) stamp(s, c);
  return c;
}

/** PUT /helpcenter/collections/{collectionId}/toggle-publish with exactly `{ "unpublished": true|false }`. */
export function togglePublish(s: RecordsState, collectionId: string, body: unknown): CollectionData {
  const b = checkKeys(body, ['unpublished']);
  if (typeof b.unpublished !== 'boolean') throw bad('unpublished', 'is required: true hides the collection, false shows it');
  const c = s.collections.get(collectionId);
  if (!c) throw new HttpError(404, `no collection "${collectionId}"`);
  c.unpublished = b.unpublished;
  stamp(s, c);
  return c;
}

/** DELETE /helpcenter/collections/{collectionId}/articles/{articleId}: the article and every translation. */
export function deleteArticle(s: RecordsState, collectionId: string, articleId: string): void {
  const a = articleIn(s, collectionId, articleId);
  s.articles.delete(a.id);
  s.entries.delete(`article:${a.id}`);
}

/** DELETE /helpcenter/collections/{collectionId}: 409 while it holds articles or subcollections (no cascade). */
export function deleteCollection(s: RecordsState, collectionId: string): void {
  if (!s.collections.has(collectionId)) throw new HttpError(404, `no collection "${collectionId}"`);
  const articles = [...s.articles.values()].filter((a) => a.collection === collectionId).length;
  const subs = [...s.collections.values()].filter((c) => c.parent === collectionId).length;
  if (articles + subs > 0) {
    throw new HttpError(
      409,
      `collection "${collectionId}" still holds ${articles} article(s) and ${subs} subcollection(s): delete or move them first`,
    );
  }
  s.collections.delete(collectionId);
  s.entries.delete(`collection:${collectionId}`);
}

function articleIn(s: RecordsState, collectionId: string, articleId: string): ArticleData {
  if (!s.collections.has(collectionId)) throw new HttpError(404, `no collection "${collectionId}"`);
  const a = s.articles.get(articleId);
  if (!a || a.collection !== collectionId) throw new HttpError(404, `no article "${articleId}" in collection "${collectionId}"`);
  return a;
}

/** A docId given must not be another record's of the same kind. */
function checkDocId(b: Record<string, unknown>, records: Iterable<{ id: string; docId?: unknown }>, self: string): void {
  if (typeof b.docId !== 'number') return;
  for (const r of records) if (r.id !== self && r.docId === b.docId) throw bad('docId', `${b.docId} is in use by another record`);
}

/** True when `candidate` is `collectionId` or lies below it (a parent chain from candidate reaches it). */
function isWithin(s: RecordsState, candidate: string, collectionId: string): boolean {
  const seen = new Set<string>();
  for (let p: string | null | undefined = candidate; p != null && !seen.has(p); p = s.collections.get(p)?.parent) {
    if (p === collectionId) return true;
    seen.add(p);
  }
  return false;
}

function stamp(s: RecordsState, rec: Record<string, unknown>): void {
  rec.updatedAt = new Date(s.now()).toISOString();
}
