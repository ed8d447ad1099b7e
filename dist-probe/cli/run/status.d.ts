import { type StatusState } from '../../status/plan.js';
import { type CommandContext, type GlobalArgs } from '../context.js';
export interface StatusOptions {
    json: boolean;
    languages?: string[];
    only?: string[];
    /** false: --no-history */
    history: boolean;
    /** --list given: these states (all but current when given without a value) */
    list?: StatusState[];
    failOn?: StatusState[];
    /** --diff FILE */
    diff?: string;
    /** --bump FILE... */
    bump?: string[];
    dryRun: boolean;
    cwd: string;
}
export declare function runStatus(opts: StatusOptions, ctx: CommandContext): Promise<number>;
export interface StatusArgs extends GlobalArgs {
    json: boolean;
    languages?: string[];
    only?: string[];
    history: boolean;
    list?: string;
    'fail-on'?: string[];
    diff?: string;
    bump?: string[];
    'dry-run': boolean;
    'content-dir'?: string;
    'source-language'?: string;
    'source-commit-key'?: string;
}
/** argv → options; bad state names and flag combinations are refused here (exported for tests). */
export declare function statusOptionsFromArgv(argv: Omit<StatusArgs, 'config' | 'logLevel'>, cwd: string): StatusOptions;
/** The handler of `helpsync status` (cli/commands/status.ts loads this module when the command runs). */
export declare function handleStatus(argv: StatusArgs): Promise<void>;
