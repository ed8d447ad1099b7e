// Placeholder: replaced by the issue that owns the `videos` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const videosCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'videos',
  describe: false,
  handler: () => {
    throw new ExitError('videos is not available yet');
  },
};
