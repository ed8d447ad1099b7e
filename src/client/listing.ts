// GET /translations/entries read as it streams: the body's items go one by one through the
// adapter's adaptEntry (adapter.ts stays the one module that normalises shapes), and the listing
// is bounded on its own terms. It is exempt from maxResponseSize (a 200k-pair help center lists
// more than half a gigabyte), but a listing that never ends must still stop with a clear error:
// so its total size and entry count have bounds far above any real help center, and one entry may
// not be larger than maxResponseSize (an entry is the unit held whole).
import type { RemoteEntry } from '../model.js';
import { listedValue, TokenSyntaxError, type ListedEntry } from '../util/listed-text.js';
import { JsonItems, JsonItemsError } from '../util/json-items.js';
import { parseJsonBytes } from '../util/json-bytes.js';
import { adaptEntry, adaptListedEntry, ShapeError, type Operation } from './adapter.js';
import { ApiError } from './errors.js';
import { formatSize } from './transport/body.js';
import { notJsonMessage } from './transport/response.js';
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
export const DEFAULT_LISTING_BOUNDS = { maxBytes: 16 * 1024 ** 3, maxEntries: 2_000_000 } as const;

/**
 * A consumer that hands each adapted entry to `visit`; `restart` is called when an attempt starts
 * over. `lazy`: very long values are handed over as ListedText (util/listed-text.ts), not decoded.
 */
export function listingConsumer(
  op: Operation,
  bounds: ListingBounds,
  visit: (entry: RemoteEntry) => void,
  restart: () => void,
): BodyConsumer;
export function listingConsumer(
  op: Operation,
  bounds: ListingBounds,
  visit: (entry: ListedEntry) => void,
  restart: () => void,
  opts: { lazy: true },
): BodyConsumer;
export function listingConsumer(
  op: Operation,
  bounds: ListingBounds,
  visitEntry: (entry: never) => void,
  restart: () => void,
  opts: { lazy?: boolean } = {},
): BodyConsumer {
  // a lazy consumer's visit takes a ListedEntry; the other's a RemoteEntry (what adaptEntry gives)
  const visit = visitEntry as (entry: ListedEntry) => void;
  let items: JsonItems;
  let bytes = 0;
  let contentType = '';
  let status = 200;
  const tooLarge = (what: string): ApiError =>
    new ApiError({ kind: 'too-large', method: op.method, path: op.path, message: `${op.method} ${op.path}: ${what}; stopped reading it.` });
  const notJson = (shown: string): ApiError =>
    new ApiError({
      kind: 'http',
      status,
      method: op.method,
      path: op.path,
      message: notJsonMessage(op, status, contentType, bytes, shown).replace(/ bytes\): /, ' bytes read): '),
    });
  const onItem = (raw: Buffer, index: number): void => {
    if (index >= bounds.maxEntries) throw tooLarge(`the listing has more than ${bounds.maxEntries.toLocaleString('en-US')} entries`);
    let value: unknown;
    try {
      value = opts.lazy === true ? parseJsonBytes(raw, listedValue) : parseJsonBytes(raw);
    } catch {
      throw notJson(`entry ${index} is ${shownItem(raw)}`);
    }
    const entry = opts.lazy === true ? adaptListedEntry(value, op, `entry ${index}`) : adaptEntry(value, op, `entry ${index}`);
    if (!entry) return;
    try {
      visit(entry);
    } catch (err) {
      // a value JSON.parse refuses, found as the keep read it (util/listed-text.ts)
      if (!(err instanceof TokenSyntaxError)) throw err;
      throw notJson(`entry ${index} is ${shownItem(raw)}`);
    }
  };
  const step = <T>(work: () => T): T => {
    try {
      return work();
    } catch (err) {
      if (!(err instanceof JsonItemsError)) throw err;
      if (err.reason === 'item-too-large') {
        throw tooLarge(`entry ${err.index} of the listing is larger than maxResponseSize (${formatSize(bounds.maxEntryBytes)})`);
      }
      throw notJson(err.message);
    }
  };
  return {
    start(info) {
      restart();
      items = new JsonItems(onItem, bounds.maxEntryBytes);
      bytes = 0;
      contentType = info.contentType;
      status = info.status;
    },
    chunk(chunk) {
      bytes += chunk.length;
      if (bytes > bounds.maxBytes) throw tooLarge(`the listing is larger than ${formatSize(bounds.maxBytes)}`);
      step(() => items.write(chunk));
    },
    end() {
      const end = step(() => items.end());
      if (end.form === 'other') {
        throw new ShapeError(op, `expected an array of entries (or { "entries": [...] }), got ${end.what}`);
      }
      return undefined;
    },
  };
}

/** An item of the listing as an error shows it: JSON-quoted, its first 200 characters. */
function shownItem(raw: Buffer): string {
  const text = raw.toString('utf8');
  return JSON.stringify(text.length <= 200 ? text : `${text.slice(0, 199)}…`);
}
