// Placeholder: replaced by the issue that owns the `teams` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const teamsCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'teams',
  describe: false,
  handler: () => {
    throw new ExitError('teams is not available yet');
  },
};
