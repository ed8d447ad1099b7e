// `helpsync restore <target> [--dry-run]`: the restore operation (operations/restore.ts), printed.
import { runCommand, type GlobalArgs } from '../context.js';
import { operationDeps } from '../deps.js';
import { print } from '../output.js';
import { restore } from '../../operations/restore.js';
import { ExitCode } from '../../errors.js';
import { escapeWorkflowCommand } from '../../util/escape.js';

export interface RestoreArgs extends GlobalArgs {
  target: string;
  'dry-run': boolean;
}

/** The handler of `helpsync restore` (cli/commands/restore.ts loads this module when the command runs). */
export function handleRestore(argv: RestoreArgs): Promise<void> {
  return runCommand(argv, async (ctx) => {
    const config = await ctx.config();
    const run = await restore({ target: argv.target, dryRun: argv['dry-run'] }, operationDeps(ctx, config));
    print(escapeWorkflowCommand(run.message));
    return ExitCode.ok;
  });
}
