import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import { type Repo } from '../history/index.js';
import { type StatusReport } from './plan.js';
import { type ContentFiles, type StatusSelection } from './files.js';
import { type StatusHistory } from './history.js';
export interface PrepareStatusOptions extends StatusSelection {
    /** false: --no-history (only missing and orphaned) */
    history: boolean;
    /** environment for git (tests pass an isolated one) */
    env?: NodeJS.ProcessEnv;
    /** what is being done now (a phrase), for a progress line on stderr; never on stdout */
    onProgress?: (doing: string) => void;
}
export interface PreparedStatus {
    report: StatusReport;
    files: ContentFiles;
    /** the repository, when history was read */
    repo?: Repo;
    history?: StatusHistory;
    /** why there is no history (not a work tree, --no-history), for a notice */
    noHistory?: string;
    warnings: Problem[];
}
/**
 * Opens the repository that holds the content folder. Not a work tree: undefined with git's reason.
 * A shallow clone is refused (the shared message names `fetch-depth: 0` and --no-history).
 */
export declare function openContentRepo(config: Config, env?: NodeJS.ProcessEnv): Promise<{
    repo?: Repo;
    reason?: string;
}>;
export declare function prepareStatus(config: Config, opts: PrepareStatusOptions): Promise<PreparedStatus>;
