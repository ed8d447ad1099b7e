import { HttpError } from '../http-error.js';
export function helpCenterRoutes(app, { store, projectHeader, afterWrite, afterCreate }) {
    // Seed 4.6 / part 5: the project header is required on the collections list; the creations'
    // description requires it too.
    const requireProject = (req) => {
        if (projectHeader(req) === undefined)
            throw new HttpError(400, 'header "project" is required');
    };
    app.get('/v3/helpcenter/collections/all', (req) => {
        requireProject(req);
        return store.listCollections();
    });
    app.post('/v3/helpcenter/collections', async (req, reply) => {
        requireProject(req);
        return afterCreate(req, reply, store.createCollection(req.body));
    });
    app.post('/v3/helpcenter/collections/:collectionId/articles', async (req, reply) => {
        requireProject(req);
        return afterCreate(req, reply, store.createArticle(req.params.collectionId, req.body));
    });
    app.get('/v3/helpcenter/collections/:collectionId/articles', (req) => store.collectionArticles(req.params.collectionId));
    app.put('/v3/helpcenter/collections/:collectionId/articles/:articleId/move', async (req, reply) => {
        const { record } = store.moveArticle(req.params.collectionId, req.params.articleId, req.body);
        return afterWrite(req, reply, record);
    });
}
//# sourceMappingURL=helpcenter.js.map