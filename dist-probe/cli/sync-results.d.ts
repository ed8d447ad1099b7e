import { type ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
export declare const RESULT_DOC_KIND = "helpsync-sync";
export interface FinishOptions {
    json: boolean;
    /** with a plan that was not applied: exit 2 when it has changes */
    detailedExitcode: boolean;
}
/** Exit codes, held fields included (3 when fields were held; see driftExitCode). */
export declare function exitCodeFor(outcome: ApplyOutcome | undefined, plan: SyncPlan, opts: FinishOptions): number;
export declare function resultDocument(plan: SyncPlan, outcome: ApplyOutcome | undefined, dryRun: boolean): unknown;
/** Prints the results (or the document) and, after an interrupt, what was and was not done. */
export declare function finish(plan: SyncPlan, outcome: ApplyOutcome, opts: FinishOptions): number;
