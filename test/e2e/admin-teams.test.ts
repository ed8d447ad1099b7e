// `helpsync teams delete` end to end: the real CLI process against the emulator on a loopback port.
// Assertions read the emulator's final state and request log, and the backup files on disk.
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorData } from '../helpers/fixture.js';
import { backupDir, readBackups as backups } from '../helpers/admin.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

const TOKEN = makeTestToken();

const T1 = '6650f0c1a2b3c4d5e6f7aa01';
const T2 = '6650f0c1a2b3c4d5e6f7aa02';
const T3 = '6650f0c1a2b3c4d5e6f7aa03';

function team(id: string, name: string): Record<string, unknown> {
  return {
    id,
    name,
    members: ['u1', 'u2'],
    ticketAmount: 3,
    operatingHours: {
      enabled: true,
      timezone: 'Europe/Berlin',
      openingTimes: [{ day: 'mon', openingTime: '09:00', closingTime: '17:00' }],
    },
    slaOptions: { defaultSla: 4 },
    // A record that happens to hold the token: the backup must not.
    notes: `migrated with ${TOKEN}`,
  };
}

function data(): EmulatorData {
  return { project: 'proj-admin', teams: [team(T1, 'Support'), team(T2, 'Sales'), team(T3, 'Billing')] } as EmulatorData;
}

useCleanups();
const setup = () => emulatorFixture({ data: data(), emulator: { token: TOKEN } });

const teamsLeft = (emu: RunningEmulator): string[] => [...emu.store.teams.keys()].sort();

interface DeleteDoc {
  version: number;
  kind: string;
  dryRun: boolean;
  results: { id: string; status: string; responseLost?: boolean; backup?: string; reason?: string }[];
  summary: { requested: number; deleted: number; responseLost: number; notFound: number; failed: number; skipped: number };
}

