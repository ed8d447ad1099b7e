// Placeholder: replaced by the issue that owns the `layout` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const layoutCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'layout',
  describe: false,
  handler: () => {
    throw new ExitError('layout is not available yet');
  },
};
