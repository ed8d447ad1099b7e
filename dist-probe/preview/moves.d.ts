import type { Move } from '../apply/types.js';
import { type SiteModel } from './model.js';
import type { SitePlacement } from './placed.js';
export interface MovesInput {
    model: SiteModel;
    moves: Move[];
    /** the platform's collections and where the articles will be after the sync */
    placement: SitePlacement;
    /** where the articles are now */
    placedNow: ReadonlyMap<string, string>;
}
/** Two trees, before and after the sync, with the moved articles marked in both. */
export declare function moveTrees(i: MovesInput): string;
