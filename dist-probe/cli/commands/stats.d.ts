import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { StatsArgs } from '../run/stats.js';
export declare const statsCommand: CommandModule<GlobalArgs, StatsArgs>;
