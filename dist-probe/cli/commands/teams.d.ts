import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
export declare const teamsCommand: CommandModule<GlobalArgs, GlobalArgs>;
