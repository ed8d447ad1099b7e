import { type Repo } from '../history/repo.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { Logger } from '../util/log.js';
export declare function linkHistoryLookup(repo: Repo, logger?: Logger): LinkHistoryLookup;
/**
 * The same lookup for commands that have not opened the repository (`layout`, plain `pull`): it is
 * opened only when the loader asks, that is only when some link names a missing page. None outside
 * Git or when git cannot run: the warning stays plain. A shallow clone is used as it is: the renames
 * and deletions its history holds are named, older ones give the plain warning.
 */
export declare function lazyLinkHistory(contentDir: string, logger?: Logger): LinkHistoryLookup;
