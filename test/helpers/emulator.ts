// The emulator in-process for tests: a real HTTP server on 127.0.0.1, port 0, whose request log and
// store the test reads directly. Plus a config writer and small content-file builders.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/server.js';

export type { RunningEmulator, EmulatorOptions, RequestLogEntry, EmulatorData } from '../../src/emulator/server.js';

/**
 * A JWT-shaped token (three base64url parts), different on every call, so a test that greps output
 * for it finds exactly this run's token and nothing that merely looks alike.
 */
export function makeTestToken(): string {
  const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'helpsync-test', nonce: randomBytes(6).toString('hex') })}.${randomBytes(24).toString('base64url')}`;
}

/** startEmulator on port 0 with a fresh test token (only that token is accepted). Close it in afterEach. */
export function startTestEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, host: '127.0.0.1', token: makeTestToken(), ...opts });
}

/**
 * Writes `<dir>/helpsync.yaml` for the emulator: baseUrl, project, contentDir (default `content`, i.e.
 * `<dir>/content`) and a fast rate limit (1000 per second) so tests are not paced like the platform.
 * `extra` keys override or add config keys. Returns the config path.
 */
export async function writeTestConfig(dir: string, emu: RunningEmulator, extra: Record<string, unknown> = {}): Promise<string> {
  const config = {
    baseUrl: emu.baseUrl,
    project: emu.project,
    contentDir: 'content',
    rateLimit: { requests: 1000, perSeconds: 1 },
    ...extra,
  };
  const file = path.join(dir, 'helpsync.yaml');
  await mkdir(dir, { recursive: true });
  await writeFile(file, YAML.stringify(config), 'utf8');
  return file;
}

/** Environment for runCli against this emulator: the token it accepts. */
export function emulatorEnv(emu: RunningEmulator, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { HELPSYNC_TOKEN: emu.token, ...extra };
}

/** A Markdown file with YAML front matter (keys in the order given; undefined values left out). */
export function markdownFile(frontMatter: Record<string, string | undefined>, body = ''): string {
  const lines = Object.entries(frontMatter)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `---\n${lines.join('\n')}\n---\n${body ? `\n${body.endsWith('\n') ? body : `${body}\n`}` : ''}`;
}

/** Writes files under `root` (relative path → text), creating folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text, 'utf8');
  }
}

/**
 * An edit made in the platform's own editor: a direct PUT to the emulator, as a person would make it
 * (drift protection's "edited on the platform"). Returns the HTTP status for the test to judge.
 */
export async function editOnPlatform(
  emu: RunningEmulator,
  entryId: string,
  language: string,
  fields: Record<string, string>,
): Promise<number> {
  const res = await fetch(`${emu.baseUrl}/translations/entries/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${emu.token ?? ''}`, project: emu.project, 'content-type': 'application/json' },
    body: JSON.stringify({ language, fields }),
  });
  await res.arrayBuffer();
  return res.status;
}
