// `helpsync sync`, `helpsync plan --out`, `helpsync apply <plan>`: the main job (issue 3).
import { appendFile, readFile, writeFile, rename } from 'node:fs/promises';
import type { Argv, CommandModule } from 'yargs';
import { ExitError, InputError } from '../../errors.js';
import type { Problem } from '../../model.js';
import { applyPlan, IN_FLIGHT_REASON, type ApplyOutcome } from '../../apply/apply.js';
import { createProgress } from '../../apply/progress.js';
import { PLAN_KIND, PLAN_VERSION, planHasChanges, type OperationResult, type SyncPlan } from '../../plan/types.js';
import { forceHeld } from '../../plan/drift-plan.js';
import { githubAnnotations, renderPlan, renderPlanMarkdown, renderResults } from '../../plan/render.js';
import { scrubDeep } from '../../util/redact.js';
import { systemClock } from '../../util/clock.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { print, printErr, printJson, isStdoutTTY } from '../output.js';
import { planSync } from '../../plan/sync.js';
import { loadLocal, prepareSync } from '../../pipeline/sync.js';
import { forceMatching } from '../../pipeline/drift.js';
import { renderHeld, renderHeldMarkdown } from '../report/held.js';
import { checkHistory, driftExitCode, driftOptions, forceFlag, helpsyncDir, protect, recordPushed, type DriftFlags } from '../drift.js';
import { openPushedRecord } from '../../pipeline/drift-store.js';
import path from 'node:path';

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
  /** issue 15: --force [GLOB], --no-history */
  drift: DriftFlags;
}

export const RESULT_DOC_KIND = 'helpsync-sync';

function splitList(values: string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  const out = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return out.length ? out : undefined;
}

function selectionOptions<T>(y: Argv<T>) {
  return y
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON document on stdout (plan and results)' })
    .option('languages', {
      type: 'string',
      array: true,
      describe: 'exactly these languages, comma-separated (the source language only if listed)',
    })
    .option('only', {
      type: 'string',
      array: true,
      describe: 'only entries whose source-language file matches this glob (relative to the source-language folder)',
    })
    .option('strict', { type: 'boolean', default: false, describe: 'treat every warning as an error' });
}

/** Warnings to stderr (and as GitHub annotations when running in Actions). */
export function reportWarnings(problems: Problem[], json: boolean): void {
  for (const p of problems) {
    printErr(`${p.file ? `${p.file}${p.line ? `:${p.line}` : ''}: ` : ''}warning: ${p.message}`);
  }
  emitAnnotations(problems, json);
}

function inGitHubActions(): boolean {
  return process.env.GITHUB_ACTIONS === 'true' || Boolean(process.env.GITHUB_STEP_SUMMARY);
}

/** ::error file=…,line=…:: annotations; on stderr when --json holds stdout. */
export function emitAnnotations(problems: Problem[], json: boolean): void {
  if (!inGitHubActions() || problems.length === 0) return;
  for (const line of githubAnnotations(problems)) (json ? printErr : print)(line);
}

async function appendStepSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(file, `${markdown}\n`, 'utf8');
}

export function summarize(results: OperationResult[]): Record<'done' | 'failed' | 'refused' | 'skipped', number> {
  const s = { done: 0, failed: 0, refused: 0, skipped: 0 };
  for (const r of results) s[r.status]++;
  return s;
}

function exitCodeFor(outcome: ApplyOutcome | undefined, plan: SyncPlan, opts: Pick<SyncOptions, 'detailedExitcode'>): number {
  if (!outcome) return driftExitCode(plan, undefined, opts.detailedExitcode);
  const s = summarize(outcome.results);
  return driftExitCode(plan, { failed: s.failed + s.refused + s.skipped > 0 }, false);
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
    const color = isStdoutTTY();
    print(
      renderPlan(plan, {
        color,
        verbose: !applying,
        dryRun: opts.dryRun && !opts.out,
        beforeSummary: renderHeld(plan, { color, verbose: !applying }),
      }),
    );
  }
  await appendStepSummary(renderPlanMarkdown(plan) + renderHeldMarkdown(plan));
  if (!applying || !planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, undefined, !applying));
    if (opts.out && !opts.json) print(`Plan saved to ${opts.out}; run \`helpsync apply ${opts.out}\` to apply it.`);
    // A run that would have applied, with nothing to push: done, unless fields were held (exit 3).
    return applying ? driftExitCode(plan, { failed: false }, false) : exitCodeFor(undefined, plan, opts);
  }
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: false });
  await recordPushed(pushed, plan, outcome, ctx.logger);
  if (opts.verify && !outcome.interrupted) await verify(opts, ctx, plan, outcome);
  return finish(plan, outcome, opts);
}