describe('helpsync teams delete', () => {
  it('deletes with --yes, saves each returned team as a backup and says where', async () => {
    const f = await setup();
    const r = await helpsync(f, ['teams', 'delete', T1, T2, '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(teamsLeft(f.emu)).toEqual([T3]);
    const saved = await backups(backupDir(f));
    expect(saved.map((b) => b.doc.id).sort()).toEqual([T1, T2]);
    for (const b of saved) {
      expect(b.name).toMatch(new RegExp(`^team-${b.doc.id}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.json$`));
      expect(b.doc).toMatchObject({
        version: 1,
        kind: 'helpsync-backup',
        recordKind: 'team',
        project: 'proj-admin',
        source: `DELETE /teams/${b.doc.id}`,
      });
      expect(b.doc.record).toMatchObject({ id: b.doc.id, members: ['u1', 'u2'], slaOptions: { defaultSla: 4 } });
      expect(b.text).not.toContain(TOKEN);
      expect(r.stdout).toContain(`deleted    team ${b.doc.id}  backup: ${path.relative(f.dir, path.join(backupDir(f), b.name))}`);
    }
    expect(r.stdout).toMatch(/Deleted 2 of 2 teams\.\n$/);
    expect(
      f.emu
        .writes()
        .map((w) => `${w.method} ${w.path} ${w.status}`)
        .sort(),
    ).toEqual([`DELETE /v3/teams/${T1} 200`, `DELETE /v3/teams/${T2} 200`]);
  });

  it('without --yes and without a terminal: refuses, exit 1, no request at all', async () => {
    const f = await setup();
    const r = await helpsync(f, ['teams', 'delete', T1]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/refusing to delete 1 team from project proj-admin .*stdin is not a terminal.*--yes/);
    expect(f.emu.log).toEqual([]);
    expect(teamsLeft(f.emu)).toEqual([T1, T2, T3]);
  });

  it('a 404 is a per-id "not found"; the others continue; exit 1', async () => {
    const f = await setup();
    const r = await helpsync(f, ['teams', 'delete', T1, 'nosuchteam', T3, '--yes']);
    expect(r.code).toBe(1);
    expect(teamsLeft(f.emu)).toEqual([T2]);
    expect(r.stdout).toMatch(/^not found {2}team nosuchteam {2}not found \(DELETE \/teams\/nosuchteam answered 404\)$/m);
    expect(r.stdout).toMatch(/Deleted 2 of 3 teams; 1 not found\./);
  });

  it('--from-file: one id per line, comments and blank lines ignored, merged with arguments', async () => {
    const f = await setup();
    await writeFile(path.join(f.dir, 'ids.txt'), `# merged into Support in May\n\n${T2}\n${T3}   # old billing team\n`);
    const r = await helpsync(f, ['teams', 'delete', '--from-file', 'ids.txt', T2, '--yes', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as DeleteDoc;
    expect(doc).toMatchObject({ version: 1, kind: 'teams-delete', dryRun: false });
    expect(doc.results.map((x) => [x.id, x.status])).toEqual([
      [T2, 'deleted'],
      [T3, 'deleted'],
    ]);
    expect(doc.results.every((x) => x.backup && x.backup.startsWith(backupDir(f)))).toBe(true);
    expect(doc.summary).toEqual({ requested: 2, deleted: 2, responseLost: 0, notFound: 0, failed: 0, skipped: 0 });
    expect(r.stderr).toMatch(/given more than once, deleted once: 6650f0c1a2b3c4d5e6f7aa02/);
    expect(teamsLeft(f.emu)).toEqual([T1]);
  });

  it('refuses bad ids (arguments and file lines, with file and line) before any request', async () => {
    const f = await setup();
    await writeFile(path.join(f.dir, 'ids.txt'), `${T1}\nbad/id\ntwo words\n`);
    const r = await helpsync(f, ['teams', 'delete', 'a/b', '--from-file', 'ids.txt', '--yes']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: argument 1: invalid id "a/b": ids cannot contain "/"');
    expect(r.stderr).toContain('ids.txt:2: error: invalid id "bad/id"');
    expect(r.stderr).toContain('ids.txt:3: error: invalid id "two words": ids cannot contain whitespace (one id per line)');
    const missing = await helpsync(f, ['teams', 'delete', '--from-file', 'nope.txt', '--yes']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.txt: error: id file not found');
    const none = await helpsync(f, ['teams', 'delete', '--yes']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no ids given/);
    expect(f.emu.log).toEqual([]);
    expect(teamsLeft(f.emu)).toEqual([T1, T2, T3]);
  });

  it('--dry-run lists what would be deleted and sends nothing, writes nothing', async () => {
    const f = await setup();
    const r = await helpsync(f, ['teams', 'delete', T1, T2, '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Dry run: would delete 2 teams from project proj-admin/);
    expect(r.stdout).toContain(`would delete  team ${T1}  (DELETE /teams/${T1})`);
    expect(r.stdout).toContain(`would delete  team ${T2}  (DELETE /teams/${T2})`);
    expect(f.emu.log).toEqual([]);
    expect(await backups(backupDir(f))).toEqual([]);
    const json = await helpsync(f, ['teams', 'delete', T1, '--dry-run', '--json']);
    expect((JSON.parse(json.stdout) as DeleteDoc).results).toEqual([{ id: T1, status: 'would-delete', request: `DELETE /teams/${T1}` }]);
    expect(f.emu.log).toEqual([]);
  });

  it('--backup-dir puts backups there', async () => {
    const f = await setup();
    const r = await helpsync(f, ['teams', 'delete', T3, '--yes', '--backup-dir', 'saved/teams']);
    expect(r.code, r.stderr).toBe(0);
    const saved = await backups(path.join(f.dir, 'saved', 'teams'));
    expect(saved.map((b) => b.doc.id)).toEqual([T3]);
    expect(r.stdout).toContain(`backup: ${path.join('saved', 'teams', saved[0]!.name)}`);
  });

  it('a delete whose response was lost: the retry answers 404 → counted deleted, says the backup could not be made', async () => {
    const f = await setup();
    f.emu.setOptions({ lostRate: 1 });
    const r = await helpsync(f, ['teams', 'delete', T1, '--yes', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as DeleteDoc;
    expect(doc.results[0]).toMatchObject({ id: T1, status: 'deleted', responseLost: true });
    expect(doc.results[0]?.backup).toBeUndefined();
    expect(doc.results[0]?.reason).toMatch(/response lost.*backup could not be made/);
    expect(doc.summary).toMatchObject({ deleted: 1, responseLost: 1 });
    expect(f.emu.writes().map((w) => `${w.method} ${w.status ?? 'lost'}`)).toEqual(['DELETE lost', 'DELETE 404']);
    expect(teamsLeft(f.emu)).toEqual([T2, T3]);
  });

  it('a backup folder that cannot be written: no backup, no delete, exit 1', async () => {
    const f = await setup();
    // A file where the backup folder should be: the backup cannot be written (even as root).
    const blocked = path.join(f.dir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const r = await helpsync(f, ['teams', 'delete', T1, '--yes', '--backup-dir', blocked]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/failed {5}team 6650f0c1a2b3c4d5e6f7aa01 {2}its backup could not be written: .*; nothing deleted/);
    expect(f.emu.writes()).toEqual([]);
    expect(teamsLeft(f.emu)).toContain(T1);
  });
});
