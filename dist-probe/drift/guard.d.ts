import type { Config } from '../config/config.js';
import { type Problem } from '../model.js';
import type { ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import type { LocalContent } from '../content/types.js';
import { type PushedRecord } from './store.js';
import type { Repo } from '../history/repo.js';
import type { Logger } from '../util/log.js';
import { type RunPolicy } from '../config/policy.js';
export declare function helpsyncDir(config: Config): string;
/** The checks made before any request: the repository (or a warning/error), a shallow clone refused when writing. */
export declare function checkHistory(config: Config, policy: RunPolicy, writes: boolean, warnings: Problem[]): Promise<Repo | undefined>;
/** The plan with held fields (or as it was when unprotected), and the pushed record for after the run. */
export declare function protect(config: Config, plan: SyncPlan, local: LocalContent, repo: Repo | undefined, policy: RunPolicy, logger: Logger): Promise<{
    plan: SyncPlan;
    pushed: PushedRecord;
}>;
/** After a run: remember what was pushed (only pushes the platform accepted). Never fails the run. */
export declare function recordPushed(pushed: PushedRecord, plan: SyncPlan, outcome: ApplyOutcome, logger: Logger): Promise<void>;
/**
 * Exit codes: a dry run exits 0, or with --detailed-exitcode 3 when fields are held
 * (held wins), 2 when changes are pending, 0 otherwise. A run that applied: 1 on any failure,
 * else 3 when fields were held, else 0. Held fields are never failures (--max-errors ignores them).
 */
export declare function driftExitCode(plan: SyncPlan, applied: {
    failed: boolean;
} | undefined, detailed: boolean): number;
