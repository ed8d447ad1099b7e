// The items of a large JSON list, one by one, as its bytes arrive: the document is never held as
// one string, only the item being read. The list is the top-level array, or the array under the
// top-level key `entries` (docs/platform-api.md's two listing forms); other top-level values of a
// wrapper are skipped without being kept. Each item is handed over as its own bytes, for the
// caller to JSON.parse: the native parser then does the real work, at native speed.
//
// Why not a streaming parser library: @streamparser/json (no dependencies, Node 20) parses in
// JavaScript, more than ten times slower than JSON.parse over the same bytes, which at 200k pairs
// would be most of a run's CPU; this scanner only finds where items begin and end (strings are
// skipped with Buffer.indexOf) and, with JSON.parse per item, costs about what JSON.parse costs.
// It works on bytes: every byte it looks for is ASCII, and no byte of a multi-byte UTF-8 character
// is ASCII, so an item's bytes always hold whole characters.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
const LIST_KEY = 'entries';
const KEY_LIMIT = 64;

export class JsonItemsError extends Error {
  constructor(
    readonly reason: 'malformed' | 'item-too-large',
    message: string,
    /** the item concerned (0-based), for item-too-large */
    readonly index = -1,
  ) {
    super(message);
  }
}

/** What the document turned out to be, once it ended. */
export type JsonItemsEnd = { form: 'array' | 'wrapper' } | { form: 'other'; what: 'an empty body' | 'an object' | 'a value' };

/** JSON's white space (the bytes allowed between tokens). */
export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

export class JsonItems {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private mode: 'start' | 'array' | 'object' | 'value' | 'done' = 'start';
  /** depth inside the list's array, -1 while not in it */
  private itemDepth = -1;
  private listFound = false;
  private parts: Buffer[] = [];
  private partBytes = 0;
  private itemStart = -1;
  private capturing = false;
  private index = 0;
  /** a string directly in the top-level object (a key, or a value): its first bytes, if short */
  private keyParts: Buffer[] | null = null;
  private keyBytes = 0;
  private keyStart = -1;
  private lastKey = '';

  constructor(
    private readonly onItem: (bytes: Buffer, index: number) => void,
    private readonly maxItemBytes: number,
  ) {}

