// `helpsync engagement delete` end to end: every kind with a delete and every refused pair, against the
// emulator on a loopback port. Assertions read the emulator's final state and request log, and the
// backup files on disk.
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { backupDir, engagementData, readBackups as backups, requestLines as requests } from '../helpers/admin.js';
import type { RunningEmulator, EngagementPath } from '../../src/emulator/server.js';

const TOKEN = makeTestToken();

useCleanups();
const setup = () => emulatorFixture({ data: engagementData(TOKEN), emulator: { token: TOKEN } });

const left = (emu: RunningEmulator, kind: EngagementPath): string[] => [...emu.store.engagement[kind].keys()].sort();

interface DeleteDoc {
  version: number;
  kind: string;
  engagementKind: string;
  warnings: string[];
  results: { id: string; status: string; responseLost?: boolean; backup?: string; reason?: string }[];
  summary: Record<string, number>;
}

describe('helpsync engagement delete', () => {
  it('surveys: warns once, reads and backs up each before deleting it, responses kept', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1', 'sv2', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(left(f.emu, 'surveys')).toEqual([]);
    expect(r.stderr.match(/responses are kept, but exporting them afterwards no longer resolves question labels/g)).toHaveLength(1);
    // Per survey: the GET (backup) comes before its DELETE.
    for (const id of ['sv1', 'sv2']) {
      const mine = requests(f.emu).filter((x) => x.includes(`/surveys/${id} `));
      expect(mine).toEqual([`GET /engagement/surveys/${id} 200`, `DELETE /engagement/surveys/${id} 200`]);
    }
    const saved = await backups(backupDir(f));
    expect(saved.map((b) => b.doc.id).sort()).toEqual(['sv1', 'sv2']);
    const sv1 = saved.find((b) => b.doc.id === 'sv1')!;
    expect(sv1.name).toMatch(/^survey-sv1-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/);
    expect(sv1.doc).toMatchObject({ recordKind: 'survey', source: 'GET /engagement/surveys/sv1' });
    expect(sv1.doc.record).toMatchObject({ id: 'sv1', name: 'NPS', form: { questions: [{ id: 'q1', label: 'How likely…' }] } });
    expect(sv1.text).not.toContain(TOKEN);
    expect(sv1.text).toContain('token [REDACTED]');
    expect(r.stdout).toContain(`deleted    survey sv1  backup: ${path.relative(f.dir, path.join(backupDir(f), sv1.name))}`);
    expect(r.stdout).toMatch(/Deleted 2 of 2 surveys\./);
    expect(f.emu.store.toData().surveyResponses).toEqual({ sv1: [{ q1: 9 }] });
  });

  it('product tours are backed up before deletion too; --json has per-id results', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', 'product-tour', 'pt1', 'gone', '--yes', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as DeleteDoc;
    expect(doc).toMatchObject({ version: 1, kind: 'engagement-delete', engagementKind: 'product-tour', warnings: [] });
    expect(doc.results[0]).toMatchObject({ id: 'pt1', status: 'deleted' });
    expect(doc.results[0]?.backup).toMatch(/product-tour-pt1-.*\.json$/);
    // A read for the backup that answers 404: the record does not exist; nothing is deleted for it.
    expect(doc.results[1]).toMatchObject({ id: 'gone', status: 'not-found' });
    expect(doc.results[1]?.reason).toMatch(/nothing deleted/);
    expect(doc.summary).toMatchObject({ requested: 2, deleted: 1, notFound: 1, failed: 0 });
    expect(requests(f.emu).filter((x) => x.includes('/gone '))).toEqual(['GET /engagement/product-tours/gone 404']);
    expect(f.emu.writes().map((w) => w.path)).toEqual(['/v3/engagement/product-tours/pt1']);
    const saved = await backups(backupDir(f));
    expect(saved.map((b) => b.doc.record)).toEqual([{ id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }]);
  });

  it('news: deleted directly (nothing to read), per-id not found, exit 1 when any failed', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', 'news', 'nw1', 'nw9', '--yes']);
    expect(r.code).toBe(1);
    expect(left(f.emu, 'news')).toEqual(['nw2']);
    expect(r.stdout).toMatch(/^deleted {4}news article nw1$/m);
    expect(r.stdout).toMatch(/^not found {2}news article nw9 {2}not found \(DELETE \/engagement\/news\/nw9 answered 404\)$/m);
    expect(r.stdout).toMatch(/Deleted 1 of 2 news articles; 1 not found\./);
    expect(requests(f.emu).filter((x) => x.startsWith('GET'))).toEqual([]);
    expect(await backups(backupDir(f))).toEqual([]);
  });

  it('chat messages: warns that delivery records go too; --from-file', async () => {
    const f = await setup();
    await writeFile(path.join(f.dir, 'msgs.txt'), '# spam\ncm1\n\ncm2 # also spam\n');
    const r = await helpsync(f, ['engagement', 'delete', 'chat-message', '--from-file', 'msgs.txt', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: deleting a chat message also deletes its delivery records/);
    expect(left(f.emu, 'chat-messages')).toEqual([]);
    expect(r.stdout).toMatch(/Deleted 2 of 2 chat messages\./);
  });

  it.each([
    [
      'checklist',
      'ck1',
      'checklists',
      /no delete operation for checklist.*checklist has only: get \(GET \/engagement\/checklists\/\{id\}\)/,
    ],
    ['tooltip', 'tt1', 'tooltips', /no delete operation for tooltip.*tooltip has only: get/],
    ['push-notification', 'pn1', 'push-notifications', /no delete operation for push-notification.*has only: get/],
    ['tour', 'pt1', 'product-tours', /unknown engagement kind "tour".*\n.*chat-message: delete/],
  ] as const)('refuses delete %s before any request, saying what the kind has', async (kind, id, pathName, message) => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', kind, id, '--yes']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(f.emu.log).toEqual([]);
    expect(left(f.emu, pathName)).toContain(id);
  });

  it('without --yes and without a terminal: refuses, nothing read, nothing deleted', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/refusing to delete 1 survey .*--yes/);
    expect(f.emu.log).toEqual([]);
    expect(left(f.emu, 'surveys')).toEqual(['sv1', 'sv2']);
    expect(await backups(backupDir(f))).toEqual([]);
  });

  it('invalid ids are refused before any request', async () => {
    const f = await setup();
    await writeFile(path.join(f.dir, 'ids.txt'), 'nw1\nnw 2\n');
    const r = await helpsync(f, ['engagement', 'delete', 'news', 'x/y', '--from-file', 'ids.txt', '--yes']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('argument 1: invalid id "x/y"');
    expect(r.stderr).toContain('ids.txt:2: error: invalid id "nw 2"');
    expect(f.emu.log).toEqual([]);
  });

  it('--dry-run reads, backs up and deletes nothing', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1', 'sv2', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Dry run: would delete 2 surveys .*each would first be read and saved under/);
    expect(r.stdout).toContain('would delete  survey sv1  (DELETE /engagement/surveys/sv1)');
    expect(r.stdout).toMatch(/Nothing was read, saved or deleted\./);
    expect(r.stderr).toMatch(/responses are kept/);
    expect(f.emu.log).toEqual([]);
    expect(await backups(backupDir(f))).toEqual([]);
  });

  it('a backup that cannot be written stops the delete of that record', async () => {
    const f = await setup();
    // A file where the backup folder should be: the backup cannot be written (even as root).
    const blocked = path.join(f.dir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const r = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1', '--yes', '--backup-dir', blocked]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/failed {5}survey sv1 {2}could not write its backup: .*; nothing deleted/);
    expect(requests(f.emu)).toEqual(['GET /engagement/surveys/sv1 200']);
    expect(left(f.emu, 'surveys')).toEqual(['sv1', 'sv2']);
  });

  it('a retried delete that answers 404 after a lost response counts as deleted', async () => {
    const f = await setup();
    f.emu.setOptions({ lostRate: 1 });
    const r = await helpsync(f, ['engagement', 'delete', 'news', 'nw2', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^deleted {4}news article nw2 {2}response lost: .*counted as deleted$/m);
    expect(r.stdout).toMatch(/Deleted 1 of 1 news article \(1 after a lost response\)\./);
    expect(f.emu.writes().map((w) => `${w.method} ${w.status ?? 'lost'}`)).toEqual(['DELETE lost', 'DELETE 404']);
    expect(left(f.emu, 'news')).toEqual(['nw1']);
  });
});
