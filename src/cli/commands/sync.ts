// `helpsync sync`, `helpsync plan --out`, `helpsync apply <plan>`: the main job (issue 3).
import { appendFile } from 'node:fs/promises';
import type { Argv, CommandModule } from 'yargs';
import { ExitCode, ExitError, InputError } from '../../errors.js';
import type { Problem } from '../../model.js';
import { applyPlan, IN_FLIGHT_REASON, type ApplyOutcome } from '../../apply/apply.js';
import { createProgress } from '../../apply/progress.js';
import { PLAN_KIND, PLAN_VERSION, planHasChanges, type OperationResult, type SyncPlan } from '../../plan/types.js';
import { githubAnnotations, renderPlan, renderPlanMarkdown, renderResults } from '../../plan/render.js';
import { parsePlanDocument } from '../../plan/plan-file.js';
import { writeFileAtomic } from '../../util/atomic-write.js';
import { readRegularFile } from '../../util/safe-path.js';
import { scrubDeep } from '../../util/redact.js';
import { systemClock } from '../../util/clock.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { print, printErr, printJson, isStdoutTTY } from '../output.js';
import { planSync } from '../../plan/sync.js';
import { loadLocal, prepareSync } from '../../pipeline/sync.js';

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

function exitCodeFor(outcome: ApplyOutcome | undefined, plan: SyncPlan, opts: SyncOptions): number {
  if (!outcome) {
    return opts.detailedExitcode && planHasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  }
  const s = summarize(outcome.results);
  return s.failed + s.refused + s.skipped > 0 ? ExitCode.error : ExitCode.ok;
}

export async function runSync(opts: SyncOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
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
  const { plan } = prepared;
  reportWarnings(prepared.warnings, opts.json);

  if (opts.out) {
    await writePlanFile(opts.out, plan);
    ctx.logger.info({ file: opts.out }, 'plan written');
  }
  const applying = !opts.dryRun && !opts.out;
  if (!opts.json) print(renderPlan(plan, { color: isStdoutTTY(), verbose: !applying, dryRun: opts.dryRun && !opts.out }));
  await appendStepSummary(renderPlanMarkdown(plan));
  if (!applying || !planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, undefined, !applying));
    if (opts.out && !opts.json) print(`Plan saved to ${opts.out}; run \`helpsync apply ${opts.out}\` to apply it.`);
    return exitCodeFor(undefined, plan, opts);
  }
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: false });
  if (opts.verify && !outcome.interrupted) await verify(opts, ctx, outcome);
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

function finish(plan: SyncPlan, outcome: ApplyOutcome, opts: SyncOptions): number {
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

/** --verify: read the listing again and fail every pushed pair that still differs. */
async function verify(opts: SyncOptions, ctx: CommandContext, outcome: ApplyOutcome): Promise<void> {
  const config = await ctx.config();
  const client = await ctx.client();
  const local = await loadLocal(config, { ...opts, client: () => Promise.resolve(client) });
  const remote = await client.listEntries();
  const { plan: after } = planSync({ local, remote, target: { baseUrl: config.baseUrl, project: config.project }, now: new Date() });
  const still = new Set(after.languages.flatMap((l) => l.pushes.map((p) => `${p.entryId}\u0000${p.language}`)));
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
  await writeFileAtomic(file, `${JSON.stringify(scrubDeep(plan), null, 2)}\n`);
}

export async function readPlanFile(file: string): Promise<SyncPlan> {
  // A regular file only: a FIFO or device would be read without end (issue 10).
  const read = await readRegularFile(file);
  if (!read.ok) throw new InputError([{ severity: 'error', file, message: `cannot read plan: ${read.message}` }]);
  const text = read.bytes.toString('utf8');
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
  // The whole document, before the first request (issue 10).
  return parsePlanDocument(d, file);
}

export interface ApplyFileOptions {
  file: string;
  json: boolean;
  maxErrors?: number;
}

/** `helpsync apply plan.json`: exactly what the plan says; refuses another target, and stale pairs one by one. */
export async function runApply(opts: ApplyFileOptions, ctx: CommandContext): Promise<number> {
  const plan = await readPlanFile(opts.file);
  const config = await ctx.config();
  if (plan.target.baseUrl !== config.baseUrl || plan.target.project !== config.project) {
    throw new ExitError(
      `${opts.file} was made for ${plan.target.baseUrl} (project ${plan.target.project}), not for ${config.baseUrl} (project ${config.project}); refusing to apply it here`,
    );
  }
  if (!opts.json) print(renderPlan(plan, { color: isStdoutTTY(), verbose: false }));
  if (!planHasChanges(plan)) {
    if (opts.json) printJson(resultDocument(plan, { results: [], interrupted: false, stoppedEarly: false }, false));
    return ExitCode.ok;
  }
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: true });
  return finish(plan, outcome, { json: opts.json, dryRun: false, strict: false, verify: false, detailedExitcode: false });
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
}

function maxErrorsOption<T>(y: Argv<T>) {
  return y.option('max-errors', { type: 'number', describe: 'stop starting new operations after this many failures' });
}

export const syncCommand: CommandModule<GlobalArgs, SyncArgs> = {
  command: 'sync',
  describe: 'Plan and push what changed (and move articles when a layout is configured)',
  builder: (y) =>
    maxErrorsOption(selectionOptions(y))
      .option('dry-run', { type: 'boolean', default: false, describe: 'show the plan; send no write at all' })
      .option('verify', {
        type: 'boolean',
        default: false,
        describe: 'read the platform again after applying and fail any pair that still differs',
      })
      .option('detailed-exitcode', {
        type: 'boolean',
        default: false,
        describe: 'with --dry-run: exit 0 no changes, 2 changes pending, 1 error',
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
}

export const planCommand: CommandModule<GlobalArgs, PlanArgs> = {
  command: 'plan',
  describe: 'Make a plan (translations and layout) without applying it; save it with --out for `helpsync apply`',
  builder: (y) =>
    selectionOptions(y)
      .option('out', { type: 'string', describe: 'write the plan to this file (never contains the token)' })
      .option('detailed-exitcode', { type: 'boolean', default: false, describe: 'exit 0 no changes, 2 changes pending, 1 error' }),
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
        },
        ctx,
      ),
    ),
};

interface ApplyArgs extends GlobalArgs {
  plan: string;
  json: boolean;
  'max-errors'?: number;
}

export const applyCommand: CommandModule<GlobalArgs, ApplyArgs> = {
  command: 'apply <plan>',
  describe: 'Apply a saved plan exactly; refuse pairs whose remote value changed since it was made',
  builder: (y) =>
    maxErrorsOption(
      y
        .positional('plan', { type: 'string', demandOption: true, describe: 'plan file from `helpsync plan --out`' })
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document with the results' }),
    ),
  handler: (argv) => runCommand(argv, (ctx) => runApply({ file: argv.plan, json: argv.json, maxErrors: argv['max-errors'] }, ctx)),
};
