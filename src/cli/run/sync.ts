// `helpsync sync` and `helpsync plan --out`: parse, call the sync operation (operations/sync.ts; plan:
// operations/plan.ts), print, map the exit code. `apply <plan>` is in apply.ts.
import { planFileNames } from '../plan-names.js';
import { InputError } from '../../errors.js';
import { sync } from '../../operations/sync.js';
import { makePlan } from '../../operations/plan.js';
import type { SyncPlan } from '../../apply/types.js';
import { annotatingReporter, operationDeps } from '../deps.js';
import { splitList, type RunPolicy } from '../../config/policy.js';
import { policyOf } from '../policy.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { print, printJson, printLines } from '../output.js';
import { emitAnnotations } from '../github.js';
import { renderPlanMarkdown } from '../../report/markdown.js';
import { planLines } from '../../report/plan.js';
import { useColor } from '../../report/text.js';
import { exitCodeFor, finish, resultDocument } from '../sync-results.js';
import { writeSummary } from '../summary.js';
import { renderHeld, renderHeldMarkdown } from '../../drift/report.js';
import { driftExitCode } from '../../drift/guard.js';
import { runtime } from '../../util/runtime.js';
import type { RetireMode } from '../../retire/types.js';

export interface SyncOptions {
  dryRun: boolean;
  json: boolean;
  only?: string[];
  strict: boolean;
  verify: boolean;
  detailedExitcode: boolean;
  maxErrors?: number;
  /** --max-creates */
  maxCreates?: number;
  /** --retire */
  retire?: RetireMode;
  /** --max-retires */
  maxRetires?: number;
  /** plan only: write the plan here */
  out?: string;
  /** also write the step summary's Markdown here */
  summaryFile?: string;
  /** --force, --no-history and --languages, decided (config/policy.ts) */
  policy: RunPolicy;
}

export async function runSync(opts: SyncOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const applying = !opts.dryRun && !opts.out;
  const onPlan = async (plan: SyncPlan): Promise<void> => {
    if (!opts.json) {
      const color = useColor(runtime().stdout);
      const beforeSummary = renderHeld(plan, { color, verbose: !applying });
      printLines(planLines(plan, { color, verbose: !applying, dryRun: opts.dryRun && !opts.out, beforeSummary, ...planFileNames(config) }));
    }
    await writeSummary(renderPlanMarkdown(plan) + renderHeldMarkdown(plan), opts.summaryFile);
  };
  const common = {
    policy: opts.policy,
    ...(opts.only ? { only: opts.only } : {}),
    strict: opts.strict,
    // the command prints the plan and the outcome, never an unchanged pair's text
    releaseUnchanged: true,
    // a first push's bodies are read back when pushed or written; a --json run that applies prints
    // the plan after the apply, when a file changed since could no longer be shown: it holds them
    deferBodies: !(opts.json && applying),
    ...(opts.maxCreates !== undefined ? { maxCreates: opts.maxCreates } : {}),
    ...(opts.retire !== undefined ? { retire: opts.retire } : {}),
    ...(opts.maxRetires !== undefined ? { maxRetires: opts.maxRetires } : {}),
    onPlan,
  };
  const deps = operationDeps(ctx, config, annotatingReporter(ctx, opts.json));
  let run;
  try {
    run = applying
      ? await sync(
          { ...common, dryRun: false, verify: opts.verify, ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}) },
          deps,
        )
      : await makePlan({ ...common, ...(opts.out ? { out: opts.out } : {}) }, deps);
  } catch (err) {
    if (err instanceof InputError) emitAnnotations(err.problems, opts.json, ctx.logger.isLevelEnabled('warn'));
    throw err;
  }
  const { plan, outcome } = run;
  if (!outcome) {
    if (opts.json) printJson(resultDocument(plan, undefined, !applying));
    if (opts.out && !opts.json) print(`Plan saved to ${opts.out}; run \`helpsync apply ${opts.out}\` to apply it.`);
    // A run that would have applied, with nothing to push: done, unless fields were held (exit 3).
    return applying ? driftExitCode(plan, { failed: false }, false) : exitCodeFor(undefined, plan, opts);
  }
  return finish(plan, outcome, opts);
}

export interface SyncArgs extends GlobalArgs {
  'dry-run': boolean;
  json: boolean;
  languages?: string[];
  only?: string[];
  strict: boolean;
  verify: boolean;
  'detailed-exitcode': boolean;
  'max-errors'?: number;
  'max-creates'?: number;
  retire?: RetireMode;
  'max-retires'?: number;
  'wait-lock'?: string;
  'summary-file'?: string;
  force?: string;
  history: boolean;
}

/** The handler of `helpsync sync` (cli/commands/sync.ts loads this module when the command runs). */
export function handleSync(argv: SyncArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    locked(ctx, { command: 'sync', waitLock: argv['wait-lock'], skip: argv['dry-run'] }, () =>
      runSync(
        {
          dryRun: argv['dry-run'],
          json: argv.json,
          only: splitList(argv.only),
          strict: argv.strict,
          verify: argv.verify,
          detailedExitcode: argv['detailed-exitcode'],
          maxErrors: argv['max-errors'],
          maxCreates: argv['max-creates'],
          retire: argv.retire,
          maxRetires: argv['max-retires'],
          summaryFile: argv['summary-file'],
          policy: policyOf(argv, ctx.env),
        },
        ctx,
      ),
    ),
  );
}

export interface PlanArgs extends GlobalArgs {
  out?: string;
  json: boolean;
  languages?: string[];
  only?: string[];
  strict: boolean;
  'detailed-exitcode': boolean;
  'summary-file'?: string;
  'max-creates'?: number;
  retire?: RetireMode;
  'max-retires'?: number;
  history: boolean;
}

/** The handler of `helpsync plan`. */
export function handlePlan(argv: PlanArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    runSync(
      {
        dryRun: true,
        json: argv.json,
        only: splitList(argv.only),
        strict: argv.strict,
        verify: false,
        detailedExitcode: argv['detailed-exitcode'],
        out: argv.out,
        maxCreates: argv['max-creates'],
        retire: argv.retire,
        maxRetires: argv['max-retires'],
        summaryFile: argv['summary-file'],
        policy: policyOf({ history: argv.history, languages: argv.languages }, ctx.env),
      },
      ctx,
    ),
  );
}
