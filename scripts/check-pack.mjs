#!/usr/bin/env node
// The package as a user gets it: `npm pack`, check that the tarball holds dist/, README,
// LICENSE (and package.json) and nothing else, install it into an empty folder, then run the
// installed `helpsync --help` and a dry run of this repo's demo content against the installed
// emulator. `node scripts/check-pack.mjs` builds first (npm pack runs prepack + prepare);
// `--no-build` packs the dist/ that is there (the test suite's pretest just built it).
// The functions are exported for test/e2e/package.test.ts.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulatorProcess } from './lib/emulator-process.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command; resolves with its exit code and output (never rejects on a non-zero exit). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Why a packed path should not be there, or undefined when it belongs in the package. */
export function unexpectedFile(p) {
  if (['package.json', 'README.md', 'LICENSE'].includes(p)) return undefined;
  if (!p.startsWith('dist/')) return 'outside dist/';
  if (p.endsWith('.map')) return 'a source map (the sources are not shipped)';
  if (/(^|\/)(test|tests|__tests__|bench|fixtures?)(\/|$)|\.test\.|\.tsbuildinfo$/.test(p)) return 'test, bench or fixture file';
  return undefined;
}

/** `npm pack --json` into `dest`; returns { tarball, files }. */
export async function pack(dest, { build = true } = {}) {
  const args = ['pack', '--json', '--pack-destination', dest, ...(build ? [] : ['--ignore-scripts'])];
  const r = await run(NPM, args, { cwd: REPO });
  if (r.code !== 0) throw new Error(`npm pack failed (${r.code}):\n${r.stderr}`);
  const [info] = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')));
  return { tarball: path.join(dest, info.filename), files: info.files.map((f) => f.path).sort() };
}

/** Installs the tarball into `dir` (an empty folder gets a private package.json); dependencies come from the registry or the npm cache. */
export async function installTarball(tarball, dir) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'helpsync-pack-check', private: true }, null, 2)}\n`);
  const r = await run(NPM, ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], { cwd: dir });
  if (r.code !== 0) throw new Error(`npm install ${tarball} failed (${r.code}):\n${r.stderr}`);
  return path.join(dir, 'node_modules', '.bin', 'helpsync');
}

/** Starts `<bin> emulator --port 0` (demo data); resolves with its URL, demo token and a stop(). */
export function startEmulator(bin, cwd) {
  return startEmulatorProcess(bin, ['emulator', '--port', '0'], cwd);
}

/** Copies this repo's demo content and config into `dir`; runs `<bin> sync --dry-run --json` there. */
export async function dryRunDemo(bin, dir, emu) {
  await cp(path.join(REPO, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(REPO, 'config'), path.join(dir, 'config'), { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HELPSYNC_TOKEN: emu.token,
    HELPSYNC_BASE_URL: emu.baseUrl,
    HELPSYNC_LOG_LEVEL: 'warn',
  };
  return run(bin, ['sync', '--dry-run', '--detailed-exitcode', '--json'], { cwd: dir, env });
}

async function main() {
  const build = !process.argv.includes('--no-build');
  const started = Date.now();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'helpsync-pack-'));
  let emu;
  try {
    const { tarball, files } = await pack(tmp, { build });
    const bad = files.map((f) => [f, unexpectedFile(f)]).filter(([, why]) => why);
    for (const [f, why] of bad) console.error(`unexpected in the package: ${f} (${why})`);
    for (const need of ['dist/bin/main.js', 'dist/bin/worker.js', 'dist/cli/main.js', 'dist/index.js', 'README.md', 'LICENSE']) {
      if (files.includes(need)) continue;
      bad.push([need, 'missing']);
      console.error(`missing from the package: ${need}`);
    }
    console.log(`packed ${path.basename(tarball)}: ${files.length} files`);
    const bin = await installTarball(tarball, path.join(tmp, 'app'));
    const help = await run(bin, ['--help']);
    if (help.code !== 0 || !help.stdout.includes('helpsync <command>'))
      throw new Error(`helpsync --help failed:\n${help.stdout}${help.stderr}`);
    console.log('installed: helpsync --help ok');
    emu = await startEmulator(bin, tmp);
    const dry = await dryRunDemo(bin, path.join(tmp, 'repo'), emu);
    const doc = dry.code === 2 ? JSON.parse(dry.stdout) : undefined;
    if (doc?.kind !== 'helpsync-sync') throw new Error(`dry run: expected exit 2 and a plan, got ${dry.code}:\n${dry.stdout}${dry.stderr}`);
    const pushes = doc.plan.languages.reduce((n, l) => n + l.pushes.length, 0);
    console.log(`dry run against the installed emulator: ${pushes} to push, ${doc.plan.moves.length} to move`);
    console.log(`pack check ${bad.length ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = bad.length ? 1 : 0;
  } finally {
    await emu?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`pack check failed: ${err.message}`);
    process.exitCode = 1;
  });
}
