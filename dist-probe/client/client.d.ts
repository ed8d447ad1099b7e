import { type ClientOptions, type PlatformClient } from './types.js';
export { checkBaseUrl, isLoopbackHost } from '../contract/base-url.js';
export declare const DEFAULT_CONCURRENCY = 4;
export declare const DEFAULT_TIMEOUT_SECONDS = 30;
export declare const DEFAULT_RETRIES = 5;
/** a run that makes no progress for 10 minutes stops. */
export declare const DEFAULT_NO_PROGRESS_SECONDS = 600;
export declare const USER_AGENT: string;
export declare function createClient(opts: ClientOptions): PlatformClient;
