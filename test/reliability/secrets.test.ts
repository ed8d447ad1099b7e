// Reliability: the token never appears in stdout, stderr, logs at debug level, plan files, step
// summaries, caches or backups, on success and on every error path; executable front
// matter is never executed. "Appears" includes a token cut short by an excerpt: tokenLeak() looks for
// the whole token, its payload and any 12 characters of its signature.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliResult } from '../helpers/cli.js';
import { makeTestToken } from '../helpers/emulator.js';
import {
  allFiles,
  generateRepo,
  helpsync,
  onCleanup,
  runCleanups,
  setup,
  startTinyServer,
  tokenLeak,
  type Fixture,
} from '../helpers/reliability.js';

afterEach(runCleanups);

const T1 = '6650f0c1a2b3c4d5e6f7aa01';

/** Every output of every run plus every file under the fixture's folder: none may hold the token. */
async function expectNoLeak(f: Fixture, runs: { what: string; r: CliResult }[], token: string): Promise<void> {
  const leaks: string[] = [];
  for (const { what, r } of runs) {
    const out = tokenLeak(r.stdout, token);
    if (out) leaks.push(`${what} stdout: ${out}`);
    const err = tokenLeak(r.stderr, token);
    if (err) leaks.push(`${what} stderr: ${err}`);
  }
  for (const { file, text } of await allFiles(f.dir)) {
    const leak = tokenLeak(text, token);
    if (leak) leaks.push(`${path.relative(f.dir, file)}: ${leak}`);
  }
  expect(leaks).toEqual([]);
}

