// The bulk delete engine on plain data: a stand-in client whose answers each test sets, a backup
// writer that records calls. The real client against the emulator is in test/e2e/admin-*.test.ts.
import { describe, expect, it } from 'vitest';
import { deleteAll, summarize, type DeleteSpec } from '../../../src/admin/delete.js';
import { formatResultLine, formatSummary } from '../../../src/admin/delete-report.js';
import { engagementDeleteSpec } from '../../../src/admin/engagement.js';
import { TEAM_DELETE_SPEC } from '../../../src/admin/teams.js';
import { ApiError } from '../../../src/client/errors.js';
import type { PlatformClient } from '../../../src/client/types.js';

type Answer = unknown; // a value to resolve with, or an ApiError to reject with

function fakeClient(answers: { get?: Record<string, Answer>; del?: Record<string, Answer> }, log: string[]): PlatformClient {
  const answer = (map: Record<string, Answer> | undefined, key: string): Promise<never> | Promise<unknown> => {
    const a = map?.[key];
    if (a instanceof ApiError) return Promise.reject(a);
    return Promise.resolve(a ?? {});
  };
  const client: Partial<PlatformClient> = {
    getEngagement: (kind, id) => {
      log.push(`GET ${kind} ${id}`);
      return answer(answers.get, id) as Promise<Record<string, unknown>>;
    },
    deleteEngagement: (kind, id) => {
      log.push(`DELETE ${kind} ${id}`);
      return answer(answers.del, id);
    },
    deleteTeam: (id) => {
      log.push(`DELETE team ${id}`);
      return answer(answers.del, id) as Promise<Record<string, unknown>>;
    },
  };
  return client as PlatformClient;
}

const http = (status: number, method: string, path: string, afterLostResponse = false): ApiError =>
  new ApiError({ kind: 'http', status, method, path, afterLostResponse });

function recorder(log: string[], fail?: (id: string) => boolean) {
  return (id: string, source: string, record: unknown): Promise<string> => {
    log.push(`BACKUP ${id} ${source} ${JSON.stringify(record)}`);
    if (fail?.(id)) return Promise.reject(new Error('disk full'));
    return Promise.resolve(`/backups/${id}.json`);
  };
}

