// A translation PUT whose response is lost on its final attempt: the push is idempotent, so the
// apply engine reads the entry back and counts the push done when the platform holds the value
// (as a move already does). Deterministic: the emulator loses the response of every performed
// write (--lost-rate 1), so with `retries: 1` exactly the one and last attempt is lost; and a server
// that drops a PUT without performing it shows the read-back does not call that done.
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { applyPlan } from '../../../src/apply/apply.js';
import { createClient } from '../../../src/client/client.js';
import type { PlatformClient } from '../../../src/client/types.js';
import { PLAN_KIND, PLAN_VERSION, type Push, type SyncPlan } from '../../../src/apply/types.js';
import { scaledClock } from '../../../src/util/clock.js';
import { silentLogger } from '../../../src/util/log.js';
import { startTestEmulator } from '../../helpers/emulator.js';
import { listenLoopback } from '../../helpers/http-listen.js';

const A = 'article:6650f0c1a2b3c4d5e6f70811';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsb3N0In0.c2lnbmF0dXJlLWxvc3Q';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function planOf(push: Push): SyncPlan {
  return {
    kind: PLAN_KIND,
    version: PLAN_VERSION,
    createdAt: '2026-01-01T00:00:00.000Z',
    target: { baseUrl: 'http://127.0.0.1/v3', project: 'p' },
    sourceLanguage: 'en',
    moves: [],
    languages: [{ language: 'de', pushes: [push], unchanged: 0, held: [] }],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings: [],
  };
}

const PUSH: Push = {
  entryId: A,
  type: 'article',
  language: 'de',
  file: 'de/install.md',
  // The platform's editor gives back `<br>` for `<br/>` (docs/platform-api.md): the read-back compares as HTML.
  fields: { title: 'Installieren', content: '<p>Hallo<br/>Welt</p>' },
  remoteFingerprint: '',
  changes: [],
};

function client(baseUrl: string, token: string, retries: number): PlatformClient {
  const c = createClient({
    baseUrl,
    project: 'p',
    token,
    retries,
    clock: scaledClock(0.001),
    rateLimit: { requests: 1000, perSeconds: 1 },
  });
  cleanups.push(() => c.close(100));
  return c;
}

describe('a lost response on the final attempt of a translation push', () => {
  for (const retries of [1, 3]) {
    it(`retries ${retries}: every response lost, the platform holds the value: done`, async () => {
      const emu = await startTestEmulator({
        project: 'p',
        richText: true,
        lostRate: 1,
        data: { project: 'p', entries: [{ id: A, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Hi</p>' } } }] },
      });
      cleanups.push(() => emu.close());
      const outcome = await applyPlan(planOf(PUSH), client(emu.baseUrl, emu.token!, retries), { logger: silentLogger, checkStale: false });
      expect(outcome.results).toEqual([
        {
          kind: 'push',
          entryId: A,
          language: 'de',
          file: 'de/install.md',
          status: 'done',
          reason: 'the response was lost; read back: the platform holds the pushed values',
        },
      ]);
      expect(emu.writes().map((w) => `${w.method} ${w.outcome}`)).toEqual(Array.from({ length: retries }, () => 'PUT lost'));
      expect(emu.store.entries.get(A)?.fields.content?.de).toBe('<p>Hallo<br>Welt</p>');
    });
  }

  it('a PUT dropped without being performed stays failed after the read-back', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      if (req.method === 'PUT') return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: A, type: 'article', fields: { title: { de: 'Alt' } } }));
    });
    const { port, close } = await listenLoopback(server);
    cleanups.push(close);
    const outcome = await applyPlan(planOf(PUSH), client(`http://127.0.0.1:${port}/v3`, TOKEN, 1), {
      logger: silentLogger,
      checkStale: false,
    });
    expect(outcome.results[0]?.status).toBe('failed');
    expect(outcome.results[0]?.reason).toMatch(
      /^PUT \/translations\/entries\/article%3A6650f0c1a2b3c4d5e6f70811 failed: network \(.*\); read back: the platform does not hold the pushed values \(title, content differ\)$/,
    );
    expect(seen).toEqual([
      `PUT /v3/translations/entries/article%3A6650f0c1a2b3c4d5e6f70811`,
      `GET /v3/translations/entries/article%3A6650f0c1a2b3c4d5e6f70811?language=de`,
    ]);
  });
});

afterEach(() => clearSecrets());
