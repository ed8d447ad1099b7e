import { type CommandContext, type GlobalArgs } from '../context.js';
import type { PullOutcome, PullStatus } from '../../pull/pull.js';
export interface PullCommandOptions {
    languages?: string[];
    force: boolean;
    dryRun: boolean;
    json: boolean;
}
export declare const PULL_DOC_KIND = "helpsync-pull";
export declare function runPull(opts: PullCommandOptions, ctx: CommandContext): Promise<number>;
export declare function countStatuses(outcome: PullOutcome): Record<PullStatus, number>;
export interface PullArgs extends GlobalArgs {
    'leave-conflicts'?: boolean;
    languages?: string;
    force: boolean;
    drifted: boolean;
    only?: string[];
    'dry-run': boolean;
    json: boolean;
}
/** argv → options (exported for a table test). */
export declare function pullOptionsFromArgv(argv: Pick<PullArgs, 'languages' | 'force' | 'dry-run' | 'json'>): PullCommandOptions;
/** The handler of `helpsync pull` (cli/commands/pull.ts loads this module when the command runs). */
export declare function handlePull(argv: PullArgs): Promise<void>;
