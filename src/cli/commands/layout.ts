// `helpsync layout [--dry-run] [--json] [--detailed-exitcode] [--max-errors N]`: make the platform's
// article placement match the layout file (issue 4). The layout alone; `sync` does it together with
// the translations, through the same pipeline (src/pipeline/sync.ts with translations off). Every
// problem is reported before any write; the moves go through the same apply engine (and
// rate-limited queue) as the pushes.
import type { CommandModule } from 'yargs';
import { ExitCode, InputError } from '../../errors.js';
import { displayPath } from '../../load/layout.js';
import { prepareSync } from '../../pipeline/sync.js';
import type { MoveResult, OperationResult, SyncPlan } from '../../plan/types.js';
import { applyWithProgress } from '../apply-run.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { reportWarnings } from '../report/github.js';
import { formatLayoutSummary, formatMove } from '../report/layout.js';
import { summarize, type ResultSummary } from '../report/results.js';
import { formatCount } from '../report/text.js';

export interface LayoutOptions {
  dryRun: boolean;
  json: boolean;
  detailedExitcode: boolean;
  maxErrors?: number;
}

export const LAYOUT_DOC_KIND = 'helpsync-layout';

export async function runLayout(opts: LayoutOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  if (!config.layout) {
    throw new InputError([
      {
        severity: 'error',
        file: displayPath(config.configPath),
        message:
          'no layout file is configured: add "layout: layout.yaml" (a path relative to this file) to the config, then list collections and their articles in it (see "helpsync collections")',
      },
    ]);
  }
  // The sync pipeline with translations off: the same load, layout refusal and plan, moves only.
  const { plan } = await prepareSync({
    config,
    client: () => ctx.client(),
    logger: ctx.logger,
    now: new Date(),
    layout: true,
    translations: false,
    signal: ctx.signal,
  });
  reportWarnings(plan.warnings, opts.json);
  if (!opts.json) printPlan(plan, opts.dryRun);
  if (opts.dryRun || plan.moves.length === 0) {
    if (opts.json) printJson(layoutDocument(plan, opts.dryRun, null));
    else if (!opts.dryRun) print('Nothing to move: every listed article is in its collection.');
    return opts.dryRun && opts.detailedExitcode && plan.moves.length > 0 ? ExitCode.changes : ExitCode.ok;
  }
  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: false });
  const moveResults = outcome.results.filter((r): r is MoveResult => r.kind === 'move');
  const counts = summarize(moveResults);
  if (opts.json) printJson(layoutDocument(plan, false, { results: outcome.results, counts, interrupted: outcome.interrupted }));
  else printMoveResults(plan, moveResults, counts);
  const incomplete = counts.failed + counts.refused > 0 || counts.done < plan.moves.length;
  return incomplete ? ExitCode.error : ExitCode.ok;
}

function printPlan(plan: SyncPlan, dryRun: boolean): void {
  const lines = plan.moves.map(formatMove);
  if (lines.length) print(lines.join('\n'));
  print(formatLayoutSummary(plan.moves.length, plan.layout ?? { listed: 0, inPlace: 0, unlisted: 0 }));
  if (plan.moves.length && dryRun) print('Dry run: nothing was moved. Run without --dry-run to move them.');
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

interface LayoutArgs extends GlobalArgs {
  'dry-run': boolean;
  json: boolean;
  'detailed-exitcode': boolean;
  'max-errors'?: number;
}

export const layoutCommand: CommandModule<GlobalArgs, LayoutArgs> = {
  command: 'layout',
  describe: 'Move articles between collections to match the layout file (config "layout")',
  builder: (y) =>
    y
      .option('dry-run', { type: 'boolean', default: false, describe: 'show the moves; move nothing' })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON document (plan and results)' })
      .option('detailed-exitcode', {
        type: 'boolean',
        default: false,
        describe: 'with --dry-run: exit 0 when nothing would move, 2 when moves are pending, 1 on error',
      })
      .option('max-errors', {
        type: 'number',
        describe: 'stop starting new moves after this many failures',
      })
      .check((a) => {
        // Only a plan-only run has "changes pending" (issue 2, exit codes); yargs' `implies` cannot
        // tell an explicit --dry-run from its default here.
        if (a['detailed-exitcode'] && !a['dry-run'])
          throw new Error('--detailed-exitcode needs --dry-run (it reports pending changes without applying them)');
        const n = a['max-errors'];
        if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new Error('--max-errors must be a whole number of 1 or more');
        return true;
      })
      .example([
        ['$0 layout --dry-run', 'show which articles would move'],
        ['$0 layout', 'move them'],
        ['$0 layout --dry-run --detailed-exitcode', 'CI drift check: exit 2 when the platform differs'],
      ]),
  handler: (argv) =>
    runCommand(argv, (ctx) =>
      runLayout(
        {
          dryRun: argv['dry-run'],
          json: argv.json,
          detailedExitcode: argv['detailed-exitcode'],
          maxErrors: argv['max-errors'],
        },
        ctx,
      ),
    ),
};
