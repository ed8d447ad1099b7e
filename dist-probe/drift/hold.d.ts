import type { HeldReason } from './classify.js';
import type { HeldField, SyncPlan } from '../apply/types.js';
/** Key of one field of one pair in a decisions map. */
export declare function fieldKey(entryId: string, language: string, field: string): string;
/**
 * The plan without the held fields: each push loses them from `fields` and `changes` (its other
 * fields still go: the platform merges the fields a PUT gives); a push left with no change goes.
 */
export declare function holdFields(plan: SyncPlan, held: ReadonlyMap<string, HeldReason>): SyncPlan;
/**
 * The plan with the held fields `select` accepts pushed after all: merged into the pair's push
 * when there is one, else a push of those fields alone (the platform keeps the pair's others).
 */
export declare function forceHeld(plan: SyncPlan, select: (h: HeldField) => boolean): SyncPlan;
/**
 * Conflicts among the held fields: each held field says whether the repo changed it too since the
 * last push (its value now against the pushed record's hash): true is a conflict (changed on both
 * sides), false a plain platform edit, 'unknown' without a record of that field (a fresh CI cache).
 */
export declare function markConflicts(plan: SyncPlan, pushedHash: (key: string) => string | undefined, hash: (field: string, value: string) => string): SyncPlan;
