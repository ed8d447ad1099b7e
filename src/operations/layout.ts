// The layout operation (`helpsync layout [--dry-run]`): make the platform's article placement match
// the layout file. The sync pipeline (operations/pipeline/prepare.ts) with translations off: the
// same load, layout refusal and plan, moves (and the collections the layout names) only. Every
// problem is reported before any write; the moves go through the same apply engine (and
// rate-limited queue) as the pushes. Returns the plan and what was done; prints nothing.
import { applyPlan, type ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import { planHasChanges } from '../apply/plan-totals.js';
import { InputError } from '../errors.js';
import { lazyLinkHistory } from '../loader/link-history.js';
import { displayPath } from '../util/display-path.js';
import { progressOf, reportWarnings, type OperationDeps } from './deps.js';
import { prepareSync } from './pipeline/prepare.js';

export interface LayoutRunOptions {
  dryRun: boolean;
  maxErrors?: number;
  /** called with the plan before anything is applied (print it, write the step summary) */
  onPlan?: (plan: SyncPlan) => Promise<void> | void;
}

export interface LayoutRun {
  plan: SyncPlan;
  /** what was done; undefined for a dry run or a plan with nothing to do */
  outcome?: ApplyOutcome;
}

export async function arrangeLayout(opts: LayoutRunOptions, deps: OperationDeps): Promise<LayoutRun> {
  const { config } = deps;
  if (!config.layout) {
    throw new InputError([
      {
        severity: 'error',
        file: displayPath(config.configPath),
        message:
          'no layout file is configured: add "layout: layout.yaml" (a path relative to this file) to the config, then list collections and their articles in it (see "helpsync collections")',
      },
    ]);
  }
  // The sync pipeline with translations off: the same load, layout refusal and plan, moves only.
  const { plan } = await prepareSync({
    config,
    client: deps.client,
    logger: deps.logger,
    now: new Date(),
    layout: true,
    translations: false,
    signal: deps.signal,
    // a link to a missing page names its rename or deletion, as in sync (read only when such links exist)
    linkHistory: lazyLinkHistory(config, deps.logger),
  });
  reportWarnings(deps, plan.warnings);
  await opts.onPlan?.(plan);
  if (opts.dryRun || !planHasChanges(plan)) return { plan };
  const progress = progressOf(deps);
  const outcome = await applyPlan(plan, await deps.client(), {
    logger: deps.logger,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
    checkStale: false,
    window: config.concurrency,
    ...(progress ? { progress } : {}),
  });
  return { plan, outcome };
}
