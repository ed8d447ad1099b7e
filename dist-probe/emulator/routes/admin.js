import { ENGAGEMENT_OPERATIONS } from '../../contract/index.js';
export function adminRoutes(app, { store, query, afterWrite }) {
    app.get('/v3/statistics/lists', (req) => store.statisticsList(query(req)));
    app.delete('/v3/teams/:teamId', async (req, reply) => afterWrite(req, reply, store.deleteTeam(req.params.teamId)));
    app.get('/v3/video-source', () => store.listVideos());
    // Engagement: exactly the pairs of docs/platform-api.md (the client's table is the one source).
    for (const op of Object.values(ENGAGEMENT_OPERATIONS)) {
        const kind = op.path;
        const route = `/v3/engagement/${op.path}/:id`;
        if (op.get)
            app.get(route, (req) => store.getEngagement(kind, req.params.id));
        if (op.delete) {
            app.delete(route, async (req, reply) => afterWrite(req, reply, store.deleteEngagement(kind, req.params.id)));
        }
    }
}
//# sourceMappingURL=admin.js.map