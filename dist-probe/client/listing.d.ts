import type { RemoteEntry } from '../model.js';
import { type Operation } from './adapter.js';
import type { BodyConsumer } from './transport/types.js';
export interface ListingBounds {
    /** bytes of the whole listing */
    maxBytes: number;
    /** entries in the listing, of any type */
    maxEntries: number;
    /** bytes of one entry (the client's maxResponseSize) */
    maxEntryBytes: number;
}
/**
 * 5,000 articles in 40 languages at ~3 KB per pair is ~0.6 GB and ~5,000 entries (an entry holds
 * every language); these leave room for 1 MB articles and a hundred thousand static keys, and
 * still stop a listing that never ends within minutes.
 */
export declare const DEFAULT_LISTING_BOUNDS: {
    readonly maxBytes: number;
    readonly maxEntries: 2000000;
};
/** A consumer that hands each adapted entry to `visit`; `restart` is called when an attempt starts over. */
export declare function listingConsumer(op: Operation, bounds: ListingBounds, visit: (entry: RemoteEntry) => void, restart: () => void): BodyConsumer;
