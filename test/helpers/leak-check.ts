// Setup file (vitest.config.ts setupFiles): after every test, nothing a command run in this process
// could leave behind is left: no registered secret, no change to process.env, process.exitCode or
// the working directory, no SIGINT/SIGTERM handler added. A leak fails the test that caused it,
// named, and is undone so the next test starts clean.
import { afterEach, beforeEach } from 'vitest';
import { clearSecrets, registeredSecrets } from '../../src/util/redact.js';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

interface Snapshot {
  env: Record<string, string | undefined>;
  exitCode: typeof process.exitCode;
  cwd: string;
  handlers: Record<string, number>;
}

let before: Snapshot | undefined;

function snapshot(): Snapshot {
  return {
    env: { ...process.env },
    exitCode: process.exitCode,
    cwd: process.cwd(),
    handlers: Object.fromEntries(SIGNALS.map((s) => [s, process.listenerCount(s)])),
  };
}

function envChanges(was: Record<string, string | undefined>): string[] {
  const keys = new Set([...Object.keys(was), ...Object.keys(process.env)]);
  return [...keys].filter((k) => was[k] !== process.env[k]).sort();
}

beforeEach(() => {
  before = snapshot();
});

afterEach(() => {
  const was = before;
  if (!was) return;
  before = undefined;
  const leaks: string[] = [];
  const secrets = registeredSecrets().length;
  if (secrets > 0) {
    leaks.push(`${secrets} secret(s) still registered for scrubbing (src/util/redact.ts)`);
    clearSecrets();
  }
  const changed = envChanges(was.env);
  if (changed.length > 0) {
    leaks.push(`process.env changed: ${changed.join(', ')}`);
    for (const k of changed) {
      if (was.env[k] === undefined) delete process.env[k];
      else process.env[k] = was.env[k];
    }
  }
  if (process.exitCode !== was.exitCode) {
    leaks.push(`process.exitCode changed from ${String(was.exitCode)} to ${String(process.exitCode)}`);
    process.exitCode = was.exitCode;
  }
  if (process.cwd() !== was.cwd) {
    leaks.push(`process.cwd() changed from ${was.cwd} to ${process.cwd()}`);
    process.chdir(was.cwd);
  }
  for (const s of SIGNALS) {
    const n = process.listenerCount(s);
    if (n !== was.handlers[s]) leaks.push(`${s} handlers: ${was.handlers[s]} before the test, ${n} after`);
  }
  if (leaks.length > 0) throw new Error(`the test leaked global state:\n- ${leaks.join('\n- ')}`);
});
