#!/usr/bin/env node
// `npm run demo`: start the built-in platform emulator, show the dry-run plan of content/, apply it,
// show that a second run has nothing to do, stop the emulator. Uses only the built CLI.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/main.js');

function banner(text) {
  process.stdout.write(`\n\x1b[1m== ${text}\x1b[0m\n\n`);
}

async function startEmulator() {
  const child = spawn(process.execPath, [cli, 'emulator', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`emulator did not start:\n${out}`)), 15000);
    child.stdout.on('data', (d) => {
      out += d;
      const url = /(https?:\/\/\S+\/v3)/.exec(out);
      const token = /demo token: (\S+)/.exec(out);
      if (url && token) {
        clearTimeout(timer);
        resolve({ baseUrl: url[1], token: token[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`emulator exited with ${code}:\n${out}`)));
  });
  return { child, ...(await ready) };
}

async function run(args, env) {
  process.stdout.write(`$ helpsync ${args.join(' ')}\n`);
  const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit', env });
  const [code] = await once(child, 'exit');
  return code;
}

const emu = await startEmulator();
const env = {
  ...process.env,
  HELPSYNC_TOKEN: emu.token,
  HELPSYNC_BASE_URL: emu.baseUrl,
  HELPSYNC_LOG_LEVEL: process.env.HELPSYNC_LOG_LEVEL ?? 'warn',
};
let failed = false;
try {
  process.stdout.write(`emulator running at ${emu.baseUrl}\n`);
  banner('1. What would change (dry run)');
  const dry = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (dry !== 2) throw new Error(`expected pending changes (exit 2) from the dry run, got ${dry}`);
  banner('2. Apply it');
  const applied = await run(['sync'], env);
  if (applied !== 0) throw new Error(`sync exited with ${applied}`);
  banner('3. Run again: nothing left to do');
  const again = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (again !== 0) throw new Error(`expected no changes (exit 0) on the second run, got ${again}`);
  banner('Done: the emulator now matches content/.');
} catch (err) {
  failed = true;
  process.stderr.write(`demo failed: ${err.message}\n`);
} finally {
  emu.child.kill('SIGTERM');
  await once(emu.child, 'exit').catch(() => undefined);
}
process.exit(failed ? 1 : 0);
