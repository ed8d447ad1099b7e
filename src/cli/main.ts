#!/usr/bin/env node
// The helpsync command line. Each command's yargs definition lives in ./commands/; its handler loads
// the command's code from ./run/ (a plain exported async function, which tests call without argv).
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { readFileSync } from 'node:fs';
import { commands } from './commands/index.js';
import { withGlobalOptions } from './global-options.js';
import { escapeControl } from '../util/escape.js';
import { valueCompletions, type CompletionFilter } from './completion.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export async function main(argv: string[]): Promise<void> {
  let cli = withGlobalOptions(yargs(argv))
    .scriptName('helpsync')
    .usage('$0 <command> [options]\n\nKeep a help center in sync with a Git repository of Markdown.')
    .version(pkg.version)
    .alias('help', 'h')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .recommendCommands()
    // At each TAB the script of `helpsync completion` asks `--get-yargs-completions`: yargs' commands
    // and options, or the values of completion.ts (the yargs command itself is hidden).
    .completion(
      'completion-script',
      false,
      (_current: string, _parsed: unknown, defaults: CompletionFilter, done: (c: string[]) => void) => {
        const values = valueCompletions(argv.slice(argv.indexOf('--get-yargs-completions') + 1), process.cwd());
        if (values) done(values);
        else defaults((_err, list) => done(list ?? []));
      },
    )
    .wrap(Math.min(110, process.stdout.columns || 100))
    .epilogue(
      'Exit codes: 0 success; 1 error (bad input, a failed or refused operation); 2 changes pending (with --detailed-exitcode, on plan-only runs); 3 fields held (edited on the platform since helpsync pushed them, not overwritten: `pull --drifted` takes them, --force pushes over them); 130/143 after SIGINT/SIGTERM.\nThe token is read from HELPSYNC_TOKEN only.',
    )
    .fail((msg, err) => {
      // A check of an option (coerce/check) throws; say what is wrong, not a stack trace. Handlers
      // report their own errors (runCommand), so anything here is about the command line.
      const text = err ? err.message : msg;
      process.stderr.write(`error: ${escapeControl(text)}\nRun "helpsync --help" for usage.\n`);
      process.exit(1);
    });
  for (const c of commands) cli = cli.command(c);
  await cli.parseAsync();
}

await main(hideBin(process.argv));
