import { type Dispatcher } from 'undici';
import type { Logger } from '../../util/log.js';
import type { HttpRequest, Outcome } from './types.js';
/**
 * Node 20's fetch ignores proxy variables; undici's EnvHttpProxyAgent honours them and NO_PROXY.
 * A loopback base URL never goes through a proxy, whatever NO_PROXY says: the request is for this
 * machine (the emulator, a tunnel), and a proxy would be handed the token on the way.
 */
export declare function createDispatcher(env?: NodeJS.ProcessEnv, baseUrl?: string): Dispatcher;
export interface AttemptContext {
    baseUrl: string;
    headers: Record<string, string>;
    dispatcher: Dispatcher;
    /** the stall limit: no response, or no bytes of its body, for this long */
    timeoutMs: number;
    maxResponseSize: number;
    logger: Logger;
    /** body bytes arrived (under their bound): the server is working */
    onBytes: () => void;
}
export declare function buildUrl(baseUrl: string, req: HttpRequest): string;
/**
 * Sends `req` once. `arrived` is called exactly once, as soon as the request has surely reached the
 * server or never will (response headers, or an error): the rate gate anchors its window there.
 */
export declare function performAttempt(ctx: AttemptContext, req: HttpRequest, number: number, arrived: () => void): Promise<Outcome>;
