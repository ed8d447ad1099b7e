import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
export declare function helpCenterRoutes(app: FastifyInstance, { store, projectHeader, afterWrite, afterCreate }: RouteContext): void;
