// The apply operation: a saved plan, exactly (the second half of `helpsync plan --out` + `apply`).
// Refuses a plan made for another target or one that would send what it must not, checks the history
// as a sync that writes does, puts back the held fields `--force` names, applies, and records what
// was pushed. Returns values and prints nothing; `helpsync apply` and the library run exactly this.
import { retireBackupWriter } from './retire-backup.js';
import path from 'node:path';
import { applyPlan, type ApplyOutcome } from '../apply/apply.js';
import { planGuardProblems } from '../apply/plan-guard.js';
import { type SyncPlan } from '../apply/types.js';
import { planHasChanges, planTotals } from '../apply/plan-totals.js';
import type { RunPolicy } from '../config/policy.js';
import { ExitError, InputError } from '../errors.js';
import { showBaseUrl } from '../contract/base-url.js';
import { forceHeld } from '../drift/hold.js';
import { forceMatching } from '../drift/protect.js';
import { openPushedRecord } from '../drift/store.js';
import { checkHistory, helpsyncDir, recordPushed } from '../drift/guard.js';
import { progressOf, type OperationDeps } from './deps.js';

export interface ApplySavedOptions {
  policy: RunPolicy;
  /** the plan file as shown to the user (for messages) */
  file: string;
  maxErrors?: number;
  /** called with the plan as it will be applied (held fields put back by --force), before any write */
  onPlan?: (plan: SyncPlan) => Promise<void> | void;
}

export interface ApplySavedRun {
  plan: SyncPlan;
  /** undefined when the plan has nothing to do */
  outcome?: ApplyOutcome;
}

export async function applySavedPlan(saved: SyncPlan, opts: ApplySavedOptions, deps: OperationDeps): Promise<ApplySavedRun> {
  const { config } = deps;
  if (saved.target.baseUrl !== config.baseUrl || saved.target.project !== config.project) {
    throw new ExitError(
      `${opts.file} was made for ${showBaseUrl(saved.target.baseUrl)} (project ${saved.target.project}), not for ${showBaseUrl(config.baseUrl)} (project ${config.project}); refusing to apply it here`,
    );
  }
  // The client reads and registers the token (nothing is sent), so a value holding it is refused.
  const client = await deps.client();
  const problems = planGuardProblems(opts.file, saved, config.scope);
  if (problems.length > 0) throw new InputError(problems);
  // The same checks as a sync that writes, though the plan already says what is held.
  await checkHistory(config, opts.policy, true, []);
  // --force [GLOB]: the held fields the plan carries (with their local values) go too.
  const force = opts.policy.force;
  const plan =
    force.kind === 'all'
      ? forceHeld(saved, () => true)
      : force.kind === 'globs'
        ? await forceMatching(saved, config.files ? undefined : path.join(config.contentDir, config.sourceLanguage), force.globs)
        : saved;
  plan.totals = planTotals(plan);
  await opts.onPlan?.(plan);
  if (!planHasChanges(plan)) return { plan };
  const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
  const outcome = await applyPlan(plan, client, {
    logger: deps.logger,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
    checkStale: true,
    window: config.concurrency,
    ...(progressOf(deps) ? { progress: progressOf(deps) } : {}),
    backup: retireBackupWriter(config, plan.target),
  });
  await recordPushed(pushed, plan, outcome, deps.logger);
  return { plan, outcome };
}
