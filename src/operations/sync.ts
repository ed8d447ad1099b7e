// The sync operation: the whole job of `helpsync sync` (and of `plan`, which stops after planning),
// below the command line. Check the history, prepare (read the repo and the platform, plan), protect
// (hold the fields edited on the platform), apply, record what was pushed, verify. It returns values
// and prints nothing; the CLI and the library (index.ts) both run exactly this.
import { dirtyPaths } from '../history/worktree.js';
import type { Repo } from '../history/repo.js';
import { applyPlan, type ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import { planHasChanges, planTotals } from '../apply/plan-totals.js';
import { uniqueWarnings } from '../report/warnings.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import type { Problem } from '../model.js';
import { progressOf, reportWarnings, type OperationDeps } from './deps.js';
import { checkHistory, protect, recordPushed } from '../drift/guard.js';
import { prepareSync } from './pipeline/prepare.js';
import { verify } from '../translations/verify.js';
import type { RetireMode } from '../retire/types.js';
import { retireBackupWriter } from './retire-backup.js';

/** What the sync operation is given: every operation's deps (operations/deps.ts). */
export type SyncDeps = OperationDeps;

export interface SyncRunOptions {
  policy: RunPolicy;
  /** plan only: no write to the platform */
  dryRun: boolean;
  /** the plan will be saved for a later apply (a shallow clone is refused, as for a run that writes) */
  savesPlan?: boolean;
  only?: string[];
  strict?: boolean;
  verify?: boolean;
  maxErrors?: number;
  /** --max-creates: more creations than this (default 20) refuse the run */
  maxCreates?: number;
  /** --retire: what this run does with records whose source was deleted (default: config `retire`, else keep) */
  retire?: RetireMode;
  /** --max-retires: more retirements than this (default 10, or 10% of the bound records) refuse the run */
  maxRetires?: number;
  /** the layout's moves too (default true) */
  layout?: boolean;
  now?: Date;
  /**
   * The caller does not read the local values of unchanged pairs from the result (the CLI):
   * they are dropped as the listing streams, which is most of a sync's memory. Ignored with
   * `verify`, which compares every pair again.
   */
  releaseUnchanged?: boolean;
  /**
   * With releaseUnchanged: the plan's pushes of bodies with no remote value (a first push) hold a
   * DeferredText, read back (checked against what was loaded) when the push, a plan file or a JSON
   * document needs the text, instead of every such body in memory at once.
   */
  deferBodies?: boolean;
  /**
   * With dryRun only (guards belong to writes): what a sync would refuse on is collected here, the
   * plan made as it is (the preview lists them). The retire guard's --max-retires joins the same list.
   */
  refusals?: Problem[];
  /** called with the protected plan before anything is applied (print it, save it), after its warnings went to the reporter */
  onPlan?: (plan: SyncPlan, warnings: Problem[]) => Promise<void> | void;
}

export interface SyncRun {
  /** the plan, with held fields moved out of the pushes */
  plan: SyncPlan;
  /** what the run did; undefined for a dry run or a plan with nothing to do */
  outcome?: ApplyOutcome;
  /** warnings of the read and of the history checks (also in plan.warnings) */
  warnings: Problem[];
  /** the repo's content as this run read it (the preview renders it); with releaseUnchanged, an unchanged pair's fields hold RELEASED */
  local: LocalContent;
}

/** Runs one sync. Throws InputError (bad input, before any write) or ApiError (the platform). */
export async function sync(opts: SyncRunOptions, deps: SyncDeps): Promise<SyncRun> {
  const { config } = deps;
  const historyWarnings: Problem[] = [];
  const writes = !opts.dryRun || Boolean(opts.savesPlan);
  // Before any request: not a work tree (a warning, an error under CI), a shallow clone when writing.
  const repo = await checkHistory(config, opts.policy, writes, historyWarnings);
  const prepared = await prepareSync({
    config,
    client: deps.client,
    logger: deps.logger,
    now: opts.now ?? new Date(),
    ...(opts.policy.languages ? { languages: opts.policy.languages } : {}),
    ...(opts.only ? { only: opts.only } : {}),
    strict: opts.strict ?? false,
    layout: opts.layout ?? true,
    translations: true,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(repo ? { repo } : {}),
    releaseUnchanged: opts.releaseUnchanged === true && opts.verify !== true,
    deferBodies: opts.deferBodies === true,
    creation: {
      policy: opts.policy,
      ...(opts.maxCreates !== undefined ? { maxCreates: opts.maxCreates } : {}),
      ...(opts.dryRun && !opts.savesPlan && opts.refusals ? { refusals: opts.refusals } : {}),
    },
    retire: {
      mode: opts.retire ?? config.retire ?? 'keep',
      policy: opts.policy,
      ...(opts.maxRetires !== undefined ? { maxRetires: opts.maxRetires } : {}),
      ...(opts.dryRun && !opts.savesPlan && opts.refusals ? { refusals: opts.refusals } : {}),
    },
  });
  const { plan, pushed } = await protect(config, prepared.plan, prepared.local, repo, opts.policy, deps.logger);
  if (repo) historyWarnings.push(...(await uncommittedPushes(repo, plan)));
  plan.warnings.push(...historyWarnings);
  plan.totals = planTotals(plan);
  // plan.warnings is prepared.warnings, which holds the history's warnings by now: each once
  const warnings = uniqueWarnings([...prepared.warnings, ...historyWarnings]);
  reportWarnings(deps, warnings);
  await opts.onPlan?.(plan, warnings);
  if (opts.dryRun || !planHasChanges(plan)) return { plan, warnings, local: prepared.local };
  const outcome = await applyPlan(plan, await deps.client(), {
    logger: deps.logger,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
    checkStale: false,
    window: config.concurrency,
    ...(progressOf(deps) ? { progress: progressOf(deps) } : {}),
    backup: retireBackupWriter(config, plan.target),
  });
  await recordPushed(pushed, plan, outcome, deps.logger);
  if (opts.verify && !outcome.interrupted) await verify(config, await deps.client(), prepared.local, plan, outcome);
  return { plan, outcome, warnings, local: prepared.local };
}

/**
 * Files pushed with uncommitted changes: the platform gets what is on disk, which no commit holds,
 * so the next run's history cannot explain the value (and a teammate's checkout does not have it).
 */
async function uncommittedPushes(repo: Repo, plan: SyncPlan): Promise<Problem[]> {
  const files = [...new Set(plan.languages.flatMap((l) => l.pushes.map((p) => p.file)))];
  if (files.length === 0) return [];
  const dirty = await dirtyPaths(repo);
  const pushed = files.filter((f) => dirty.has(f)).sort();
  if (pushed.length === 0) return [];
  const shown = pushed.slice(0, 5).join(', ') + (pushed.length > 5 ? `, and ${pushed.length - 5} more` : '');
  return [
    {
      severity: 'warning',
      message: `${pushed.length === 1 ? '1 file' : `${pushed.length} files`} with uncommitted changes ${pushed.length === 1 ? 'is pushed as it is' : 'are pushed as they are'} on disk: ${shown}. Commit them, so the repository holds what the platform shows.`,
    },
  ];
}
