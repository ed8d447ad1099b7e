// Updates, the publish toggle and deletions of articles and collections (docs/platform-api.md
// "Updating, unpublishing and deleting"): the checks before any request, the bodies, the answers'
// checks, and each operation's read-back for an answer that did not come (write-once.ts). Reached
// through the client (client.ts), whose transport gates and paces every request.
import { InputError } from '../errors.js';
import { htmlEqual } from '../html/compare.js';
import type { ArticleRecord, Collection } from '../model.js';
import { adaptArticle, adaptArticles, adaptCollection, adaptCollections, adaptEntry, type Operation } from './adapter.js';
import { checkAnswerId } from './answers.js';
import { checkExternalId, checkId, languageMap, rank, type CreateDeps } from './create.js';
import { isNotFound } from './errors.js';
import type { HttpMethod, HttpRequest } from './transport/index.js';
import type { ArticleChanges, CollectionChanges, Written } from './types.js';
import { writeOnce, type Settled } from './write-once.js';

/** What the operations need from the client: one request through its transport, its path encoding, its settings. */
export interface RecordsContext {
  call: (method: HttpMethod, path: string, extra?: Omit<HttpRequest, 'method' | 'path'>) => Promise<{ body: unknown; op: Operation }>;
  seg: (value: string) => string;
  deps: CreateDeps;
}

const collectionPath = (ctx: RecordsContext, id: string): string => `/helpcenter/collections/${ctx.seg(id)}`;
const articlePath = (ctx: RecordsContext, c: string, a: string): string => `${collectionPath(ctx, c)}/articles/${ctx.seg(a)}`;

export async function updateArticle(
  ctx: RecordsContext,
  collectionId: string,
  articleId: string,
  changes: ArticleChanges,
): Promise<Written<ArticleRecord>> {
  const where = `updateArticle ${articleId}`;
  checkId(where, 'collectionId', collectionId);
  checkId(where, 'articleId', articleId);
  const body = articleChangesBody(where, changes);
  return writeOnce(
    {
      what: `update of article ${articleId}`,
      send: async () => {
        const res = await ctx.call('PUT', articlePath(ctx, collectionId, articleId), { body, idempotent: false });
        return checkAnswerId(adaptArticle(res.body, res.op), res.op, articleId);
      },
      settle: () => settleArticle(ctx, collectionId, articleId, body),
    },
    ctx.deps,
  );
}

export async function updateCollection(
  ctx: RecordsContext,
  collectionId: string,
  changes: CollectionChanges,
): Promise<Written<Collection>> {
  const where = `updateCollection ${collectionId}`;
  checkId(where, 'collectionId', collectionId);
  const body = collectionChangesBody(where, changes);
  const expect = (c: Collection): string[] => collectionDiffers(c, body);
  return writeOnce(
    {
      what: `update of collection ${collectionId}`,
      send: async () => {
        const res = await ctx.call('PUT', collectionPath(ctx, collectionId), { body, idempotent: false });
        return checkAnswerId(adaptCollection(res.body, res.op), res.op, collectionId);
      },
      settle: () => settleCollection(ctx, collectionId, expect),
    },
    ctx.deps,
  );
}

export async function setCollectionUnpublished(
  ctx: RecordsContext,
  collectionId: string,
  unpublished: boolean,
): Promise<Written<Collection>> {
  checkId('setCollectionUnpublished', 'collectionId', collectionId);
  if (typeof unpublished !== 'boolean') throw new InputError('setCollectionUnpublished: unpublished must be true or false');
  return writeOnce(
    {
      what: `${unpublished ? 'unpublishing' : 'publishing'} collection ${collectionId}`,
      send: async () => {
        const res = await ctx.call('PUT', `${collectionPath(ctx, collectionId)}/toggle-publish`, {
          body: { unpublished },
          idempotent: false,
        });
        return checkAnswerId(adaptCollection(res.body, res.op), res.op, collectionId);
      },
      settle: () => settleCollection(ctx, collectionId, (c) => ((c.unpublished ?? false) === unpublished ? [] : ['unpublished'])),
    },
    ctx.deps,
  );
}

export async function deleteArticle(ctx: RecordsContext, collectionId: string, articleId: string): Promise<Written<{ id: string }>> {
  checkId('deleteArticle', 'collectionId', collectionId);
  checkId('deleteArticle', 'articleId', articleId);
  return writeOnce(
    {
      what: `deletion of article ${articleId}`,
      send: async () => {
        // 200, the body not shown (docs/platform-api.md): never read.
        await ctx.call('DELETE', articlePath(ctx, collectionId, articleId), { idempotent: false, nonJson: 'accept' });
        return { id: articleId };
      },
      settle: () => settleArticleGone(ctx, collectionId, articleId),
    },
    ctx.deps,
  );
}

export async function deleteCollection(ctx: RecordsContext, collectionId: string): Promise<Written<{ id: string }>> {
  checkId('deleteCollection', 'collectionId', collectionId);
  return writeOnce(
    {
      what: `deletion of collection ${collectionId}`,
      send: async () => {
        await ctx.call('DELETE', collectionPath(ctx, collectionId), { idempotent: false, nonJson: 'accept' });
        return { id: collectionId };
      },
      settle: async () => {
        const res = await ctx.call('GET', '/helpcenter/collections/all');
        const still = adaptCollections(res.body, res.op).some((c) => c.id === collectionId);
        return still ? { kind: 'not-done', reason: 'the collection is still listed' } : { kind: 'done', record: { id: collectionId } };
      },
    },
    ctx.deps,
  );
}

