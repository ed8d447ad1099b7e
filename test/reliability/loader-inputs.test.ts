// (loader items): inputs that used to end in "internal error", a hang or gigabytes of memory
// are refused by name before any request: a content file over maxFileSize, a config alias bomb, paths
// past the system's length limit, a device where a file or folder belongs, a malformed saved plan.
// CR-only line endings are read as line breaks, with a warning naming the file.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { articleId, generateRepo, helpsync, runCleanups, setup, type Fixture } from '../helpers/reliability.js';

afterEach(runCleanups);

const A0 = articleId(0);
const repo = (): ReturnType<typeof generateRepo> => generateRepo({ articles: 2, languages: ['en', 'de'] });

function expectNothingSent(f: Fixture): void {
  expect(f.emu.log.map((e) => `${e.method} ${e.path}`)).toEqual([]);
}

function expectNoInternalError(stderr: string): void {
  expect(stderr).not.toMatch(/internal error/i);
}

describe('maxFileSize', () => {
  it('a content file over the configured size is refused by name before it is read, nothing sent', async () => {
    const f = await setup({ repo: repo(), config: { maxFileSize: '1 KB' } });
    await appendFile(path.join(f.contentDir, 'de/docs/a1.md'), `\n${'Lorem ipsum. '.repeat(100)}\n`);
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/docs\/a1\.md: error: it is 1\.\d KB, over maxFileSize \(1 KB\): not read/);
    expectNoInternalError(r.stderr);
    expectNothingSent(f);
  });

  it('the default is 5 MB', async () => {
    const f = await setup({ repo: repo() });
    await appendFile(path.join(f.contentDir, 'en/docs/a1.md'), 'x'.repeat(5 * 1024 * 1024));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/en\/docs\/a1\.md: error: it is 5 MB, over maxFileSize \(5 MB\)/);
    expectNothingSent(f);
  });

  it('a malformed maxFileSize is an error naming the config line', async () => {
    const f = await setup({ repo: repo(), config: { maxFileSize: 'five' } });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    const line = (await readFile(f.configPath, 'utf8')).split('\n').findIndex((l) => l.startsWith('maxFileSize')) + 1;
    expect(r.stderr).toContain(`helpsync.yaml:${line}: error: maxFileSize: must be a size such as 5 MB`);
    expectNothingSent(f);
  });
});

describe('CR-only line endings', () => {
  it('are read as line breaks, with a warning naming the file', async () => {
    const f = await setup({ repo: repo() });
    const text = ['---', 'title: "Titel mit CR"', '---', '', '# Kopf', '', 'Absatz.', ''].join('\r');
    await writeFile(path.join(f.contentDir, 'de/docs/a0.md'), text);
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/content\/de\/docs\/a0\.md:1: warning: line breaks are carriage returns only \(CR\)/);
    expect(f.emu.store.value(`article:${A0}`, 'title', 'de')).toBe('Titel mit CR');
    expect(f.emu.store.value(`article:${A0}`, 'content', 'de')).toBe('<h1>Kopf</h1>\n<p>Absatz.</p>\n');
  });
});

