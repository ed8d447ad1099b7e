import type { Collection, Problem } from '../model.js';
import { type LayoutTarget } from '../content/layout-collections.js';
import { type ResolvedLayout } from './refs.js';
import { type Creation, type LayoutSummary, type Move } from '../apply/types.js';
export interface PlanLayoutInput {
    /** the layout file's spec with every ref resolved once (resolveLayoutRefs) */
    layout: ResolvedLayout;
    /** the layout file as shown in problems */
    layoutFile: string;
    /** GET /helpcenter/collections/all, normalised */
    collections: Collection[];
    /** articleId → the collection it is in now (from the articles of each collection) */
    placement: ReadonlyMap<string, string>;
    sourceLanguage: string;
    /**
     * Article ids known to exist on the platform (e.g. from the entries listing). Optional: when
     * given, a listed article that is in no collection is told apart from one that does not exist.
     */
    knownArticleIds?: ReadonlySet<string>;
    /** collections this run creates from folders, by title path (sync): a layout path may go through one */
    planned?: ReadonlyMap<string, LayoutTarget>;
}
export interface LayoutPlan {
    /**
     * the collections a `path:` names that do not exist yet, parents first (externalId
     * `helpsync:layout:<path>`); the moves into them carry their placeholder ref as `to.id`.
     * Empty whenever `problems` holds an error.
     */
    creations: Creation[];
    /** empty whenever `problems` holds an error: a layout with errors moves nothing */
    moves: Move[];
    summary: LayoutSummary;
    problems: Problem[];
}
/**
 * Computes the moves that make the platform match the layout. A move is planned only for a listed
 * article that is not already in its target collection, so a re-run after a successful apply plans
 * nothing. Every problem names the layout file and line; when any is an error, `moves` is empty
 * and the caller must refuse before any write.
 */
export declare function planLayout(input: PlanLayoutInput): LayoutPlan;
