// Failures during apply are results: the others continue (until --max-errors), every failed pair is
// listed with its file and the server's message, and the exit code is 1.
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningEmulator } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, onCleanup, useCleanups } from '../helpers/fixture.js';

useCleanups();

const id = (i: number): string => `6650f0c1a2b3c4d5e6f7${i.toString(16).padStart(4, '0')}`;

/** Forwards everything to the emulator, except PUTs for `reject` entries, which get 400. */
async function rejectingProxy(emu: RunningEmulator, reject: Set<string>): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const target = new URL(emu.baseUrl);
  const server = http.createServer((req, res) => {
    const entry = decodeURIComponent((req.url ?? '').split('/translations/entries/')[1] ?? '');
    if (req.method === 'PUT' && reject.has(entry)) {
      req.resume();
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `field "title" is locked for ${entry}` }));
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { baseUrl: `http://127.0.0.1:${port}/v3`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function fixture(n: number, reject: number[], config: Record<string, unknown> = {}) {
  const files: Record<string, string> = {};
  const entries = [];
  for (let i = 0; i < n; i++) {
    files[`en/a${i}.md`] = `---\nentry: article:${id(i)}\ntitle: Article ${i}\n---\n`;
    entries.push({ id: `article:${id(i)}`, type: 'article' as const, fields: { title: { en: 'old' } } });
  }
  const f = await emulatorFixture({
    data: { project: 'p', entries },
    files,
    config: async (emu) => {
      const proxy = await rejectingProxy(emu, new Set(reject.map((i) => `article:${id(i)}`)));
      onCleanup(proxy.close);
      return { baseUrl: proxy.baseUrl, ...config };
    },
  });
  const run = (args: string[]) => helpsync(f, args);
  return { emu: f.emu, run };
}

interface Doc {
  results: { entryId: string; status: string; reason?: string; file: string }[];
  summary: Record<string, number>;
  stoppedEarly: boolean;
}

describe('failed pushes', () => {
  it('do not stop the others; each is listed with its file and the server message; exit 1', async () => {
    const f = await fixture(10, [2, 7]);
    const r = await f.run(['sync']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/en\/a2\.md/);
    expect(r.stdout).toMatch(/en\/a7\.md/);
    expect(r.stdout).toContain('field "title" is locked');
    // the eight others landed
    const landed = [...Array(10).keys()].filter((i) => f.emu.store.value(`article:${id(i)}`, 'title', 'en') === `Article ${i}`);
    expect(landed).toEqual([0, 1, 3, 4, 5, 6, 8, 9]);
    // 4xx are never retried
    const puts = f.emu.log.filter((x) => x.method === 'PUT').length;
    expect(puts).toBe(8);
  });

  it('--max-errors stops starting new pushes once reached', async () => {
    const f = await fixture(12, [0, 1, 2, 3], { concurrency: 1 });
    const r = await f.run(['sync', '--json', '--max-errors', '2']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.stoppedEarly).toBe(true);
    expect(doc.summary.failed).toBe(2);
    expect(doc.summary.done).toBe(0);
    expect(doc.summary.skipped).toBe(10);
    expect(doc.results.filter((x) => x.status === 'skipped').every((x) => /--max-errors 2/.test(x.reason ?? ''))).toBe(true);
    expect(f.emu.log.filter((x) => x.method === 'PUT')).toHaveLength(0); // the proxy answered both
  });
});
