// `helpsync restore`: the yargs definition only; the command is ../run/restore.ts, loaded when it runs.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { RestoreArgs } from '../run/restore.js';

export const restoreCommand: CommandModule<GlobalArgs, RestoreArgs> = {
  command: 'restore <target>',
  describe: 'Undo a retirement: republish the record, or re-create it from its backup (the file must be back)',
  builder: (y) =>
    y
      .positional('target', {
        type: 'string',
        demandOption: true,
        describe: 'the source path as the plan lists it (en/guide/a.md), or article:<id> / collection:<id>',
      })
      .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'say what would be done; send no write' })
      .example([
        ['$0 restore en/guide/a.md', 'publish the page again, or re-create it from .helpsync/backups/'],
        ['$0 restore article:6650f0c1a2b3c4d5e6f70811 --dry-run', 'what restoring that record would do'],
      ]),
  handler: async (argv) => (await import('../run/restore.js')).handleRestore(argv),
};
