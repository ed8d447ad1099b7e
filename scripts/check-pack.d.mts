// Types of scripts/check-pack.mjs for the tests that import it.
export const REPO: string;
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}
export function run(cmd: string, args: string[], opts?: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<RunResult>;
export function unexpectedFile(p: string): string | undefined;
export function pack(dest: string, opts?: { build?: boolean }): Promise<{ tarball: string; files: string[] }>;
export function installTarball(tarball: string, dir: string): Promise<string>;
export interface PackedEmulator {
  baseUrl: string;
  token: string;
  stop: () => Promise<void>;
}
export function startEmulator(bin: string, cwd: string): Promise<PackedEmulator>;
export function dryRunDemo(bin: string, dir: string, emu: PackedEmulator): Promise<RunResult>;
