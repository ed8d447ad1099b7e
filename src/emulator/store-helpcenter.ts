// The store's help-center records and checks (docs/platform-api.md):
// how a collection or article record is served, and the move body.
import type { ArticleData, CollectionData, LangMap } from './data.js';
import { HttpError } from './http-error.js';

export type Texts = { title: LangMap; description: LangMap };

/** A collection record (docs/platform-api.md, "Help center lists"): texts from the collection's entry. */
export function collectionRecord(c: CollectionData, texts: Texts, project: string): Record<string, unknown> {
  return {
    ...c,
    _id: c.id,
    id: c.id,
    parent: c.parent,
    ...texts,
    createdAt: c.createdAt ?? '2024-01-01T00:00:00.000Z',
    updatedAt: c.updatedAt ?? c.createdAt ?? '2024-01-01T00:00:00.000Z',
    targetAudience: c.targetAudience ?? 'all',
    project,
  };
}

/** An article record (docs/platform-api.md, "Help center lists"): required fields always present, texts from the article's entry. */
export function articleRecord(a: ArticleData, texts: Texts, project: string): Record<string, unknown> {
  const { collection, ...rest } = a;
  return {
    sourceUsage: 0,
    isDraft: false,
    tags: [],
    targetAudience: 'all',
    createdAt: '2024-01-01T00:00:00.000Z',
    ...rest,
    updatedAt: rest.updatedAt ?? rest.createdAt ?? '2024-01-01T00:00:00.000Z',
    _id: a.id,
    id: a.id,
    helpcenterCollection: collection,
    ...texts,
    project,
  };
}

/** A move body checked: exactly `{ newCollectionId }`, a non-empty string; returns it. */
export function checkMoveBody(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'body must be a JSON object { "newCollectionId": … }');
  }
  const extra = Object.keys(body).filter((k) => k !== 'newCollectionId');
  if (extra.length) throw new HttpError(400, `body has unknown key(s) ${extra.map((k) => `"${k}"`).join(', ')}; allowed: newCollectionId`);
  const to = (body as { newCollectionId?: unknown }).newCollectionId;
  if (to === undefined) throw new HttpError(400, 'body.newCollectionId is required');
  if (typeof to !== 'string' || to.length === 0) throw new HttpError(400, 'body.newCollectionId must be a non-empty string');
  return to;
}
