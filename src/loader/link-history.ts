// The history behind "link X: no such page … was renamed to Y in 1a2b3c4": the loader
// asks, with every content-relative path its broken links looked for, only when there are such
// links; this answers from ONE `git log -z --raw -M` over the content folder (history/log.ts), never
// one git call per link. A failed read costs the hint, not the run: the warning stays plain.
import { openConfigRepo, type ContentRepoConfig } from '../history/content-repo.js';
import { pathFates } from '../history/fate.js';
import { sharedHistory } from '../history/log.js';
import type { Repo } from '../history/repo.js';
import type { LinkHistoryLookup, LinkTargetFates } from '../content/links-missing.js';
import type { Logger } from '../util/log.js';

export function linkHistoryLookup(repo: Repo, logger?: Logger): LinkHistoryLookup {
  return async (paths): Promise<LinkTargetFates> => {
    try {
      // the whole content folder: a rename's new name is anywhere in it, so the old paths alone
      // would not let git pair the deletion with its addition
      return pathFates(await sharedHistory(repo), paths);
    } catch (err) {
      logger?.warn({ err: (err as Error).message }, 'could not read Git history to explain links to missing pages');
      return new Map();
    }
  };
}

/**
 * The same lookup for commands that have not opened the repository (`layout`, plain `pull`): it is
 * opened only when the loader asks, that is only when some link names a missing page. None outside
 * Git or when git cannot run: the warning stays plain. A shallow clone is used as it is: the renames
 * and deletions its history holds are named, older ones give the plain warning.
 */
export function lazyLinkHistory(config: ContentRepoConfig, logger?: Logger): LinkHistoryLookup {
  return async (paths): Promise<LinkTargetFates> => {
    let opened;
    try {
      opened = await openConfigRepo(config);
    } catch (err) {
      logger?.debug({ err: (err as Error).message }, 'no Git history for links to missing pages');
      return new Map();
    }
    return opened.kind === 'repo' ? linkHistoryLookup(opened.repo, logger)(paths) : new Map();
  };
}
