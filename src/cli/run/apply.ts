// `helpsync apply <plan>`: a saved plan, exactly.
import { planFileNames } from '../plan-names.js';
import { driftExitCode } from '../../drift/guard.js';
import { applySavedPlan } from '../../operations/apply.js';
import type { RunPolicy } from '../../config/policy.js';
import { policyOf } from '../policy.js';
import { renderHeld } from '../../drift/report.js';
import { runProgress } from '../apply-run.js';
import { operationDeps } from '../deps.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { printJson, printLines } from '../output.js';
import { readPlanFile } from '../../apply/plan-file.js';
import { planLines } from '../../report/plan.js';
import { useColor } from '../../report/text.js';
import { finish, resultDocument } from '../sync-results.js';
import { runtime } from '../../util/runtime.js';

export interface ApplyFileOptions {
  file: string;
  json: boolean;
  maxErrors?: number;
  /** --force [GLOB] pushes the held fields the plan carries; --no-history (config/policy.ts) */
  policy: RunPolicy;
}

/** `helpsync apply plan.json`: exactly what the plan says; refuses another target, and stale pairs one by one. */
export async function runApply(opts: ApplyFileOptions, ctx: CommandContext): Promise<number> {
  const saved = await readPlanFile(opts.file);
  const config = await ctx.config();
  const color = useColor(runtime().stdout);
  const { plan, outcome } = await applySavedPlan(
    saved,
    {
      policy: opts.policy,
      file: opts.file,
      ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
      onPlan: (p) => {
        if (!opts.json)
          printLines(planLines(p, { color, verbose: false, beforeSummary: renderHeld(p, { color }), ...planFileNames(config) }));
      },
    },
    operationDeps(ctx, config, { progress: runProgress(ctx, opts.json) }),
  );
  if (!outcome) {
    if (opts.json) printJson(resultDocument(plan, { results: [], interrupted: false, stoppedEarly: false }, false));
    return driftExitCode(plan, { failed: false }, false);
  }
  return finish(plan, outcome, { json: opts.json, detailedExitcode: false });
}

export interface ApplyArgs extends GlobalArgs {
  plan: string;
  json: boolean;
  'max-errors'?: number;
  'wait-lock'?: string;
  force?: string;
  history: boolean;
}

/** The handler of `helpsync apply` (cli/commands/apply.ts loads this module when the command runs). */
export function handleApply(argv: ApplyArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    locked(ctx, { command: 'apply', waitLock: argv['wait-lock'] }, () =>
      runApply(
        {
          file: argv.plan,
          json: argv.json,
          maxErrors: argv['max-errors'],
          policy: policyOf({ force: argv.force, history: argv.history }, ctx.env),
        },
        ctx,
      ),
    ),
  );
}