/**
 * applyPlan with the run's client, interrupt signal and progress (a bar on a TTY unless --json holds
 * the terminal; log lines otherwise). Shared by sync, apply and layout.
 */
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
    progress: createProgress({ logger: ctx.logger, tty: Boolean(process.stderr.isTTY) && !opts.json, clock: systemClock }),
  });
}

function finish(plan: SyncPlan, outcome: ApplyOutcome, opts: Pick<SyncOptions, 'json' | 'detailedExitcode'>): number {
  if (opts.json) printJson(resultDocument(plan, outcome, false));
  else print(renderResults(outcome.results));
  if (outcome.interrupted) {
    const s = summarize(outcome.results);
    const inFlight = outcome.results.filter((r) => r.status === 'skipped' && r.reason === IN_FLIGHT_REASON).length;
    const parts = [`${s.done} done`];
    if (s.failed + s.refused) parts.push(`${s.failed + s.refused} failed`);
    if (inFlight) parts.push(`${inFlight} in flight (may or may not have been applied)`);
    parts.push(`${s.skipped - inFlight} not sent`);
    printErr(`Interrupted: ${parts.join(', ')}. Run the same command again to finish; done pairs are not pushed again.`);
  }
  return exitCodeFor(outcome, plan, opts);
}

/** --verify: read the listing again and fail every pushed pair whose sent fields still differ (held fields were not sent). */
async function verify(opts: SyncOptions, ctx: CommandContext, sent: SyncPlan, outcome: ApplyOutcome): Promise<void> {
  const config = await ctx.config();
  const client = await ctx.client();
  const local = await loadLocal(config, opts);
  const remote = await client.listEntries();
  const { plan: after } = planSync({ local, remote, target: { baseUrl: config.baseUrl, project: config.project }, now: new Date() });
  const sentFields = new Map(sent.languages.flatMap((l) => l.pushes.map((p) => [`${p.entryId}\u0000${p.language}`, p.fields] as const)));
  const still = new Set(
    after.languages.flatMap((l) =>
      l.pushes
        .filter((p) => p.changes.some((c) => c.field in (sentFields.get(`${p.entryId}\u0000${p.language}`) ?? {})))
        .map((p) => `${p.entryId}\u0000${p.language}`),
    ),
  );
  for (const r of outcome.results) {
    if (r.kind === 'push' && r.status === 'done' && still.has(`${r.entryId}\u0000${r.language}`)) {
      r.status = 'failed';
      r.reason = 'verify: the platform still differs after the push';
    }
  }
}

function resultDocument(plan: SyncPlan, outcome: ApplyOutcome | undefined, dryRun: boolean): unknown {
  return {
    version: 1,
    kind: RESULT_DOC_KIND,
    dryRun,
    plan,
    ...(outcome
      ? {
          results: outcome.results,
          summary: summarize(outcome.results),
          interrupted: outcome.interrupted,
          stoppedEarly: outcome.stoppedEarly,
        }
      : {}),
  };
}

async function writePlanFile(file: string, plan: SyncPlan): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, `${JSON.stringify(scrubDeep(plan), null, 2)}\n`, 'utf8');
  await rename(tmp, file);
}

export async function readPlanFile(file: string): Promise<SyncPlan> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError([{ severity: 'error', file, message: `cannot read plan: ${(err as Error).message}` }]);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new InputError([{ severity: 'error', file, message: `not a JSON plan: ${(err as Error).message}` }]);
  }
  const d = doc as Partial<SyncPlan> | null;
  if (!d || typeof d !== 'object' || d.kind !== PLAN_KIND) {
    throw new InputError([
      { severity: 'error', file, message: `not a helpsync plan (expected "kind": "${PLAN_KIND}"); make one with \`helpsync plan --out\`` },
    ]);
  }
  if (d.version !== PLAN_VERSION) {
    throw new InputError([
      {
        severity: 'error',
        file,
        message: `plan version ${String(d.version)} is not supported by this helpsync (it reads version ${PLAN_VERSION}); make a new plan`,
      },
    ]);
  }
  if (!d.target || !Array.isArray(d.languages) || !Array.isArray(d.moves)) {
    throw new InputError([{ severity: 'error', file, message: 'plan is incomplete (target, languages or moves missing)' }]);
  }
  return d as SyncPlan;
}

export interface ApplyFileOptions {
  file: string;
  json: boolean;
  maxErrors?: number;
  drift: DriftFlags;
}