describe('deleteAll: surveys (read, back up, then delete)', () => {
  const spec: DeleteSpec = engagementDeleteSpec('survey');

  it('backs up each survey before deleting it, and keeps the given order in the results', async () => {
    const log: string[] = [];
    const client = fakeClient({ get: { s1: { id: 's1', name: 'NPS' }, s2: { id: 's2' } } }, log);
    const results = await deleteAll(spec, client, { ids: ['s1', 's2'], concurrency: 1, backup: recorder(log) });
    expect(log).toEqual([
      'GET survey s1',
      'BACKUP s1 GET /engagement/surveys/s1 {"id":"s1","name":"NPS"}',
      'DELETE survey s1',
      'GET survey s2',
      'BACKUP s2 GET /engagement/surveys/s2 {"id":"s2"}',
      'DELETE survey s2',
    ]);
    expect(results).toEqual([
      { id: 's1', status: 'deleted', backup: '/backups/s1.json' },
      { id: 's2', status: 'deleted', backup: '/backups/s2.json' },
    ]);
  });

  it('a 404 on the read means "not found": nothing deleted, the others continue', async () => {
    const log: string[] = [];
    const client = fakeClient({ get: { gone: http(404, 'GET', '/engagement/surveys/gone') } }, log);
    const results = await deleteAll(spec, client, { ids: ['gone', 's2'], concurrency: 2, backup: recorder(log) });
    expect(log.filter((l) => l.startsWith('DELETE'))).toEqual(['DELETE survey s2']);
    expect(results[0]).toMatchObject({ id: 'gone', status: 'not-found' });
    expect(results[0]?.reason).toMatch(/answered 404.*nothing deleted/);
    expect(results[1]).toMatchObject({ id: 's2', status: 'deleted' });
  });

  it('a failed read or a backup that cannot be written deletes nothing', async () => {
    const log: string[] = [];
    const client = fakeClient({ get: { a: http(500, 'GET', '/engagement/surveys/a') } }, log);
    const results = await deleteAll(spec, client, { ids: ['a', 'b'], concurrency: 1, backup: recorder(log, (id) => id === 'b') });
    expect(log.some((l) => l.startsWith('DELETE'))).toBe(false);
    expect(results[0]).toMatchObject({ status: 'failed' });
    expect(results[0]?.reason).toMatch(/could not read it for the backup: GET \/engagement\/surveys\/a failed with 500; nothing deleted/);
    expect(results[1]).toMatchObject({ status: 'failed' });
    expect(results[1]?.reason).toMatch(/could not write its backup: disk full; nothing deleted/);
  });

  it('a retried delete that answers 404 after a lost response counts as deleted', async () => {
    const log: string[] = [];
    const client = fakeClient(
      { del: { s1: http(404, 'DELETE', '/engagement/surveys/s1', true), s2: http(404, 'DELETE', '/engagement/surveys/s2') } },
      log,
    );
    const results = await deleteAll(spec, client, { ids: ['s1', 's2'], concurrency: 1, backup: recorder(log) });
    expect(results[0]).toMatchObject({ id: 's1', status: 'deleted', responseLost: true, backup: '/backups/s1.json' });
    expect(results[1]).toMatchObject({ id: 's2', status: 'not-found' });
    const s = summarize(results);
    expect(s).toEqual({ requested: 2, deleted: 1, responseLost: 1, notFound: 1, failed: 0, skipped: 0 });
    expect(formatSummary(spec, s)).toBe('Deleted 1 of 2 surveys (1 after a lost response); 1 not found.');
  });

  it('starts nothing new once interrupted', async () => {
    const log: string[] = [];
    const ac = new AbortController();
    const client = fakeClient({}, log);
    const backup = (id: string, source: string, record: unknown): Promise<string> => {
      ac.abort();
      return recorder(log)(id, source, record);
    };
    const results = await deleteAll(spec, client, { ids: ['a', 'b'], concurrency: 1, backup, signal: ac.signal });
    expect(log.some((l) => l.startsWith('DELETE'))).toBe(false);
    expect(results.map((r) => r.status)).toEqual(['skipped', 'skipped']);
    expect(results[0]?.reason).toMatch(/after its backup was saved; not deleted/);
  });
});

describe('deleteAll: news and chat messages (no read: no backup)', () => {
  it('deletes directly; 404 is not found, other errors fail with the server message', async () => {
    const log: string[] = [];
    const client = fakeClient(
      {
        del: {
          n2: http(404, 'DELETE', '/engagement/news/n2'),
          n3: new ApiError({ kind: 'http', status: 500, method: 'DELETE', path: '/engagement/news/n3', serverMessage: 'boom' }),
        },
      },
      log,
    );
    const results = await deleteAll(engagementDeleteSpec('news'), client, {
      ids: ['n1', 'n2', 'n3'],
      concurrency: 3,
      backup: recorder(log),
    });
    expect(log.filter((l) => l.startsWith('BACKUP'))).toEqual([]);
    expect(results.map((r) => r.status)).toEqual(['deleted', 'not-found', 'failed']);
    expect(results[2]?.reason).toBe('DELETE /engagement/news/n3 failed with 500: boom');
  });
  it('says a delete that got no answer may or may not have happened', async () => {
    const log: string[] = [];
    const client = fakeClient(
      { del: { c1: new ApiError({ kind: 'timeout', method: 'DELETE', path: '/engagement/chat-messages/c1' }) } },
      log,
    );
    const [r] = await deleteAll(engagementDeleteSpec('chat-message'), client, { ids: ['c1'], concurrency: 1, backup: recorder(log) });
    expect(r?.status).toBe('failed');
    expect(r?.reason).toMatch(/may or may not have been deleted/);
  });
});

