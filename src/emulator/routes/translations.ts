// Translations (docs/platform-api.md).
import type { FastifyInstance } from 'fastify';
import { listingStream } from '../listing-stream.js';
import type { Params, RouteContext } from './context.js';

export function translationRoutes(app: FastifyInstance, { store, query, afterWrite, listingForm }: RouteContext): void {
  // Streamed (listing-stream.ts): a listing of 200k pairs is larger than one string can be.
  app.get('/v3/translations/entries', (req, reply) =>
    reply.type('application/json; charset=utf-8').send(listingStream(store.listEntries(query(req).type), listingForm)),
  );
  app.get<Params<'entryId'>>('/v3/translations/entries/:entryId', (req) => store.getEntry(req.params.entryId, query(req).language));
  app.put<Params<'entryId'>>('/v3/translations/entries/:entryId', async (req, reply) => {
    store.putTranslation(req.params.entryId, req.body);
    // docs/platform-api.md, "Writing": 200, body not shown. The platform says never to rely on it; say what happened.
    return afterWrite(req, reply, { ok: true });
  });
}
