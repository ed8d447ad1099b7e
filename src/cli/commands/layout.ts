// `helpsync layout [--dry-run] [--json] [--detailed-exitcode] [--max-errors N]`: make the platform's
// article placement match the layout file (issue 4). The layout alone; `sync` does it together with
// the translations. Every problem is reported before any write; the moves go through the same apply
// engine (and rate-limited queue) as the pushes.
import type { CommandModule } from 'yargs';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { JSON_DOC_VERSION, formatCount, print, printErr, printJson } from '../output.js';
import { ExitCode, InputError, formatProblem } from '../../errors.js';
import { displayPath } from '../../load/layout.js';
import { loadContent } from '../../load/content.js';
import { prepareLayout } from '../../pipeline/layout.js';
import { formatLayoutSummary, formatMove } from '../../plan/layout.js';
import { PLAN_KIND, PLAN_VERSION, type MoveResult, type OperationResult, type SyncPlan } from '../../plan/types.js';
import { applyWithProgress } from './sync.js';
import { renderPlanMarkdown } from '../../plan/render.js';
import { summaryFileOption, writeSummary } from '../summary.js';

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
  // Only the source-language files matter here (refs by file resolve through their entry).
  const content = await loadContent({
    contentDir: config.contentDir,
    sourceLanguage: config.sourceLanguage,
    languages: config.languages,
    selectLanguages: [config.sourceLanguage],
  });
  if (content.errors.length) throw new InputError([...content.errors, ...content.warnings]);

  const client = await ctx.client();
  const prepared = await prepareLayout({
    layoutFile: config.layout,
    sourceFiles: content.sourceFiles,
    sourceLanguage: config.sourceLanguage,
    client,
    signal: ctx.signal,
  });
  const errors = prepared.problems.filter((p) => p.severity === 'error');
  const warnings = [...content.warnings, ...prepared.problems.filter((p) => p.severity !== 'error')];
  if (errors.length) throw new InputError([...errors, ...warnings]);
  for (const w of warnings) printErr(formatProblem(w));

  const plan: SyncPlan = {
    kind: PLAN_KIND,
    version: PLAN_VERSION,
    createdAt: new Date().toISOString(),
    target: { baseUrl: client.baseUrl, project: client.project },
    sourceLanguage: config.sourceLanguage,
    moves: prepared.moves,
    layout: prepared.summary,
    languages: [],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings,
  };

  await writeSummary(renderPlanMarkdown(plan), opts.summaryFile);
  if (!opts.json) {
    const lines = plan.moves.map(formatMove);
    if (lines.length) print(lines.join('\n'));
    print(formatLayoutSummary(plan.moves.length, prepared.summary));
    if (plan.moves.length && opts.dryRun) print('Dry run: nothing was moved. Run without --dry-run to move them.');
  }

  if (opts.dryRun || plan.moves.length === 0) {
    if (opts.json) printJson(layoutDocument(plan, opts.dryRun, null));
    else if (!opts.dryRun) print('Nothing to move: every listed article is in its collection.');
    return opts.dryRun && opts.detailedExitcode && plan.moves.length > 0 ? ExitCode.changes : ExitCode.ok;
  }

  const outcome = await applyWithProgress(plan, ctx, { json: opts.json, maxErrors: opts.maxErrors, checkStale: false });
  const moveResults = outcome.results.filter((r): r is MoveResult => r.kind === 'move');
  const counts = countResults(moveResults);
  if (opts.json) {
    printJson(layoutDocument(plan, false, { results: outcome.results, counts, interrupted: outcome.interrupted }));
  } else {
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
  const incomplete = counts.failed + counts.refused > 0 || counts.done < plan.moves.length;
  return incomplete ? ExitCode.error : ExitCode.ok;
}

interface ResultCounts {
  done: number;
  failed: number;
  refused: number;
  skipped: number;
}

function countResults(results: MoveResult[]): ResultCounts {
  const c: ResultCounts = { done: 0, failed: 0, refused: 0, skipped: 0 };
  for (const r of results) c[r.status]++;
  return c;
}

function layoutDocument(
  plan: SyncPlan,
  dryRun: boolean,
  applied: { results: OperationResult[]; counts: ResultCounts; interrupted: boolean } | null,
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
  'summary-file'?: string;
}

export const layoutCommand: CommandModule<GlobalArgs, LayoutArgs> = {
  command: 'layout',
  describe: 'Move articles between collections to match the layout file (config "layout")',
  builder: (y) =>
    summaryFileOption(y)
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
          summaryFile: argv['summary-file'],
        },
        ctx,
      ),
    ),
};
