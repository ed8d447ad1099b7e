#!/usr/bin/env node
// `npm run test:measure`: runs `npm test` once and prints its wall time, CPU time (user + system of
// every process it started, from the kernel's accounting of waited-for children) and how many node
// processes it launched, by kind. Launches are logged by test/helpers/count-launch.mjs, which
// NODE_OPTIONS loads into every node process (test/helpers/cli.ts passes it on to the CLI processes
// it spawns). Extra arguments go to vitest (e.g. a test file).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hook = pathToFileURL(path.join(root, 'test/helpers/count-launch.mjs')).href;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'helpsync-measure-'));
const log = path.join(tmp, 'launches.log');
writeFileSync(log, '');

/** CPU seconds (user, system) of this process's waited-for children, or null off Linux. */
function childCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    return { user: Number(fields[13]) / ticks, system: Number(fields[14]) / ticks };
  } catch {
    return null;
  }
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const started = Date.now();
const cpu0 = childCpu();
const r = spawnSync('npm', ['test', '--', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
    HELPSYNC_LAUNCH_LOG: log,
  },
});
const wall = (Date.now() - started) / 1000;
const cpu1 = childCpu();

const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
const kinds = new Map();
for (const line of lines) {
  const args = line.slice(line.indexOf(' ') + 1);
  const kind = /dist\/cli\/main\.js|\/bin\/helpsync\b/.test(args)
    ? 'helpsync CLI'
    : /vitest/.test(args)
      ? 'vitest (runner and workers)'
      : /npm-cli\.js|\/npm\b/.test(args)
        ? 'npm'
        : 'other node';
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}
console.log('\n--- test:measure ---');
console.log(`load average before: ${load} (${os.cpus().length} cores)`);
console.log(`wall: ${wall.toFixed(1)} s`);
if (cpu0 && cpu1) {
  const user = cpu1.user - cpu0.user;
  const system = cpu1.system - cpu0.system;
  console.log(`cpu: ${(user + system).toFixed(1)} s (user ${user.toFixed(1)} s, system ${system.toFixed(1)} s)`);
}
console.log(`node process launches: ${lines.length}`);
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${kind}: ${n}`);
if (process.env.HELPSYNC_MEASURE_KEEP_LOG === '1') console.log(`launch log: ${log}`);
if (process.env.HELPSYNC_MEASURE_KEEP_LOG !== '1') rmSync(tmp, { recursive: true, force: true });
process.exitCode = r.status ?? 1;
