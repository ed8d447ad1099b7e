import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { MatchArgs } from '../run/match.js';
export declare const matchCommand: CommandModule<GlobalArgs, MatchArgs>;
