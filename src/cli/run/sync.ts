// `helpsync sync` and `helpsync plan --out`: the main job (issue 3). `apply <plan>` is in apply.ts.
import type { ApplyOutcome } from '../../apply/apply.js';
import { InputError } from '../../errors.js';
import { prepareSync } from '../../sync/prepare.js';
import { planSync } from '../../sync/plan.js';
import { planHasChanges, type SyncPlan } from '../../apply/types.js';
import { applyWithProgress } from '../apply-run.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { splitList } from '../options.js';
import { print, printJson } from '../output.js';
import { writePlanFile } from '../../apply/plan-file.js';
import { emitAnnotations, reportWarnings } from '../report/github.js';
import { renderPlanMarkdown } from '../report/markdown.js';
import { renderPlan } from '../report/plan.js';
import { useColor } from '../../report/text.js';
import { exitCodeFor, finish, resultDocument } from '../sync-results.js';
import { writeSummary } from '../summary.js';
import type { Problem } from '../../model.js';
import type { LocalContent } from '../../content/types.js';
import { renderHeld, renderHeldMarkdown } from '../../drift/report.js';
import { checkHistory, driftExitCode, forceFlag, protect, recordPushed, type DriftFlags } from '../../drift/guard.js';
import { runtime } from '../../util/runtime.js';

export interface SyncOptions {
  dryRun: boolean;
  json: boolean;
  languages?: string[];
  only?: string[];
  strict: boolean;
  verify: boolean;
  detailedExitcode: boolean;
  maxErrors?: number;
  /** plan only: write the plan here */
  out?: string;
  /** also write the step summary's Markdown here */
  summaryFile?: string;
  /** issue 15: --force [GLOB], --no-history */
  drift: DriftFlags;
}

export async function runSync(opts: SyncOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const historyWarnings: Problem[] = [];
  // Before any request (issue 15): not a work tree (a warning, an error under CI), a shallow clone.
  const repo = await checkHistory(config, opts.drift, !opts.dryRun || Boolean(opts.out), historyWarnings);
  let prepared;
  try {
    prepared = await prepareSync({
      config,
      client: () => ctx.client(),
      logger: ctx.logger,
      now: new Date(),
      languages: opts.languages,
      only: opts.only,
      strict: opts.strict,
      layout: true,
      translations: true,
      signal: ctx.signal,
      ...(repo ? { repo } : {}),
    });
  } catch (err) {
    if (err instanceof InputError) emitAnnotations(err.problems, opts.json);
    throw err;
  }
  const { plan, pushed } = await protect(config, prepared.plan, prepared.local, repo, opts.drift, ctx.logger);
  plan.warnings.push(...historyWarnings);
  reportWarnings([...prepared.warnings, ...historyWarnings], opts.json);

  if (opts.out) {
    await writePlanFile(opts.out, plan);
    ctx.logger.info({ file: opts.out }, 'plan written');
  }
  const applying = !opts.dryRun && !opts.out;
  if (!opts.json) {
    const color = useColor(runtime().stdout);
    const beforeSummary = renderHeld(plan, { color, verbose: !applying });
    print(renderPlan(plan, { color, verbose: !applying, dryRun: opts.dryRun && !opts.out, beforeSummary }));
  }
  await writeSummary(renderPlanMarkdown(plan) + renderHeldMarkdown(plan), opts.summaryFile);
  if (!applying || !planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, undefined, !applying));
    if (opts.out && !opts.json) print(`Plan saved to ${opts.out}; run \`helpsync apply ${opts.out}\` to apply it.`);
    // A run that would have applied, with nothing to push: done, unless fields were held (exit 3).
    return applying ? driftExitCode(plan, { failed: false }, false) : exitCodeFor(undefined, plan, opts);
  }
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: false });
  await recordPushed(pushed, plan, outcome, ctx.logger);
  if (opts.verify && !outcome.interrupted) await verify(ctx, prepared.local, plan, outcome);
  return finish(plan, outcome, opts);
}

/**
 * --verify: read the listing again and fail every pushed pair whose sent fields still differ (held
 * fields were not sent). Against the content this run loaded and pushed, not a second read of the
 * folder: a file edited during the push must not fail a push that landed, and images and docIds are
 * not read twice.
 */
async function verify(ctx: CommandContext, local: LocalContent, sent: SyncPlan, outcome: ApplyOutcome): Promise<void> {
  const config = await ctx.config();
  const remote = await (await ctx.client()).listEntries();
  const { plan: after } = planSync({ local, remote, target: { baseUrl: config.baseUrl, project: config.project }, now: new Date() });
  const key = (p: { entryId: string; language: string }): string => `${p.entryId}\u0000${p.language}`;
  const sentFields = new Map<string, Record<string, string>>(
    sent.languages.flatMap((l) => l.pushes.map((p) => [key(p), p.fields] as const)),
  );
  const still = new Set(
    after.languages.flatMap((l) => l.pushes.filter((p) => p.changes.some((c) => c.field in (sentFields.get(key(p)) ?? {}))).map(key)),
  );
  for (const r of outcome.results) {
    if (r.kind === 'push' && r.status === 'done' && still.has(`${r.entryId}\u0000${r.language}`)) {
      r.status = 'failed';
      r.reason = 'verify: the platform still differs after the push';
    }
  }
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
          languages: splitList(argv.languages),
          only: splitList(argv.only),
          strict: argv.strict,
          verify: argv.verify,
          detailedExitcode: argv['detailed-exitcode'],
          maxErrors: argv['max-errors'],
          summaryFile: argv['summary-file'],
          drift: { force: forceFlag(argv.force), noHistory: !argv.history },
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
  history: boolean;
}

/** The handler of `helpsync plan`. */
export function handlePlan(argv: PlanArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    runSync(
      {
        dryRun: true,
        json: argv.json,
        languages: splitList(argv.languages),
        only: splitList(argv.only),
        strict: argv.strict,
        verify: false,
        detailedExitcode: argv['detailed-exitcode'],
        out: argv.out,
        summaryFile: argv['summary-file'],
        drift: { noHistory: !argv.history },
      },
      ctx,
    ),
  );
}
