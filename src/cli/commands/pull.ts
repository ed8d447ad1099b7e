// Placeholder: replaced by the issue that owns the `pull` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const pullCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'pull',
  describe: false,
  handler: () => {
    throw new ExitError('pull is not available yet');
  },
};
