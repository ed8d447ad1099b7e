import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { ApplyArgs } from '../run/apply.js';
export declare const applyCommand: CommandModule<GlobalArgs, ApplyArgs>;
