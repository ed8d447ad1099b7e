// A long Retry-After is said at the default log level (what was asked, how long, when it resumes)
// and shown in the progress line, instead of a silent pause. Virtual time (transport-harness.ts):
// the 10-minute pause passes in an instant and its times are exact.
import { afterEach, describe, expect, it } from 'vitest';
import { createProgress } from '../../../src/apply/progress.js';
import { Transport } from '../../../src/client/transport/index.js';
import { createLogger } from '../../../src/util/log.js';
import { CountingAgent, drive, startServer, T0, VirtualClock } from '../../helpers/transport-harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe('a long Retry-After', () => {
  it('is logged at info with the request, the wait and the time it resumes; the progress line shows it', async () => {
    const clock = new VirtualClock();
    const srv = await startServer(clock, (x) => (x.n === 1 ? x.reply(429, {}, { 'retry-after': '600' }) : x.reply(200, [])));
    cleanups.push(() => srv.close());
    const agent = new CountingAgent();
    const lines: string[] = [];
    const t = new Transport({
      baseUrl: srv.url,
      headers: {},
      rateLimit: { requests: 100, perSeconds: 1 },
      concurrency: 1,
      timeoutMs: 30_000,
      retries: 3,
      noProgressTimeoutMs: 3_600_000,
      clock,
      logger: createLogger({ level: 'info', json: true, write: (l) => lines.push(l) }),
      random: () => 0.5,
      dispatcher: agent,
    });
    cleanups.push(() => drive(clock, agent, srv, t.close(100)));
    const drawn: string[] = [];
    const progress = createProgress({
      logger: createLogger({ level: 'silent', json: true, write: () => undefined }),
      tty: true,
      clock,
      write: (s) => drawn.push(s),
      paused: () => t.stats.pause,
    });
    progress.start('de', 2);
    let lineDuringPause = '';
    clock.onSleep((ms) => {
      if (ms === 600_000) {
        progress.tick('done');
        lineDuringPause = drawn.at(-1) ?? '';
      }
    });
    await drive(clock, agent, srv, t.send({ method: 'GET', path: '/helpcenter/collections/all' }));
    const said = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => /429/.test(l.msg));
    expect(said.map((l) => [l.level, l.msg])).toEqual([
      [
        30,
        'the platform answered 429 to GET /helpcenter/collections/all and asked to wait 600 s (Retry-After): ' +
          'pausing every request for 10m00s, until 12:10:00 UTC',
      ],
    ]);
    expect(new Date(T0).toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(lineDuringPause).toContain('paused: the platform asked to wait (Retry-After 600 s), resumes in 10m00s');
    expect(srv.arrivals.map((a) => a.at)).toEqual([0, 600_000]);
    expect(t.stats.pause).toBeUndefined();
  });
});

describe('the no-progress watchdog and a body past its cap', () => {
  it('an answer stopped at maxResponseSize is no progress: the deadline still counts from the last real answer', async () => {
    const clock = new VirtualClock();
    // 1: A is rate limited; 2: A's answer is past the cap; 3: B is rate limited; 4: B would succeed.
    const srv = await startServer(clock, (x) =>
      x.n === 2
        ? x.raw(200, `"${'x'.repeat(40)}"`, { 'content-type': 'application/json' })
        : x.n === 4
          ? x.reply(200, [])
          : x.reply(429, {}, { 'retry-after': '0.6' }),
    );
    cleanups.push(() => srv.close());
    const agent = new CountingAgent();
    const t = new Transport({
      baseUrl: srv.url,
      headers: {},
      rateLimit: { requests: 100, perSeconds: 1 },
      concurrency: 1,
      timeoutMs: 30_000,
      maxResponseSize: 16,
      retries: 3,
      noProgressTimeoutMs: 1000,
      clock,
      logger: createLogger({ level: 'silent', json: true, write: () => undefined }),
      random: () => 0.5,
      dispatcher: agent,
    });
    cleanups.push(() => drive(clock, agent, srv, t.close(100)));
    const fail = (p: Promise<unknown>): Promise<unknown> =>
      p.then(
        () => new Error('resolved'),
        (e: unknown) => e,
      );
    // Both at once: a transport that goes idle starts its deadline afresh (watchdog.ts), a busy one does not.
    const [a, b] = (await drive(
      clock,
      agent,
      srv,
      Promise.all([fail(t.send({ method: 'GET', path: '/a' })), fail(t.send({ method: 'GET', path: '/b' }))]),
    )) as (Error & { kind?: string })[];
    expect(a?.kind).toBe('too-large');
    // Had the capped answer at 600 ms counted as progress, B's pause would run its full 600 ms and B
    // would succeed at 1,200 ms; as it is, the deadline (1,000 ms from the start) stops B.
    expect(b?.kind).toBe('no-progress');
    expect(clock.elapsed()).toBe(1001);
    expect(srv.arrivals.map((x) => [x.url, x.at])).toEqual([
      ['/v3/a', 0],
      ['/v3/a', 600],
      ['/v3/b', 600],
    ]);
  });
});
