// The progress line for long work without a total (status on a long history). Time is what is under
// test here, so the timers and the clock are fake; the logger is the real one, writing to an array.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivity } from '../../../src/cli/activity.js';
import { createLogger } from '../../../src/util/log.js';

let now = 0;
const clock = { now: () => now };
const advance = (ms: number) => {
  now += ms;
  vi.advanceTimersByTime(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(tty: boolean, level = 'info') {
  const drawn: string[] = [];
  const logged: string[] = [];
  const logger = createLogger({ level, json: true, write: (l) => logged.push(l) });
  const activity = createActivity({ logger, tty, clock, write: (s) => drawn.push(s) });
  return { activity, drawn, logged: () => logged.map((l) => (JSON.parse(l) as { msg: string }).msg) };
}

describe('createActivity', () => {
  it('shows nothing when the work ends within a second and a half', () => {
    const { activity, drawn, logged } = setup(true);
    activity.update('status: reading the history');
    advance(1400);
    activity.end();
    advance(5000);
    expect(drawn).toEqual([]);
    expect(logged()).toEqual([]);
  });

  it('on a TTY redraws one line with what is being done and erases it at the end', () => {
    const { activity, drawn, logged } = setup(true);
    activity.update('status: reading the history');
    advance(1500);
    expect(drawn).toEqual(['\r\x1b[2Kstatus: reading the history (1 s)']);
    activity.update('status: reading the history: 1,200 commits');
    advance(1000);
    expect(drawn.at(-1)).toBe('\r\x1b[2Kstatus: reading the history: 1,200 commits (2 s)');
    activity.end();
    expect(drawn.at(-1)).toBe('\r\x1b[2K');
    const count = drawn.length;
    advance(5000);
    expect(drawn.length).toBe(count);
    expect(logged()).toEqual([]);
  });

  it('elsewhere writes a log line after the delay, then one every ten seconds', () => {
    const { activity, drawn, logged } = setup(false);
    activity.update('status: comparing 10 sources with their base commits');
    advance(1500);
    expect(logged()).toEqual(['status: comparing 10 sources with their base commits (1 s)']);
    advance(9750);
    expect(logged()).toHaveLength(1);
    advance(250);
    expect(logged()).toEqual([
      'status: comparing 10 sources with their base commits (1 s)',
      'status: comparing 10 sources with their base commits (11 s)',
    ]);
    activity.end();
    expect(drawn).toEqual([]);
  });

  it('stays silent at a log level above info, on a TTY too', () => {
    for (const tty of [true, false]) {
      const { activity, drawn, logged } = setup(tty, 'warn');
      advance(20_000);
      activity.end();
      expect(drawn).toEqual([]);
      expect(logged()).toEqual([]);
    }
  });
});
