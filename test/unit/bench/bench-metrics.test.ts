// The benchmark's arithmetic (bench/lib/metrics.mjs): utilisation of a rate limit from arrival
// times, and the projection of a full push at the platform's limit.
import { describe, expect, it } from 'vitest';
import { durationAt, formatDuration, parseRate, projectPush, pushThroughput } from '../../../bench/lib/metrics.mjs';

const rate = { requests: 200, perSeconds: 2 };

describe('pushThroughput', () => {
  it('scores a client that bursts every window full at 100%, while the raw first→last rate overstates it', () => {
    // 6 windows of 200 arrivals each, each burst 100 ms long, windows exactly 2 s apart.
    const t: number[] = [];
    for (let w = 0; w < 6; w++) for (let i = 0; i < 200; i++) t.push(w * 2000 + i * 0.5);
    const s = pushThroughput(t, rate);
    expect(s.pushes).toBe(1200);
    expect(s.windowUtilisation).toBeCloseTo(1, 6);
    expect(s.utilisation).toBeCloseTo(1, 6);
    expect(s.utilisationMethod).toBe('window');
    expect(s.rawUtilisation).toBeGreaterThan(1.15);
  });

  it('scores a client pacing evenly at exactly the rate at 100%', () => {
    const t = Array.from({ length: 1200 }, (_, i) => i * 10); // 100 per second
    const s = pushThroughput(t, rate);
    expect(s.windowUtilisation).toBeCloseTo(1, 6);
    expect(s.rawUtilisation).toBeCloseTo(1, 2);
  });

  it('sees a lagging client and a pause', () => {
    // Each window starts 100 ms late: 2.1 s per 200 requests.
    const lag: number[] = [];
    for (let w = 0; w < 6; w++) for (let i = 0; i < 200; i++) lag.push(w * 2100 + i);
    expect(pushThroughput(lag, rate).utilisation).toBeCloseTo(2 / 2.1, 6);
    // Evenly paced at 100/s but idle for 3 s in the middle.
    const paused = Array.from({ length: 1200 }, (_, i) => i * 10 + (i >= 600 ? 3000 : 0));
    const s = pushThroughput(paused, rate);
    expect(s.utilisation).toBeLessThan(0.8);
    expect(s.utilisation).toBeGreaterThan(0.6);
  });

  it('falls back to the raw rate with fewer pushes than one window, and handles none', () => {
    const s = pushThroughput([0, 500, 1000], rate);
    expect(s.utilisationMethod).toBe('raw');
    expect(s.rawPerSecond).toBeCloseTo(2, 6);
    expect(s.utilisation).toBeCloseTo(0.02, 6);
    expect(pushThroughput([], rate)).toMatchObject({ pushes: 0, utilisation: null, utilisationMethod: null });
  });
});

describe('projection at the platform limit', () => {
  it('projects a full push against a push of the changed pairs only', () => {
    const p = projectPush({ pairs: 16_999, changed: 37 });
    expect(p.fullRequests).toBe(17_000);
    expect(p.fullSeconds).toBeCloseTo(1020, 6); // 17,000 requests at 1000 per 60 s
    expect(p.fullSlidingWindowSeconds).toBe(16 * 60);
    expect(p.changedSeconds).toBeCloseTo(38 * 0.06, 6);
    expect(p.changedSlidingWindowSeconds).toBe(0);
    expect(p.savedFraction).toBeCloseTo(1 - 38 / 17_000, 6);
    expect(projectPush({ pairs: 16_999, changed: 37, utilisation: 0.5 }).fullSeconds).toBeCloseTo(2040, 6);
  });

  it('parses rates and formats durations', () => {
    expect(parseRate('200/2')).toEqual({ requests: 200, perSeconds: 2 });
    expect(parseRate(' 1000 / 60 ')).toEqual({ requests: 1000, perSeconds: 60 });
    expect(() => parseRate('fast')).toThrow(/REQUESTS\/SECONDS/);
    expect(() => parseRate('0/1')).toThrow();
    expect(durationAt(1000).slidingWindowSeconds).toBe(0);
    expect(durationAt(1001).slidingWindowSeconds).toBe(60);
    expect(formatDuration(2.28)).toBe('2.28 s');
    expect(formatDuration(1020)).toBe('17 min 00 s');
    expect(formatDuration(null)).toBe('n/a');
  });
});
