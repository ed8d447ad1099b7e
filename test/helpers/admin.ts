// Data and readers the admin command tests share: the remote the read-only commands (stats, videos)
// and the engagement commands (get, delete) run against, and the backup files deletes leave behind.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmulatorData } from './fixture.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

/** Statistics rows that are not flat: nested objects, a comma, quotes and a newline to escape. */
export const NESTED_ROWS = [
  { team: { name: 'Support, EU', id: 't1' }, stats: { open: 3, closed: 10 }, note: 'say "hi"' },
  { team: { name: 'Sales', id: 't2' }, stats: { open: 0, closed: 2 }, note: 'two\nlines' },
];

/** Teams, videos in every state the listing treats differently, and two canned statistics answers. */
export function adminReadData(): EmulatorData {
  return {
    project: 'proj-admin',
    teams: [
      { id: 'team01', name: 'Support' },
      { id: 'team02', name: 'Sales' },
    ],
    videos: [
      {
        id: 'v1',
        videoId: 'yt-1',
        title: 'Getting started',
        status: 'ready',
        createdAt: '2024-03-01T10:00:00Z',
        durationSeconds: 125,
        channelName: 'Acme',
      },
      {
        id: 'v2',
        videoId: 'yt-2',
        title: 'Billing, explained',
        status: 'failed',
        createdAt: '2024-05-01T10:00:00Z',
        durationSeconds: 3725,
        error: 'no captions',
      },
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

/** One or more records of every engagement kind; survey sv1 holds `token` (it must be scrubbed) and has responses. */
export function engagementData(token: string): EmulatorData {
  return {
    project: 'proj-admin',
    engagement: {
      'chat-messages': [
        { id: 'cm1', text: 'Hello' },
        { id: 'cm2', text: 'Bye' },
      ],
      'push-notifications': [{ id: 'pn1', title: 'Sale!' }],
      surveys: [
        { id: 'sv1', name: 'NPS', form: { questions: [{ id: 'q1', label: 'How likely…' }] }, secretNote: `token ${token}` },
        { id: 'sv2', name: 'CSAT' },
      ],
      'product-tours': [{ id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }],
      checklists: [{ id: 'ck1', name: 'Setup' }],
      tooltips: [{ id: 'tt1', text: 'Click here' }],
      news: [
        { id: 'nw1', title: 'v2 released' },
        { id: 'nw2', title: 'Old' },
      ],
    },
    surveyResponses: { sv1: [{ q1: 9 }] },
  };
}

/** The emulator's request log as `METHOD /path-without-/v3 status` (`lost` when no answer was sent). */
export const requestLines = (emu: RunningEmulator): string[] =>
  emu.log.map((e) => `${e.method} ${e.path.replace(/^\/v3/, '')} ${e.status ?? 'lost'}`);

/** Where deletes keep their backups by default: `.helpsync/backups` beside the config file. */
export const backupDir = (f: { configPath: string }): string => path.join(path.dirname(f.configPath), '.helpsync', 'backups');

export interface BackupFile {
  name: string;
  text: string;
  doc: { recordKind: string; id: string; source: string; record: Record<string, unknown> };
}

/** The backup files in `dir`, by name (none when the folder does not exist). */
export async function readBackups(dir: string): Promise<BackupFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      return { name, text, doc: JSON.parse(text) as BackupFile['doc'] };
    }),
  );
}
