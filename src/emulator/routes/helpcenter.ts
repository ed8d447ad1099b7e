// Help center (seed 4.5, 4.6; api-contract.md "Help center").
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.js';
import type { Params, RouteContext } from './context.js';

export function helpCenterRoutes(app: FastifyInstance, { store, projectHeader, afterWrite }: RouteContext): void {
  app.get('/v3/helpcenter/collections/all', (req) => {
    // Seed 4.6 / part 5: the project header is required here.
    if (projectHeader(req) === undefined) throw new HttpError(400, 'header "project" is required');
    return store.listCollections();
  });
  app.get<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId/articles', (req) =>
    store.collectionArticles(req.params.collectionId),
  );
  app.put<Params<'collectionId' | 'articleId'>>('/v3/helpcenter/collections/:collectionId/articles/:articleId/move', async (req, reply) => {
    const { record } = store.moveArticle(req.params.collectionId, req.params.articleId, req.body);
    return afterWrite(req, reply, record);
  });
}
