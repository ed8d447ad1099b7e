// The GitHub Action's cold start (`node bench/run.mjs --action-start-only [--runs 3]`): from a clean
// action checkout to helpsync's first line of output, with an empty npm cache. The checkout is
// `git archive HEAD` of this repository (its committed files only: no node_modules, no dist/, no
// build), as `uses: OWNER/helpsync@<commit>` gets it. Each run times the action's own steps as
// action.yml runs them: "Locate the record of pushed values" (bash) then "Run helpsync"
// (scripts/action/run.mjs with the step's INPUT_* variables), doing `sync --dry-run` of the demo
// content (config/, content/) against the emulator of that same checkout, started beforehand.
// Target: the first line in under 15 s (the previous action ran `npm ci` and a TypeScript build first).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { startEmulatorProcess } from '../scripts/lib/emulator-process.mjs';
import { GIT_ISOLATED } from './lib/git.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ACTION_START_TARGET_S = 15;

/** The committed tree of HEAD, extracted into `dir`; returns the commit. */
function archive(dir) {
  mkdirSync(dir, { recursive: true });
  const tar = path.join(path.dirname(dir), 'action.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', tar, 'HEAD'], { cwd: ROOT });
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  rmSync(tar);
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** The checkout's own emulator (its bundle), on a free port: its /v3 URL, demo token and stop(). */
function startEmulator(action) {
  return startEmulatorProcess(process.execPath, [path.join(action, 'action/dist/main.js'), 'emulator', '--port', '0'], action, 30_000);
}

/** The demo content repository (committed), its config pointed at the emulator. */
function contentRepo(action, dir, baseUrl) {
  cpSync(path.join(action, 'config'), path.join(dir, 'config'), { recursive: true });
  cpSync(path.join(action, 'content'), path.join(dir, 'content'), { recursive: true });
  const configFile = path.join(dir, 'config/helpsync.yaml');
  const config = YAML.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(configFile, YAML.stringify({ ...config, baseUrl }));
  const git = (args) => execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ISOLATED }, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'content']);
}

/** One bash step as GitHub runs it; resolves with the times of its first output and of its end. */
function step(script, cwd, env, t0) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let first;
    let text = '';
    const onData = (d) => {
      text += d;
      if (first === undefined && text.includes('\n')) first = { at: performance.now() - t0, line: text.split('\n')[0] };
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, first, end: performance.now() - t0, text }));
  });
}

/** The run steps of action.yml (by name), their `run:` scripts. */
function actionSteps(action) {
  const doc = YAML.parse(readFileSync(path.join(action, 'action.yml'), 'utf8'));
  const byName = (name) => doc.runs.steps.find((s) => s.name === name)?.run;
  return { paths: byName('Locate the record of pushed values'), run: byName('Run helpsync') };
}

async function oneRun(action, repo, emulator, tmp, i) {
  const runnerTemp = mkdtempSync(path.join(tmp, `runner-${i}-`));
  const npmCache = path.join(runnerTemp, 'npm-cache');
  mkdirSync(npmCache);
  const base = {
    PATH: process.env.PATH,
    HOME: runnerTemp,
    // An empty npm cache: the action must not need one (it installs nothing).
    npm_config_cache: npmCache,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    RUNNER_TEMP: runnerTemp,
  };
  const steps = actionSteps(action);
  const t0 = performance.now();
  const out1 = path.join(runnerTemp, 'output-paths');
  writeFileSync(out1, '');
  const paths = await step(steps.paths, repo, { ...base, GITHUB_OUTPUT: out1, INPUT_CONFIG: 'config/helpsync.yaml' }, t0);
  if (paths.code !== 0) throw new Error(`the paths step failed: ${paths.text}`);
  const record = /record-dir=(.*)/.exec(readFileSync(out1, 'utf8'))?.[1] ?? '';
  const out2 = path.join(runnerTemp, 'output-run');
  writeFileSync(out2, '');
  const env = {
    ...base,
    GITHUB_OUTPUT: out2,
    HELPSYNC_ACTION_PATH: action,
    HELPSYNC_RECORD_DIR: record,
    INPUT_COMMAND: 'sync',
    INPUT_ARGS: '--dry-run',
    INPUT_CONFIG: 'config/helpsync.yaml',
    INPUT_TOKEN: emulator.token,
    INPUT_PREVIEW: '',
    INPUT_PULL_REQUEST: 'false',
  };
  const run = await step(steps.run, repo, env, t0);
  const outputs = readFileSync(out2, 'utf8');
  const exit = /exit-code<<(\S+)\n(.*)\n/.exec(outputs)?.[2];
  if (run.code !== 0 || exit === undefined || !['0', '2'].includes(exit))
    throw new Error(`the run step failed (exit ${exit}):\n${run.text}`);
  const cacheEntries = readdirSync(npmCache).length;
  return { firstS: run.first.at / 1000, firstLine: run.first.line, endS: run.end / 1000, exit, cacheEntries };
}

export async function runActionStartBench(argv) {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : 3;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'helpsync-action-start-'));
  let emulator;
  try {
    const action = path.join(tmp, 'action');
    const commit = archive(action);
    const hasModules = readdirSync(action).includes('node_modules');
    emulator = await startEmulator(action);
    const results = [];
    for (let r = 0; r < runs; r++) {
      // A fresh content checkout each time: no .helpsync/cache from the run before.
      const repo = path.join(tmp, `repo-${r}`);
      contentRepo(action, repo, emulator.baseUrl);
      results.push(await oneRun(action, repo, emulator, tmp, r));
    }
    const worst = Math.max(...results.map((x) => x.firstS));
    process.stdout.write(
      `Action cold start: git archive of ${commit.slice(0, 12)} (node_modules in it: ${hasModules ? 'yes' : 'no'}), empty npm cache, ` +
        `sync --dry-run of the demo content against the emulator (target: first line under ${ACTION_START_TARGET_S} s)\n` +
        results
          .map(
            (x, n) =>
              `  run ${n + 1}: first line ${x.firstS.toFixed(2)} s ("${x.firstLine.slice(0, 60)}"), step done ${x.endS.toFixed(2)} s, exit ${x.exit}, npm cache entries after: ${x.cacheEntries}`,
          )
          .join('\n') +
        `\n  worst first line: ${worst.toFixed(2)} s: ${worst < ACTION_START_TARGET_S && !hasModules ? 'MET' : 'MISSED'}\n`,
    );
    return worst < ACTION_START_TARGET_S && !hasModules ? 0 : 1;
  } finally {
    await emulator?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
