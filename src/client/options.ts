// The client's numeric options checked where they enter (createClient): a clear InputError naming
// the option, never a setTimeout overflow or a bound that cannot hold.
import { RESPONSE_SIZE } from '../contract/response-size.js';
import { InputError } from '../errors.js';
import { DEFAULT_LISTING_BOUNDS, type ListingBounds } from './listing.js';
import type { ClientOptions } from './types.js';

export function positive(name: string, value: number | undefined, fallback: number, integer = false): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new InputError(`${name} must be a positive ${integer ? 'integer' : 'number'} (got ${String(value)})`);
  }
  return value;
}

/** `maxResponseSize`: 1 MiB to 256 MiB (contract/response-size.ts says why). */
export function responseSize(value: number | undefined): number {
  if (value === undefined) return RESPONSE_SIZE.default;
  if (!Number.isInteger(value) || value < RESPONSE_SIZE.min || value > RESPONSE_SIZE.max) {
    throw new InputError(`maxResponseSize must be a whole number of bytes from 1 MiB to 256 MiB (got ${String(value)})`);
  }
  return value;
}

/** The listing's bounds; one entry may be as large as one answer read whole. */
export function listingBounds(opts: Pick<ClientOptions, 'maxListingSize' | 'maxListingEntries'>, maxResponseSize: number): ListingBounds {
  return {
    maxBytes: positive('maxListingSize', opts.maxListingSize, DEFAULT_LISTING_BOUNDS.maxBytes, true),
    maxEntries: positive('maxListingEntries', opts.maxListingEntries, DEFAULT_LISTING_BOUNDS.maxEntries, true),
    maxEntryBytes: maxResponseSize,
  };
}
