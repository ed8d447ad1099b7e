// A creation's answer is not taken at its word: a rewriting proxy in front of the emulator answers
// the POST that creates an article with the id of a record this run listed, with another creation's
// id, with another externalId, or with ids no list would accept (`../x`, `%2f`, a control character,
// 10,000 characters). helpsync then finds the real record by its externalId and pushes the page
// there, never over the record the answer named; when the lookup does not settle it (the proxy
// hides the record from the lists too), the creation is refused with its pushes, exit 1, and
// nothing is written anywhere. Judged by the emulator's own records and its request log.
import { writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { runCli } from '../helpers/cli.js';
import { A_OLD, entries, keyed, page, setup } from '../helpers/create-sync.js';
import { listenLoopback } from '../helpers/http-listen.js';
import { onCleanup, useCleanups } from '../helpers/fixture.js';
import type { RunningEmulator } from '../helpers/emulator.js';

useCleanups();
afterEach(() => clearSecrets());

type Json = Record<string, unknown>;

interface Rewrite {
  /** the n-th article creation's answer (from 0) → the answer sent on */
  answer?: (body: Json, n: number) => Json;
  /** drop articles with this externalId from every per-collection list */
  hide?: string;
}

/** A proxy to the emulator that rewrites what `rw` says; everything else passes as it is. */
async function rewritingProxy(emu: RunningEmulator, rw: Rewrite): Promise<string> {
  const target = new URL(emu.baseUrl);
  let creations = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const up = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (r) => {
          const back: Buffer[] = [];
          r.on('data', (c: Buffer) => back.push(c));
          r.on('end', () => {
            let body = Buffer.concat(back).toString('utf8');
            const p = (req.url ?? '').split('?')[0]!;
            if (req.method === 'POST' && /\/helpcenter\/collections\/[^/]+\/articles$/.test(p) && rw.answer && r.statusCode === 200) {
              body = JSON.stringify(rw.answer(JSON.parse(body) as Json, creations++));
            } else if (req.method === 'GET' && /\/helpcenter\/collections\/[^/]+\/articles$/.test(p) && rw.hide) {
              body = JSON.stringify((JSON.parse(body) as Json[]).filter((a) => a.externalId !== rw.hide));
            }
            const headers = { ...r.headers };
            delete headers['content-length'];
            delete headers['transfer-encoding'];
            res.writeHead(r.statusCode ?? 502, headers).end(body);
          });
        },
      );
      up.on('error', () => res.writeHead(502).end());
      up.end(Buffer.concat(chunks));
    });
  });
  const { port, close } = await listenLoopback(server);
  onCleanup(close);
  return `http://127.0.0.1:${port}${target.pathname}`;
}

const withId =
  (id: string) =>
  (body: Json): Json => ({ ...body, id, _id: id });

/** A repo with new pages (no entry) beside the bound `Install`; sync through a proxy, by the CLI. */
async function run(files: Record<string, string>, rw: Rewrite) {
  const s = await setup(files);
  const proxy = await rewritingProxy(s.emu, rw);
  const configFile = path.join(s.repo.dir, 'config/helpsync.yaml');
  await writeFile(configFile, `baseUrl: ${proxy}\nproject: ${s.emu.project}\ncontentDir: ../content\n`);
  await s.repo.commit('through the proxy');
  const before = await entries(s.emu);
  const r = await runCli(['sync', '--config', configFile], { cwd: s.repo.dir, env: { HELPSYNC_TOKEN: s.emu.token ?? '' } });
  return { s, r, before, after: await entries(s.emu), keys: await keyed(s.emu) };
}

const NEW = { 'content/en/getting-started/new-page.md': page('A new page', 'The new body.') };
const EXTERNAL = 'helpsync:getting-started/new-page.md';

describe("a creation's answer is checked before anything is pushed to it", () => {
  it('an answer naming a listed article: the page goes to the record found by externalId, the listed article is untouched', async () => {
    const { r, before, after, keys } = await run(NEW, { answer: withId(A_OLD) });
    expect(r.code, r.stderr).toBe(0);
    expect(after.get(`article:${A_OLD}`)).toEqual(before.get(`article:${A_OLD}`));
    const made = keys.get(EXTERNAL) ?? [];
    expect(made).toHaveLength(1);
    expect(after.get(made[0]!)?.fields.content?.en).toContain('The new body.');
  });

  it('two creations answered with one id: each page reaches its own record', async () => {
    const files = { ...NEW, 'content/en/getting-started/second.md': page('A second page', 'Second body.') };
    let first: string | undefined;
    const answer = (b: Json, n: number): Json => (n === 0 ? ((first = String(b.id)), b) : { ...b, id: first, _id: first });
    const { r, after, keys } = await run(files, { answer });
    expect(r.code, r.stderr).toBe(0);
    const one = keys.get(EXTERNAL)!;
    const two = keys.get('helpsync:getting-started/second.md')!;
    expect([one.length, two.length]).toEqual([1, 1]);
    expect(after.get(one[0]!)?.fields.content?.en).toContain('The new body.');
    expect(after.get(two[0]!)?.fields.content?.en).toContain('Second body.');
  });

  it("an answer with another record's externalId is not taken", async () => {
    const { r, before, after, keys } = await run(NEW, {
      answer: (b) => ({ ...withId(A_OLD)(b), externalId: 'helpsync:getting-started/install.md' }),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(after.get(`article:${A_OLD}`)).toEqual(before.get(`article:${A_OLD}`));
    expect(after.get(keys.get(EXTERNAL)![0]!)?.fields.content?.en).toContain('The new body.');
  });

  for (const [what, id] of [
    ['../x', '../x'],
    ['%2f', '%2f'],
    ['a control character', 'abc\u0007def'],
    ['10,000 characters', 'a'.repeat(10_000)],
  ] as const) {
    it(`an answer whose id is ${what}: refused like an id in a list; the page reaches its real record`, async () => {
      const { s, r, keys, after } = await run(NEW, { answer: withId(id) });
      expect(r.code, r.stderr).toBe(0);
      const made = keys.get(EXTERNAL)!;
      expect(made).toHaveLength(1);
      expect(after.get(made[0]!)?.fields.content?.en).toContain('The new body.');
      // no request ever named the hostile id
      const named = s.emu.log.filter((e) => e.path.includes(encodeURIComponent(id)) || e.path.includes('%252f') || e.path.length > 2000);
      expect(named).toEqual([]);
    });
  }

  it('when the lookup does not settle it either: refused with its pushes, exit 1, nothing written over the named record', async () => {
    const { s, r, before, after } = await run(NEW, { answer: withId(A_OLD), hide: EXTERNAL });
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/new-page\.md/);
    expect(r.stderr + r.stdout).toMatch(/not trusted/);
    expect(after.get(`article:${A_OLD}`)).toEqual(before.get(`article:${A_OLD}`));
    // the only write is the creation itself: no push went anywhere
    const writes = s.emu.log.filter((e) => e.method !== 'GET');
    expect(writes.map((e) => `${e.method} ${e.path.replace(/[0-9a-f]{24}/g, 'ID')}`)).toEqual([
      'POST /v3/helpcenter/collections/ID/articles',
    ]);
  });
});
