// Runs the CLI: runCli in this process, through main(argv, runtime) with its own streams, environment
// and working directory; runCliProcess as a child process (dist/cli/main.js, built by `npm test`'s
// pretest), for the tests where the real process is the point (start-up, real signals, stdio).
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(REPO_ROOT, 'dist/cli/main.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunCliOptions {
  cwd?: string;
  /** merged over a clean environment (PATH, HOME; CI and HELPSYNC_* are not inherited) */
  env?: Record<string, string | undefined>;
  input?: string;
  timeoutMs?: number;
  /** called once the process has started (e.g. to send it a signal later); implies a real process */
  onSpawn?: (child: ChildProcess) => void;
  /** in-process only: emit 'SIGINT' or 'SIGTERM' on it to deliver a simulated signal */
  signals?: EventEmitter;
  /** run a real process (runCliProcess) where the process itself is under test: exit status, fd 1 and 2 */
  process?: boolean;
  /** runCliProcess only: the program to run instead of dist/cli/main.js (the Action's bundle) */
  script?: string;
}

/** The launch counter of `npm run test:measure` (scripts/test-measure.mjs), passed on when it is on. */
const COUNT_HOOK = pathToFileURL(path.join(REPO_ROOT, 'test/helpers/count-launch.mjs')).href;

/** What a test passes to processes it starts itself so that `npm run test:measure` counts them. */
export function launchCounterEnv(): Record<string, string> {
  const log = process.env.HELPSYNC_LAUNCH_LOG;
  return log ? { NODE_OPTIONS: `--import=${COUNT_HOOK}`, HELPSYNC_LAUNCH_LOG: log } : {};
}

export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const log = process.env.HELPSYNC_LAUNCH_LOG;
  const counting = log ? { NODE_OPTIONS: `--import=${COUNT_HOOK}`, HELPSYNC_LAUNCH_LOG: log } : { NODE_OPTIONS: '' };
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...counting };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  // A test's own NODE_OPTIONS (a loader hook) keeps the launch counter too.
  if (log && extra.NODE_OPTIONS) env.NODE_OPTIONS = `--import=${COUNT_HOOK} ${extra.NODE_OPTIONS}`;
  return env;
}

/**
 * The CLI run in this process (main with an injected runtime): the same environment (clean + opts.env),
 * working directory and input as runCliProcess, the output collected. An option that needs a real
 * process (onSpawn, or NODE_OPTIONS in opts.env) runs one.
 */
export async function runCli(args: string[], opts: RunCliOptions = {}): Promise<CliResult> {
  // NODE_OPTIONS (a loader hook) only acts on a new node process.
  if (opts.process || opts.onSpawn || opts.env?.NODE_OPTIONS) return runCliProcess(args, opts);
  const { main } = await import('../../src/cli/main.js');
  let stdout = '';
  let stderr = '';
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`helpsync ${args.join(' ')} timed out\nstdout:\n${stdout}\nstderr:\n${stderr}`)),
      opts.timeoutMs ?? 60_000,
    );
  });
  const run = main(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: Readable.from(opts.input === undefined ? [] : [opts.input]),
    env: cleanEnv(opts.env),
    cwd: opts.cwd ?? REPO_ROOT,
    signals: opts.signals ?? new EventEmitter(),
  }).catch((err: unknown) => {
    // What node does with an uncaught error: its stack on stderr, exit 1.
    stderr += `${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`;
    return 1;
  });
  try {
    const code = await Promise.race([run, timedOut]);
    return { code, signal: null, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** The CLI as a child process: `node dist/cli/main.js ...args` (or `opts.script`). */
export function runCliProcess(args: string[], opts: RunCliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [opts.script ?? CLI, ...args], {
      cwd: opts.cwd ?? REPO_ROOT,
      env: cleanEnv(opts.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`helpsync ${args.join(' ')} timed out\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    if (opts.input !== undefined) child.stdin.end(opts.input);
    else child.stdin.end();
    opts.onSpawn?.(child);
  });
}

/** A fresh temp folder, removed by the returned cleanup. */
export async function tempDir(prefix = 'helpsync-test-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
