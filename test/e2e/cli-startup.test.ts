// What the CLI loads and spawns (`status` at least 5x faster than a per-file `git diff`
// loop). Starting the CLI loads the command definitions only; a command's code (src/cli/run/) loads
// when that command runs; `status` loads nothing of the platform client, the HTML converters, the
// apply and pull engines, the worker pool, the emulator or the logger; and it runs the same few git
// processes whatever the number of files. Judged from outside: the module files the real process
// loads (test/helpers/loaded-modules.mjs hooks Node's module loader) and the git processes it starts
// (a logging `git` first on PATH), never from anything helpsync says about itself.
import { statSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/bundle.mjs';
import { REPO_ROOT, runCli, runCliProcess, type CliResult } from '../helpers/cli.js';
import { scratchRepo, tempFolder, useCleanups } from '../helpers/fixture.js';
import type { TestRepo } from '../helpers/git-repo.js';

useCleanups();

const HOOK = pathToFileURL(path.join(REPO_ROOT, 'test/helpers/loaded-modules.mjs')).href;
const DIST = path.join(REPO_ROOT, 'dist') + path.sep;

/** Packages a local report has no use for: HTML and Markdown conversion, HTTP, the queue, the logger, the emulator's server. */
const HEAVY_PACKAGES = [
  'marked',
  'turndown',
  '@joplin/turndown-plugin-gfm',
  'htmlparser2',
  'transliteration',
  'undici',
  'p-queue',
  'pino',
  'pino-pretty',
  'fastify',
];

interface Loaded {
  result: CliResult;
  /** files under dist/, relative to it, with `/` */
  dist: string[];
  /** npm packages, by name */
  packages: Set<string>;
}

/** Runs the CLI as a real process with the loader hook and returns what it loaded. */
async function loadedBy(
  args: string[],
  opts: { cwd: string; env?: Record<string, string>; script?: string },
): Promise<Loaded & { files: string[] }> {
  const list = path.join(await tempFolder('helpsync-startup-'), 'modules.txt');
  const result = await runCliProcess(args, {
    cwd: opts.cwd,
    script: opts.script,
    env: { ...opts.env, NODE_OPTIONS: `--import=${HOOK}`, HELPSYNC_LOADED_MODULES: list },
  });
  const files = (await readFile(list, 'utf8'))
    .split('\n')
    .filter((u) => u.startsWith('file:'))
    .map((u) => fileURLToPath(u));
  const packages = new Set<string>();
  for (const f of files) {
    // the innermost node_modules/<name> (or <@scope/name>) holds the file
    const all = [
      ...f
        .split(path.sep)
        .join('/')
        .matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g),
    ];
    if (all.length) packages.add(all[all.length - 1]![1]!);
  }
  const dist = [...new Set(files.filter((f) => f.startsWith(DIST)).map((f) => f.slice(DIST.length).split(path.sep).join('/')))];
  return { result, dist, packages, files };
}

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\nAbout ${title}.\n`;

/** en/page-1..n committed, then de/ translations of all but the last, naming that commit. */
async function contentRepo(pages: number, config = 'sourceCommitKey: default_lang_commit\n'): Promise<TestRepo> {
  const repo = await scratchRepo('helpsync-startup-');
  await repo.write({ 'config/helpsync.yaml': `contentDir: ../content\n${config}` });
  const en: Record<string, string> = {};
  for (let i = 1; i <= pages; i++) en[`content/en/page-${i}.md`] = page(`Page ${i}`);
  const base = await repo.commit('English pages', en);
  const de: Record<string, string> = {};
  for (let i = 1; i < pages; i++) de[`content/de/page-${i}.md`] = page(`Seite ${i}`, `default_lang_commit: ${base}\n`);
  await repo.commit('German pages', de);
  return repo;
}

describe('what the CLI loads', () => {
  it('status loads its own code, and nothing of the client, HTML, apply, pull, worker pool, emulator or logger', async () => {
    const repo = await contentRepo(3);
    const { result, dist, packages } = await loadedBy(['status', '--json'], { cwd: repo.dir, env: repo.env as Record<string, string> });
    expect(result.code, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as { kind: string; files: { file: string; state: string }[] };
    expect(doc.kind).toBe('status');
    expect(Object.fromEntries(doc.files.map((f) => [f.file, f.state]))).toEqual({
      'de/page-1.md': 'current',
      'de/page-2.md': 'current',
      'de/page-3.md': 'missing',
    });
    // The oracle sees both kinds of module: ES modules (helpsync, yargs, zod) and CommonJS ones
    // required from CommonJS (js-yaml, which gray-matter requires for the front matter).
    expect(dist).toEqual(expect.arrayContaining(['cli/main.js', 'cli/run/status.js', 'status/status.js', 'config/config.js']));
    expect([...packages]).toEqual(expect.arrayContaining(['yargs', 'zod', 'gray-matter', 'js-yaml']));

    expect(HEAVY_PACKAGES.filter((p) => packages.has(p))).toEqual([]);
    const forbidden = /^(client|emulator|apply|pull|html)\/|^load\/pool\.js$/;
    expect(dist.filter((f) => forbidden.test(f))).toEqual([]);
    expect(dist.filter((f) => f.startsWith('cli/run/') && f !== 'cli/run/status.js')).toEqual([]);
  });

  it('--help loads the command definitions only: no command code, no config schema', async () => {
    const { result, dist, packages } = await loadedBy(['--help'], { cwd: await tempFolder('helpsync-startup-') });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/helpsync status +Which translations are current/);
    expect(dist).toEqual(
      expect.arrayContaining(['cli/main.js', 'cli/commands/index.js', 'cli/commands/status.js', 'cli/commands/sync.js']),
    );
    expect(packages.has('yargs')).toBe(true);
    expect(dist.filter((f) => f.startsWith('cli/run/'))).toEqual([]);
    expect(['zod', 'yaml', 'gray-matter', 'fast-glob', ...HEAVY_PACKAGES].filter((p) => packages.has(p))).toEqual([]);
  });

  it("a command loads its own code when it runs, and no other command's", async () => {
    const cwd = await tempFolder('helpsync-startup-');
    const { result, dist } = await loadedBy(['sync', '--dry-run', '--config', 'missing.yaml'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/missing\.yaml/);
    expect(dist).toContain('cli/run/sync.js');
    expect(dist.filter((f) => f.startsWith('cli/run/') && f !== 'cli/run/sync.js')).toEqual([]);
  });
});

// The bundle built from the sources (as `npm run bundle` builds the committed action/dist/, which
// `.ci/run` checks is the same), in a folder with package.json two levels above it.
let BUNDLE = '';
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-startup-bundle-'));
  await copyFile(path.join(REPO_ROOT, 'package.json'), path.join(root, 'package.json'));
  BUNDLE = path.join(root, 'action', 'dist');
  await bundle(BUNDLE);
}, 120_000);
afterAll(() => rm(path.dirname(path.dirname(BUNDLE)), { recursive: true, force: true }));

/** Bytes of the given files. */
async function sizeOf(files: string[]): Promise<number> {
  let n = 0;
  for (const f of files) n += (await stat(f)).size;
  return n;
}

describe('what the bundled CLI (action/dist/, the Action runs it) loads', () => {
  it('--help loads main.js and a few small chunks; status no worker, no emulator server, under half the bundle', async () => {
    const all = (await readdir(BUNDLE)).map((f) => path.join(BUNDLE, f));
    const total = await sizeOf(all);
    const inBundle = (files: string[]) => files.filter((f) => f.startsWith(BUNDLE + path.sep));
    // the chunk holding fastify (the emulator's server): its error codes are in no other library
    const server: string[] = [];
    for (const f of all) if ((await readFile(f, 'utf8')).includes('FST_ERR_CTP_ALREADY_PRESENT')) server.push(f);
    expect(server.length).toBeGreaterThan(0);

    const help = await loadedBy(['--help'], { cwd: await tempFolder('helpsync-startup-'), script: path.join(BUNDLE, 'main.js') });
    expect(help.result.code, help.result.stderr).toBe(0);
    expect(help.result.stdout).toMatch(/helpsync status +Which translations are current/);
    const helpFiles = inBundle(help.files);
    expect(helpFiles).toContain(path.join(BUNDLE, 'main.js'));
    expect(await sizeOf(helpFiles)).toBeLessThan(total / 10);
    expect(help.packages.size).toBe(0);

    const repo = await contentRepo(3);
    const status = await loadedBy(['status', '--json'], {
      cwd: repo.dir,
      env: repo.env as Record<string, string>,
      script: path.join(BUNDLE, 'main.js'),
    });
    expect(status.result.code, status.result.stderr).toBe(0);
    expect((JSON.parse(status.result.stdout) as { kind: string }).kind).toBe('status');
    const statusFiles = inBundle(status.files);
    expect(statusFiles.filter((f) => server.includes(f) || /(worker|compare)\.js$/.test(f))).toEqual([]);
    expect(await sizeOf(statusFiles)).toBeLessThan(total / 2);
    expect(status.packages.size).toBe(0);
  });
});

/** A `git` first on PATH that logs each call, then runs the real one. */
async function loggingGit(): Promise<{ env: Record<string, string>; calls: () => Promise<string[]> }> {
  const dir = await tempFolder('helpsync-startup-');
  const real = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((d) => path.join(d, 'git'))
    .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  if (!real) throw new Error('git not found on PATH');
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'git.log');
  await mkdir(bin);
  await writeFile(log, '');
  await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  await chmod(path.join(bin, 'git'), 0o755);
  return {
    env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    calls: async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean),
  };
}

describe.skipIf(process.platform === 'win32')('git processes status starts', () => {
  for (const [mode, config] of [
    ['sourceCommitKey', 'sourceCommitKey: default_lang_commit\n'],
    ['last commit', ''],
  ] as const) {
    it(`${mode}: the same few for 3 pages as for 40 (never one per file)`, async () => {
      const counts: number[] = [];
      for (const pages of [3, 40]) {
        const repo = await contentRepo(pages, config);
        const git = await loggingGit();
        const r = await runCli(['status', '--json'], { cwd: repo.dir, env: { ...(repo.env as Record<string, string>), ...git.env } });
        expect(r.code, r.stderr).toBe(0);
        const doc = JSON.parse(r.stdout) as { files: { state: string }[] };
        expect(doc.files.filter((f) => f.state === 'current')).toHaveLength(pages - 1);
        counts.push((await git.calls()).length);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
      expect(counts[0]).toBeLessThanOrEqual(10);
    }, 120_000);
  }
});
