import { type Problem, type RemoteEntry } from '../model.js';
import type { LocalContent, LocalPair } from '../content/types.js';
import { type LayoutSummary, type Move, type PlanTarget, type SyncPlan } from '../apply/types.js';
export { fingerprintRemote, isPairStale } from '../apply/fingerprint.js';
export interface PlanSyncInput {
    local: LocalContent;
    remote: RemoteEntry[];
    target: PlanTarget;
    now: Date;
    moves?: Move[];
    layout?: LayoutSummary;
    /** problems name files relative to this folder (default: the working directory) */
    cwd?: string;
    /** richTextHash or a memo of it (the loader cache's), asked only for HTML the platform did not return byte for byte */
    richHashOf?: (html: string) => string;
}
export interface PlanSyncResult {
    plan: SyncPlan;
    /** plan-time errors (the caller refuses to apply when there is any); warnings are also in plan.warnings */
    problems: Problem[];
}
/** Equal as the platform would see it: HTML semantically, plain text exactly after trimming. */
export declare function fieldEqual(field: string, local: string, remote: string | undefined, 
/** richTextHash or a memo of it; a hash of `local` already computed may be given instead */
richHashOf?: string | ((html: string) => string)): boolean;
export declare function planSync(input: PlanSyncInput): PlanSyncResult;
/**
 * A body that is blank (comments aside) is never pushed: the platform's content stays (nothing is
 * ever cleared). When the platform has content there, the pair is listed as a blank body.
 */
export declare function withoutBlankBody(pair: LocalPair, entry: RemoteEntry): {
    fields: Record<string, string>;
    blank: boolean;
};
