import { type ApplyOutcome } from '../apply/apply.js';
import type { Progress } from '../apply/progress.js';
import { type SyncPlan } from '../apply/types.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import type { Problem } from '../model.js';
import type { Logger } from '../util/log.js';
export interface SyncDeps {
    config: Config;
    /** the platform client, created on first use (a run refused before any request never makes one) */
    client: () => Promise<PlatformClient>;
    logger: Logger;
    signal?: AbortSignal;
    /** progress of the apply phase (a bar or log lines); none by default */
    progress?: Progress;
}
export interface SyncRunOptions {
    policy: RunPolicy;
    /** plan only: no write to the platform */
    dryRun: boolean;
    /** the plan will be saved for a later apply (a shallow clone is refused, as for a run that writes) */
    savesPlan?: boolean;
    only?: string[];
    strict?: boolean;
    verify?: boolean;
    maxErrors?: number;
    /** --max-creates: more creations than this (default 20) refuse the run */
    maxCreates?: number;
    /** the layout's moves too (default true) */
    layout?: boolean;
    now?: Date;
    /**
     * The caller does not read the local values of unchanged pairs from the result (the CLI):
     * they are dropped as the listing streams, which is most of a sync's memory. Ignored with
     * `verify`, which compares every pair again.
     */
    releaseUnchanged?: boolean;
    /** called with the protected plan before anything is applied (print it, save it) */
    onPlan?: (plan: SyncPlan, warnings: Problem[]) => Promise<void> | void;
}
export interface SyncRun {
    /** the plan, with held fields moved out of the pushes */
    plan: SyncPlan;
    /** what the run did; undefined for a dry run or a plan with nothing to do */
    outcome?: ApplyOutcome;
    /** warnings of the read and of the history checks (also in plan.warnings) */
    warnings: Problem[];
    /** the repo's content as this run read it (the preview renders it); with releaseUnchanged, an unchanged pair's fields hold RELEASED */
    local: LocalContent;
}
/** Runs one sync. Throws InputError (bad input, before any write) or ApiError (the platform). */
export declare function sync(opts: SyncRunOptions, deps: SyncDeps): Promise<SyncRun>;
