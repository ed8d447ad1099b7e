import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { EmulatorArgs } from '../run/emulator.js';
export declare const emulatorCommand: CommandModule<GlobalArgs, EmulatorArgs>;
