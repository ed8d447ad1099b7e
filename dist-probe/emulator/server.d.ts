import { type RateLimit } from '../contract/index.js';
import type { EmulatorData } from './data.js';
import { EmulatorStore } from './store.js';
import { type RequestLogEntry } from './request-log.js';
import type { ListingForm } from './listing-stream.js';
export { EmulatorStore, HttpError } from './store.js';
export { EmulatorDataError, validateEmulatorData, ENGAGEMENT_PATHS } from './data.js';
export type { EmulatorData, CollectionData, ArticleData, TeamData, VideoData, EngagementItem, EngagementPath } from './data.js';
export { parseRateLimit } from './rate-limit.js';
export { seededRandom } from './faults.js';
export type { RequestLogEntry } from './request-log.js';
export interface EmulatorOptions {
    /** default 127.0.0.1 */
    host?: string;
    /** Host header names served besides localhost, 127.0.0.1, [::1] and `host` (DNS rebinding guard) */
    allowHosts?: string[];
    /** 0 picks a free port (tests); the CLI's default is 4010 */
    port?: number;
    /** the seed document (see ./data.ts and docs/emulator-data.md) */
    data?: EmulatorData;
    /** a JSON file holding the seed document (used when `data` is not given) */
    dataFile?: string;
    /** loaded when it exists (instead of data/dataFile/demo data), rewritten after each change */
    stateFile?: string;
    /** accept only this bearer token; without it any JWT-shaped token is accepted */
    token?: string;
    /** overrides the seed's project */
    project?: string;
    /** sliding window on arrival over all requests; 429 beyond it */
    rateLimit?: RateLimit;
    /** send Retry-After with a 429 (default true) */
    retryAfter?: boolean;
    /** probability that any request answers 500/502/503 before doing anything */
    faultRate?: number;
    /** probability that a performed write gets no response (the socket is destroyed) */
    lostRate?: number;
    /** store HTML fields the way the platform's rich-text editor re-serialises them */
    richText?: boolean;
    /** serve the listing's entries language-major (`translations: {lang: {field: value}}`), a form the contract also allows */
    listingForm?: ListingForm;
    /**
     * TEST ONLY: right after the Nth creation (1 = the first) is stored and the state file written,
     * the process kills itself (SIGKILL) before answering: a platform that dies mid-request. It ends
     * the whole process, so use it only in a process of its own (`helpsync emulator
     * --test-exit-after-create N`).
     */
    testExitAfterCreate?: number;
    /** seedable randomness for faults (default Math.random) */
    random?: () => number;
    /** time for the rate limiter, log entries and updatedAt stamps (default Date.now) */
    now?: () => number;
    /** called once per finished request (the CLI prints them) */
    onRequest?: (entry: RequestLogEntry) => void;
    /** keep at most this many log entries, oldest dropped first (default: all) */
    maxLogEntries?: number;
}
export interface RunningEmulator {
    /** http://127.0.0.1:PORT/v3 */
    baseUrl: string;
    project: string;
    /** the token given, or the generated demo token (also accepted: any JWT-shaped token when none was given) */
    token: string | undefined;
    /** finished requests, in the order their responses were sent (or dropped) */
    log: RequestLogEntry[];
    /** PUT/POST/DELETE/PATCH entries of the log, whatever their outcome */
    writes(): RequestLogEntry[];
    /** live state */
    store: EmulatorStore;
    setOptions(p: Partial<Pick<EmulatorOptions, 'rateLimit' | 'retryAfter' | 'faultRate' | 'lostRate' | 'richText'>>): void;
    close(): Promise<void>;
}
/** A throwaway JWT-shaped token for the demo (unsigned: the emulator only checks the shape). */
export declare function makeDemoToken(project: string): string;
export declare function startEmulator(opts?: EmulatorOptions): Promise<RunningEmulator>;
