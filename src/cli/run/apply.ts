// `helpsync apply <plan>`: a saved plan, exactly (issue 3, "Commands").
import { showBaseUrl } from '../../contract/base-url.js';
import path from 'node:path';
import { ExitError } from '../../errors.js';
import { forceHeld } from '../../plan/drift-plan.js';
import { forceMatching } from '../../pipeline/drift.js';
import { openPushedRecord } from '../../pipeline/drift-store.js';
import { checkHistory, driftExitCode, forceFlag, helpsyncDir, recordPushed, type DriftFlags } from '../drift.js';
import { renderHeld } from '../report/held.js';
import { planHasChanges } from '../../plan/types.js';
import { applyWithProgress } from '../apply-run.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { InputError } from '../../errors.js';
import type { SyncPlan } from '../../plan/types.js';
import { planGuardProblems } from '../../util/plan-guard.js';
import { print, printJson } from '../output.js';
import { readPlanFile } from '../plan-file.js';
import { renderPlan } from '../report/plan.js';
import { useColor } from '../report/text.js';
import { finish, resultDocument } from '../sync-results.js';

export interface ApplyFileOptions {
  file: string;
  json: boolean;
  maxErrors?: number;
  /** issue 15: --force [GLOB] pushes the held fields the plan carries; --no-history */
  drift: DriftFlags;
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
  // The same checks as a sync that writes (issue 15), though the plan already says what is held.
  await checkHistory(config, opts.drift, true, []);
  // apply --force [GLOB]: the held fields the plan carries (with their local values) go too.
  const plan =
    opts.drift.force === true
      ? forceHeld(saved, () => true)
      : opts.drift.force
        ? await forceMatching(saved, path.join(config.contentDir, config.sourceLanguage), opts.drift.force)
        : saved;
  const color = useColor(process.stdout);
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

/** A saved plan with an id that would address another path, or a value holding the token, is refused before any request (issue 10). */
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
          drift: { force: forceFlag(argv.force), noHistory: !argv.history },
        },
        ctx,
      ),
    ),
  );
}
