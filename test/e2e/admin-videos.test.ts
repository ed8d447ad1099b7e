// `helpsync videos` end to end: the real CLI process against the emulator on a
// loopback port. Assertions read the emulator's request log (what was asked, and never skip/limit).
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliResult } from '../helpers/cli.js';
import { makeTestToken, startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/server.js';

const TOKEN = makeTestToken();

const NESTED_ROWS = [
  { team: { name: 'Support, EU', id: 't1' }, stats: { open: 3, closed: 10 }, note: 'say "hi"' },
  { team: { name: 'Sales', id: 't2' }, stats: { open: 0, closed: 2 }, note: 'two\nlines' },
];

function data(): EmulatorOptions['data'] {
  return {
    project: 'proj-admin',
    teams: [
      { id: 'team01', name: 'Support' },
      { id: 'team02', name: 'Sales' },
    ],
    videos: [
      { id: 'v1', videoId: 'yt-1', title: 'Getting started', status: 'ready', createdAt: '2024-03-01T10:00:00Z', durationSeconds: 125, channelName: 'Acme' },
      { id: 'v2', videoId: 'yt-2', title: 'Billing, explained', status: 'failed', createdAt: '2024-05-01T10:00:00Z', durationSeconds: 3725, error: 'no captions' },
      { id: 'v3', videoId: 'yt-3', title: 'Newest', status: 'ready', createdAt: '2024-06-01T10:00:00Z' },
      { id: 'v4', title: 'Not acknowledged', status: 'ready', createdAt: '2024-07-01T10:00:00Z', acknowledged: false },
      { id: 'v5', title: 'Skipped', status: 'ready', createdAt: '2024-07-02T10:00:00Z', skipped: true },
    ],
    statistics: {
      NESTED_LIST: NESTED_ROWS,
      SERIES_CHART: { series: [{ name: 'a', points: [1, 2] }], total: 3 },
    },
  };
}

interface Fixture {
  dir: string;
  configPath: string;
  emu: RunningEmulator;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function setup(): Promise<Fixture> {
  const { dir, cleanup } = await tempDir();
  cleanups.push(cleanup);
  const emu = await startTestEmulator({ data: data(), token: TOKEN });
  cleanups.push(() => emu.close());
  const configPath = await writeTestConfig(dir, emu, {});
  return { dir, configPath, emu };
}

async function helpsync(f: Fixture, args: string[]): Promise<CliResult> {
  const r = await runCli(['--config', f.configPath, ...args], { cwd: f.dir, env: { HELPSYNC_TOKEN: TOKEN } });
  // The token never shows, whatever happened.
  expect(r.stdout).not.toContain(TOKEN);
  expect(r.stderr).not.toContain(TOKEN);
  return r;
}


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
    const doc = JSON.parse(r.stdout) as { version: number; kind: string; total: number; shown: number; status: string; videos: { id: string }[] };
    expect(doc).toMatchObject({ version: 1, kind: 'videos', total: 3, listed: 3, shown: 1, status: 'failed' });
    expect(doc.videos.map((v) => v.id)).toEqual(['v2']);
  });
});
