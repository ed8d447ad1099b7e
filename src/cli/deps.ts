// The operations' deps from a command's context (operations/deps.ts), with the view the command
// chose: warnings to stderr (and as GitHub annotations where the command gives them), the apply
// phase's progress as a bar on a TTY or log lines.
import type { Config } from '../config/config.js';
import { formatProblem } from '../errors.js';
import type { OperationDeps, Reporter } from '../operations/deps.js';
import { runProgress } from './apply-run.js';
import type { CommandContext } from './context.js';
import { printErr } from './output.js';
import { reportWarnings } from './github.js';

export function operationDeps(ctx: CommandContext, config: Config, reporter: Reporter = {}): OperationDeps {
  return { config, client: () => ctx.client(), logger: ctx.logger, signal: ctx.signal, reporter };
}

/** Warnings to stderr and, in GitHub Actions, as annotations (on stderr when --json holds stdout); a progress bar or log lines. */
export function annotatingReporter(ctx: CommandContext, json: boolean): Reporter {
  return { warnings: (w) => reportWarnings([...w], json), progress: runProgress(ctx, json) };
}

/** Warnings to stderr, one line each. */
export const plainReporter: Reporter = { warnings: (w) => w.forEach((p) => printErr(formatProblem(p))) };
