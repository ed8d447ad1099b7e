import { type ListingBounds } from './listing.js';
import type { ClientOptions } from './types.js';
/**
 * A library option: above 0 (fractions of a second allowed here, for tests and embedders) and at most
 * its setting's maximum (src/config/ranges.ts), so that no value overflows a timer.
 */
export declare function positive(name: string, value: number | undefined, fallback: number, integer?: boolean, max?: number): number;
/** `maxResponseSize`: 1 MiB to 256 MiB (contract/response-size.ts says why). */
export declare function responseSize(value: number | undefined): number;
/** The listing's bounds; one entry may be as large as one answer read whole. */
export declare function listingBounds(opts: Pick<ClientOptions, 'maxListingSize' | 'maxListingEntries'>, maxResponseSize: number): ListingBounds;
