// createClient's guards (before any request) and what goes on the wire: headers on every call,
// ids as one path segment, statistics without skip/limit, booleans as true/false.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenLoopback } from '../../helpers/http-listen.js';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_AGENT, checkBaseUrl, createClient, isLoopbackHost } from '../../../src/client/client.js';
import type { ClientOptions, PlatformClient, StatisticsParams } from '../../../src/client/types.js';
import { InputError } from '../../../src/errors.js';
import { createLogger } from '../../../src/util/log.js';
import { clearSecrets, scrub } from '../../../src/util/redact.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJndWFyZHMifQ.Z3VhcmRzLXNpZ25hdHVyZQ';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const cleanups: (() => Promise<void> | void)[] = [];
// A registered token stays for the life of the process (as in a library host); each test
// forgets the ones it registered (test/helpers/leak-check.ts checks).
afterEach(clearSecrets);
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** A server that records every request and answers with `answer(url)` (JSON, 200). */
async function recorder(
  answer: (method: string, url: string) => unknown = () => ({}),
): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(req.method ?? '', req.url ?? '')));
    });
  });
  const { port, close } = await listenLoopback(server);
  cleanups.push(close);
  return { url: `http://127.0.0.1:${port}/v3`, seen, server };
}

function make(opts: Partial<ClientOptions> & { baseUrl: string }): PlatformClient {
  const c = createClient({ project: 'proj-42', token: TOKEN, rateLimit: { requests: 100, perSeconds: 1 }, ...opts });
  cleanups.push(() => c.close(100));
  return c;
}

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return err as InputError;
  }
  throw new Error('expected an InputError');
}

describe('guards before any request', () => {
  it('refuses a token that is not JWT-shaped, without showing it', () => {
    const bad = 'not-a-jwt-but-a-long-secret-value';
    const e = inputError(() => createClient({ baseUrl: 'https://api.example.com/v3', project: 'p', token: bad }));
    expect(e.message).toContain('does not look like a JWT');
    expect(e.message).not.toContain(bad);
    // Registered for scrubbing even though it was refused.
    expect(scrub(`x ${bad} y`)).toBe('x [REDACTED] y');
    inputError(() => createClient({ baseUrl: 'https://api.example.com/v3', project: 'p', token: '' }));
  });

  it('registers the token so that scrub() removes it anywhere', () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJzY3J1YiJ9.c2NydWItbWUtcGxlYXNl';
    make({ baseUrl: 'https://api.example.com/v3', token });
    expect(scrub(`token=${token}`)).toBe('token=[REDACTED]');
  });

  it('refuses a base URL that does not parse', () => {
    expect(inputError(() => make({ baseUrl: 'api.example.com/v3' })).message).toContain('is not a valid URL');
    expect(inputError(() => make({ baseUrl: 'ftp://api.example.com/v3' })).message).toContain('must use https');
  });

  it('refuses plain http to a non-loopback host, naming the host, and sends nothing', async () => {
    // Any request would reach this proxy (HTTP_PROXY is honoured): it must see none.
    const proxy = await recorder();
    const saved = process.env.HTTP_PROXY;
    process.env.HTTP_PROXY = proxy.url.replace(/\/v3$/, '');
    cleanups.push(() => {
      if (saved === undefined) delete process.env.HTTP_PROXY;
      else process.env.HTTP_PROXY = saved;
    });
    for (const [url, host] of [
      ['http://api.example.com/v3', 'api.example.com'],
      ['http://10.0.0.7:8080/v3', '10.0.0.7:8080'],
      ['http://[::2]/v3', '[::2]'],
      ['http://127.0.0.1.example.com/v3', '127.0.0.1.example.com'],
    ] as const) {
      const e = inputError(() => make({ baseUrl: url }));
      expect(e.message).toBe(`error: baseUrl host ${host}: plain http to a non-loopback host is refused; use https`);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(proxy.seen).toHaveLength(0);
  });

  it('allows plain http to loopback hosts and https to any host', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '[::1]', '::1']) {
      expect(isLoopbackHost(h)).toBe(true);
    }
    // `api.localhost` would be resolved through DNS: not trusted as loopback (contract/base-url.ts).
    for (const h of ['128.0.0.1', 'example.com', '[::2]', '0.0.0.0', 'localhost.example.com', 'api.localhost']) {
      expect(isLoopbackHost(h)).toBe(false);
    }
    const warn: string[] = [];
    expect(checkBaseUrl('http://127.0.0.1:4010/v3/', (m) => warn.push(m))).toBe('http://127.0.0.1:4010/v3');
    expect(checkBaseUrl('http://[::1]:4010/v3', (m) => warn.push(m))).toBe('http://[::1]:4010/v3');
    expect(checkBaseUrl('https://api.example.com/v3', (m) => warn.push(m))).toBe('https://api.example.com/v3');
    expect(warn).toEqual([]);
  });

  it('warns (and goes on) when the base URL does not end in /v3', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', json: true, write: (l) => lines.push(l) });
    const c = make({ baseUrl: 'https://api.example.com/v2', logger });
    expect(c.baseUrl).toBe('https://api.example.com/v2');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(line.level).toBe(40);
    expect(line.msg).toContain('does not end in /v3');
  });

  it('refuses bad transport options', () => {
    expect(inputError(() => make({ baseUrl: 'https://a.example/v3', concurrency: 0 })).message).toContain(
      'concurrency must be a positive integer',
    );
    expect(inputError(() => make({ baseUrl: 'https://a.example/v3', rateLimit: { requests: 1.5, perSeconds: 1 } })).message).toContain(
      'rateLimit.requests',
    );
    expect(inputError(() => make({ baseUrl: 'https://a.example/v3', project: ' ' })).message).toContain('project is empty');
  });
});

