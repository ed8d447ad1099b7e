// The plan operation (`helpsync plan [--out FILE]`): a sync that stops after planning, the plan
// saved for a later `apply` when a file is named. No write to the platform; prints nothing.
import { writePlanFile } from '../apply/plan-file.js';
import type { OperationDeps } from './deps.js';
import { sync, type SyncRun, type SyncRunOptions } from './sync.js';

export interface PlanRunOptions extends Omit<SyncRunOptions, 'dryRun' | 'savesPlan' | 'verify' | 'maxErrors'> {
  /** write the plan here (a shallow clone is refused, as for a run that writes) */
  out?: string;
}

export async function makePlan(opts: PlanRunOptions, deps: OperationDeps): Promise<SyncRun> {
  const { out, onPlan, ...rest } = opts;
  return sync(
    {
      ...rest,
      dryRun: true,
      savesPlan: Boolean(out),
      onPlan: async (p, warnings) => {
        if (out) {
          await writePlanFile(out, p);
          deps.logger.info({ file: out }, 'plan written');
        }
        await onPlan?.(p, warnings);
      },
    },
    deps,
  );
}
