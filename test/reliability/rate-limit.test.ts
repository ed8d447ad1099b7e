// Reliability: a platform that allows less than helpsync was configured for (issue 7). The emulator
// admits 10 requests per 1 s sliding window; helpsync is told 40 per 1 s. With and without
// Retry-After the run must finish with exit 0, every push must land, it must never hammer (no more
// than a few 429s per pause: at most the requests in flight, i.e. the concurrency), and it must say
// that it lowered its own rate (transport.ts: after RATE_LOWERING_EPISODES episodes at one rate).
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../src/emulator/server.js';
import {
  expectPlatformMatchesLocal,
  generateRepo,
  helpsync,
  runCleanups,
  setup,
  translationPuts,
  entryOfPut,
} from '../helpers/reliability.js';

afterEach(runCleanups);

const SERVER_RATE = { requests: 10, perSeconds: 1 };
const CONFIGURED_RATE = { requests: 40, perSeconds: 1 };
const CONCURRENCY = 4;
const ARTICLES = 36;

/**
 * 429 episodes: maximal runs of 429 answers with no other answer between them (log order is the
 * order answers were sent). One pause of helpsync's queue can see at most the requests that were
 * already in flight answered 429; a client that hammers shows long runs instead.
 */
function episodes(log: RequestLogEntry[]): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const e of log) {
    if (e.status === 429) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

describe('a server that allows less than configured', () => {
  for (const retryAfter of [true, false]) {
    it(`${retryAfter ? 'with' : 'without'} Retry-After: exit 0, every push lands, a few 429s per pause at most, the rate is lowered`, async () => {
      const repo = generateRepo({ articles: ARTICLES, languages: ['en'] });
      const f = await setup({
        repo,
        emulator: { rateLimit: SERVER_RATE, retryAfter },
        config: { rateLimit: CONFIGURED_RATE, concurrency: CONCURRENCY },
      });
      const started = Date.now();
      const r = await helpsync(f, ['sync'], { timeoutMs: 90_000 });
      const elapsed = Date.now() - started;
      expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);

      // Every pair landed, exactly once (no 429 performs a write).
      await expectPlatformMatchesLocal(f);
      const landed = translationPuts(f.emu).filter((e) => e.status === 200).map(entryOfPut);
      expect(landed.sort()).toEqual(repo.pairs.map((p) => p.split(' ')[0]).sort());

      // The limit really bit, and it never hammered.
      const throttled = f.emu.log.filter((e) => e.status === 429);
      expect(throttled.length).toBeGreaterThan(0);
      const runs = episodes(f.emu.log);
      expect(Math.max(...runs), `429 runs: ${runs.join(',')}`).toBeLessThanOrEqual(CONCURRENCY);
      // Over the whole run, 429s stay a small share of what was sent: each pause costs at most the
      // requests in flight, and the rate comes down after a few pauses.
      const admitted = f.emu.log.length - throttled.length;
      expect(throttled.length, `429 runs: ${runs.join(',')}`).toBeLessThan(admitted);

      // It said so: lowered its own rate (a warning at the default level).
      expect(r.stderr).toMatch(/lowering the request rate to \d+ per 1 s/);
      // Not paced far below the server either: 38+ requests at 10/s take ~4 s; pauses add a few.
      expect(elapsed).toBeLessThan(30_000);
    }, 100_000);
  }
});
