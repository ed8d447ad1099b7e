import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
export declare function adminRoutes(app: FastifyInstance, { store, query, afterWrite }: RouteContext): void;
