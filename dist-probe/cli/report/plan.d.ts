import { type FieldChange, type SyncPlan } from '../../apply/types.js';
import { type DiffOp } from '../../report/diff.js';
export interface RenderPlanOptions {
    color: boolean;
    /** longer diffs (more lines, less truncation) */
    verbose?: boolean;
    /** --dry-run: say that nothing was sent */
    dryRun?: boolean;
    /** sections printed just before the closing line (the held fields,) */
    beforeSummary?: string;
}
/** `Plan: 42 to push (en 10, de 32), 3 to move, 1,250 unchanged.` or `No changes. 1,250 unchanged.` */
export declare function planSummaryLine(plan: SyncPlan): string;
export declare function renderPlan(plan: SyncPlan, opts: RenderPlanOptions): string;
/** JSON-quoted (C0 escaped) and escapeControl for what JSON leaves raw (DEL, C1, bidi controls). */
export declare function quote(s: string, width: number): string;
/** The plan's reader-level diff (one block per line) when it has one, else a text diff of the two sides. */
export declare function changedLines(change: FieldChange): DiffOp[];
