import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorStore } from '../store.js';
import type { ListingForm } from '../listing-stream.js';
export interface RouteContext {
    store: EmulatorStore;
    /** the query string as parsed once by the onRequest hook */
    query: (req: FastifyRequest) => Record<string, string>;
    /** the `project` header, when the request had one */
    projectHeader: (req: FastifyRequest) => string | undefined;
    /** After a write was performed: persist, then maybe drop the response (--lost-rate). */
    afterWrite: (req: FastifyRequest, reply: FastifyReply, body: unknown) => Promise<unknown>;
    /** After a creation was stored: afterWrite, and the test-only stop (`testExitAfterCreate`). */
    afterCreate: (req: FastifyRequest, reply: FastifyReply, body: unknown) => Promise<unknown>;
    /** how the listing's entries are written */
    listingForm: ListingForm;
}
export type Params<K extends string> = {
    Params: Record<K, string>;
};
