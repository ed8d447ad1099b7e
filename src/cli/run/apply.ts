// `helpsync apply <plan>`: a saved plan, exactly.
import { showBaseUrl } from '../../contract/base-url.js';
import path from 'node:path';
import { ExitError } from '../../errors.js';
import { forceHeld } from '../../drift/hold.js';
import { forceMatching } from '../../drift/protect.js';
import { openPushedRecord } from '../../drift/store.js';
import { checkHistory, driftExitCode, helpsyncDir, recordPushed } from '../../drift/guard.js';
import type { RunPolicy } from '../../config/policy.js';
import { policyOf } from '../policy.js';
import { renderHeld } from '../../drift/report.js';
import { planHasChanges } from '../../apply/types.js';
import { applyWithProgress } from '../apply-run.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { InputError } from '../../errors.js';
import type { SyncPlan } from '../../apply/types.js';
import { planGuardProblems } from '../../apply/plan-guard.js';
import { print, printJson } from '../output.js';
import { readPlanFile } from '../../apply/plan-file.js';
import { renderPlan } from '../report/plan.js';
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
  if (saved.target.baseUrl !== config.baseUrl || saved.target.project !== config.project) {
    throw new ExitError(
      `${opts.file} was made for ${showBaseUrl(saved.target.baseUrl)} (project ${saved.target.project}), not for ${showBaseUrl(config.baseUrl)} (project ${config.project}); refusing to apply it here`,
    );
  }
  await refuseUnsafePlan(opts.file, saved, ctx);
  // The same checks as a sync that writes, though the plan already says what is held.
  await checkHistory(config, opts.policy, true, []);
  // apply --force [GLOB]: the held fields the plan carries (with their local values) go too.
  const plan =
    opts.policy.force.kind === 'all'
      ? forceHeld(saved, () => true)
      : opts.policy.force.kind === 'globs'
        ? await forceMatching(saved, path.join(config.contentDir, config.sourceLanguage), opts.policy.force.globs)
        : saved;
  const color = useColor(runtime().stdout);
  if (!opts.json) print(renderPlan(plan, { color, verbose: false, beforeSummary: renderHeld(plan, { color }) }));
  if (!planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, { results: [], interrupted: false, stoppedEarly: false }, false));
    return driftExitCode(plan, { failed: false }, false);
  }
  const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: true });
  await recordPushed(pushed, plan, outcome, ctx.logger);
  return finish(plan, outcome, { json: opts.json, detailedExitcode: false });
}

/** A saved plan with an id that would address another path, or a value holding the token, is refused before any request. */
async function refuseUnsafePlan(file: string, plan: SyncPlan, ctx: CommandContext): Promise<void> {
  await ctx.client(); // reads and registers HELPSYNC_TOKEN; sends nothing
  const problems = planGuardProblems(file, plan);
  if (problems.length > 0) throw new InputError(problems);
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
