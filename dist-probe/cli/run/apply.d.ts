import type { RunPolicy } from '../../config/policy.js';
import { type CommandContext, type GlobalArgs } from '../context.js';
export interface ApplyFileOptions {
    file: string;
    json: boolean;
    maxErrors?: number;
    /** --force [GLOB] pushes the held fields the plan carries; --no-history (config/policy.ts) */
    policy: RunPolicy;
}
/** `helpsync apply plan.json`: exactly what the plan says; refuses another target, and stale pairs one by one. */
export declare function runApply(opts: ApplyFileOptions, ctx: CommandContext): Promise<number>;
export interface ApplyArgs extends GlobalArgs {
    plan: string;
    json: boolean;
    'max-errors'?: number;
    'wait-lock'?: string;
    force?: string;
    history: boolean;
}
/** The handler of `helpsync apply` (cli/commands/apply.ts loads this module when the command runs). */
export declare function handleApply(argv: ApplyArgs): Promise<void>;
