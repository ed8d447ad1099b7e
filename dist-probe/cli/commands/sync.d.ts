import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { PlanArgs, SyncArgs } from '../run/sync.js';
export declare const syncCommand: CommandModule<GlobalArgs, SyncArgs>;
export declare const planCommand: CommandModule<GlobalArgs, PlanArgs>;
