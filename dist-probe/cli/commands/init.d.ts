import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { InitArgs } from '../run/init.js';
export declare const initCommand: CommandModule<GlobalArgs, InitArgs>;
