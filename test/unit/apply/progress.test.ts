import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../src/apply/progress.js';
import { createLogger } from '../../../src/util/log.js';

function fakeClock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000_000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('progress', () => {
  it('redraws one line on a TTY with the rate and time left, and ends with the elapsed time', () => {
    const clock = fakeClock();
    let out = '';
    const logger = createLogger({ level: 'silent' });
    const p = createProgress({ logger, tty: true, clock, write: (s) => (out += s), warmupMs: 0 });
    p.start('de', 4);
    for (let i = 0; i < 4; i++) {
      clock.advance(500);
      p.tick(i === 2 ? 'failed' : 'done');
    }
    p.end();
    const frames = out.split('\r\x1b[2K').filter(Boolean);
    expect(frames[0]).toMatch(/^de +░+ 0\/4 {2}0\.0\/s$/);
    expect(frames).toContainEqual(expect.stringMatching(/de +█{6}░{18} 1\/4 {2}2\.0\/s {2}~2s left$/));
    expect(frames.at(-1)).toMatch(/^de +█{24} 4\/4 {2}2\.0\/s {2}in 2s {2}1 failed\n$/);
  });

  it('logs a line every interval in CI and says what was not sent when stopped', () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', json: true, write: (l) => lines.push(l) });
    const p = createProgress({ logger, tty: false, clock, logEveryMs: 1000 });
    p.start('en', 10);
    for (let i = 0; i < 6; i++) {
      clock.advance(400);
      p.tick('done');
    }
    p.tick('skipped');
    p.end();
    const msgs = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(msgs[0]).toBe('en: starting 10');
    expect(msgs.filter((m) => m.includes('/10')).length).toBe(2); // at 1.2 s and 2.4 s
    expect(msgs.at(-1)).toBe('en: stopped: 6 done, 0 failed, 4 not sent');
  });

  it('the first time left is not taken from the burst: none during the warm-up, then the rate after it', () => {
    const clock = fakeClock();
    let out = '';
    const p = createProgress({ logger: createLogger({ level: 'silent' }), tty: true, clock, write: (s) => (out += s) });
    p.start('de', 100);
    // the rate limiter's burst: 20 in the first second
    for (let i = 0; i < 20; i++) {
      clock.advance(50);
      p.tick('done');
    }
    // then the platform's pace: one a second (each tick 1 s apart, so every one is drawn)
    for (let i = 0; i < 10; i++) {
      clock.advance(1000);
      p.tick('done');
    }
    const frames = out.split('\r\x1b[2K').filter(Boolean);
    // nothing left is claimed during the first 5 s (the burst alone said ~4 s for 80)
    expect(frames.filter((f) => /\d\/100/.test(f) && Number(/ (\d+)\/100/.exec(f)?.[1]) <= 24).some((f) => f.includes('left'))).toBe(false);
    // at 30/100 after the warm-up: 70 left at one a second
    expect(frames.at(-1)).toMatch(/ 30\/100 .* ~1m10s left$/);
  });

  it('an overall line across languages: the whole push done, and its time left', () => {
    const clock = fakeClock();
    let out = '';
    const p = createProgress({ logger: createLogger({ level: 'silent' }), tty: true, clock, write: (s) => (out += s), warmupMs: 0 });
    p.plan?.(30);
    p.start('de', 10);
    for (let i = 0; i < 10; i++) {
      clock.advance(500);
      p.tick('done');
    }
    p.end();
    p.start('fr', 20);
    clock.advance(500);
    p.tick('done');
    const frames = out.split('\r\x1b[2K').filter(Boolean);
    expect(frames.at(-1)).toMatch(/^fr +█░+ 1\/20 .*\| all 11\/30 {2}~10s left$/);
  });
});
