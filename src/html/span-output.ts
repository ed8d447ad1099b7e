// The normaliser's output as it is written: pieces of its own, and ranges of the input it leaves as
// they are. A rendered page is mostly left as it is by the rich-text rules, so its form is a few long
// copies of the input, not a piece per tag and text (millions of pieces for a large help center, each a
// string to make and, when the form is hashed, to flatten). Where only the form's hash is wanted, the
// form goes into the hash as it is written, a few pages' worth of characters at a time, and is never
// held whole (a megabyte page's form was a megabyte string made to be hashed and dropped).
import type { Hash } from 'node:crypto';

/** Characters gathered before they go into the hash. */
const HASH_CHUNK = 1 << 16;

export class SpanOutput {
  private out = '';
  /** input[runFrom, runTo) is written after `out` */
  private runFrom = 0;
  private runTo = 0;
  private hashed = false;

  /** With `hash`, what is written goes into it and text() is its digest. */
  constructor(
    private readonly input: string,
    private readonly hash?: Hash,
  ) {}

  /** Writes `s` (after whatever is being copied). */
  put(s: string): void {
    this.flushRun();
    this.append(s);
  }

  /** Writes input[from, to) as it is: the run being copied goes on, or a new one starts. */
  copy(from: number, to: number): void {
    if (from !== this.runTo) {
      this.flushRun();
      this.runFrom = from;
    }
    this.runTo = to;
  }

  /** Nothing written yet. */
  isEmpty(): boolean {
    return this.out === '' && !this.hashed && this.runTo === this.runFrom;
  }

  /** Everything written; with a hash, the base64url digest of its UTF-8. */
  text(): string {
    this.flushRun();
    if (!this.hash) return this.out;
    this.hash.update(this.out, 'utf8');
    this.out = '';
    return this.hash.digest('base64url');
  }

  private flushRun(): void {
    if (this.runTo > this.runFrom) this.append(this.input.slice(this.runFrom, this.runTo));
    this.runFrom = this.runTo;
  }

  private append(s: string): void {
    this.out += s;
    if (this.hash && this.out.length >= HASH_CHUNK) this.feed();
  }

  /** What is gathered goes into the hash, unless it ends inside a surrogate pair (UTF-8 encodes the pair whole). */
  private feed(): void {
    const last = this.out.charCodeAt(this.out.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) return;
    this.hash!.update(this.out, 'utf8');
    this.out = '';
    this.hashed = true;
  }
}