/** `helpsync apply plan.json`: exactly what the plan says; refuses another target, and stale pairs one by one. */
export async function runApply(opts: ApplyFileOptions, ctx: CommandContext): Promise<number> {
  const saved = await readPlanFile(opts.file);
  const config = await ctx.config();
  if (saved.target.baseUrl !== config.baseUrl || saved.target.project !== config.project) {
    throw new ExitError(
      `${opts.file} was made for ${saved.target.baseUrl} (project ${saved.target.project}), not for ${config.baseUrl} (project ${config.project}); refusing to apply it here`,
    );
  }
  // The same checks as a sync that writes (issue 15), though the plan already says what is held.
  await checkHistory(config, opts.drift, true, []);
  // apply --force [GLOB]: the held fields the plan carries (with their local values) go too.
  const plan =
    opts.drift.force === true
      ? forceHeld(saved, () => true)
      : opts.drift.force
        ? await forceMatching(saved, path.join(config.contentDir, config.sourceLanguage), opts.drift.force)
        : saved;
  if (!opts.json)
    print(renderPlan(plan, { color: isStdoutTTY(), verbose: false, beforeSummary: renderHeld(plan, { color: isStdoutTTY() }) }));
  if (!planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, { results: [], interrupted: false, stoppedEarly: false }, false));
    return driftExitCode(plan, { failed: false }, false);
  }
  const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: true });
  await recordPushed(pushed, plan, outcome, ctx.logger);
  return finish(plan, outcome, { json: opts.json, detailedExitcode: false });
}

interface SyncArgs extends GlobalArgs {
  'dry-run': boolean;
  json: boolean;
  languages?: string[];
  only?: string[];
  strict: boolean;
  verify: boolean;
  'detailed-exitcode': boolean;
  'max-errors'?: number;
  force?: string;
  history: boolean;
}

function maxErrorsOption<T>(y: Argv<T>) {
  return y.option('max-errors', { type: 'number', describe: 'stop starting new operations after this many failures' });
}

export const syncCommand: CommandModule<GlobalArgs, SyncArgs> = {
  command: 'sync',
  describe: 'Plan and push what changed (and move articles when a layout is configured)',
  builder: (y) =>
    driftOptions(maxErrorsOption(selectionOptions(y)))
      .option('dry-run', { type: 'boolean', default: false, describe: 'show the plan; send no write at all' })
      .option('verify', {
        type: 'boolean',
        default: false,
        describe: 'read the platform again after applying and fail any pair that still differs',
      })
      .option('detailed-exitcode', {
        type: 'boolean',
        default: false,
        describe: 'with --dry-run: exit 0 no changes, 2 changes pending, 3 fields held (edited on the platform), 1 error',
      }),
  handler: (argv) =>
    runCommand(argv, (ctx) =>
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
          drift: { force: forceFlag(argv.force), noHistory: !argv.history },
        },
        ctx,
      ),
    ),
};

interface PlanArgs extends GlobalArgs {
  out?: string;
  json: boolean;
  languages?: string[];
  only?: string[];
  strict: boolean;
  'detailed-exitcode': boolean;
  history: boolean;
}

export const planCommand: CommandModule<GlobalArgs, PlanArgs> = {
  command: 'plan',
  describe: 'Make a plan (translations and layout) without applying it; save it with --out for `helpsync apply`',
  builder: (y) =>
    selectionOptions(y)
      .option('out', { type: 'string', describe: 'write the plan to this file (never contains the token)' })
      .option('detailed-exitcode', {
        type: 'boolean',
        default: false,
        describe: 'exit 0 no changes, 2 changes pending, 3 fields held (edited on the platform), 1 error',
      })
      .option('history', {
        type: 'boolean',
        default: true,
        describe: 'read Git history to hold fields edited on the platform (--no-history: no Git needed)',
      }),
  handler: (argv) =>
    runCommand(argv, (ctx) =>
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
          drift: { noHistory: !argv.history },
        },
        ctx,
      ),
    ),
};

interface ApplyArgs extends GlobalArgs {
  plan: string;
  json: boolean;
  'max-errors'?: number;
  force?: string;
  history: boolean;
}

export const applyCommand: CommandModule<GlobalArgs, ApplyArgs> = {
  command: 'apply <plan>',
  describe: 'Apply a saved plan exactly; refuse pairs whose remote value changed since it was made',
  builder: (y) =>
    driftOptions(
      maxErrorsOption(
        y
          .positional('plan', { type: 'string', demandOption: true, describe: 'plan file from `helpsync plan --out`' })
          .option('json', { type: 'boolean', default: false, describe: 'print one JSON document with the results' }),
      ),
    ),
  handler: (argv) =>
    runCommand(argv, (ctx) =>
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
};
