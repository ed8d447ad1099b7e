// Help center (docs/platform-api.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import type { Params, RouteContext } from './context.js';

export function helpCenterRoutes(app: FastifyInstance, { store, projectHeader, afterWrite, afterCreate }: RouteContext): void {
  // Seed 4.6 / part 5: the project header is required on the collections list; the creations'
  // description requires it too.
  const requireProject = (req: FastifyRequest): void => {
    if (projectHeader(req) === undefined) throw new HttpError(400, 'header "project" is required');
  };
  app.get('/v3/helpcenter/collections/all', (req) => {
    requireProject(req);
    return store.listCollections();
  });
  app.post('/v3/helpcenter/collections', async (req, reply) => {
    requireProject(req);
    return afterCreate(req, reply, store.createCollection(req.body));
  });
  app.post<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId/articles', async (req, reply) => {
    requireProject(req);
    return afterCreate(req, reply, store.createArticle(req.params.collectionId, req.body));
  });
  app.get<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId/articles', (req) =>
    store.collectionArticles(req.params.collectionId),
  );
  app.put<Params<'collectionId' | 'articleId'>>('/v3/helpcenter/collections/:collectionId/articles/:articleId/move', async (req, reply) => {
    const { record } = store.moveArticle(req.params.collectionId, req.params.articleId, req.body);
    return afterWrite(req, reply, record);
  });
  recordRoutes(app, store, requireProject, afterWrite);
}

/** Updates, the publish toggle and deletions (docs/platform-api.md "Updating, unpublishing and deleting"). */
function recordRoutes(
  app: FastifyInstance,
  store: RouteContext['store'],
  requireProject: (req: FastifyRequest) => void,
  afterWrite: RouteContext['afterWrite'],
): void {
  type Article = Params<'collectionId' | 'articleId'>;
  app.put<Article>('/v3/helpcenter/collections/:collectionId/articles/:articleId', async (req, reply) => {
    requireProject(req);
    return afterWrite(req, reply, store.updateArticle(req.params.collectionId, req.params.articleId, req.body));
  });
  app.delete<Article>('/v3/helpcenter/collections/:collectionId/articles/:articleId', async (req, reply) =>
    afterWrite(req, reply, store.deleteArticle(req.params.collectionId, req.params.articleId)),
  );
  app.put<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId', async (req, reply) => {
    requireProject(req);
    return afterWrite(req, reply, store.updateCollection(req.params.collectionId, req.body));
  });
  app.put<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId/toggle-publish', async (req, reply) =>
    afterWrite(req, reply, store.togglePublish(req.params.collectionId, req.body)),
  );
  app.delete<Params<'collectionId'>>('/v3/helpcenter/collections/:collectionId', async (req, reply) =>
    afterWrite(req, reply, store.deleteCollection(req.params.collectionId)),
  );
}
