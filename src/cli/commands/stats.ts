// Placeholder: replaced by the issue that owns the `stats` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const statsCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'stats',
  describe: false,
  handler: () => {
    throw new ExitError('stats is not available yet');
  },
};
