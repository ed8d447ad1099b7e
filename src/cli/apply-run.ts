// applyPlan with the run's client, interrupt signal and progress: shared by sync, apply and layout
// (commands import no other command; what they share lives beside them in src/cli).
import { applyPlan, type ApplyOutcome } from '../apply/apply.js';
import { createProgress } from '../apply/progress.js';
import type { SyncPlan } from '../apply/types.js';
import { systemClock } from '../util/clock.js';
import type { CommandContext } from './context.js';
import { runtime } from '../util/runtime.js';

/** A bar on a TTY unless --json holds the terminal; log lines otherwise. */
export async function applyWithProgress(
  plan: SyncPlan,
  ctx: CommandContext,
  opts: { json: boolean; maxErrors?: number; checkStale: boolean },
): Promise<ApplyOutcome> {
  const config = await ctx.config();
  const client = await ctx.client();
  return applyPlan(plan, client, {
    logger: ctx.logger,
    signal: ctx.signal,
    maxErrors: opts.maxErrors,
    checkStale: opts.checkStale,
    window: config.concurrency,
    progress: createProgress({
      logger: ctx.logger,
      tty: runtime().stderr.isTTY && !opts.json,
      clock: systemClock,
      paused: () => client.stats.pause,
    }),
  });
}
