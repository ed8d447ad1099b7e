// Placeholder: replaced by the issue that owns the `engagement` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const engagementCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'engagement',
  describe: false,
  handler: () => {
    throw new ExitError('engagement is not available yet');
  },
};
