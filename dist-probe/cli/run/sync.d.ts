import { type RunPolicy } from '../../config/policy.js';
import { type CommandContext, type GlobalArgs } from '../context.js';
export interface SyncOptions {
    dryRun: boolean;
    json: boolean;
    only?: string[];
    strict: boolean;
    verify: boolean;
    detailedExitcode: boolean;
    maxErrors?: number;
    /** --max-creates */
    maxCreates?: number;
    /** plan only: write the plan here */
    out?: string;
    /** also write the step summary's Markdown here */
    summaryFile?: string;
    /** --force, --no-history and --languages, decided (config/policy.ts) */
    policy: RunPolicy;
}
export declare function runSync(opts: SyncOptions, ctx: CommandContext): Promise<number>;
export interface SyncArgs extends GlobalArgs {
    'dry-run': boolean;
    json: boolean;
    languages?: string[];
    only?: string[];
    strict: boolean;
    verify: boolean;
    'detailed-exitcode': boolean;
    'max-errors'?: number;
    'max-creates'?: number;
    'wait-lock'?: string;
    'summary-file'?: string;
    force?: string;
    history: boolean;
}
/** The handler of `helpsync sync` (cli/commands/sync.ts loads this module when the command runs). */
export declare function handleSync(argv: SyncArgs): Promise<void>;
export interface PlanArgs extends GlobalArgs {
    out?: string;
    json: boolean;
    languages?: string[];
    only?: string[];
    strict: boolean;
    'detailed-exitcode': boolean;
    'summary-file'?: string;
    'max-creates'?: number;
    history: boolean;
}
/** The handler of `helpsync plan`. */
export declare function handlePlan(argv: PlanArgs): Promise<void>;
