import { type HeldField, type SyncPlan } from '../apply/types.js';
/** platform vs repo, a few lines: plain text side by side, HTML as a line diff of its text. */
export declare function heldDiff(h: HeldField, limits: {
    lines: number;
    width: number;
}): string[];
/** What is known of the repo's side of a held field (conflicts are counted and shown apart). */
export declare function repoSide(h: HeldField): string;
/** The "Held" section of the text plan ('' when nothing is held). */
export declare function renderHeld(plan: SyncPlan, opts: {
    color: boolean;
    verbose?: boolean;
}): string;
/** The held fields as a Markdown table for GITHUB_STEP_SUMMARY ('' when nothing is held). */
export declare function renderHeldMarkdown(plan: SyncPlan, maxRows?: number): string;
