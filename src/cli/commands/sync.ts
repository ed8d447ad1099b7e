// Placeholder: replaced by the issue that owns the `sync` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const syncCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'sync',
  describe: false,
  handler: () => {
    throw new ExitError('sync is not available yet');
  },
};
