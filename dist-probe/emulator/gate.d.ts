import type { FastifyInstance } from 'fastify';
import { SlidingWindowLimiter } from './rate-limit.js';
import { type RequestLog } from './request-log.js';
/** The settings `setOptions` may change while the server runs. */
export interface GateSettings {
    limiter: SlidingWindowLimiter | null;
    retryAfter: boolean;
    faultRate: number;
    lostRate: number;
}
export interface GateOptions {
    settings: GateSettings;
    log: RequestLog;
    hostsServed: ReadonlySet<string>;
    /** accept only this token; undefined: any JWT-shaped token */
    acceptedToken: string | undefined;
    project: string;
    random: () => number;
}
/** Only JSON bodies exist on this API (docs/platform-api.md); anything else is 415, not a string body. */
export declare function installJsonParser(app: FastifyInstance): void;
export declare function installGate(app: FastifyInstance, o: GateOptions): void;
