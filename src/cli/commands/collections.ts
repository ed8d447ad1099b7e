// Placeholder: replaced by the issue that owns the `collections` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const collectionsCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'collections',
  describe: false,
  handler: () => {
    throw new ExitError('collections is not available yet');
  },
};
