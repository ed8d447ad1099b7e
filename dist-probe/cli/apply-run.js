// applyPlan with the run's client, interrupt signal and progress: shared by sync, apply and layout
// (commands import no other command; what they share lives beside them in src/cli).
import { applyPlan } from '../apply/apply.js';
import { createProgress } from '../apply/progress.js';
import { systemClock } from '../util/clock.js';
import { runtime } from '../util/runtime.js';
/** A bar on a TTY unless --json holds the terminal; log lines otherwise. */
export async function applyWithProgress(plan, ctx, opts) {
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
/**
 * The progress of an operation's apply phase (sync, apply): a bar on a TTY unless --json holds the
 * terminal, log lines otherwise; a long Retry-After pause of the run's client shown in it.
 */
export function runProgress(ctx, json) {
    return createProgress({
        logger: ctx.logger,
        tty: runtime().stderr.isTTY && !json,
        clock: systemClock,
        paused: () => ctx.madeClient?.()?.stats.pause,
    });
}
//# sourceMappingURL=apply-run.js.map