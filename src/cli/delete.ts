// The body of `teams delete` and `engagement delete` (shared by both commands): the delete planned
// (operations/admin.ts: ids checked before any request), a dry-run listing, confirmation, then the
// delete operation with a line per id as it finishes. The operation returns values; this module prints them.
import type { AdminDeps, DeleteOptions, DeleteSpec } from '../admin/delete.js';
import { confirm as promptConfirm } from '../admin/confirm.js';
import { executeDelete, planDelete, type DeletePlan } from '../operations/admin.js';
import { ExitCode, ExitError } from '../errors.js';
import type { CommandContext } from './context.js';
import { print, printErr, printJson, isStdinTTY, JSON_DOC_VERSION } from './output.js';
import { formatResultLine, formatSummary, listIds, shownPath } from '../admin/delete-report.js';
import { plural } from '../report/text.js';
import { runtime } from '../util/runtime.js';

type DeleteRun = DeletePlan;

/** The body of `teams delete` and `engagement delete`. Returns the exit code. */
export async function runDelete(spec: DeleteSpec, options: DeleteOptions, ctx: CommandContext, deps: AdminDeps = {}): Promise<number> {
  const cwd = deps.cwd ?? runtime().cwd();
  // 1. Every id checked (arguments and file) before anything else: bad input sends nothing.
  const run = await planDelete(spec, options, { config: () => ctx.config(), cwd });
  const { duplicates } = run;
  if (duplicates.length) printErr(`note: ${plural(duplicates.length, 'id')} given more than once, deleted once: ${duplicates.join(', ')}`);
  for (const w of spec.warnings) printErr(`warning: ${w}`);
  if (options.dryRun) {
    printDryRun(run);
    return ExitCode.ok;
  }
  // 2. Deletes are irreversible (docs/platform-api.md): a person confirms, or --yes does.
  if (!options.yes) await confirmOrRefuse(run, ctx, deps);
  return execute(run, ctx, deps);
}

/** The --json document's fields before the results, the same for a dry run and a real one. */
function docHeader(run: DeleteRun, dryRun: boolean): Record<string, unknown> {
  return {
    version: JSON_DOC_VERSION,
    kind: run.spec.jsonKind,
    ...run.spec.jsonExtra,
    project: run.config.project,
    dryRun,
    backupDir: run.backups ? run.backupDir : null,
    warnings: run.spec.warnings,
  };
}

function printDryRun(run: DeleteRun): void {
  const { spec, ids, cwd } = run;
  const backupNote = spec.read
    ? `each would first be read and saved under ${shownPath(run.backupDir, cwd)}`
    : spec.backupDeleted
      ? `each deleted ${spec.noun} would be saved under ${shownPath(run.backupDir, cwd)}`
      : `the platform has no read for ${spec.nounPlural}: no backup is possible`;
  if (run.options.json) {
    printJson({
      ...docHeader(run, true),
      results: ids.map((id) => ({ id, status: 'would-delete', request: `DELETE ${spec.deletePath(id)}` })),
    });
    return;
  }
  print(`Dry run: would delete ${plural(ids.length, spec.noun, spec.nounPlural)} from ${run.target} (${backupNote}):`);
  for (const id of ids) print(`  would delete  ${spec.noun} ${id}  (DELETE ${spec.deletePath(id)})`);
  print('Nothing was read, saved or deleted.');
}

async function confirmOrRefuse(run: DeleteRun, ctx: CommandContext, deps: AdminDeps): Promise<void> {
  const { spec, ids } = run;
  const what = `${plural(ids.length, spec.noun, spec.nounPlural)} from ${run.target}`;
  const interactive = (deps.isInteractive ?? isStdinTTY)();
  if (!interactive) {
    throw new ExitError(
      `refusing to delete ${what} without confirmation: stdin is not a terminal. Pass --yes to delete (or --dry-run to list what would be deleted). Nothing was deleted.`,
    );
  }
  const ask =
    deps.confirm ?? ((q: string, signal: AbortSignal) => promptConfirm(q, { input: runtime().stdin, output: runtime().stderr, signal }));
  const question = `About to delete ${what}, permanently:\n${listIds(spec, ids)}\n${
    run.backups
      ? `Backups go to ${shownPath(run.backupDir, run.cwd)}.\n`
      : `No backup is possible: the platform cannot read ${spec.nounPlural}.\n`
  }Delete ${ids.length === 1 ? 'it' : `these ${ids.length}`}? [y/N] `;
  if (!(await ask(question, ctx.signal))) throw new ExitError('not confirmed: nothing was deleted.');
}

// 3. Run. Each id's result is printed as it finishes (a bulk run at the rate limit takes a while).
async function execute(run: DeleteRun, ctx: CommandContext, deps: AdminDeps): Promise<number> {
  const { spec } = run;
  const { results, summary, unsaved } = await executeDelete(run, {
    client: () => ctx.client(),
    signal: ctx.signal,
    ...(deps.now ? { now: deps.now } : {}),
    reporter: run.options.json ? {} : { result: (r) => print(formatResultLine(spec, r, run.cwd)) },
  });
  // A deleted record whose backup could not be written is only in memory: show it so it is not lost.
  for (const r of results) {
    if (r.record !== undefined)
      printErr(`the deleted ${spec.noun} ${r.id}, as the platform returned it:\n${JSON.stringify(r.record, null, 2)}`);
  }
  if (run.options.json) printJson({ ...docHeader(run, false), results, summary });
  else print(formatSummary(spec, summary));
  // A record deleted whose backup could not be written (disk full after the probe) is a failure too.
  return summary.deleted === summary.requested && !unsaved ? ExitCode.ok : ExitCode.error;
}
