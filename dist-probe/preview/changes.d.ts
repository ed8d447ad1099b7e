import type { SyncPlan } from '../apply/types.js';
import type { Problem } from '../model.js';
import { type RefContext } from './urls.js';
import type { SitePlacement } from './placed.js';
export interface ChangesInput {
    ctx: RefContext;
    /** undefined offline: nothing to compare with */
    plan?: SyncPlan;
    /** the dry run's closing line (`Plan: … to push …`), word for word */
    summary?: string;
    warnings: Problem[];
    /** the platform's tree after the sync, and where the articles are now (the moves' two trees) */
    placement?: SitePlacement;
    placedNow?: ReadonlyMap<string, string>;
}
export declare function headerSection(i: ChangesInput): string;
export declare function warningsSection(i: ChangesInput): string;
export declare function movesSection(i: ChangesInput): string;
export declare function creationsSection(i: ChangesInput): string;
/** One language's pushed pairs and held fields. */
export declare function languageSection(i: ChangesInput, index: number): string;
export declare function remoteSection(i: ChangesInput): string;
