import type { PlatformClient } from '../client/types.js';
import type { Move, MoveResult } from './types.js';
import type { Collection } from '../model.js';
export interface ApplyMoveOptions {
    /**
     * A saved plan applied later (`helpsync apply`): check first that the article is still where the
     * plan saw it. Someone who moved it by hand since made the plan stale for it: refused, not forced.
     */
    checkStale: boolean;
    /** for naming collections by their title path in messages (plan.sourceLanguage); ids otherwise */
    sourceLanguage?: string;
    /**
     * With checkStale: where every article is, read once before the moves start (snapshotPlacement).
     * Without it each move reads the listing of its `from` collection itself: fine for a few moves,
     * wasteful of the rate budget for hundreds.
     */
    snapshot?: PlacementSnapshot;
}
export interface PlacementSnapshot {
    collections: Collection[];
    /** articleId → collectionId */
    placement: Map<string, string>;
}
/** One read of the collection tree and the articles of each collection (for a saved plan's stale check). */
export declare function snapshotPlacement(client: PlatformClient): Promise<PlacementSnapshot>;
/** Per-move failures are results; only a programming error (not an ApiError) is thrown. */
export declare function applyMove(client: PlatformClient, move: Move, opts: ApplyMoveOptions): Promise<MoveResult>;
