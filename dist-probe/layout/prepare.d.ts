import type { PlatformClient } from '../client/types.js';
import { type Placement } from '../client/placement.js';
import type { Collection, Problem } from '../model.js';
import type { SourceFile } from '../content/types.js';
import { type LoadedLayoutFile } from './load.js';
import type { Creation, LayoutSummary, Move } from '../apply/types.js';
import type { LayoutTarget } from '../content/layout-collections.js';
export interface PrepareLayoutArgs {
    /** absolute path (config `layout`) */
    layoutFile: string;
    sourceFiles: SourceFile[];
    sourceLanguage: string;
    client: PlatformClient;
    signal?: AbortSignal;
    /** pages this run creates (source paths): created where the layout places them, so never moved */
    created?: ReadonlySet<string>;
    /** the run's one read of the collections and their articles (sync shares it with creation); read here when absent */
    placement?: () => Promise<Placement>;
    /** collections this run creates from folders, by title path: a layout path may go through one */
    planned?: ReadonlyMap<string, LayoutTarget>;
    /** the layout file as the caller read it (sync reads it once, for creation and the layout); read here when absent */
    loaded?: Promise<LoadedLayoutFile>;
}
export interface PreparedLayout {
    /** collections a `path:` names that do not exist yet, parents first; empty when `problems` holds an error */
    creations: Creation[];
    /** empty when `problems` holds an error */
    moves: Move[];
    summary: LayoutSummary;
    /** errors mean: refuse, nothing may be written */
    problems: Problem[];
    /** the collection tree as fetched (empty when the layout file itself had errors) */
    collections: Collection[];
}
export declare function prepareLayout(args: PrepareLayoutArgs): Promise<PreparedLayout>;
