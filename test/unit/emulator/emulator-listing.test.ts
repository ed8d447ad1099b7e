// The emulator's translation listing is streamed (src/emulator/listing-stream.ts): sent in parts
// as it is serialised, never as one string with a Content-Length; what arrives is exactly the
// store's entries (the oracle: the data written here), and the client reads it entry by entry.
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { createClient } from '../../../src/client/client.js';
import type { RemoteEntry } from '../../../src/model.js';
import { scaledClock } from '../../../src/util/clock.js';
import { startTestEmulator, type RunningEmulator } from '../../helpers/emulator.js';

let emu: RunningEmulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

function entries(n: number): RemoteEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `article:${String(i).padStart(24, '0')}`,
    type: 'article' as const,
    fields: {
      title: { en: `Title ${i} "quoted" \\ ü 😀`, de: `Titel ${i}` },
      content: { en: `<p>${'Body text [with] {brackets}, '.repeat(60)}${i}</p>` },
    },
  }));
}

describe('the emulator listing', () => {
  it('streams 3,000 entries (~6 MB) in parts, without a Content-Length, and the client reads them all', async () => {
    const data = entries(3000);
    emu = await startTestEmulator({ data: { project: 'p', entries: data } });
    const res = await request(`${emu.baseUrl}/translations/entries`, {
      headers: { authorization: `Bearer ${emu.token!}`, project: emu.project, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const parts: Buffer[] = [];
    for await (const chunk of res.body) parts.push(chunk as Buffer);
    expect(parts.length).toBeGreaterThan(10);
    expect(JSON.parse(Buffer.concat(parts).toString('utf8'))).toEqual(data);

    const c = createClient({ baseUrl: emu.baseUrl, project: emu.project, token: emu.token!, clock: scaledClock(0.001) });
    try {
      expect(await c.listEntries()).toEqual(data);
      expect(await c.listEntries('collection')).toEqual([]);
    } finally {
      await c.close(100);
    }
  });

  it('serves the language-major form when asked, and the client reads the same entries from it', async () => {
    const data = entries(50);
    emu = await startTestEmulator({ data: { project: 'p', entries: data }, listingForm: 'language-major' });
    const res = await request(`${emu.baseUrl}/translations/entries`, {
      headers: { authorization: `Bearer ${emu.token!}`, project: emu.project, accept: 'application/json' },
    });
    const body = JSON.parse(await res.body.text()) as unknown[];
    // the oracle, written down: entry 7 by language, then by field
    expect(body[7]).toEqual({
      id: `article:${'7'.padStart(24, '0')}`,
      type: 'article',
      translations: {
        en: { title: 'Title 7 "quoted" \\ ü 😀', content: `<p>${'Body text [with] {brackets}, '.repeat(60)}7</p>` },
        de: { title: 'Titel 7' },
      },
    });
    const c = createClient({ baseUrl: emu.baseUrl, project: emu.project, token: emu.token!, clock: scaledClock(0.001) });
    try {
      expect(await c.listEntries()).toEqual(data);
    } finally {
      await c.close(100);
    }
  });
});

afterEach(() => clearSecrets());
