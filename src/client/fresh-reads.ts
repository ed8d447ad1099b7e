// Reads that must start after their caller asked (a creation whose answer was lost must see its
// record if the platform made it), shared where that allows: callers that come while a read of the
// same key is running share the one queued behind it. So creations answered lost together cost one
// read of their collection, not one each.
export class FreshReads<T> {
  private readonly reads = new Map<string, { running?: Promise<T>; next?: Promise<T> }>();

  /** `read()`'s answer from a request that starts after this call. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    let at = this.reads.get(key);
    if (!at) this.reads.set(key, (at = {}));
    const slot = at;
    if (slot.next) return slot.next;
    const start = (): Promise<T> => {
      slot.next = undefined;
      const running = read();
      slot.running = running;
      const clear = (): void => {
        if (slot.running === running) slot.running = undefined;
      };
      running.then(clear, clear);
      return running;
    };
    if (!slot.running) return start();
    // whatever the running read ends with, the queued one starts after it
    slot.next = slot.running.then(start, start);
    return slot.next;
  }
}
