// Child processes for the benchmark: wall time measured from outside (spawn → exit), peak memory
// from GNU time (`/usr/bin/time -v`, "Time the whole process from outside as well") or,
// where that is missing, from a preload that reports the child's own process.resourceUsage().maxRSS.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const TIME_BIN = '/usr/bin/time';
const MAXRSS_PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'maxrss-preload.mjs');

/** Whether GNU time with -v is usable here (busybox time has no -v). */
export async function gnuTimeAvailable() {
  if (!existsSync(TIME_BIN)) return false;
  const r = await run(TIME_BIN, ['-v', 'true'], { timeoutMs: 10_000 }).catch(() => null);
  return r !== null && r.code === 0 && /Maximum resident set size/.test(r.stderr);
}

/** Parse the report of `time -v` from the end of stderr; returns { maxRssKiB, userSeconds, systemSeconds, cpuPercent } or null. */
export function parseGnuTime(stderr) {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  if (!rss) return null;
  const num = (re) => {
    const m = re.exec(stderr);
    return m ? Number(m[1]) : null;
  };
  return {
    maxRssKiB: Number(rss[1]),
    userSeconds: num(/User time \(seconds\): ([\d.]+)/),
    systemSeconds: num(/System time \(seconds\): ([\d.]+)/),
    cpuPercent: num(/Percent of CPU this job got: (\d+)%/),
  };
}

/** Remove GNU time's report from stderr (it starts with "\tCommand being timed:"). */
function stripGnuTime(stderr) {
  const i = stderr.lastIndexOf('\tCommand being timed:');
  const head = i === -1 ? stderr : stderr.slice(0, i);
  return head.replace(/Command (exited with non-zero status \d+|terminated by signal \d+)\n$/, '');
}

/** Spawn and collect; resolves on exit (never rejects for a non-zero exit). */
export function run(cmd, args, { cwd, env, timeoutMs = 600_000, input } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(cmd)} ${args.join(' ')} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        wallMs: performance.now() - started,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
    child.stdin.end(input ?? '');
  });
}

/**
 * Run `node <args>` and measure it: wall time from outside, peak RSS from GNU time when `gnuTime`
 * is true, else from the preload. Returns run()'s result plus { maxRssKiB, memorySource, cpu }.
 */
export async function measureNode(nodeArgs, { cwd, env, timeoutMs, gnuTime }) {
  if (gnuTime) {
    const r = await run(TIME_BIN, ['-v', process.execPath, ...nodeArgs], { cwd, env, timeoutMs });
    const t = parseGnuTime(r.stderr);
    return { ...r, stderr: stripGnuTime(r.stderr), maxRssKiB: t?.maxRssKiB ?? null, memorySource: '/usr/bin/time -v', cpu: t };
  }
  const file = path.join(os.tmpdir(), `helpsync-bench-maxrss-${process.pid}-${Math.random().toString(36).slice(2)}.txt`);
  const r = await run(process.execPath, ['--import', MAXRSS_PRELOAD, ...nodeArgs], {
    cwd,
    env: { ...env, HELPSYNC_BENCH_MAXRSS_FILE: file },
    timeoutMs,
  });
  let usage = null;
  try {
    usage = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // the child died before its exit hook ran
  }
  rmSync(file, { force: true });
  const cpu = usage
    ? { maxRssKiB: usage.maxRSS, userSeconds: usage.userCPUTime / 1e6, systemSeconds: usage.systemCPUTime / 1e6, cpuPercent: null }
    : null;
  return { ...r, maxRssKiB: usage?.maxRSS ?? null, memorySource: 'process.resourceUsage() (preload)', cpu };
}

/** A clean environment for helpsync children: nothing inherited but PATH and HOME (like test/helpers/cli.ts). */
export function childEnv(extra) {
  // BENCH_NODE_OPTIONS: e.g. --max-old-space-size=2048, a 7 GiB CI runner's default heap
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? '' };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}
