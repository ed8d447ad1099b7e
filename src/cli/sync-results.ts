// What sync and apply print after a plan ran (or did not): the --json document, the results text,
// the interrupt note, and the exit code. Shared by the sync and apply commands.
import { withWarningKinds } from '../report/warnings.js';
import { IN_FLIGHT_REASON, type ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import { planTotals } from '../apply/plan-totals.js';
import { driftExitCode } from '../drift/guard.js';
import { JSON_DOC_VERSION, print, printErr, printJson } from './output.js';
import { renderResults, summarize } from '../report/results.js';

export const RESULT_DOC_KIND = 'helpsync-sync';

export interface FinishOptions {
  json: boolean;
  /** with a plan that was not applied: exit 2 when it has changes */
  detailedExitcode: boolean;
}

/** Exit codes, held fields included (3 when fields were held; see driftExitCode). */
export function exitCodeFor(outcome: ApplyOutcome | undefined, plan: SyncPlan, opts: FinishOptions): number {
  if (!outcome) return driftExitCode(plan, undefined, opts.detailedExitcode);
  const s = summarize(outcome.results);
  return driftExitCode(plan, { failed: s.failed + s.refused + s.skipped > 0 }, false);
}

export function resultDocument(plan: SyncPlan, outcome: ApplyOutcome | undefined, dryRun: boolean): unknown {
  return {
    version: JSON_DOC_VERSION,
    kind: RESULT_DOC_KIND,
    dryRun,
    totals: planTotals(plan),
    // every warning, each with its kind (the grouping's id, report/warning-kinds.ts)
    plan: { ...plan, warnings: withWarningKinds(plan.warnings) },
    ...(outcome
      ? {
          results: outcome.results,
          summary: summarize(outcome.results),
          interrupted: outcome.interrupted,
          stoppedEarly: outcome.stoppedEarly,
        }
      : {}),
  };
}

/** Prints the results (or the document) and, after an interrupt, what was and was not done. */
export function finish(plan: SyncPlan, outcome: ApplyOutcome, opts: FinishOptions): number {
  if (opts.json) printJson(resultDocument(plan, outcome, false));
  else print(renderResults(outcome.results));
  if (outcome.interrupted) {
    const s = summarize(outcome.results);
    const inFlight = outcome.results.filter((r) => r.status === 'skipped' && r.reason === IN_FLIGHT_REASON).length;
    const parts = [`${s.done} done`];
    if (s.failed + s.refused) parts.push(`${s.failed + s.refused} failed`);
    if (inFlight) parts.push(`${inFlight} in flight (may or may not have been applied)`);
    parts.push(`${s.skipped - inFlight} not sent`);
    printErr(`Interrupted: ${parts.join(', ')}. Run the same command again to finish; done pairs are not pushed again.`);
  }
  return exitCodeFor(outcome, plan, opts);
}
