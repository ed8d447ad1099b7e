// The bundled helpsync the Action runs (scripts/bundle.mjs → action/dist/). Built here into temp
// folders from the sources and run inside this process through its exported main(argv, options):
// what bundling could break (the build's determinism, package.json read at run time, the analysis
// worker file, pino and pino-pretty loaded on first use, the cache key that hashes the analysis
// code) judged from outside: bytes of two builds, a version written beside the bundle, a marker the
// worker file writes, the cache file's header, the log's format.
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/bundle.mjs';
import { REPO_ROOT } from '../helpers/cli.js';
import { emulatorFixture, tempFolder, useCleanups, type EmulatorData } from '../helpers/fixture.js';

useCleanups();

type Main = (argv: string[], options: object) => Promise<number>;

const VERSION = '9.8.7-bundle-test';
let root = '';
let files: string[] = [];

/** A copy of the built bundle in a new root (its own package.json), with `edit` applied to its files. */
async function variant(edit: (dist: string) => Promise<void>): Promise<string> {
  const dir = await tempFolder('helpsync-bundle-');
  await cp(root, dir, { recursive: true });
  await edit(path.join(dir, 'action/dist'));
  return dir;
}

async function run(bundleRoot: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const url = pathToFileURL(path.join(bundleRoot, 'action/dist/main.js')).href;
  const { main } = (await import(/* @vite-ignore */ url)) as { main: Main };
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), env, cwd });
  return { code, stdout, stderr };
}

// Built once for the file (the fixture's cleanups run after each test).
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-bundle-'));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'helpsync', version: VERSION, type: 'module' }));
  files = await bundle(path.join(root, 'action/dist'));
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('scripts/bundle.mjs', () => {
  it('builds the same bytes twice, naming no absolute path; the entries main, worker and compare', async () => {
    const again = await tempFolder('helpsync-bundle-');
    expect(await bundle(again)).toEqual(files);
    for (const f of files) {
      const a = await readFile(path.join(root, 'action/dist', f));
      expect(a.equals(await readFile(path.join(again, f))), f).toBe(true);
      const text = a.toString('utf8');
      expect(text.includes(REPO_ROOT), f).toBe(false);
      expect(text.includes(root), f).toBe(false);
    }
    expect(files).toEqual(expect.arrayContaining(['main.js', 'worker.js', 'compare.js']));
    expect(files.filter((f) => !/^(main|worker|compare|chunk-[A-Z0-9]+)\.js$/.test(f))).toEqual([]);
  }, 120_000);

  it('reads package.json at run time: --version prints the version of the package.json two levels above it', async () => {
    const r = await run(root, ['--version'], root);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(VERSION);
  });
});

const C1 = '65f0c1a2b3c4d5e6f7080001';
const A1 = '6650f0c1a2b3c4d5e6f70001';
const DATA: EmulatorData = {
  project: 'proj-bundle',
  entries: [
    { id: `collection:${C1}`, type: 'collection', fields: { title: { en: 'Guide' } } },
    { id: `article:${A1}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Paste.</p>' } } },
  ],
  collections: [{ id: C1, parent: null, title: { en: 'Guide' } }],
  articles: [{ id: A1, collection: C1, title: { en: 'Install' } }],
};
const FILES = {
  'en/guide/_index.md': `---\nentry: collection:${C1}\ntitle: Guide\n---\n`,
  'en/guide/install.md': `---\nentry: article:${A1}\ntitle: Install\n---\nPaste.\n`,
  'de/guide/install.md': `---\ntitle: Installieren\n---\nEinfügen.\n`,
};

describe('the bundle runs what needs files of its own', () => {
  it('analysis worker threads from worker.js; the cache key changes with the analysis chunks only; pino-pretty text and pino JSON logs', async () => {
    const marker = path.join(await tempFolder('helpsync-bundle-'), 'worker-ran');
    // The worker file, changed: it records that a worker thread loaded it (and it is analysis code now).
    const workerChanged = await variant((dist) =>
      appendFile(path.join(dist, 'worker.js'), `\nimport{appendFileSync as __mark}from"node:fs";__mark(${JSON.stringify(marker)},"x");\n`),
    );
    // main.js, changed: no analysis module imports it.
    const mainChanged = await variant((dist) => appendFile(path.join(dist, 'main.js'), '\n// not analysis code\n'));

    const versions: string[] = [];
    for (const bundleRoot of [root, workerChanged, mainChanged]) {
      const f = await emulatorFixture({ data: DATA, files: FILES, config: { workers: 2 } });
      const r = await run(bundleRoot, ['sync', '--dry-run', '--log-level', 'debug', '--config', f.configPath], f.dir, {
        HELPSYNC_TOKEN: f.emu.token,
      });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/de: 1 to push/);
      const header = (await readFile(path.join(f.dir, '.helpsync/cache/load-analysis.json'), 'utf8')).split('\n')[0] ?? '';
      versions.push((JSON.parse(header) as { version: string }).version);
      if (bundleRoot === root) {
        // Not under CI: pino-pretty's plain text (`[time] DEBUG: message`), no JSON.
        expect(r.stderr).toMatch(/^\[[\d:.]+\] DEBUG: /m);
        expect(r.stderr.split('\n').filter((l) => l.startsWith('{'))).toEqual([]);
        const json = await run(
          root,
          ['sync', '--dry-run', '--log-level', 'debug', '--log-format', 'json', '--config', f.configPath],
          f.dir,
          {
            HELPSYNC_TOKEN: f.emu.token,
          },
        );
        // pino's JSON lines (the warning above is helpsync's own message, not a log event)
        const lines = json.stderr.split('\n').filter((l) => l.startsWith('{'));
        expect(lines.length).toBeGreaterThan(0);
        // debug lines (20), and the run's warnings, which go through the logger at warn (40)
        const levels = lines.map((l) => (JSON.parse(l) as { level: unknown }).level);
        expect(levels).toContain(20);
        for (const level of levels) expect([20, 40]).toContain(level);
        expect(json.stderr).not.toMatch(/\] DEBUG: /);
      }
    }
    expect(versions[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(versions[1]).not.toBe(versions[0]);
    expect(versions[2]).toBe(versions[0]);
    expect((await readFile(marker, 'utf8')).length).toBeGreaterThan(0);
  }, 120_000);

  it('the bundle holds every library: no import of a package, only of Node modules and its own files', async () => {
    const bare = new Set<string>();
    for (const f of await readdir(path.join(root, 'action/dist'))) {
      const text = await readFile(path.join(root, 'action/dist', f), 'utf8');
      for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?"([^"]+)"|import\("([^"]+)"\)/g)) {
        const spec = m[1] ?? m[2] ?? '';
        if (!spec.startsWith('./') && !isBuiltin(spec)) bare.add(spec);
      }
    }
    expect([...bare]).toEqual([]);
  });
});
