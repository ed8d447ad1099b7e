import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { backupFileName, writeBackup } from '../../../src/admin/backup.js';
import { confirm, isYes } from '../../../src/admin/confirm.js';
import { clearSecrets, registerSecret } from '../../../src/util/redact.js';

let dir: string | undefined;
// A registered token stays for the life of the process (as in a library host); each test
// forgets the ones it registered (test/helpers/leak-check.ts checks).
afterEach(clearSecrets);
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('backups', () => {
  it('names files <kind>-<id>-<timestamp>.json with a portable timestamp', () => {
    const now = Date.UTC(2024, 4, 1, 10, 20, 30, 123);
    expect(backupFileName('survey', 'abc', now)).toBe('survey-abc-2024-05-01T10-20-30-123Z.json');
    expect(backupFileName('team', 'a:b\\c', now)).toBe('team-a_b_c-2024-05-01T10-20-30-123Z.json');
  });

  it('writes the record with where it came from, never overwrites, and scrubs the token', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-backup-'));
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1bml0In0.c2lnbmF0dXJlLXVuaXQtdGVzdA';
    registerSecret(token);
    const now = Date.UTC(2024, 4, 1);
    const input = {
      dir: path.join(dir, 'nested', 'backups'),
      recordKind: 'survey',
      id: 's1',
      project: 'p1',
      baseUrl: 'https://user:pw@api.example.test/v3?x=1',
      source: 'GET /engagement/surveys/s1',
      record: { id: 's1', note: `echoed ${token}` },
      now,
    };
    const first = await writeBackup(input);
    const second = await writeBackup(input);
    expect(path.basename(first)).toBe('survey-s1-2024-05-01T00-00-00-000Z.json');
    expect(path.basename(second)).toBe('survey-s1-2024-05-01T00-00-00-000Z-2.json');
    expect(await readdir(input.dir)).toHaveLength(2);
    const text = await readFile(first, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain('pw@');
    expect(JSON.parse(text)).toEqual({
      version: 1,
      kind: 'helpsync-backup',
      recordKind: 'survey',
      id: 's1',
      project: 'p1',
      baseUrl: 'https://api.example.test/v3',
      savedAt: '2024-05-01T00:00:00.000Z',
      source: 'GET /engagement/surveys/s1',
      record: { id: 's1', note: 'echoed [REDACTED]' },
    });
    if (process.platform !== 'win32') expect((await stat(first)).mode & 0o777).toBe(0o600);
  });
});

describe('confirm (the TTY prompt, with injected streams)', () => {
  async function ask(answer: string | null, signal?: AbortSignal): Promise<{ ok: boolean; shown: string }> {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const pending = confirm('Delete 2 surveys (s1, s2)? [y/N] ', { input, output, signal });
    if (answer === null) input.end();
    else input.write(`${answer}\n`);
    const ok = await pending;
    return { ok, shown };
  }

  it('shows the question and confirms only on y or yes', async () => {
    expect(await ask('y')).toEqual({ ok: true, shown: 'Delete 2 surveys (s1, s2)? [y/N] ' });
    expect((await ask('YES')).ok).toBe(true);
    expect((await ask('n')).ok).toBe(false);
    expect((await ask('')).ok).toBe(false);
    expect((await ask('yes please')).ok).toBe(false);
  });
  it('declines at end of input and on interrupt', async () => {
    expect((await ask(null)).ok).toBe(false);
    const ac = new AbortController();
    const input = new PassThrough();
    const output = new PassThrough();
    const pending = confirm('Delete? ', { input, output, signal: ac.signal });
    ac.abort();
    expect(await pending).toBe(false);
  });
  it('isYes', () => {
    expect(isYes(' y ')).toBe(true);
    expect(isYes('no')).toBe(false);
  });
});
