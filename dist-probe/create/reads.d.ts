import { type Placement } from '../client/placement.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import { type Repo } from '../history/repo.js';
import type { Problem } from '../model.js';
import type { RemoteEntry } from '../model.js';
import { type Binding } from '../content/binding.js';
import { type CreatePlan } from './plan.js';
import type { Placements } from './types.js';
export interface CreateReadOptions {
    /** the layout file's placement of pages by file */
    placements?: Placements;
    config: Config;
    policy: RunPolicy;
    local: LocalContent;
    remote: readonly RemoteEntry[];
    client: PlatformClient;
    /** the content's repository when the run reads history */
    repo: Repo | undefined;
    /** --max-creates */
    maxCreates: number;
    /** the run's one read of the collections and their articles (shared with the layout step); read here when absent */
    placement?: () => Promise<Placement>;
    signal?: AbortSignal;
}
export interface CreateReads {
    plan: CreatePlan;
    bindings: Binding[];
}
/** Binds and plans the files without `entry:`; undefined when every file has one (nothing read). */
export declare function readAndPlanCreations(opts: CreateReadOptions): Promise<CreateReads | undefined>;
/**
 * `draft:` counts only when helpsync creates an article: for a file that already has its record, a
 * `draft:` that disagrees with the platform's state of the article is warned to have no effect.
 * Judged against the platform where this run read the articles lists anyway (`drafts`, no extra
 * request); else against Git history: the `draft:` line changed after the file was added.
 */
export declare function draftChangeWarnings(config: Config, local: LocalContent, repo: Repo | undefined, drafts?: ReadonlyMap<string, boolean>): Promise<Problem[]>;