describe('on the wire', () => {
  it('sends the contract headers on every call; Content-Type only with a body', async () => {
    const srv = await recorder((method, url) => {
      if (url.startsWith('/v3/translations/entries') && method === 'GET') return [];
      if (url.includes('/move')) return { id: 'a1', helpcenterCollection: 'c2' };
      if (url === '/v3/video-source') return { total: 0, videos: [] };
      if (url.includes('/articles')) return [];
      if (url.includes('/collections/all')) return [];
      return {};
    });
    const c = make({ baseUrl: srv.url });
    await c.listEntries();
    await c.pushTranslation('article:a1', 'de', { title: 'Titel' });
    await c.listCollections();
    await c.listCollectionArticles('c1');
    await c.moveArticle('c1', 'a1', 'c2');
    await c.getStatisticsList({ chartType: 'TEAM_PERFORMANCE_LIST' });
    await c.deleteTeam('t1');
    await c.listVideos();
    await c.getEngagement('survey', 's1');
    await c.deleteEngagement('news', 'n1');
    const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    expect(USER_AGENT).toBe(`helpsync/${version}`);
    expect(srv.seen).toHaveLength(10);
    for (const s of srv.seen) {
      expect(s.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(s.headers.project).toBe('proj-42');
      expect(s.headers.accept).toBe('application/json');
      expect(s.headers['user-agent']).toBe(USER_AGENT);
      if (s.method === 'PUT') expect(s.headers['content-type']).toBe('application/json');
      else expect(s.headers['content-type']).toBeUndefined();
    }
    expect(srv.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v3/translations/entries',
      'PUT /v3/translations/entries/article%3Aa1',
      'GET /v3/helpcenter/collections/all',
      'GET /v3/helpcenter/collections/c1/articles',
      'PUT /v3/helpcenter/collections/c1/articles/a1/move',
      'GET /v3/statistics/lists?chartType=TEAM_PERFORMANCE_LIST',
      'DELETE /v3/teams/t1',
      'GET /v3/video-source',
      'GET /v3/engagement/surveys/s1',
      'DELETE /v3/engagement/news/n1',
    ]);
    expect(JSON.parse(srv.seen[1]!.body)).toEqual({ language: 'de', fields: { title: 'Titel' } });
    expect(JSON.parse(srv.seen[4]!.body)).toEqual({ newCollectionId: 'c2' });
  });

  it('encodes an entry id as one path segment', async () => {
    const srv = await recorder((method) => (method === 'GET' ? [] : {}));
    const c = make({ baseUrl: srv.url });
    await c.pushTranslation('statictranslation:help/center title?.x#y%', 'pt-br', { value: 'Ajuda' });
    expect(srv.seen[0]!.url).toBe('/v3/translations/entries/statictranslation%3Ahelp%2Fcenter%20title%3F.x%23y%25');
    await c.listEntries('statictranslation');
    expect(srv.seen[1]!.url).toBe('/v3/translations/entries?type=statictranslation');
  });

  it('statistics: only the given parameters, booleans as true/false, never skip/limit', async () => {
    const srv = await recorder(() => [{ team: 'a', value: 1 }]);
    const c = make({ baseUrl: srv.url });
    const rows = await c.getStatisticsList({
      chartType: 'ARTICLE_SEARCH_RESULT_LIST',
      groupInterval: 'day',
      useWorkingHours: false,
      startDate: '2024-01-01',
      timezone: undefined,
    });
    expect(rows).toEqual([{ team: 'a', value: 1 }]);
    await c.getStatisticsList({ chartType: 'TEAM_PERFORMANCE_LIST', useWorkingHours: true });
    const q0 = new URL(srv.seen[0]!.url, 'http://x').searchParams;
    expect([...q0.keys()].sort()).toEqual(['chartType', 'groupInterval', 'startDate', 'useWorkingHours']);
    expect(q0.get('useWorkingHours')).toBe('false');
    expect(new URL(srv.seen[1]!.url, 'http://x').searchParams.get('useWorkingHours')).toBe('true');

    // A caller from plain JavaScript cannot sneak skip/limit (or anything else) in.
    const sneaky = { chartType: 'TEAM_PERFORMANCE_LIST', skip: 0, limit: 100 } as unknown as StatisticsParams;
    await expect(c.getStatisticsList(sneaky)).rejects.toThrow(/skip, limit .*not paginated/);
    await expect(c.getStatisticsList({ chartType: 'X', page: 2 } as unknown as StatisticsParams)).rejects.toThrow(
      /unsupported parameter page/,
    );
    await expect(c.getStatisticsList({ chartType: '' })).rejects.toThrow(/chartType is required/);
    await expect(c.getStatisticsList({ chartType: 'X', useWorkingHours: 'yes' } as unknown as StatisticsParams)).rejects.toThrow(
      /true or false/,
    );
    expect(srv.seen).toHaveLength(2);
    for (const s of srv.seen) expect(s.url).not.toMatch(/skip|limit/);
  });

  it('refuses engagement operations the platform does not have, without a request', async () => {
    const srv = await recorder();
    const c = make({ baseUrl: srv.url });
    await expect(c.getEngagement('chat-message', 'm1')).rejects.toThrow(/no GET operation for this kind/);
    await expect(c.deleteEngagement('checklist', 'k1')).rejects.toThrow(/no DELETE operation/);
    await expect(c.deleteEngagement('poll' as never, 'k1')).rejects.toThrow(/unknown engagement kind "poll"/);
    await expect(c.deleteTeam('')).rejects.toThrow(/empty/);
    expect(srv.seen).toHaveLength(0);
  });
});
