// The emulator's answer delay (a platform's latency, for the migration benchmark): every answer is
// sent no earlier than the delay after its request arrived, and a bad value is refused at start.
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../src/emulator/server.js';

let emu: RunningEmulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

describe('answerDelayMs', () => {
  it('answers no earlier than the delay, and a 404 too', async () => {
    emu = await startEmulator({ data: { project: 'p' }, answerDelayMs: 120 });
    for (const path of ['/helpcenter/collections/all', '/no/such/operation']) {
      const started = performance.now();
      const res = await request(`${emu.baseUrl}${path}`, { headers: { authorization: `Bearer ${emu.token!}`, project: 'p' } });
      await res.body.dump();
      // a lower bound only: how much later it comes is the machine's business
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
      expect(res.statusCode).toBe(path.startsWith('/no') ? 404 : 200);
    }
  });

  it('refuses a negative or non-numeric delay', async () => {
    await expect(startEmulator({ answerDelayMs: -1 })).rejects.toThrow('answerDelayMs must be a number of milliseconds, 0 or more');
    await expect(startEmulator({ answerDelayMs: Number.NaN })).rejects.toThrow('answerDelayMs must be a number of milliseconds, 0 or more');
  });
});
