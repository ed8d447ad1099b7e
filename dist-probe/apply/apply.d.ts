import type { PlatformClient } from '../client/types.js';
import type { Logger } from '../util/log.js';
import type { OperationResult, SyncPlan } from './types.js';
import { type Progress } from './progress.js';
export interface ApplyOptions {
    logger: Logger;
    signal?: AbortSignal;
    /** stop starting new operations after this many failures */
    maxErrors?: number;
    /**
     * For a saved plan (`helpsync apply`): re-read the remote state and refuse, per operation,
     * anything whose remote changed since the plan was made.
     */
    checkStale: boolean;
    progress?: Progress;
    /**
     * Operations handed to the client at once: set it to the client's concurrency. The client's queue
     * owns rate and concurrency; handing it no more than it can run keeps it saturated while
     * --max-errors and an interrupt still stop before anything else starts.
     */
    window?: number;
    /** after an interrupt, how long requests in flight may still take before we stop waiting for them */
    graceMs?: number;
}
/** "Give requests in flight a few seconds (bounded)". */
export declare const DEFAULT_GRACE_MS = 3000;
export declare const IN_FLIGHT_REASON = "in flight when interrupted: it may or may not have been applied (the next run checks)";
export interface ApplyOutcome {
    results: OperationResult[];
    interrupted: boolean;
    /** --max-errors was reached and the rest was skipped */
    stoppedEarly: boolean;
}
export declare function applyPlan(plan: SyncPlan, client: PlatformClient, opts: ApplyOptions): Promise<ApplyOutcome>;
export declare function reasonOf(err: unknown): string;
/** Maps items with at most `limit` in flight, keeping the input order in the output. */
export declare function runBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]>;
