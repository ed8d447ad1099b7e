#!/usr/bin/env node
// The helpsync command line. Each command's yargs definition lives in ./commands/; its handler loads
// the command's code from ./run/ (a plain exported async function, which tests call without argv).
//
// main(argv) runs in the real process; main(argv, options) runs a command inside another program
// (the tests) with injected streams, environment, working directory and signals, and returns the
// exit code without touching process.exitCode. yargs never exits or prints by itself: its output
// (help, version, completion) comes back through the parse callback and goes to the runtime's stdout.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { commands } from './commands/index.js';
import { withGlobalOptions } from './global-options.js';
import { escapeControl } from '../util/escape.js';
import type { CompletionFilter } from './completion.js';
import { valueCompletions } from './completion.js';
import { clearSecrets, registerSecret, registeredSecrets } from '../util/redact.js';
import { injectedRuntime, processRuntime, runtime, withRuntime, type RuntimeOptions } from '../util/runtime.js';
import { printErr } from './output.js';
import { applyEngineSettings } from './engine.js';

export type { RuntimeOptions } from '../util/runtime.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** A bad command line, already reported on stderr. */
class UsageFailure extends Error {}

async function parse(argv: string[]): Promise<void> {
  const rt = runtime();
  let cli = withGlobalOptions(yargs(argv))
    .scriptName('helpsync')
    .usage('$0 <command> [options]\n\nKeep a help center in sync with a Git repository of Markdown.')
    .version(pkg.version)
    .alias('help', 'h')
    .strict()
    .exitProcess(false)
    .demandCommand(1, 'name a command (see --help)')
    .recommendCommands()
    // At each TAB the script of `helpsync completion` asks `--get-yargs-completions`: yargs' commands
    // and options, or the values of completion.ts (the yargs command itself is hidden).
    .completion(
      'completion-script',
      false,
      (_current: string, _parsed: unknown, defaults: CompletionFilter, done: (c: string[]) => void) => {
        const values = valueCompletions(argv.slice(argv.indexOf('--get-yargs-completions') + 1), rt.cwd());
        if (values) done(values);
        else defaults((_err, list) => done(list ?? []));
      },
    )
    .wrap(Math.min(110, rt.stdout.columns || 100))
    .epilogue(
      'Exit codes: 0 success; 1 error (bad input, a failed or refused operation); 2 changes pending (with --detailed-exitcode, on plan-only runs); 3 fields held (edited on the platform since helpsync pushed them, not overwritten: `pull --drifted` takes them, --force pushes over them); 130/143 after SIGINT/SIGTERM.\nThe token is read from HELPSYNC_TOKEN only.',
    )
    .fail((msg, err) => {
      // A check of an option (coerce/check) throws; say what is wrong, not a stack trace. Handlers
      // report their own errors (runCommand), so anything here is about the command line.
      const text = err ? err.message : msg;
      printErr(`error: ${escapeControl(text)}\nRun "helpsync --help" for usage.`);
      throw new UsageFailure(text);
    });
  for (const c of commands) cli = cli.command(c);
  await cli.parseAsync(argv, {}, (_err, _argv, output) => {
    if (output) rt.stdout.write(`${output}\n`);
  });
}

async function run(argv: string[]): Promise<void> {
  try {
    await parse(argv);
  } catch (err) {
    if (!(err instanceof UsageFailure)) throw err;
    runtime().setExitCode(1);
  }
}

// Commands run inside this program (tests, two at once when one waits for the other's lock) share
// the secret registry; when the last one ends it holds again what it held before the first began.
let activeRuns = 0;
let secretsBefore: string[] = [];

async function runInjected(argv: string[], options: RuntimeOptions): Promise<number> {
  if (activeRuns++ === 0) secretsBefore = registeredSecrets();
  const session = injectedRuntime(options);
  try {
    return await withRuntime(session.runtime, () =>
      // A second signal ends the command at once (runtime.exit), as it ends the real process.
      Promise.race([run(argv).then(() => session.exitCode()), session.exited]),
    );
  } finally {
    if (--activeRuns === 0) {
      clearSecrets();
      for (const s of secretsBefore) registerSecret(s);
    }
  }
}

/**
 * Runs the CLI with `argv` (no node or script name). Without options: the real process (the exit
 * code is also set on process.exitCode). With options: inside this program, leaving no trace in it.
 */
export async function main(argv: string[], options?: RuntimeOptions): Promise<number> {
  if (!options) {
    await withRuntime(processRuntime, () => run(argv));
    return Number(process.exitCode ?? 0);
  }
  return runInjected(argv, options);
}

/** True when this module is the program node was started with (not imported by a test or a script). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  applyEngineSettings();
  await main(hideBin(process.argv));
}
