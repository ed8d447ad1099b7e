export interface RateLimit {
    /** requests allowed ... */
    requests: number;
    /** ... per this many seconds (platform: 1000 per 60, docs/platform-api.md "Transport") */
    perSeconds: number;
}
/** The platform's documented limit (docs/platform-api.md "Transport"). */
export declare const DEFAULT_RATE_LIMIT: Readonly<RateLimit>;
