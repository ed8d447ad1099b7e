// The normaliser's output as it is written: pieces of its own, and ranges of the input it leaves as
// they are. A rendered page is mostly left as it is by the rich-text rules, so its form is a few long
// copies of the input, not a piece per tag and text (1.7 million pieces for 40 MB of HTML, each a
// string to make and, when the form is hashed, to flatten).

export class SpanOutput {
  private out = '';
  /** input[runFrom, runTo) is written after `out` */
  private runFrom = 0;
  private runTo = 0;

  constructor(private readonly input: string) {}

  /** Writes `s` (after whatever is being copied). */
  put(s: string): void {
    if (this.runTo > this.runFrom) this.flushRun();
    this.out += s;
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
    return this.out === '' && this.runTo === this.runFrom;
  }

  /** Everything written. */
  text(): string {
    this.flushRun();
    return this.out;
  }

  private flushRun(): void {
    if (this.runTo > this.runFrom) this.out += this.input.slice(this.runFrom, this.runTo);
    this.runFrom = this.runTo;
  }
}
