import { listingStream } from '../listing-stream.js';
export function translationRoutes(app, { store, query, afterWrite, listingForm }) {
    // Streamed (listing-stream.ts): a listing of 200k pairs is larger than one string can be.
    app.get('/v3/translations/entries', (req, reply) => reply.type('application/json; charset=utf-8').send(listingStream(store.listEntries(query(req).type), listingForm)));
    app.get('/v3/translations/entries/:entryId', (req) => store.getEntry(req.params.entryId, query(req).language));
    app.put('/v3/translations/entries/:entryId', async (req, reply) => {
        store.putTranslation(req.params.entryId, req.body);
        // Seed 4.2: 200, body not shown. The contract says never to rely on it; say what happened.
        return afterWrite(req, reply, { ok: true });
    });
}
//# sourceMappingURL=translations.js.map