describe('no "internal error" without a culprit', () => {
  it('an alias bomb in the config file names the config file', async () => {
    const f = await setup({ repo: repo() });
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
    ];
    bomb.push('d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]', 'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]');
    await appendFile(f.configPath, `${bomb.join('\n')}\n`);
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/helpsync\.yaml: error: YAML: too many aliases .* alias bomb/);
    expectNoInternalError(r.stderr);
    expectNothingSent(f);
  });

  it('a content folder path past the length limit is named', async () => {
    const f = await setup({ repo: repo(), files: {}, config: { contentDir: 'c'.repeat(300) } });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain(
      `${'c'.repeat(300)}: error: cannot read the content folder: the path is longer than this system allows (ENAMETOOLONG)`,
    );
    expectNoInternalError(r.stderr);
    expectNothingSent(f);
  });

  it('a config path past the length limit is named', async () => {
    const f = await setup({ repo: repo() });
    const r = await runCli(['--config', `${'d'.repeat(300)}.yaml`, 'sync'], { cwd: f.dir, env: { HELPSYNC_TOKEN: f.emu.token } });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/d{300}\.yaml: error: cannot read config file: .*ENAMETOOLONG/);
    expectNoInternalError(r.stderr);
  });

  it('a device as the content folder, the config or the layout file is named, never read without end', async () => {
    const dev = await setup({ repo: repo(), files: {}, config: { contentDir: '/dev/null' } });
    const r1 = await helpsync(dev, ['sync'], { timeoutMs: 60_000 });
    expect(r1.code, r1.stderr).toBe(1);
    expect(r1.stderr).toMatch(/\/dev\/null: error: the content folder is a device: expected a folder/);
    expectNothingSent(dev);

    const r2 = await runCli(['--config', '/dev/zero', 'sync'], { cwd: dev.dir, env: { HELPSYNC_TOKEN: dev.emu.token }, timeoutMs: 60_000 });
    expect(r2.code, r2.stderr).toBe(1);
    expect(r2.stderr).toMatch(/\/dev\/zero: error: cannot read config file: it is a device: expected a regular file/);

    const lay = await setup({ repo: repo(), config: { layout: '/dev/zero' } });
    const r3 = await helpsync(lay, ['sync'], { timeoutMs: 60_000 });
    expect(r3.code, r3.stderr).toBe(1);
    expect(r3.stderr).toMatch(/\/dev\/zero: error: cannot read the layout file: it is a device/);
    for (const r of [r1, r2, r3]) expectNoInternalError(r.stderr);
    expect(lay.emu.writes()).toEqual([]);
  });
});

describe('a saved plan is validated whole before the first request', () => {
  const breakages: [string, (plan: Record<string, unknown>) => void, RegExp][] = [
    [
      'fields not a map',
      (p) => {
        (p.languages as { pushes: Record<string, unknown>[] }[])[0]!.pushes[0]!.fields = 5;
      },
      /malformed plan: languages\[0\]\.pushes\[0\]\.fields/,
    ],
    [
      'a push in the wrong language list',
      (p) => {
        (p.languages as { pushes: Record<string, unknown>[] }[])[1]!.pushes[0]!.language = 'en';
      },
      /malformed plan: languages\[1\]\.pushes\[0\]: .* its language is not "de"/,
    ],
    [
      'a later push with an entry id that is not one',
      (p) => {
        const pushes = (p.languages as { pushes: Record<string, unknown>[] }[])[1]!.pushes;
        pushes[pushes.length - 1]!.entryId = 'article:a b';
      },
      // the id rule with its own message, from the one id check of saved plans (apply/plan-guard.ts)
      /plan\.json: error: push for "de": entry article: invalid id "a b": ids cannot contain whitespace/,
    ],
    [
      'remoteOnly missing',
      (p) => {
        delete p.remoteOnly;
      },
      /malformed plan: remoteOnly/,
    ],
  ];
  for (const [name, breakIt, expected] of breakages) {
    it(`${name}: refused naming the place, no request (also with --json)`, async () => {
      const f = await setup({ repo: repo() });
      const planFile = path.join(f.dir, 'plan.json');
      expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
      const plan = JSON.parse(await readFile(planFile, 'utf8')) as Record<string, unknown>;
      breakIt(plan);
      await writeFile(planFile, JSON.stringify(plan));
      const before = f.emu.log.length;
      for (const args of [
        ['apply', planFile],
        ['apply', planFile, '--json'],
      ]) {
        const r = await helpsync(f, args);
        expect(r.code, r.stderr).toBe(1);
        expect(r.stderr).toMatch(expected);
        expect(r.stderr).toContain('plan.json');
        expectNoInternalError(r.stderr);
      }
      expect(f.emu.log.slice(before)).toEqual([]);
    });
  }
});
