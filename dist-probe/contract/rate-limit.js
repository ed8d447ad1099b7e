// docs/platform-api.md "Transport": the platform allows 1000 requests per 60 seconds per project, reads
// and writes alike, and answers 429 over it. Client, config and emulator default to this one value.
/** The platform's documented limit (docs/platform-api.md "Transport"). */
export const DEFAULT_RATE_LIMIT = Object.freeze({ requests: 1000, perSeconds: 60 });
//# sourceMappingURL=rate-limit.js.map