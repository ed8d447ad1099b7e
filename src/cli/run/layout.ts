// `helpsync layout [--dry-run] [--json] [--detailed-exitcode] [--max-errors N]`: argv → options, the
// layout operation (operations/layout.ts), its plan and results printed, the exit code. The layout
// alone; `sync` does it together with the translations, through the same pipeline.
import { ExitCode } from '../../errors.js';
import { arrangeLayout } from '../../operations/layout.js';
import { type CreateResult, type MoveResult, type OperationResult, type RekeyResult, type SyncPlan } from '../../apply/types.js';
import { planHasChanges } from '../../apply/plan-totals.js';
import { creationLines, rekeyLines } from '../../create/report.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { annotatingReporter, operationDeps } from '../deps.js';
import { locked } from '../lock.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { formatLayoutSummary, formatMove } from '../../layout/report.js';
import { renderPlanMarkdown } from '../../report/markdown.js';
import { writeSummary } from '../summary.js';
import { renderResults, summarize, type ResultSummary } from '../../report/results.js';
import { formatCount, painter } from '../../report/text.js';

export interface LayoutOptions {
  dryRun: boolean;
  json: boolean;
  detailedExitcode: boolean;
  maxErrors?: number;
  /** also write the step summary's Markdown here */
  summaryFile?: string;
}

export const LAYOUT_DOC_KIND = 'helpsync-layout';

export async function runLayout(opts: LayoutOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const { plan, outcome } = await arrangeLayout(
    {
      dryRun: opts.dryRun,
      ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
      onPlan: async (p) => {
        await writeSummary(renderPlanMarkdown(p), opts.summaryFile);
        if (!opts.json) printPlan(p, opts.dryRun);
      },
    },
    operationDeps(ctx, config, annotatingReporter(ctx, opts.json)),
  );
  const changes = planHasChanges(plan);
  if (!outcome) {
    if (opts.json) printJson(layoutDocument(plan, opts.dryRun, null));
    else if (!opts.dryRun) print('Nothing to move: every listed article is in its collection.');
    return opts.dryRun && opts.detailedExitcode && changes ? ExitCode.changes : ExitCode.ok;
  }
  const moveResults = outcome.results.filter((r): r is MoveResult => r.kind === 'move');
  const created = outcome.results.filter((r): r is CreateResult => r.kind === 'create');
  const counts = summarize(outcome.results);
  if (opts.json) printJson(layoutDocument(plan, false, { results: outcome.results, counts, interrupted: outcome.interrupted }));
  else {
    // the collections the layout names: only those not created are listed (with why)
    if (created.some((r) => r.status !== 'done')) print(renderResults(created).trimEnd());
    else if (created.length) print(`Created ${formatCount(created.length)} ${created.length === 1 ? 'collection' : 'collections'}.`);
    // the collections re-keyed (a scope added): listed only when some was not (with why)
    const rekeyed = outcome.results.filter((r): r is RekeyResult => r.kind === 'rekey');
    if (rekeyed.some((r) => r.status !== 'done')) print(renderResults(rekeyed).trimEnd());
    else if (rekeyed.length) print(`Re-keyed ${formatCount(rekeyed.length)} ${rekeyed.length === 1 ? 'collection' : 'collections'}.`);
    printMoveResults(plan, moveResults, summarize(moveResults));
  }
  const incomplete =
    counts.failed + counts.refused > 0 || counts.done < plan.moves.length + (plan.creations?.length ?? 0) + (plan.rekeys?.length ?? 0);
  return incomplete ? ExitCode.error : ExitCode.ok;
}

function printPlan(plan: SyncPlan, dryRun: boolean): void {
  const creations = creationLines(plan, painter(false));
  if (creations.length) print(creations.join('\n').trimEnd());
  const rekeys = [...rekeyLines(plan, painter(false))];
  if (rekeys.length) print(rekeys.join('\n'));
  const lines = plan.moves.map(formatMove);
  if (lines.length) print(lines.join('\n'));
  print(formatLayoutSummary(plan.moves.length, plan.layout ?? { listed: 0, inPlace: 0, unlisted: 0 }));
  if (planHasChanges(plan) && dryRun) print('Dry run: nothing was created or moved. Run without --dry-run to do it.');
}

function printMoveResults(plan: SyncPlan, moveResults: MoveResult[], counts: ResultSummary): void {
  const byId = new Map(plan.moves.map((m) => [m.articleId, m]));
  for (const r of moveResults) {
    if (r.status === 'done' && !r.reason) continue;
    const m = byId.get(r.articleId);
    const what = m ? formatMove(m) : `${r.file ?? r.ref}: ${r.from} → ${r.to}`;
    print(`${r.status.padEnd(7)} ${what}${r.reason ? ` (${r.reason})` : ''}`);
  }
  const notRun = plan.moves.length - moveResults.length;
  print(
    `Moved ${formatCount(counts.done)} of ${formatCount(plan.moves.length)}` +
      `${counts.failed ? `, ${formatCount(counts.failed)} failed` : ''}` +
      `${counts.refused ? `, ${formatCount(counts.refused)} refused` : ''}` +
      `${counts.skipped + notRun ? `, ${formatCount(counts.skipped + notRun)} not done` : ''}.` +
      (counts.done === plan.moves.length ? '' : ' Run "helpsync layout" again to finish: it plans only what is still out of place.'),
  );
}

function layoutDocument(
  plan: SyncPlan,
  dryRun: boolean,
  applied: { results: OperationResult[]; counts: ResultSummary; interrupted: boolean } | null,
): Record<string, unknown> {
  return {
    version: JSON_DOC_VERSION,
    kind: LAYOUT_DOC_KIND,
    dryRun,
    plan,
    results: applied?.results ?? [],
    ...(applied ? { counts: applied.counts, interrupted: applied.interrupted } : {}),
  };
}

export interface LayoutArgs extends GlobalArgs {
  'dry-run': boolean;
  json: boolean;
  'detailed-exitcode': boolean;
  'max-errors'?: number;
  'wait-lock'?: string;
  'summary-file'?: string;
}

/** The handler of `helpsync layout` (cli/commands/layout.ts loads this module when the command runs). */
export function handleLayout(argv: LayoutArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    locked(ctx, { command: 'layout', waitLock: argv['wait-lock'], skip: argv['dry-run'] }, () =>
      runLayout(
        {
          dryRun: argv['dry-run'],
          json: argv.json,
          detailedExitcode: argv['detailed-exitcode'],
          maxErrors: argv['max-errors'],
          summaryFile: argv['summary-file'],
        },
        ctx,
      ),
    ),
  );
}
