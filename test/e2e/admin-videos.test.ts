// `helpsync videos` end to end: the real CLI process against the emulator on a
// loopback port. Assertions read the emulator's request log (what was asked, and never skip/limit).
import { describe, expect, it } from 'vitest';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { adminReadData } from '../helpers/admin.js';

const TOKEN = makeTestToken();

useCleanups();
const setup = () => emulatorFixture({ data: adminReadData(), emulator: { token: TOKEN } });

describe('helpsync videos', () => {
  it('shows total and shown counts, one row per video, newest first as served', async () => {
    const f = await setup();
    const r = await helpsync(f, ['videos']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Videos: 3 total, 3 shown.');
    expect(lines[2]).toMatch(/^created\s+status\s+duration\s+title\s+channel\s+id\s+url/);
    const rows = lines.slice(4);
    expect(rows.map((l) => /\b(v\d)\b/.exec(l)?.[1])).toEqual(['v3', 'v2', 'v1']);
    expect(rows[1]).toMatch(/failed\s+1:02:05\s+Billing, explained/);
    expect(rows[1]).toMatch(/no captions/);
    expect(rows[2]).toMatch(/ready\s+2:05\s+Getting started\s+Acme/);
    expect(f.emu.log.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /v3/video-source']);
  });

  it('--status filters on our side and the header shows both counts', async () => {
    const f = await setup();
    const r = await helpsync(f, ['videos', '--status', 'ready']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Videos: 3 total, 2 shown with status "ready".');
    expect(r.stdout).not.toMatch(/\bv2\b/);
    // The platform has no status parameter: none is sent.
    expect(f.emu.log[0]?.query).toEqual({});
    const none = await helpsync(f, ['videos', '--status', 'processing']);
    expect(none.code).toBe(0);
    expect(none.stdout.trim()).toBe('Videos: 3 total, 0 shown with status "processing".');
    expect(none.stderr).toMatch(/statuses present: ready, failed/);
  });

  it('--json prints one versioned document', async () => {
    const f = await setup();
    const r = await helpsync(f, ['videos', '--json', '--status', 'failed']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      version: number;
      kind: string;
      total: number;
      shown: number;
      status: string;
      videos: { id: string }[];
    };
    expect(doc).toMatchObject({ version: 1, kind: 'videos', total: 3, listed: 3, shown: 1, status: 'failed' });
    expect(doc.videos.map((v) => v.id)).toEqual(['v2']);
  });
});
