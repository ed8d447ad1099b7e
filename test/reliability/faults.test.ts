// Reliability: 5xx faults (500/502 HTML/503) and lost write responses. `helpsync sync` must
// converge on translations AND layout moves with exit 0, the platform's final state must equal the
// local content pair by pair, and a second run must write nothing. Seeded, so each seed replays exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/emulator/server.js';
import { expectPlatformMatchesLocal, generateRepo, helpsync, parseDoc, pushKeys, runCleanups, setup } from '../helpers/reliability.js';

afterEach(runCleanups);

//: "15% 5xx (including a 502 with an HTML body) plus 5% lost responses on writes".
const FAULT_RATE = 0.15;
const LOST_RATE = 0.05;

describe('faults: 15% 5xx and 5% lost responses', () => {
  for (const seed of [11, 4242]) {
    it(`seed ${seed}: sync (translations and layout) converges; the platform equals the content; a second run writes nothing`, async () => {
      // 8 articles × 3 languages + collection + 2 static keys × 3 = 33 pairs, 6 moves.
      const repo = generateRepo({ articles: 8, languages: ['en', 'de', 'fr'], moved: 6, staticKeys: 2 });
      const f = await setup({
        repo,
        emulator: { faultRate: FAULT_RATE, lostRate: LOST_RATE, random: seededRandom(seed) },
        // Retries: the default (5). A small rate window keeps it fast, not paced like the platform.
        config: { rateLimit: { requests: 200, perSeconds: 1 } },
      });
      const r = await helpsync(f, ['sync', '--json']);
      expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);

      // The faults really happened: every kind of 5xx (the 502 is the HTML page) and at least one
      // write performed whose response was lost.
      const statuses = new Set(f.emu.log.filter((e) => e.outcome === 'fault').map((e) => e.status));
      expect([...statuses].sort()).toEqual([500, 502, 503]);
      expect(f.emu.log.some((e) => e.outcome === 'fault' && e.method === 'PUT')).toBe(true);
      expect(f.emu.log.some((e) => e.outcome === 'lost')).toBe(true);

      const doc = parseDoc(r);
      expect(pushKeys(doc)).toEqual([...repo.pairs].sort());
      expect(doc.plan.moves.map((m) => m.articleId).sort()).toEqual(
        Object.entries(repo.expectedPlacement)
          .filter(([, c]) => c !== repo.data.collections?.[0]?.id)
          .map(([id]) => id)
          .sort(),
      );
      expect(doc.results?.filter((x) => x.status !== 'done')).toEqual([]);

      // The final platform state, read from the emulator's store, equals the local content.
      await expectPlatformMatchesLocal(f);

      // Faults off: a second run plans nothing (zero pushes, zero moves) and sends no write at all.
      f.emu.setOptions({ faultRate: 0, lostRate: 0 });
      const writesBefore = f.emu.writes().length;
      const again = await helpsync(f, ['sync', '--json']);
      expect(again.code, again.stderr).toBe(0);
      const againDoc = parseDoc(again);
      expect(pushKeys(againDoc)).toEqual([]);
      expect(againDoc.plan.moves).toEqual([]);
      expect(f.emu.writes().length).toBe(writesBefore);
    });
  }
});
