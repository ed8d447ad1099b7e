import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { PullArgs } from '../run/pull.js';
export declare const pullCommand: CommandModule<GlobalArgs, PullArgs>;
