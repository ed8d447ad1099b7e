// Lookups after lost answers (client/fresh-reads.ts): a read always starts after its caller asked;
// callers that come while one runs share the single read queued behind it.
import { describe, expect, it } from 'vitest';
import { FreshReads } from '../../../src/client/fresh-reads.js';

/** A read whose answer the test gives: `started` lists the reads in the order they began. */
function reads() {
  const started: { n: number; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const read = (): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      started.push({ n: started.length + 1, resolve, reject });
    });
  return { started, read };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('FreshReads', () => {
  it('starts a read at once when none runs; callers during it share one read queued behind it', async () => {
    const fresh = new FreshReads<string>();
    const { started, read } = reads();
    const first = fresh.get('c1', read);
    expect(started.map((s) => s.n)).toEqual([1]);
    const [a, b, c] = [fresh.get('c1', read), fresh.get('c1', read), fresh.get('c1', read)];
    await tick();
    // the queued read has not started: the running one began before these callers asked
    expect(started.length).toBe(1);
    started[0]!.resolve('list 1');
    expect(await first).toBe('list 1');
    await tick();
    expect(started.length).toBe(2);
    started[1]!.resolve('list 2');
    expect(await Promise.all([a, b, c])).toEqual(['list 2', 'list 2', 'list 2']);
  });

  it('a caller after the queued read began waits for a third; keys do not share; a failed read still lets the next start', async () => {
    const fresh = new FreshReads<string>();
    const { started, read } = reads();
    const first = fresh.get('c1', read);
    const other = fresh.get('c2', read);
    expect(started.length).toBe(2);
    const second = fresh.get('c1', read);
    started[0]!.reject(new Error('502'));
    await expect(first).rejects.toThrow('502');
    await tick();
    expect(started.length).toBe(3);
    const third = fresh.get('c1', read);
    started[2]!.resolve('after the failure');
    expect(await second).toBe('after the failure');
    await tick();
    expect(started.length).toBe(4);
    started[3]!.resolve('latest');
    started[1]!.resolve('c2 list');
    expect([await third, await other]).toEqual(['latest', 'c2 list']);
  });
});
