// `preview --serve` against what any web page can send it: a path that does not decode (`GET /%`,
// which an `<img>` on any site can request) is a 400 and the server goes on serving; `/_refresh`
// (which reads the platform with the user's token) only from the page's own origin with the token the
// page's event stream handed it, one at a time, at most 6 a minute, others 429.
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFile, startTestEmulator, writeFiles, writeTestConfig } from '../helpers/emulator.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';
import { loadConfig } from '../../src/config/config.js';
import { decidePolicy } from '../../src/config/policy.js';
import { createClient } from '../../src/client/client.js';
import { silentLogger } from '../../src/util/log.js';
import { clearSecrets } from '../../src/util/redact.js';
import { servePreviewSite } from '../../src/operations/preview.js';

useCleanups();

const A = 'article:6650f0c1a2b3c4d5e6f7bc01';

async function serve() {
  const dir = await tempFolder('helpsync-serve-guard-');
  const emu = await startTestEmulator({
    data: { project: 'pv', entries: [{ id: A, type: 'article', fields: { title: { en: 'Alpha' }, content: { en: '<p>A.</p>' } } }] },
  });
  onCleanup(() => emu.close());
  await writeFiles(path.join(dir, 'content'), { 'en/alpha.md': markdownFile({ entry: A, title: 'Alpha' }, 'A.') });
  const config = await loadConfig(await writeTestConfig(dir, emu));
  const client = createClient({
    baseUrl: emu.baseUrl,
    project: emu.project,
    token: emu.token!,
    rateLimit: { requests: 1000, perSeconds: 1 },
  });
  onCleanup(() => client.close());
  onCleanup(() => clearSecrets());
  const { policy } = decidePolicy({ history: false }, {});
  const errors: unknown[] = [];
  const deps = { config, client: () => Promise.resolve(client), logger: silentLogger };
  const server = await servePreviewSite(
    { out: path.join(dir, 'out'), offline: false, policy, port: 0, onError: (e) => errors.push(e) },
    deps,
  );
  onCleanup(() => server.close());
  const listings = (): number => emu.log.filter((e) => e.method === 'GET' && e.path.endsWith('/translations/entries')).length;
  return { server, errors, listings, origin: server.url.replace(/\/$/, '') };
}

interface Answer {
  status: number;
  body: string;
}

/** One request with a hard 5 s limit (a server that never answers fails the test, not the run). */
function send(url: string, opts: { method?: string; headers?: Record<string, string>; path?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: opts.path ?? u.pathname,
        method: opts.method ?? 'GET',
        headers: opts.headers ?? {},
        timeout: 5000,
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${opts.path ?? u.pathname}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The token the page's event stream hands it (what the reload script reads). */
function pageToken(base: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/_events`, { timeout: 5000 }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
        const m = /event: token\ndata: (\S+)\n/.exec(text);
        if (m) {
          resolve(m[1]!);
          req.destroy();
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('no token on the event stream')));
    req.on('error', (e) => (String(e).includes('aborted') ? undefined : reject(e)));
    req.end();
  });
}

describe('preview --serve refuses what another page sends it', () => {
  it('a path that does not decode is a 400 and the server goes on serving', async () => {
    const { server, errors, origin } = await serve();
    for (const p of ['/%', '/%E0%A4%A', '/en/%zz.html', '/%c0%af']) {
      const got = await send(origin, { path: p });
      expect([400, 404], p).toContain(got.status);
    }
    expect((await send(origin, { path: '/%' })).status).toBe(400);
    expect((await send(`${server.url}en/alpha.html`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('/_refresh: no origin, another origin, no token or a wrong one is a 403 and reads nothing', async () => {
    const { server, listings, origin } = await serve();
    const token = await pageToken(origin);
    const before = listings();
    const tries: Record<string, string>[] = [
      {},
      { 'x-helpsync-refresh': token },
      { origin: 'http://evil.example', 'x-helpsync-refresh': token },
      { origin: 'null', 'x-helpsync-refresh': token },
      { origin },
      { origin, 'x-helpsync-refresh': `${token.slice(1)}x` },
    ];
    for (const headers of tries)
      expect((await send(`${origin}/_refresh`, { method: 'POST', headers })).status, JSON.stringify(headers)).toBe(403);
    expect((await send(`${origin}/_refresh`)).status).toBe(405);
    await server.idle();
    expect(listings()).toBe(before);
  });

  it('/_refresh from the page: one in flight, at most 6 a minute, others 429', async () => {
    const { server, listings, origin, errors } = await serve();
    const headers = { origin, 'x-helpsync-refresh': await pageToken(origin) };
    const before = listings();
    const first = send(`${origin}/_refresh`, { method: 'POST', headers });
    const second = send(`${origin}/_refresh`, { method: 'POST', headers });
    expect([(await first).status, (await second).status]).toEqual([202, 429]);
    await server.idle();
    for (let i = 1; i < 6; i++) {
      expect((await send(`${origin}/_refresh`, { method: 'POST', headers })).status).toBe(202);
      await server.idle();
    }
    const seventh = await send(`${origin}/_refresh`, { method: 'POST', headers });
    expect(seventh.status).toBe(429);
    await server.idle();
    expect(listings()).toBe(before + 6);
    expect(errors).toEqual([]);
  });
});