describe('the token never appears', () => {
  // Nine real CLI runs: on a loaded two-core machine that exceeds the 30 s default.
  it(
    'on success: sync, plan --out, apply, layout, collections, teams delete and engagement delete backups, at debug level',
    { timeout: 120_000 },
    async () => {
      const token = makeTestToken();
      const repo = generateRepo({ articles: 3, languages: ['en', 'de'], moved: 2, staticKeys: 1 });
      // Platform records that happen to hold the token (a note someone pasted it into): their
      // backups must not hold it.
      repo.data.teams = [{ id: T1, name: 'Support', notes: `migrated with ${token}` }];
      repo.data.engagement = { surveys: [{ id: 'sv1', name: 'NPS', secretNote: `Bearer ${token}`, raw: token }] };
      const f = await setup({ repo, emulator: { token } });
      const summary = path.join(f.dir, 'step-summary.md');
      const runs: { what: string; r: CliResult }[] = [];
      const run = async (what: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> => {
        const r = await helpsync(f, args, { env: { GITHUB_STEP_SUMMARY: summary, ...env } });
        runs.push({ what, r });
        return r;
      };
      const debug = ['--log-level', 'debug', '--log-format', 'json'];
      const planFile = path.join(f.dir, 'plan.json');
      expect((await run('plan', [...debug, 'plan', '--out', planFile])).code).toBe(0);
      expect((await run('apply', ['apply', planFile, '--json', '--log-format', 'json'], { HELPSYNC_LOG_LEVEL: 'debug' })).code).toBe(0);
      expect((await run('sync', [...debug, 'sync', '--json'])).code).toBe(0);
      expect((await run('layout', [...debug, 'layout', '--dry-run'])).code).toBe(0);
      expect((await run('collections', [...debug, 'collections', '--json'])).code).toBe(0);
      const teams = await run('teams delete', [...debug, 'teams', 'delete', T1, '--yes']);
      expect(teams.code, teams.stderr).toBe(0);
      const survey = await run('engagement delete', ['engagement', 'delete', 'survey', 'sv1', '--yes'], { HELPSYNC_LOG_LEVEL: 'debug' });
      expect(survey.code, survey.stderr).toBe(0);

      // The runs really logged at debug level, and really wrote what is swept below.
      expect(runs[0]?.r.stderr).toMatch(/"level":20/);
      expect(runs[1]?.r.stderr).toMatch(/"level":20/);
      const files = (await allFiles(f.dir)).map((x) => path.relative(f.dir, x.file));
      expect(files).toContain('plan.json');
      expect(files).toContain('step-summary.md');
      expect(files.filter((x) => x.includes(`${path.sep}backups${path.sep}`)).length).toBe(2);
      expect(f.emu.store.teams.has(T1)).toBe(false);
      await expectNoLeak(f, runs, token);
    },
  );

  it('on error paths: a 401 for another token, 5xx until retries run out, a 404, at debug and trace level', async () => {
    const repo = generateRepo({ articles: 2, languages: ['en'] });
    const runs: { what: string; r: CliResult }[] = [];

    // 401: the emulator accepts only another token.
    const mine = makeTestToken();
    const f = await setup({ repo });
    // A real process: what reaches fd 1 and 2 at debug level is scrubbed (the other runs are in-process).
    const r401 = await helpsync(f, ['--log-level', 'debug', 'sync'], { env: { HELPSYNC_TOKEN: mine }, process: true });
    runs.push({ what: '401', r: r401 });
    expect(r401.code).toBe(1);
    expect(r401.stderr).toMatch(/401/);
    expect(f.emu.log.some((e) => e.status === 401)).toBe(true);

    // 500/502/503 on every request until the retries are used up.
    const f5 = await setup({ repo, emulator: { faultRate: 1, token: mine }, config: { retries: 2 } });
    const r5 = await helpsync(f5, ['sync'], { env: { HELPSYNC_TOKEN: mine, HELPSYNC_LOG_LEVEL: 'debug' } });
    runs.push({ what: '5xx', r: r5 });
    expect(r5.code).toBe(1);
    expect(r5.stderr).toMatch(/failed with 50[023]/);

    // A 404 from the platform, printed with the server's message (at trace level).
    const fg = await setup({ repo, emulator: { token: mine } });
    const rg = await helpsync(fg, ['--log-level', 'trace', 'engagement', 'get', 'survey', 'missing1'], { env: { HELPSYNC_TOKEN: mine } });
    runs.push({ what: '404', r: rg });
    expect(rg.code).toBe(1);
    expect(fg.emu.log.some((e) => e.status === 404)).toBe(true);

    await expectNoLeak(f, runs, mine);
    await expectNoLeak(f5, [], mine);
    await expectNoLeak(fg, [], mine);
  });

  // A server (or a proxy in front of it) that echoes the request back in its error page: the token
  // arrives in the response body, in several shapes. Each must be scrubbed wherever it lands.
  const ECHOES: { name: string; status: number; type: string; body: (auth: string, token: string) => string }[] = [
    {
      name: 'a 502 HTML page echoing the Authorization header',
      status: 502,
      type: 'text/html',
      body: (auth) =>
        `<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><pre>authorization: ${auth}</pre></body></html>`,
    },
    {
      name: 'a 401 JSON message quoting the bare token',
      status: 401,
      type: 'application/json',
      body: (_auth, token) => JSON.stringify({ message: `token ${token} is not valid for this project` }),
    },
    {
      name: 'a 400 JSON message whose excerpt cuts the token inside its signature',
      status: 400,
      type: 'application/json',
      body: (_auth, token) => {
        // serverMessageOf keeps 199 characters: place the token so the cut falls 10 characters
        // into its signature.
        const [h = '', p = ''] = token.split('.');
        const pad = 199 - (h.length + p.length + 2) - 10 - 1;
        return JSON.stringify({ message: `${'x'.repeat(pad)} ${token} rejected` });
      },
    },
    {
      // The cut leaves the JWT header (public, the same for every HS256 token) and a few characters
      // of the payload: allowed by tokenLeak, which looks for the payload and the signature.
      name: 'a 502 HTML page whose excerpt cuts the header inside the token payload',
      status: 502,
      type: 'text/html',
      body: (auth) => {
        const prefix = 'authorization: ';
        const h = auth.replace(/^Bearer /, '').split('.')[0] ?? '';
        const pad = 199 - prefix.length - 'Bearer '.length - h.length - 10 - 1;
        return `<html><body><p>${'y'.repeat(pad)} ${prefix}${auth}</p></body></html>`;
      },
    },
  ];

  for (const echo of ECHOES) {
    it(`on an error page echoing it back: ${echo.name}`, async () => {
      const token = makeTestToken();
      const server = await startTinyServer((req, res) => {
        const auth = req.headers.authorization ?? '';
        res.writeHead(echo.status, { 'content-type': echo.type }).end(echo.body(auth, auth.replace(/^Bearer /, '')));
      });
      onCleanup(() => server.close());
      const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }), config: { retries: 1 } });
      const r = await helpsync(f, ['--log-level', 'debug', 'sync'], { env: { HELPSYNC_TOKEN: token, HELPSYNC_BASE_URL: server.baseUrl } });
      expect(r.code, r.stderr).toBe(1);
      // The token really was sent and really came back.
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
      expect(r.stderr).toMatch(new RegExp(`failed with ${echo.status}`));
      await expectNoLeak(f, [{ what: echo.name, r }], token);
    });
  }
});

describe('executable front matter is never executed', () => {
  for (const fence of ['---js', '---javascript', '--- js', '---coffee']) {
    it(`${fence}: refused with the file named; the code did not run`, async () => {
      const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en'], moved: 1 }) });
      const marker = path.join(f.dir, 'EXECUTED');
      const code = `(typeof require === 'function' ? require('fs') : process.getBuiltinModule('fs')).writeFileSync(${JSON.stringify(marker)}, 'x')`;
      const js = `${fence}\n{ entry: "article:${f.repo.data.articles?.[0]?.id ?? ''}", title: (${code}, "T") }\n---\n\nBody.\n`;
      await writeFile(path.join(f.contentDir, 'en/docs/a0.md'), js);
      for (const args of [
        ['sync', '--dry-run'],
        ['plan', '--out', path.join(f.dir, 'p.json')],
        ['layout', '--dry-run'],
      ]) {
        const r = await helpsync(f, args);
        expect(r.code, `${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(1);
        expect(r.stderr).toMatch(/en\/docs\/a0\.md:1: error: /);
        expect(existsSync(marker), `${fence} front matter was executed by ${args[0]}`).toBe(false);
      }
      expect(f.emu.log).toEqual([]);
    });
  }
});
