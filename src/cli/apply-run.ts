// The apply phase's progress view, shared by sync, apply and layout (commands import no other
// command; what they share lives beside them in src/cli).
import { createProgress, type Progress } from '../apply/progress.js';
import { systemClock } from '../util/clock.js';
import type { CommandContext } from './context.js';
import { runtime } from '../util/runtime.js';

/**
 * The progress of an operation's apply phase (sync, apply): a bar on a TTY unless --json holds the
 * terminal, log lines otherwise; a long Retry-After pause of the run's client shown in it.
 */
export function runProgress(ctx: CommandContext, json: boolean): Progress {
  return createProgress({
    logger: ctx.logger,
    tty: runtime().stderr.isTTY && !json,
    clock: systemClock,
    paused: () => ctx.madeClient?.()?.stats.pause,
  });
}
