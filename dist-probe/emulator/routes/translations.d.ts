import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
export declare function translationRoutes(app: FastifyInstance, { store, query, afterWrite, listingForm }: RouteContext): void;
