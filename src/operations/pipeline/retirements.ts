// Sync composes retirement: the records whose source file Git shows deleted (retire/reads.ts plans
// them) join the plan last, with the reasons nothing was retired as warnings; the guard
// (--max-retires) refuses the run before any write, or, in a preview, joins its refusals.
import picomatch from 'picomatch';
import type { SyncPlan } from '../../apply/types.js';
import type { Placement } from '../../client/placement.js';
import type { Config } from '../../config/config.js';
import type { RunPolicy } from '../../config/policy.js';
import type { LocalContent } from '../../content/types.js';
import type { CreateReads } from '../../create/reads.js';
import { InputError } from '../../errors.js';
import type { PlatformClient } from '../../client/types.js';
import { editedOnPlatform, type RetireCandidate } from '../../drift/retire-hold.js';
import type { Repo } from '../../history/repo.js';
import type { Problem } from '../../model.js';
import { readAndPlanRetirements } from '../../retire/reads.js';
import type { RetireMode } from '../../retire/types.js';

export interface RetireOptions {
  mode: RetireMode;
  policy: RunPolicy;
  /** --max-retires */
  maxRetires?: number;
  /** a run that writes nothing (the preview): the guard's refusal is collected here */
  refusals?: Problem[];
}

export async function addRetirements(
  plan: SyncPlan,
  opts: { config: Config; repo?: Repo; only?: string[]; languages?: string[]; retire: RetireOptions },
  from: { local: LocalContent; reads?: CreateReads; placement: () => Promise<Placement>; client: PlatformClient },
): Promise<void> {
  const { policy } = opts.retire;
  const boundNow = new Map((from.reads?.bindings ?? []).map((b) => [b.path, b.entryId]));
  const claimedNow = new Set([...from.local.sourceFiles.map((f) => f.entryId), ...boundNow.values()]);
  const forced =
    policy.force.kind === 'all' ? () => true : policy.force.kind === 'globs' ? picomatch(policy.force.globs, { dot: true }) : () => false;
  const planned = await readAndPlanRetirements({
    config: opts.config,
    mode: opts.retire.mode,
    local: from.local,
    repo: policy.history.read ? opts.repo : undefined,
    ...(policy.history.offBecause ? { noHistoryWhy: policy.history.offBecause } : {}),
    placement: from.placement,
    claimedNow,
    boundNow,
    ...(opts.only ? { only: opts.only } : {}),
    ...(opts.languages ? { languages: opts.languages } : {}),
    ...(opts.retire.maxRetires !== undefined ? { maxRetires: opts.retire.maxRetires } : {}),
    ...(opts.retire.refusals ? { preview: true } : {}),
    forced,
    ...(policy.history.read && opts.repo
      ? { driftOf: (c: RetireCandidate[]) => editedOnPlatform(opts.repo!, from.client, c, opts.config.site) }
      : {}),
  });
  const errors = planned.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    if (opts.retire.refusals) opts.retire.refusals.push(...errors);
    else throw new InputError([...errors, ...plan.warnings]);
  }
  if (planned.retirements.length > 0) plan.retirements = planned.retirements;
  if (planned.republications.length > 0) plan.republications = planned.republications;
  if (planned.held.length > 0) plan.retireHeld = planned.held;
  const warn = (message: string, file?: string): void =>
    void plan.warnings.push({ severity: 'warning', ...(file ? { file } : {}), message });
  if (planned.skipped) warn(`retirement: ${planned.skipped}`);
  for (const k of planned.kept) warn(`not retired: ${k.reason}`, k.file);
  for (const h of planned.held) warn(`not retired: ${h.reason}`, h.file);
  for (const t of planned.removedTranslations ?? [])
    warn('translation file deleted while its source page stays: no operation clears one language, so the platform keeps it', t);
  for (const o of planned.orphaned)
    warn('orphaned translation: its source page is retired, and no operation clears one language on the platform', o);
}
