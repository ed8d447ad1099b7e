import type { Creation, Push, SyncPlan } from '../../apply/types.js';
import { type Paint } from '../../report/text.js';
/** What a creation comes from: its file, or for a collection the layout file names, its path. */
export declare function creationSource(c: Creation): string;
export declare function creationLines(plan: SyncPlan, paint: Paint): string[];
/** The step summary's table of creations. */
export declare function creationMarkdown(plan: SyncPlan, code: (s: string) => string, cell: (s: string) => string): string[];
/** Links of a pushed field to pages this plan creates: shown as such, never as missing targets. */
export declare function createdLinkLines(push: Push, plan: SyncPlan, paint: Paint): string[];
