// The admin operations return values (the commands print them): what they return, and that bad
// options reach no client at all.
import { describe, expect, it } from 'vitest';
import { fetchStatistics } from '../../../src/admin/stats.js';
import { listVideos } from '../../../src/admin/videos.js';
import { checkEngagementGet, getEngagementRecord } from '../../../src/admin/engagement.js';
import { ApiError } from '../../../src/client/errors.js';
import type { PlatformClient, VideoList } from '../../../src/client/types.js';
import { ExitError, InputError } from '../../../src/errors.js';

const VIDEOS: VideoList = {
  total: 3,
  videos: [
    { id: 'v1', title: 'A', status: 'ready' },
    { id: 'v2', title: 'B', status: 'failed' },
    { id: 'v3', title: 'C', status: 'Ready' },
  ],
};

function clientFactory(client: Partial<PlatformClient>) {
  const calls: string[] = [];
  const factory = (): Promise<PlatformClient> => {
    calls.push('client');
    return Promise.resolve(client as PlatformClient);
  };
  return { factory, calls };
}

describe('listVideos', () => {
  it('returns the listing and the videos with the status asked for (case-insensitive)', async () => {
    const { factory } = clientFactory({ listVideos: () => Promise.resolve(VIDEOS) });
    const r = await listVideos(factory, 'READY');
    expect(r.shown.map((v) => v.id)).toEqual(['v1', 'v3']);
    expect(r.list.total).toBe(3);
    expect(r.statusesPresent).toBeUndefined();
  });

  it('names the statuses present when the filter keeps nothing', async () => {
    const { factory } = clientFactory({ listVideos: () => Promise.resolve(VIDEOS) });
    const r = await listVideos(factory, 'queued');
    expect(r.shown).toEqual([]);
    expect(r.statusesPresent).toEqual(['ready', 'failed', 'Ready']);
  });

  it('refuses an empty --status before any client', async () => {
    const { factory, calls } = clientFactory({});
    await expect(listVideos(factory, '  ')).rejects.toThrow(InputError);
    expect(calls).toEqual([]);
  });
});

describe('fetchStatistics', () => {
  it('returns the response as sent, with the query built from the options', async () => {
    const seen: unknown[] = [];
    const { factory } = clientFactory({
      getStatisticsList: (params) => {
        seen.push(params);
        return Promise.resolve([{ team: 'Support', open: 3 }]);
      },
    });
    expect(await fetchStatistics(factory, { chartType: ' TEAM_PERFORMANCE_LIST ', groupInterval: 'day' })).toEqual([
      { team: 'Support', open: 3 },
    ]);
    expect(seen).toEqual([{ chartType: 'TEAM_PERFORMANCE_LIST', groupInterval: 'day' }]);
  });

  it('refuses bad options (every problem at once) before any client', async () => {
    const { factory, calls } = clientFactory({});
    const run = fetchStatistics(factory, { chartType: '', groupInterval: 'week', skip: '1' });
    await expect(run).rejects.toThrow(InputError);
    await expect(run).rejects.toMatchObject({ problems: [{}, {}, {}] });
    expect(calls).toEqual([]);
  });
});

describe('engagement get', () => {
  it('checks the kind and the id without a request', () => {
    expect(checkEngagementGet({ kind: 'survey', id: 'sv1' })).toBe('survey');
    expect(() => checkEngagementGet({ kind: 'news', id: 'n1' })).toThrow(InputError);
    expect(() => checkEngagementGet({ kind: 'survey', id: 'a b' })).toThrow(InputError);
  });

  it('returns the record; a 404 is an ExitError naming the record and the request', async () => {
    const client = {
      getEngagement: (_kind: string, id: string) =>
        id === 'sv1'
          ? Promise.resolve({ id: 'sv1', name: 'NPS' })
          : Promise.reject(new ApiError({ kind: 'http', status: 404, method: 'GET', path: `/engagement/surveys/${id}` })),
    } as unknown as PlatformClient;
    expect(await getEngagementRecord(client, 'survey', 'sv1')).toEqual({ id: 'sv1', name: 'NPS' });
    const missing = getEngagementRecord(client, 'survey', 'sv9');
    await expect(missing).rejects.toThrow(ExitError);
    await expect(missing).rejects.toThrow('survey sv9 not found (GET /engagement/surveys/sv9 answered 404)');
  });
});
