// docs/platform-api.md "Transport": the platform allows 1000 requests per 60 seconds per project, reads
// and writes alike, and answers 429 over it. Client, config and emulator default to this one value.

export interface RateLimit {
  /** requests allowed ... */
  requests: number;
  /** ... per this many seconds (platform: 1000 per 60, docs/platform-api.md "Transport") */
  perSeconds: number;
}

/** The platform's documented limit (docs/platform-api.md "Transport"). */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = Object.freeze({ requests: 1000, perSeconds: 60 });
