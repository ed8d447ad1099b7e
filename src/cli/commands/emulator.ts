// Placeholder: replaced by the issue that owns the `emulator` command.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { ExitError } from '../../errors.js';

export const emulatorCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'emulator',
  describe: false,
  handler: () => {
    throw new ExitError('emulator is not available yet');
  },
};
