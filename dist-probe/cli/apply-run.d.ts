import { type ApplyOutcome } from '../apply/apply.js';
import { type Progress } from '../apply/progress.js';
import type { SyncPlan } from '../apply/types.js';
import type { CommandContext } from './context.js';
/** A bar on a TTY unless --json holds the terminal; log lines otherwise. */
export declare function applyWithProgress(plan: SyncPlan, ctx: CommandContext, opts: {
    json: boolean;
    maxErrors?: number;
    checkStale: boolean;
}): Promise<ApplyOutcome>;
/**
 * The progress of an operation's apply phase (sync, apply): a bar on a TTY unless --json holds the
 * terminal, log lines otherwise; a long Retry-After pause of the run's client shown in it.
 */
export declare function runProgress(ctx: CommandContext, json: boolean): Progress;
