import { type GlobalArgs } from '../context.js';
import { type StatsOptions } from '../../admin/stats.js';
import type { CommandContext } from '../context.js';
/** Reads the list (src/admin/stats.ts) and prints it as asked: as sent (json), CSV, or a table. */
export declare function runStats(options: StatsOptions, ctx: CommandContext): Promise<number>;
export type StatsArgs = GlobalArgs & Omit<StatsOptions, 'format'> & {
    json?: boolean;
    csv?: boolean;
};
/** The handler of `helpsync stats` (cli/commands/stats.ts loads this module when the command runs). */
export declare function handleStats(argv: StatsArgs): Promise<void>;
