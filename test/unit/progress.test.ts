import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/apply/progress.js';
import { createLogger } from '../../src/util/log.js';

function fakeClock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000_000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('progress', () => {
  it('redraws one line on a TTY with the rate and time left, and ends with the elapsed time', () => {
    const clock = fakeClock();
    let out = '';
    const logger = createLogger({ level: 'silent' });
    const p = createProgress({ logger, tty: true, clock, write: (s) => (out += s) });
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
});
