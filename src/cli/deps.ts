// The operations' deps from a command's context (operations/deps.ts), with the view the command
// chose: warnings to stderr (and as GitHub annotations where the command gives them), the apply
// phase's progress as a bar on a TTY or log lines.
import type { Config } from '../config/config.js';
import type { OperationDeps, Reporter } from '../operations/deps.js';
import { runProgress } from './apply-run.js';
import type { CommandContext } from './context.js';
import { reportWarnings } from './github.js';

export function operationDeps(ctx: CommandContext, config: Config, reporter: Reporter = {}): OperationDeps {
  return { config, client: () => ctx.client(), logger: ctx.logger, signal: ctx.signal, reporter };
}

/** Warnings to stderr and, in GitHub Actions, as annotations (on stderr when --json holds stdout); a progress bar or log lines. */
export function annotatingReporter(ctx: CommandContext, json: boolean): Reporter {
  return {
    warnings: (w) => reportWarnings([...w], { json, logger: ctx.logger, mode: ctx.warnings }),
    progress: runProgress(ctx, json),
  };
}

/** Warnings to stderr, grouped by kind as --warnings says, without annotations. */
export function plainReporter(ctx: CommandContext): Reporter {
  return { warnings: (w) => reportWarnings([...w], { json: false, logger: ctx.logger, mode: ctx.warnings, annotate: false }) };
}
