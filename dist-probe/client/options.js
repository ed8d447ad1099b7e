// The client's numeric options checked where they enter (createClient): a clear InputError naming
// the option, never a setTimeout overflow or a bound that cannot hold.
import { SETTING_RANGES } from '../config/ranges.js';
import { RESPONSE_SIZE } from '../contract/response-size.js';
import { InputError } from '../errors.js';
import { DEFAULT_LISTING_BOUNDS } from './listing.js';
/**
 * A library option: above 0 (fractions of a second allowed here, for tests and embedders) and at most
 * its setting's maximum (src/config/ranges.ts), so that no value overflows a timer.
 */
export function positive(name, value, fallback, integer = false, max = MAX_OPTION[name] ?? 86_400) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0 || value > max || (integer && !Number.isInteger(value))) {
        throw new InputError(`${name} must be a positive ${integer ? 'integer' : 'number'} up to ${max} (got ${String(value)})`);
    }
    return value;
}
const MAX_OPTION = Object.fromEntries(Object.entries(SETTING_RANGES).map(([k, r]) => [k, r.max]));
/** `maxResponseSize`: 1 MiB to 256 MiB (contract/response-size.ts says why). */
export function responseSize(value) {
    if (value === undefined)
        return RESPONSE_SIZE.default;
    if (!Number.isInteger(value) || value < RESPONSE_SIZE.min || value > RESPONSE_SIZE.max) {
        throw new InputError(`maxResponseSize must be a whole number of bytes from 1 MiB to 256 MiB (got ${String(value)})`);
    }
    return value;
}
/** The listing's bounds; one entry may be as large as one answer read whole. */
export function listingBounds(opts, maxResponseSize) {
    return {
        // Sizes and counts, not seconds: bounded by what a number holds exactly, not by a timer's range.
        maxBytes: positive('maxListingSize', opts.maxListingSize, DEFAULT_LISTING_BOUNDS.maxBytes, true, Number.MAX_SAFE_INTEGER),
        maxEntries: positive('maxListingEntries', opts.maxListingEntries, DEFAULT_LISTING_BOUNDS.maxEntries, true, Number.MAX_SAFE_INTEGER),
        maxEntryBytes: maxResponseSize,
    };
}
//# sourceMappingURL=options.js.map