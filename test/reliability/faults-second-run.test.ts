// Reliability: a second run while the faults are still on, against the rich-text platform
// that re-serialises stored HTML: the reads are retried and nothing is pushed or moved again.
import { afterEach, expect, it } from 'vitest';
import { seededRandom } from '../../src/emulator/server.js';
import {
  expectPlatformMatchesLocal,
  generateRepo,
  helpsync,
  parseDoc,
  pushKeys,
  runCleanups,
  setup,
  translationPuts,
} from '../helpers/reliability.js';

afterEach(runCleanups);

it('with the faults still on, a second run converges to no writes too (reads retried, nothing pushed again)', async () => {
  const repo = generateRepo({ articles: 6, languages: ['en', 'de'], moved: 4 });
  const f = await setup({
    repo,
    emulator: { faultRate: 0.15, lostRate: 0.05, random: seededRandom(77), richText: true },
    config: { rateLimit: { requests: 200, perSeconds: 1 } },
  });
  const r = await helpsync(f, ['sync']);
  expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
  await expectPlatformMatchesLocal(f);
  const putsBefore = translationPuts(f.emu).length;
  const writesBefore = f.emu.writes().length;
  // Against the rich-text platform (HTML re-serialised on store) and with faults on reads.
  const again = await helpsync(f, ['sync', '--json']);
  expect(again.code, again.stderr).toBe(0);
  expect(pushKeys(parseDoc(again))).toEqual([]);
  expect(parseDoc(again).plan.moves).toEqual([]);
  expect(translationPuts(f.emu).length).toBe(putsBefore);
  expect(f.emu.writes().length).toBe(writesBefore);
});