describe('deleteAll: teams (the delete returns the team: that is the backup)', () => {
  it('saves the returned team after the delete', async () => {
    const log: string[] = [];
    const client = fakeClient({ del: { t1: { name: 'Support' } } }, log);
    const [r] = await deleteAll(TEAM_DELETE_SPEC, client, { ids: ['t1'], concurrency: 1, backup: recorder(log) });
    expect(log).toEqual(['DELETE team t1', 'BACKUP t1 DELETE /teams/t1 {"name":"Support"}']);
    expect(r).toEqual({ id: 't1', status: 'deleted', backup: '/backups/t1.json' });
    expect(formatResultLine(TEAM_DELETE_SPEC, r!, '/')).toBe('deleted    team t1  backup: backups/t1.json');
  });
  it('after a lost response, counts it deleted and says its backup could not be made', async () => {
    const log: string[] = [];
    const client = fakeClient({ del: { t1: http(404, 'DELETE', '/teams/t1', true) } }, log);
    const [r] = await deleteAll(TEAM_DELETE_SPEC, client, { ids: ['t1'], concurrency: 1, backup: recorder(log) });
    expect(r).toMatchObject({ status: 'deleted', responseLost: true });
    expect(r?.backup).toBeUndefined();
    expect(r?.reason).toMatch(/its backup could not be made/);
    expect(log.filter((l) => l.startsWith('BACKUP'))).toEqual([]);
  });
  it('keeps the deleted team in the result when its backup cannot be written', async () => {
    const log: string[] = [];
    const client = fakeClient({ del: { t1: { name: 'Support' } } }, log);
    const [r] = await deleteAll(TEAM_DELETE_SPEC, client, { ids: ['t1'], concurrency: 1, backup: recorder(log, () => true) });
    expect(r).toMatchObject({ status: 'deleted', record: { name: 'Support' } });
    expect(r?.reason).toMatch(/backup could not be written: disk full/);
  });
});

describe('deleteAll: no backup, no delete', () => {
  it('a team whose backup cannot be written is not deleted', async () => {
    const log: string[] = [];
    const client = fakeClient({ del: { t1: { name: 'Support' } } }, log);
    const backupReady = (): Promise<void> => Promise.reject(new Error('EACCES: permission denied'));
    const [r] = await deleteAll(TEAM_DELETE_SPEC, client, { ids: ['t1'], concurrency: 1, backup: recorder(log), backupReady });
    expect(r).toEqual({
      id: 't1',
      status: 'failed',
      reason: 'its backup could not be written: EACCES: permission denied; nothing deleted',
    });
    expect(log).toEqual([]);
  });
});

describe('deleteAll: concurrency', () => {
  it('runs at most `concurrency` ids at once', async () => {
    let inFlight = 0;
    let peak = 0;
    const client: Partial<PlatformClient> = {
      deleteEngagement: async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return {};
      },
    };
    const ids = Array.from({ length: 12 }, (_, i) => `n${i}`);
    const results = await deleteAll(engagementDeleteSpec('news'), client as PlatformClient, { ids, concurrency: 3, backup: recorder([]) });
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(peak).toBe(3);
  });
});

describe('deleteAll: a 200 whose body the adapter refused', () => {
  it('counts the team deleted and says no backup could be made', async () => {
    const log: string[] = [];
    const shape = new ApiError({
      kind: 'http',
      status: 200,
      method: 'DELETE',
      path: '/teams/t1',
      message: 'DELETE /teams/t1: the response does not have the expected shape',
    });
    const client = fakeClient({ del: { t1: shape } }, log);
    const [r] = await deleteAll(TEAM_DELETE_SPEC, client, { ids: ['t1'], concurrency: 1, backup: recorder(log) });
    expect(r).toMatchObject({ id: 't1', status: 'deleted' });
    expect(r?.reason).toMatch(/no backup could be made/);
  });
});
