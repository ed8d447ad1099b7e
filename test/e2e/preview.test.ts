// `helpsync preview` in-process against the emulator: the static build carries no script and a CSP
// on every page, and never the token or the config; --offline builds the help center from the repo
// alone and says it cannot compare; --serve reads the platform once (again only on refresh),
// rebuilds on a content change and serves its live-reload script only there, on 127.0.0.1 only.
import { readFile, writeFile } from 'node:fs/promises';
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
import { preview, servePreviewSite } from '../../src/operations/preview.js';
import { filesOf } from '../browser/harness.js';

useCleanups();

const A = 'article:6650f0c1a2b3c4d5e6f7bb01';
const B = 'article:6650f0c1a2b3c4d5e6f7bb02';

async function setup() {
  const dir = await tempFolder('helpsync-preview-');
  const emu = await startTestEmulator({
    data: {
      project: 'pv',
      entries: [
        { id: A, type: 'article', fields: { title: { en: 'Alpha' }, content: { en: '<p>Alpha body.</p>' } } },
        { id: B, type: 'article', fields: { title: { en: 'Beta' } } },
      ],
    },
  });
  onCleanup(() => emu.close());
  await writeFiles(path.join(dir, 'content'), {
    'en/guide/alpha.md': markdownFile({ entry: A, title: 'Alpha' }, 'Alpha body, see [Beta](beta.md).'),
    'en/guide/beta.md': markdownFile({ entry: B, title: 'Beta' }, 'Beta body.'),
  });
  const configPath = await writeTestConfig(dir, emu);
  const config = await loadConfig(configPath);
  const client = createClient({
    baseUrl: emu.baseUrl,
    project: emu.project,
    token: emu.token!,
    rateLimit: { requests: 1000, perSeconds: 1 },
  });
  onCleanup(() => client.close());
  // the client registered the token for scrubbing (the leak check wants it forgotten after the test)
  onCleanup(() => clearSecrets());
  const deps = { config, client: () => Promise.resolve(client), logger: silentLogger };
  const { policy } = decidePolicy({ history: false }, {});
  return { dir, emu, configPath, deps, policy };
}

const readAll = async (dir: string): Promise<string> =>
  (await Promise.all((await filesOf(dir, '.html')).map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n');

function get(url: string, host?: string): Promise<{ status: number; body: string; csp?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host } : {} }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, csp: res.headers['content-security-policy'] as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('helpsync preview', () => {
  it('writes pages with a CSP and no script, a page link between the articles, and neither token nor config', async () => {
    const { dir, emu, configPath, deps, policy } = await setup();
    const out = path.join(dir, 'out');
    const run = await preview({ out, offline: false, policy, summarize: () => 'SUMMARY' }, deps);
    expect(run.plan?.totals?.push).toBe(2);
    const html = await readAll(out);
    expect(html).not.toMatch(/<script/i);
    const pages = await filesOf(out, '.html');
    expect(pages).toEqual(['en/_index.html', 'en/guide/alpha.html', 'en/guide/beta.html', 'index.html']);
    for (const p of pages) expect(await readFile(path.join(out, p), 'utf8')).toContain(`script-src 'none'`);
    expect(await readFile(path.join(out, 'en/guide/alpha.html'), 'utf8')).toContain('<a href="beta.html">Beta</a>');
    expect(html).not.toContain(emu.token!);
    expect(html).not.toContain(path.basename(configPath));
    expect(html).not.toContain(emu.baseUrl);
  });

  it('--offline: the help center from the repo alone, and the changes page says it cannot compare', async () => {
    const { dir, emu, policy, deps } = await setup();
    const out = path.join(dir, 'out');
    const before = emu.log.length;
    const run = await preview({ out, offline: true, policy }, { ...deps, client: () => Promise.reject(new Error('no platform offline')) });
    expect(run.plan).toBeUndefined();
    expect(emu.log.length).toBe(before);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('cannot compare');
    expect(await readFile(path.join(out, 'en/guide/beta.html'), 'utf8')).toContain('Beta body.');
  });

  it('refuses to write into a folder that is not empty and not a preview', async () => {
    const { dir, policy, deps } = await setup();
    await writeFile(path.join(dir, 'content', 'keep.txt'), 'mine');
    await expect(preview({ out: path.join(dir, 'content'), offline: true, policy }, deps)).rejects.toThrow(
      /not empty and is not a helpsync preview/,
    );
    expect(await readFile(path.join(dir, 'content', 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('--serve: reads the platform once, rebuilds on a content change, reads again only on refresh', async () => {
    const { dir, emu, policy, deps } = await setup();
    const errors: unknown[] = [];
    const listings = (): number => emu.log.filter((e) => e.method === 'GET' && e.path.endsWith('/translations/entries')).length;
    const server = await servePreviewSite(
      { out: path.join(dir, 'out'), offline: false, policy, port: 0, onError: (e) => errors.push(e) },
      deps,
    );
    onCleanup(() => server.close());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(`${server.url}en/guide/alpha.html`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="../../_reload.js" defer></script>');
    expect(page.csp).toContain(`script-src 'self'`);
    expect((await get(`${server.url}_reload.js`)).body).toContain("new EventSource('/_events')");
    expect((await get(`${server.url}en/guide/alpha.html`, 'evil.example')).status).toBe(404);
    expect((await get(`${server.url}..%2f..%2fhelpsync.yaml`)).status).toBe(404);
    expect(listings()).toBe(1);

    await writeFile(path.join(dir, 'content/en/guide/beta.md'), markdownFile({ entry: B, title: 'Beta two' }, 'Beta body.'));
    const deadline = Date.now() + 20_000;
    while (!(await get(`${server.url}en/guide/beta.html`)).body.includes('Beta two') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await server.idle();
    expect((await get(`${server.url}en/guide/beta.html`)).body).toContain('Beta two');
    expect(listings()).toBe(1);

    // the page's own origin, with the token its event stream handed it (test/e2e/preview-serve-guard.test.ts)
    const events = await fetch(`${server.url}_events`);
    const reader = events.body!.getReader();
    let stream = '';
    while (!/event: token\ndata: \S+\n/.test(stream)) stream += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const token = /event: token\ndata: (\S+)\n/.exec(stream)![1]!;
    const origin = server.url.replace(/\/$/, '');
    await new Promise<void>((resolve, reject) =>
      request(`${server.url}_refresh`, { method: 'POST', headers: { origin, 'x-helpsync-refresh': token } }, (res) => {
        expect(res.statusCode).toBe(202);
        resolve();
      })
        .on('error', reject)
        .end(),
    );
    await server.idle();
    expect(listings()).toBe(2);
    expect(errors).toEqual([]);
  });
});
