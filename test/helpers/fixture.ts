// The fixture the end-to-end and reliability tests share: cleanups run after each test, a temp folder
// with an emulator (real HTTP on 127.0.0.1, port 0) and a config pointing at it, and the real CLI run
// against that config with the token, checking that the token never shows in what it printed.
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { runCli, tempDir, type CliResult, type RunCliOptions } from './cli.js';
import { startTestEmulator, writeFiles, writeTestConfig } from './emulator.js';
import { makeRepo, type TestRepo } from './git-repo.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/server.js';

export type EmulatorData = NonNullable<EmulatorOptions['data']>;

// One list per test file: vitest runs each file in its own module context.
const cleanups: (() => unknown)[] = [];

/** Runs `fn` after the current test (last registered, first run). */
export function onCleanup(fn: () => unknown): void {
  cleanups.push(fn);
}

/** Runs the registered cleanups, newest first; all run even if one fails (the first failure is rethrown). */
export async function runCleanups(): Promise<void> {
  const failures: unknown[] = [];
  while (cleanups.length) {
    try {
      await cleanups.pop()?.();
    } catch (e) {
      failures.push(e);
    }
  }
  if (failures.length) throw failures[0];
}

/** Installs runCleanups as an afterEach hook of the calling test file (call it at the file's top level). */
export function useCleanups(): void {
  afterEach(runCleanups);
}

/** A new temporary folder, removed after the current test. */
export async function tempFolder(prefix?: string): Promise<string> {
  const { dir, cleanup } = await tempDir(prefix);
  onCleanup(cleanup);
  return dir;
}

/** A new Git repository (isolated config, fixed identity and dates), removed after the current test. */
export async function scratchRepo(prefix?: string): Promise<TestRepo> {
  const { repo, cleanup } = await makeRepo(prefix);
  onCleanup(cleanup);
  return repo;
}

export interface EmulatorFixture {
  /** the temp folder: the CLI's working directory, and where the config file is */
  dir: string;
  /** `<dir>/<config contentDir>` (default `<dir>/content`) */
  contentDir: string;
  configPath: string;
  emu: RunningEmulator;
}

export interface EmulatorFixtureOptions {
  data: EmulatorOptions['data'];
  /** more emulator options (token, richText, faults, …) */
  emulator?: Partial<EmulatorOptions>;
  /** content files (path relative to contentDir → text) */
  files?: Record<string, string>;
  /** extra config keys over writeTestConfig's defaults; a function when they depend on the running emulator */
  config?: Record<string, unknown> | ((emu: RunningEmulator) => Record<string, unknown> | Promise<Record<string, unknown>>);
  /** prefix of the temp folder's name */
  tempPrefix?: string;
}

/** A temp folder, an emulator serving `data`, the content files and a config; all removed after the test. */
export async function emulatorFixture(opts: EmulatorFixtureOptions): Promise<EmulatorFixture> {
  const dir = await tempFolder(opts.tempPrefix);
  const emu = await startTestEmulator({ data: opts.data, ...opts.emulator });
  onCleanup(() => emu.close());
  const config = typeof opts.config === 'function' ? await opts.config(emu) : (opts.config ?? {});
  const contentDir = path.resolve(dir, typeof config.contentDir === 'string' ? config.contentDir : 'content');
  if (opts.files) await writeFiles(contentDir, opts.files);
  const configPath = await writeTestConfig(dir, emu, config);
  return { dir, contentDir, configPath, emu };
}

/**
 * The CLI with `--config <f.configPath>` in `f.dir`, HELPSYNC_TOKEN set to the emulator's token
 * (`opts.env` merges over it, and may replace or unset it). Whatever happened, neither the emulator's
 * token nor the token given appears in stdout or stderr.
 */
export async function helpsync(
  f: Pick<EmulatorFixture, 'dir' | 'configPath' | 'emu'>,
  args: string[],
  opts: RunCliOptions = {},
): Promise<CliResult> {
  const env = { HELPSYNC_TOKEN: f.emu.token ?? '', ...opts.env };
  const r = await runCli(['--config', f.configPath, ...args], { ...opts, cwd: f.dir, env });
  for (const token of new Set([f.emu.token, env.HELPSYNC_TOKEN])) {
    if (!token) continue;
    expect(r.stdout).not.toContain(token);
    expect(r.stderr).not.toContain(token);
  }
  return r;
}
