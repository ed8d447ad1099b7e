import type { Creation, SyncPlan } from '../apply/types.js';
import type { LocalContent } from '../content/types.js';
import type { RemoteEntry } from '../model.js';
import type { CreateReads } from '../create/reads.js';
import type { Placements } from '../create/types.js';
import type { LoadedLayoutFile } from '../layout/load.js';
import type { LayoutTarget } from '../content/layout-collections.js';
/** The remote listing as the planner sees it: every placeholder is an entry with no value yet. */
export declare function withPlaceholders(remote: readonly RemoteEntry[], creations: readonly Creation[]): RemoteEntry[];
/** The source-language pushes of new records become their creations' fields; bindings are listed. */
export declare function attachCreations(plan: SyncPlan, reads: CreateReads, local: LocalContent): void;
/**
 * The layout step's new collections (paths the layout names for existing articles) merged into the
 * creations: each path once (the same path gets the same ref from both), after every other
 * collection and before the articles. Parents stay first: a layout collection's parent is an
 * existing collection, a folder's new one or another layout collection made earlier on its path.
 */
export declare function mergeLayoutCollections(creations: readonly Creation[], layout: readonly Creation[]): Creation[];
/** The collections this run creates from folders, by title path: the layout step goes through them. */
export declare function folderCollections(creations: readonly Creation[]): Map<string, LayoutTarget>;
/**
 * Where the layout file places pages by file (`guide/new.md` under a collection's `id:` or `path:`):
 * a new page is created there. The layout's own problems are reported by the layout step.
 */
export declare function layoutPlacements(layout: Promise<LoadedLayoutFile> | undefined): Promise<Placements>;
