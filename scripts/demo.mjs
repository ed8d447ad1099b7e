#!/usr/bin/env node
// `npm run demo`: start the built-in platform emulator, copy the demo content repo (config/ and
// content/) into a fresh Git repository in a temp folder, show the dry-run plan, adopt the
// platform's outdated values once with `sync --force`, show that a second run has nothing to do;
// then an editor fixes a title in the platform's editor: the next sync holds it (exit 3) and
// `pull --drifted` takes it into the repo; a writer adds a new page (a file, committed), and sync
// publishes it as a new article. Stops the emulator. Uses only the built CLI.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulatorProcess } from './lib/emulator-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/main.js');

function banner(text) {
  process.stdout.write(`\n\x1b[1m== ${text}\x1b[0m\n\n`);
}

// The demo repository: isolated from the user's git configuration, with a fixed author.
const repo = mkdtempSync(path.join(os.tmpdir(), 'helpsync-demo-'));
const gitEnv = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Demo Writer',
  GIT_AUTHOR_EMAIL: 'writer@example.test',
  GIT_COMMITTER_NAME: 'Demo Writer',
  GIT_COMMITTER_EMAIL: 'writer@example.test',
};
function git(args, { show = false } = {}) {
  if (show) process.stdout.write(`$ git ${args.join(' ')}\n`);
  const out = execFileSync('git', args, { cwd: repo, env: { ...process.env, ...gitEnv }, encoding: 'utf8' });
  if (show) process.stdout.write(out);
  return out;
}
cpSync(path.join(root, 'config'), path.join(repo, 'config'), { recursive: true });
cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
git(['init', '-q', '-b', 'main']);
git(['add', 'config', 'content']);
git(['commit', '-q', '-m', 'demo content']);

async function run(args, env) {
  process.stdout.write(`$ helpsync ${args.join(' ')}\n`);
  const child = spawn(process.execPath, [cli, '--config', 'config/helpsync.yaml', ...args], { cwd: repo, stdio: 'inherit', env });
  const [code] = await once(child, 'exit');
  return code;
}

/** An editor's fix in the platform's own editor: one PUT, as the platform's UI would send it. */
async function editOnPlatform(entryId, language, fields) {
  const res = await fetch(`${emu.baseUrl}/translations/entries/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${emu.token}`, project: 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ language, fields }),
  });
  if (res.status !== 200) throw new Error(`the editor's PUT answered ${res.status}`);
}

const emu = await startEmulatorProcess(process.execPath, [cli, 'emulator', '--port', '0'], root);
const env = {
  ...process.env,
  ...gitEnv,
  HELPSYNC_TOKEN: emu.token,
  HELPSYNC_BASE_URL: emu.baseUrl,
  HELPSYNC_LOG_LEVEL: process.env.HELPSYNC_LOG_LEVEL ?? 'warn',
};
let failed = false;
try {
  process.stdout.write(`emulator running at ${emu.baseUrl}\n`);
  process.stdout.write(`demo content repo (fresh Git repository): ${repo}\n`);
  banner('1. What would change (dry run): the platform has values this repo never had, so they are held');
  const dry = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (dry !== 3) throw new Error(`expected held fields (exit 3) from the first dry run, got ${dry}`);
  banner("2. Adopt once: push the repo over the platform's outdated values (--force, after review)");
  const applied = await run(['sync', '--force'], env);
  if (applied !== 0) throw new Error(`sync --force exited with ${applied}`);
  banner('3. Run again: nothing left to do');
  const again = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (again !== 0) throw new Error(`expected no changes (exit 0) on the second run, got ${again}`);
  banner("4. An editor fixes a title in the platform's own editor; the next sync holds it (exit 3)");
  await editOnPlatform('article:6650f0c1a2b3c4d5e6f70811', 'en', { title: 'Install the chat widget on your website' });
  const held = await run(['sync'], env);
  if (held !== 3) throw new Error(`expected the edit to be held (exit 3), got ${held}`);
  banner('5. Take the edit into the repo: pull --drifted writes that one field and nothing else');
  const pulled = await run(['pull', '--drifted'], env);
  if (pulled !== 0) throw new Error(`pull --drifted exited with ${pulled}`);
  git(['diff', '--', 'content'], { show: true });
  git(['commit', '-q', '-am', 'take the title fixed on the platform']);
  banner('6. After committing: nothing to push, nothing held');
  const last = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (last !== 0) throw new Error(`expected no changes (exit 0) after pull --drifted, got ${last}`);
  banner('7. A writer adds a page: a new file, committed. sync creates the article (+) and pushes its content');
  writeFileSync(
    path.join(repo, 'content/en/getting-started/keyboard-shortcuts.md'),
    '---\ntitle: Keyboard shortcuts\ndescription: Work faster in the inbox\n---\nPress **?** anywhere to see every shortcut.\n',
  );
  git(['add', 'content'], { show: true });
  git(['commit', '-q', '-m', 'new page: keyboard shortcuts'], { show: true });
  const created = await run(['sync'], env);
  if (created !== 0) throw new Error(`sync of the new page exited with ${created}`);
  banner('8. The new article is in the help center, bound to its file; the next run has nothing to do');
  const listed = await run(['collections'], env);
  if (listed !== 0) throw new Error(`collections exited with ${listed}`);
  const settled = await run(['sync', '--dry-run', '--detailed-exitcode'], env);
  if (settled !== 0) throw new Error(`expected no changes (exit 0) after the creation, got ${settled}`);
  banner("Done: the emulator matches the repo, the editor's fix is in both, and the new page is published.");
} catch (err) {
  failed = true;
  process.stderr.write(`demo failed: ${err.message}\n`);
} finally {
  await emu.stop();
  rmSync(repo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
