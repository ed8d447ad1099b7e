// The bound on a response body read whole (the client's `maxResponseSize`, checked by the config
// and the client alike). A body is decoded into one string, so the largest allowed value stays
// well below V8's maximum string length (about 2^29 characters, i.e. 512 Mi UTF-16 units): a
// larger setting could only ever end in ERR_STRING_TOO_LONG instead of the clear error.
const MiB = 1024 * 1024;
export const RESPONSE_SIZE = {
    /** far above any real answer but the translation listing (which streams and has its own bounds) */
    default: 64 * MiB,
    min: 1 * MiB,
    max: 256 * MiB,
};
//# sourceMappingURL=response-size.js.map