  write(buf: Buffer): void {
    const n = buf.length;
    let nextBackslash = -1;
    for (let i = 0; i < n; i++) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          continue;
        }
        // Skip to the string's end: the next quote not escaped by a backslash before it.
        if (nextBackslash < i) nextBackslash = buf.indexOf(BACKSLASH, i);
        const quote = buf.indexOf(QUOTE, i);
        if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
          if (nextBackslash + 1 < n) i = nextBackslash + 1;
          else {
            this.escaped = true;
            i = n;
          }
          continue;
        }
        if (quote === -1) break;
        this.inString = false;
        i = quote;
        if (this.keyParts) this.endKey(buf, quote);
        continue;
      }
      const c = buf[i]!;
      if (isSpace(c)) continue;
      this.structural(buf, i, c);
    }
    this.carry(buf);
  }

  /** Ends the document: checks it was whole and says which form it had. */
  end(): JsonItemsEnd {
    if (this.mode === 'start') return { form: 'other', what: 'an empty body' };
    // A top-level string, number, true, false or null: not a list (JSON.parse of it is not needed).
    if (this.mode === 'value' && this.depth === 0 && !this.inString) return { form: 'other', what: 'a value' };
    if (this.mode !== 'done' || this.inString) throw new JsonItemsError('malformed', 'the body ended before the JSON document did');
    if (this.listFound) return { form: this.itemDepth === -2 ? 'array' : 'wrapper' };
    return { form: 'other', what: this.topWasObject ? 'an object' : 'a value' };
  }

  private topWasObject = false;
  /** the last structural byte was a comma between items: an item must follow */
  private afterComma = false;

  private structural(buf: Buffer, i: number, c: number): void {
    if (this.mode === 'done') throw new JsonItemsError('malformed', 'more text after the end of the JSON document');
    if (this.mode === 'start') {
      this.mode = c === OPEN_ARRAY ? 'array' : c === OPEN_OBJECT ? 'object' : 'value';
      this.topWasObject = c === OPEN_OBJECT;
      if (this.mode === 'array') {
        this.listFound = true;
        this.itemDepth = 1;
      }
    }
    if (this.depth === this.itemDepth && !this.capturing && c !== CLOSE_ARRAY && c !== COMMA) this.startItem(i);
    if (c === QUOTE) {
      this.inString = true;
      if (this.mode === 'object' && this.depth === 1) this.startKey(i + 1);
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      this.depth++;
      if (c === OPEN_ARRAY && this.mode === 'object' && this.depth === 2 && !this.listFound && this.lastKey === LIST_KEY) {
        this.listFound = true;
        this.itemDepth = 2;
      }
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (this.depth === this.itemDepth && c === CLOSE_ARRAY) {
        if (this.afterComma) throw new JsonItemsError('malformed', 'a comma before the end of the list');
        this.endItem(buf, i);
        // The list is read; -2 remembers a top-level array, -3 a wrapper's.
        this.itemDepth = this.itemDepth === 1 ? -2 : -3;
      }
      this.depth--;
      if (this.depth < 0) throw new JsonItemsError('malformed', `an unmatched "${String.fromCharCode(c)}"`);
      if (this.depth === 0) this.mode = 'done';
    } else if (c === COMMA) {
      if (this.depth === this.itemDepth) {
        if (this.afterComma) throw new JsonItemsError('malformed', `an empty item in the list (item ${this.index})`);
        if (!this.capturing) throw new JsonItemsError('malformed', `an empty item in the list (item ${this.index})`);
        this.endItem(buf, i);
      }
      this.afterComma = this.depth === this.itemDepth;
      return;
    }
    if (c !== COLON) this.afterComma = false;
  }

  private startItem(i: number): void {
    this.capturing = true;
    this.itemStart = i;
    this.parts = [];
    this.partBytes = 0;
  }

  private endItem(buf: Buffer, i: number): void {
    if (!this.capturing) return;
    const last = buf.subarray(this.itemStart === -1 ? 0 : this.itemStart, i);
    const bytes = this.parts.length === 0 ? last : Buffer.concat([...this.parts, last]);
    this.checkSize(bytes.length);
    this.capturing = false;
    this.parts = [];
    this.partBytes = 0;
    this.onItem(bytes, this.index++);
  }

  /** An item or a key that goes on past this chunk keeps its bytes so far. */
  private carry(buf: Buffer): void {
    if (this.capturing) {
      const part = buf.subarray(this.itemStart === -1 ? 0 : this.itemStart);
      this.parts.push(part);
      this.partBytes += part.length;
      this.itemStart = -1;
      this.checkSize(this.partBytes);
    }
    if (this.keyParts && this.inString) {
      // Only a short string can be the key `entries`: a long one is counted, not kept.
      const part = buf.subarray(this.keyStart === -1 ? 0 : this.keyStart);
      this.keyBytes += part.length;
      if (this.keyBytes <= KEY_LIMIT) this.keyParts.push(Buffer.from(part));
      this.keyStart = -1;
    }
  }

  private checkSize(bytes: number): void {
    if (bytes > this.maxItemBytes) throw new JsonItemsError('item-too-large', `item ${this.index} is too large`, this.index);
  }

  private startKey(at: number): void {
    this.keyParts = [];
    this.keyBytes = 0;
    this.keyStart = at;
  }

  private endKey(buf: Buffer, quote: number): void {
    const last = buf.subarray(this.keyStart === -1 ? 0 : this.keyStart, quote);
    this.keyBytes += last.length;
    this.lastKey = this.keyBytes <= KEY_LIMIT ? Buffer.concat([...(this.keyParts ?? []), last]).toString('utf8') : '';
    this.keyParts = null;
    this.keyStart = -1;
  }
}
