import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { StatusArgs } from '../run/status.js';
export declare const statusCommand: CommandModule<GlobalArgs, StatusArgs>;
