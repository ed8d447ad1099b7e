// What `helpsync layout` reads of the repository: the source language's files only (uncached), with
// the files without `entry:` bound through the binding step first, so that a layout ref to a page
// helpsync created (bound by its record's externalId, following renames) resolves as one to a page
// with `entry:` does.
import { openConfigRepo } from '../../history/content-repo.js';
import type { Config } from '../../config/config.js';
import type { Placement } from '../../client/placement.js';
import type { LinkHistoryLookup } from '../../content/links-missing.js';
import type { LocalContent } from '../../content/types.js';
import type { Repo } from '../../history/repo.js';
import type { Logger } from '../../util/log.js';
import { bindSourceFiles } from './binding.js';
import { loadLocalWith, type LoadSelection } from './load-local.js';

export interface LayoutSourcesOptions {
  config: Config;
  /** the run includes the layout (a layout file is configured): only then are files bound */
  layout: boolean;
  only?: string[];
  strict?: boolean;
  repo?: Repo;
  linkHistory?: LinkHistoryLookup;
  logger: Logger;
}

/**
 * The source files, those the binding step binds loaded as if they named their entry; a file it
 * does not bind is warned about as before (no record yet: sync creates it). A second load only when
 * some file has no `entry:` (a source-only load: cheap).
 */
export async function loadLayoutSources(opts: LayoutSourcesOptions, placement: () => Promise<Placement>): Promise<{ local: LocalContent }> {
  const binds = opts.layout && opts.config.layout !== undefined;
  const first = await loadLocalWith(opts.config, { ...sourceOnly(opts), ...(binds ? { collectUnbound: true } : {}) }, false);
  const unbound = first.local.unbound ?? [];
  if (!binds || unbound.length === 0) return first;
  const bindings = await bindSourceFiles({
    sourceLanguage: opts.config.sourceLanguage,
    ...(opts.config.scope ? { scope: opts.config.scope } : {}),
    files: unbound,
    claimed: new Set(first.local.sourceFiles.map((f) => f.entryId)),
    placement,
    repo: async () => {
      if (opts.repo) return opts.repo;
      const opened = await openConfigRepo(opts.config).catch(() => undefined);
      return opened?.kind === 'repo' ? opened.repo : undefined;
    },
  });
  return loadLocalWith(
    opts.config,
    { ...sourceOnly(opts), bindings: new Map(bindings.map((b) => [b.path, { entryId: b.entryId, type: b.type }])) },
    false,
  );
}

function sourceOnly(opts: LayoutSourcesOptions): LoadSelection {
  return {
    languages: [opts.config.sourceLanguage],
    only: opts.only,
    strict: opts.strict,
    cache: false,
    repo: opts.repo,
    logger: opts.logger,
    ...(opts.linkHistory ? { linkHistory: opts.linkHistory } : {}),
  };
}
