// The re-keys of a run with a scope, gathered into the plan from the three places
// that find a record this repository keyed before it had one: the files without `entry:` bound by
// their unscoped key (the binding step, create/reads.ts), the files whose `entry:` line names a
// record still carrying the file's unscoped key (rekeysOfEntryBound), and the collections the layout
// file made (layout/plan.ts). One update of the record's externalId each (apply/rekey.ts).
import type { Placement } from '../../client/placement.js';
import type { Config } from '../../config/config.js';
import type { RunPolicy } from '../../config/policy.js';
import type { Binding } from '../../content/binding.js';
import type { LocalContent } from '../../content/types.js';
import { planRekeys } from '../../create/rekeys.js';
import { repoForCreation } from '../../create/reads.js';
import type { Rekey, SyncPlan } from '../../apply/types.js';
import type { Repo } from '../../history/repo.js';
import { rekeysOfEntryBound } from './binding.js';

/**
 * The files an `entry:` line binds whose record is to be re-keyed, decided on the files as written
 * (before creation binds more: those are the binding step's). Nothing without a scope.
 */
export function entryBoundRekeys(
  opts: { config: Config; repo?: Repo; creation?: { policy: RunPolicy } },
  local: LocalContent,
  placement: () => Promise<Placement>,
): Promise<Binding[]> {
  const { config } = opts;
  return rekeysOfEntryBound({
    sourceLanguage: config.sourceLanguage,
    scope: config.scope,
    files: local.sourceFiles,
    placement,
    repo: async () => opts.repo ?? (opts.creation ? await repoForCreation(config, opts.creation.policy) : undefined),
  });
}

/** Every re-key into `plan.rekeys`, each record once (a record has one key, so no two planners disagree on it). */
export async function gatherRekeys(
  plan: SyncPlan,
  entryBound: readonly Binding[],
  placement: () => Promise<Placement>,
  layout: readonly Rekey[],
): Promise<void> {
  const all = [
    ...(plan.rekeys ?? []),
    ...(entryBound.length ? planRekeys(entryBound, (await placement()).placement, plan.sourceLanguage) : []),
    ...layout,
  ];
  const seen = new Set<string>();
  const once = all.filter((k) => {
    const key = `${k.record}:${k.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (once.length > 0) plan.rekeys = once;
}