// ---- bodies ----------------------------------------------------------------------------------

function articleChangesBody(where: string, changes: ArticleChanges): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['title', 'description', 'content'] as const) {
    if (changes[key] !== undefined) body[key] = languageMap(where, key, changes[key], key === 'title');
  }
  if (changes.isDraft !== undefined) {
    if (typeof changes.isDraft !== 'boolean') throw new InputError(`${where}: isDraft must be true or false`);
    body.isDraft = changes.isDraft;
  }
  if (changes.lexorank !== undefined) body.lexorank = rank(where, changes.lexorank);
  if (changes.externalId !== undefined) {
    checkExternalId(where, changes.externalId);
    body.externalId = changes.externalId;
  }
  if (Object.keys(body).length === 0) throw new InputError(`${where}: nothing to change`);
  return body;
}

function collectionChangesBody(where: string, changes: CollectionChanges): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['title', 'description'] as const) {
    if (changes[key] !== undefined) body[key] = languageMap(where, key, changes[key], key === 'title');
  }
  if (changes.lexorank !== undefined) body.lexorank = rank(where, changes.lexorank);
  if (changes.externalId !== undefined) {
    checkExternalId(where, changes.externalId);
    body.externalId = changes.externalId;
  }
  if (changes.parentId !== undefined) {
    if (changes.parentId !== null) checkId(where, 'parentId', changes.parentId);
    body.parent = changes.parentId;
  }
  if (Object.keys(body).length === 0) throw new InputError(`${where}: nothing to change`);
  return body;
}

// ---- read-backs ------------------------------------------------------------------------------

type Body = Record<string, unknown>;

/** The record from its collection's list, then (for texts) its translation entry: done when both hold what was sent. */
async function settleArticle(ctx: RecordsContext, collectionId: string, articleId: string, body: Body): Promise<Settled<ArticleRecord>> {
  const list = await ctx.call('GET', `${collectionPath(ctx, collectionId)}/articles`);
  const record = adaptArticles(list.body, list.op).find((a) => a.id === articleId);
  if (!record) return { kind: 'unknown', reason: `the article is no longer listed in collection ${collectionId}` };
  const differ: string[] = (['isDraft', 'lexorank', 'externalId'] as const).filter((k) => body[k] !== undefined && record[k] !== body[k]);
  const texts = (['title', 'description', 'content'] as const).filter((k) => body[k] !== undefined);
  if (texts.length > 0 && differ.length === 0) {
    const res = await ctx.call('GET', `/translations/entries/${ctx.seg(`article:${articleId}`)}`);
    const entry = adaptEntry(res.body, res.op);
    for (const field of texts) {
      const sent = body[field] as Record<string, string>;
      const held = entry?.fields[field] ?? {};
      const same = (lang: string, v: string): boolean => {
        const remote = held[lang];
        return remote !== undefined && (field === 'content' ? htmlEqual(v, remote) : v.trim() === remote.trim());
      };
      if (!Object.entries(sent).every(([lang, v]) => same(lang, v))) differ.push(field);
    }
  }
  if (differ.length === 0) return { kind: 'done', record };
  return { kind: 'not-done', reason: `the platform does not hold what was sent (${differ.join(', ')} differ)` };
}

function collectionDiffers(c: Collection, body: Body): string[] {
  const differ: string[] = [];
  if (body.lexorank !== undefined && c.lexorank !== body.lexorank) differ.push('lexorank');
  if (body.externalId !== undefined && c.externalId !== body.externalId) differ.push('externalId');
  if (body.parent !== undefined && c.parentId !== body.parent) differ.push('parent');
  for (const key of ['title', 'description'] as const) {
    const sent = body[key] as Record<string, string> | undefined;
    if (sent && !Object.entries(sent).every(([lang, v]) => c[key][lang]?.trim() === v.trim())) differ.push(key);
  }
  return differ;
}

async function settleCollection(
  ctx: RecordsContext,
  collectionId: string,
  differs: (c: Collection) => string[],
): Promise<Settled<Collection>> {
  const res = await ctx.call('GET', '/helpcenter/collections/all');
  const record = adaptCollections(res.body, res.op).find((c) => c.id === collectionId);
  if (!record) return { kind: 'unknown', reason: 'the collection is no longer listed' };
  const differ = differs(record);
  if (differ.length === 0) return { kind: 'done', record };
  return { kind: 'not-done', reason: `the platform does not hold what was sent (${differ.join(', ')} differ)` };
}

/**
 * Gone means: not in its collection's list, and no translation entry (the platform deletes the article
 * with every translation). Still listed: not done. Left the collection but its entry is still there:
 * it was moved, not deleted, and this call cannot say more.
 */
async function settleArticleGone(ctx: RecordsContext, collectionId: string, articleId: string): Promise<Settled<{ id: string }>> {
  const list = await ctx.call('GET', `${collectionPath(ctx, collectionId)}/articles`).catch((err: unknown) => {
    if (isNotFound(err)) return undefined; // the collection itself is gone, and the article with it
    throw err;
  });
  if (list && adaptArticles(list.body, list.op).some((a) => a.id === articleId)) {
    return { kind: 'not-done', reason: 'the article is still listed' };
  }
  try {
    await ctx.call('GET', `/translations/entries/${ctx.seg(`article:${articleId}`)}`);
  } catch (err) {
    if (isNotFound(err)) return { kind: 'done', record: { id: articleId } };
    throw err;
  }
  return { kind: 'unknown', reason: `the article is not in collection ${collectionId} but its translation entry is still listed` };
}
