import { type ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import type { RunPolicy } from '../config/policy.js';
import type { SyncDeps } from './sync.js';
export interface ApplySavedOptions {
    policy: RunPolicy;
    /** the plan file as shown to the user (for messages) */
    file: string;
    maxErrors?: number;
    /** called with the plan as it will be applied (held fields put back by --force), before any write */
    onPlan?: (plan: SyncPlan) => Promise<void> | void;
}
export interface ApplySavedRun {
    plan: SyncPlan;
    /** undefined when the plan has nothing to do */
    outcome?: ApplyOutcome;
}
export declare function applySavedPlan(saved: SyncPlan, opts: ApplySavedOptions, deps: SyncDeps): Promise<ApplySavedRun>;
