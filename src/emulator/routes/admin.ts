// Statistics, teams, videos and engagement (docs/platform-api.md).
import type { FastifyInstance } from 'fastify';
import { ENGAGEMENT_OPERATIONS } from '../../contract/index.js';
import type { EngagementPath } from '../data.js';
import type { Params, RouteContext } from './context.js';

export function adminRoutes(app: FastifyInstance, { store, query, afterWrite }: RouteContext): void {
  app.get('/v3/statistics/lists', (req) => store.statisticsList(query(req)));
  app.delete<Params<'teamId'>>('/v3/teams/:teamId', async (req, reply) => afterWrite(req, reply, store.deleteTeam(req.params.teamId)));
  app.get('/v3/video-source', () => store.listVideos());

  // Engagement: exactly the pairs of docs/platform-api.md (the client's table is the one source).
  for (const op of Object.values(ENGAGEMENT_OPERATIONS)) {
    const kind: EngagementPath = op.path;
    const route = `/v3/engagement/${op.path}/:id`;
    if (op.get) app.get<Params<'id'>>(route, (req) => store.getEngagement(kind, req.params.id));
    if (op.delete) {
      app.delete<Params<'id'>>(route, async (req, reply) => afterWrite(req, reply, store.deleteEngagement(kind, req.params.id)));
    }
  }
}
