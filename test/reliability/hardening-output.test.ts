// Reliability: hostile names and values reach every output escaped:
// no workflow command from a file name, no raw HTML in the step summary, no formula in a CSV cell,
// no terminal control sequence; flags and variables that are malformed are named; the emulator
// serves only the Host names it should.
import { type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { articleId, collectionId, generateRepo, helpsync, onCleanup, runCleanups, setup } from '../helpers/reliability.js';
import { actedCommands } from '../helpers/runner-commands.js';

afterEach(runCleanups);

const ESC = '\u001b';

/** Lines of `text` that GitHub would take as a workflow command (each stream read on its own, as the runner does). */
const commandLines = (...streams: string[]): string[] => streams.flatMap((s) => actedCommands(s).map((c) => c.line));

describe('output escaping', () => {
  it('a newline in a file name cannot start a workflow command; annotations stay well-formed', async () => {
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    // A Markdown file outside a language folder: a warning naming it (on stderr, and as an annotation).
    await writeFile(path.join(f.contentDir, 'x\n::error::pwned.md'), '# hi\n');
    // --no-history: this content is not in a Git repo, and drift protection's own warning is not the subject here
    const r = await helpsync(f, ['sync', '--dry-run', '--no-history'], { env: { GITHUB_ACTIONS: 'true' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('content/x\\n::error::pwned.md: warning: Markdown file outside a language folder');
    const commands = commandLines(r.stdout, r.stderr);
    expect(commands).toEqual(['::warning file=content/x%0A%3A%3Aerror%3A%3Apwned.md::Markdown file outside a language folder: ignored']);
  });

  it('terminal control characters from content and remote titles are shown escaped', async () => {
    const repo = generateRepo({ articles: 2, languages: ['en'], moved: 1 });
    // A remote collection title with an erase-line sequence, and a local title hiding text (SGR 8).
    repo.data.collections = repo.data.collections?.map((c) => (c.id === collectionId(2) ? { ...c, title: { en: `Set${ESC}[2Kup` } } : c));
    repo.files['en/docs/a0.md'] = repo.files['en/docs/a0.md']!.replace(
      'title: "Article 0 (en)"',
      'title: "Article\\e[8m hidden\\e[0m\\r 0"',
    );
    const f = await setup({ repo });
    const r = await helpsync(f, ['sync', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stdout).not.toContain('\r');
    expect(r.stdout).toContain('"Article\\u001b[8m hidden\\u001b[0m 0"');
    const tree = await helpsync(f, ['collections']);
    expect(tree.code, tree.stderr).toBe(0);
    expect(tree.stdout).not.toContain(ESC);
    expect(tree.stdout).toContain('Set\\x1b[2Kup');
    // The platform got the title exactly as written: escaping is for display only.
    const applied = await helpsync(f, ['sync']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(f.emu.store.value(`article:${articleId(0)}`, 'title', 'en')).toBe(`Article${ESC}[8m hidden${ESC}[0m\r 0`);
  });

  it('the step summary holds no raw HTML from content and never the token', async () => {
    const repo = generateRepo({ articles: 1, languages: ['en'] });
    repo.files['en/docs/a0.md'] = repo.files['en/docs/a0.md']!.replace(
      'title: "Article 0 (en)"',
      `title: "<img src=x onerror=1><details>"`,
    );
    const f = await setup({ repo });
    const summary = path.join(f.dir, 'summary.md');
    const r = await helpsync(f, ['sync', '--dry-run', '--no-history'], { env: { GITHUB_STEP_SUMMARY: summary } });
    expect(r.code, r.stderr).toBe(0);
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('&lt;img src=x onerror=1&gt;&lt;details&gt;');
    expect(md).not.toMatch(/<img|<details>/);
    expect(md).not.toContain(f.emu.token ?? '');
  });

  it('stats --csv: string cells that start like a formula get a leading quote; numbers never', async () => {
    const repo = generateRepo({ articles: 1, languages: ['en'] });
    repo.data.statistics = {
      SEARCHES: [
        { term: '=HYPERLINK("http://evil.example","click")', count: 3 },
        { term: '-2+3', count: -5 },
        { term: '@SUM(A1:A2)', count: 0 },
        { term: 'plain', count: 1 },
      ],
    };
    const f = await setup({ repo });
    const r = await helpsync(f, ['stats', '--chart-type', 'SEARCHES', '--csv']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      ['term,count', `"'=HYPERLINK(""http://evil.example"",""click"")",3`, "'-2+3,-5", "'@SUM(A1:A2),0", 'plain,1', ''].join('\r\n'),
    );
  });
});

describe('flags and variables are validated, naming them, before any request', () => {
  for (const value of ['abc', '0', '-1', '1.5']) {
    it(`--max-errors ${value}`, async () => {
      const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
      const r = await helpsync(f, ['sync', `--max-errors=${value}`]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error: --max-errors must be a whole number of 1 or more/m);
      // a message, not a crash: no stack trace
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(f.emu.log).toEqual([]);
    });
  }

  it('a malformed proxy variable is named, its value (a password) never shown', async () => {
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    const r = await helpsync(f, ['sync'], { env: { HTTPS_PROXY: 'user:s3cret@proxy.example:3128' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/HTTPS_PROXY is not a proxy URL: expected http:\/\/HOST:PORT/);
    expect(r.stderr).not.toContain('s3cret');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(f.emu.log).toEqual([]);
  });
});

/** GET /v3/video-source with this Host header (node:http: fetch cannot set Host). */
function getWithHost(baseUrl: string, host: string, token: string, project: string): Promise<number> {
  const u = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path: '/v3/video-source', headers: { host, authorization: `Bearer ${token}`, project } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the emulator serves only its own Host names (DNS rebinding)', () => {
  it('loopback names and the bound address: served; another name: 403; --allow-host adds one', async () => {
    const emu = await startTestEmulator({ allowHosts: ['helpsync.test'] });
    onCleanup(() => emu.close());
    const port = new URL(emu.baseUrl).port;
    const token = emu.token ?? '';
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'localhost',
      `helpsync.test:${port}`,
      'HELPSYNC.TEST.',
    ]) {
      expect(await getWithHost(emu.baseUrl, host, token, emu.project), host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, 'attacker.example', `127.0.0.1.evil.example:${port}`]) {
      expect(await getWithHost(emu.baseUrl, host, token, emu.project), host).toBe(403);
    }
  });

  it('the CLI warns when listening on every interface', async () => {
    let child: ChildProcess | undefined;
    const done = runCli(['emulator', '--host', '0.0.0.0', '--port', '0'], {
      onSpawn: (c) => {
        child = c;
        c.stdout?.on('data', (d: Buffer) => {
          if (d.toString().includes('listening on')) setTimeout(() => c.kill('SIGTERM'), 200);
        });
      },
    });
    const r = await done;
    expect(child).toBeDefined();
    expect(r.stdout).toMatch(/listening on http:\/\/0\.0\.0\.0:\d+\/v3/);
    expect(r.stderr).toMatch(/warning: listening on every interface \(0\.0\.0\.0\).*served only for Host localhost, 127\.0\.0\.1, \[::1\]/);
  });
});
