// helpsync's emulator as a process of its own (the demo, the pack check, the Action start-up bench):
// started on a free port with its demo data, ready once it has printed its /v3 URL and demo token.
import { spawn } from 'node:child_process';

/**
 * Starts `command ...args` (an `emulator --port 0` invocation) in `cwd`; resolves with its URL, demo
 * token and a stop() that ends it and waits for its exit. A start that takes longer than `timeoutMs`
 * stops it and rejects; an exit before it is ready rejects with what it printed.
 */
export function startEmulatorProcess(command, args, cwd, timeoutMs = 15_000) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`emulator did not start:\n${out}`))), timeoutMs);
    child.stdout.on('data', (d) => {
      out += d;
      const url = /(https?:\/\/\S+\/v3)/.exec(out);
      const token = /demo token: (\S+)/.exec(out);
      if (url && token) {
        clearTimeout(timer);
        resolve({ baseUrl: url[1], token: token[1], stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`emulator exited with ${code}:\n${out}`));
    });
  });
}
