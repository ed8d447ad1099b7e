// The pull operation (`helpsync pull [--languages de,fr] [--force] [--dry-run]`): write (or refresh)
// the content repo from the platform (pull/), and say why each kept file differs (the repo is
// ahead, or the platform was edited: the sync pipeline's held fields). Returns values; prints nothing.
import { openConfigRepo } from '../history/content-repo.js';
import type { Config } from '../config/config.js';
import type { RunPolicy } from '../config/policy.js';
import { lazyLinkHistory } from '../loader/link-history.js';
import type { PullOutcome } from '../pull/pull.js';
import type { OperationDeps } from './deps.js';
import type { BindUnbound } from '../pull/read-repo.js';
import type { PlatformClient } from '../client/types.js';
import { readPlacement } from '../client/placement.js';
import { bindSourceFiles } from './pipeline/binding.js';
import type { KeptState } from './pull-drifted.js';

export interface PullOptions {
  languages?: string[];
  force: boolean;
  dryRun: boolean;
  /** the run policy with no flags (decidePolicy({}, env)): how the kept files' history is read */
  policy: RunPolicy;
}

export interface PullRun {
  outcome: PullOutcome;
  /** why each kept file differs; undefined when history cannot tell */
  kept: Map<string, KeptState> | undefined;
}

/**
 * The binding step for pull: a source file without `entry:` is the record keyed by it, with the
 * config's scope, and following its renames as sync does (the content's Git history is opened only
 * when a rename could bind a file; outside a work tree, the names now only).
 */
export function pullBinding(
  config: Pick<Config, 'sourceLanguage' | 'scope' | 'contentDir' | 'configDir' | 'files' | 'languages'>,
  client: PlatformClient,
  signal?: AbortSignal,
): BindUnbound {
  return async (files, claimed) => {
    const bindings = await bindSourceFiles({
      sourceLanguage: config.sourceLanguage,
      ...(config.scope ? { scope: config.scope } : {}),
      files,
      claimed,
      placement: () => readPlacement(client, signal),
      repo: async () => {
        const opened = await openConfigRepo(config).catch(() => undefined);
        return opened?.kind === 'repo' ? opened.repo : undefined;
      },
    });
    return new Map(bindings.map((b) => [b.path, b.entryId]));
  };
}

export async function pullContent(opts: PullOptions, deps: OperationDeps): Promise<PullRun> {
  const { config } = deps;
  const client = await deps.client();
  // Loaded on demand: turndown and transliteration cost start-up time no other command should pay.
  const { pull } = await import('../pull/pull.js');
  const outcome = await pull({
    config,
    client,
    languages: opts.languages,
    force: opts.force,
    dryRun: opts.dryRun,
    signal: deps.signal,
    logger: deps.logger,
    // hint for a kept file's links to missing pages, as sync's loader gives it (history read only then)
    linkHistory: lazyLinkHistory(config, deps.logger),
    bind: pullBinding(config, client, deps.signal),
  });
  // why a kept file differs (the repo is ahead, or the platform was edited)
  const { keptStates } = await import('./pull-drifted.js');
  const kept = await keptStates(
    outcome.files.filter((f) => f.status === 'kept').map((f) => f.path),
    opts.policy,
    deps,
  );
  return { outcome, kept };
}
