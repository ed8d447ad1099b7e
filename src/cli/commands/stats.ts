// `helpsync stats`: the statistics list (seed 4.1). Logic in src/admin/stats.ts.
import type { Argv, CommandModule } from 'yargs';
import { runCommand, type GlobalArgs } from '../context.js';
import { GROUP_INTERVALS, fetchStatistics, type StatsOptions } from '../../admin/stats.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { print, printErr, printJson } from '../output.js';
import { renderStatistics } from '../report/admin.js';
import { toCsv } from '../report/table.js';

/** Reads the list (src/admin/stats.ts) and prints it as asked: as sent (json), CSV, or a table. */
export async function runStats(options: StatsOptions, ctx: CommandContext): Promise<number> {
  const data = await fetchStatistics(() => ctx.client(), options);
  switch (options.format ?? 'auto') {
    case 'json':
      printJson(data);
      break;
    case 'csv': {
      const csv = toCsv(data);
      // An empty list has no columns: print nothing rather than a blank line a spreadsheet would import.
      if (csv) print(csv);
      else printErr('note: the list is empty');
      break;
    }
    default:
      print(renderStatistics(data));
  }
  return ExitCode.ok;
}

type StatsArgs = GlobalArgs &
  Omit<StatsOptions, 'format'> & {
    json?: boolean;
    csv?: boolean;
  };

export const statsCommand: CommandModule<GlobalArgs, StatsArgs> = {
  command: 'stats',
  describe: 'Show a statistics list (GET /statistics/lists)',
  builder: (y: Argv<GlobalArgs>) =>
    y
      .usage(
        '$0 stats --chart-type <type> [options]\n\n' +
          'Shows a statistics list: a table when the platform returns an array of flat rows, pretty JSON otherwise.\n' +
          'There is no --skip or --limit: the platform ignores them for statistics and always returns the full ' +
          'result set (some lists apply a fixed internal cap of their own).',
      )
      .option('chart-type', {
        type: 'string',
        demandOption: true,
        describe: 'the list, e.g. TEAM_PERFORMANCE_LIST, ARTICLE_SEARCH_RESULT_LIST',
      })
      .option('timezone', { type: 'string', describe: 'timezone for date calculations' })
      .option('group-interval', { type: 'string', describe: `one of ${GROUP_INTERVALS.join(', ')}` })
      .option('grouped-by', { type: 'string', describe: 'grouping (passed through)' })
      .option('aggs-type', { type: 'string', describe: 'aggregation type (passed through)' })
      .option('start-date', { type: 'string', describe: 'passed through as given' })
      .option('end-date', { type: 'string', describe: 'passed through as given' })
      .option('created-at', { type: 'string', describe: 'passed through as given' })
      .option('updated-at', { type: 'string', describe: 'passed through as given' })
      .option('use-working-hours', { type: 'boolean', describe: 'use working-hours calculations' })
      .option('json', { type: 'boolean', describe: 'print the response exactly as the platform sent it (JSON)' })
      .option('csv', { type: 'boolean', describe: 'print CSV for spreadsheets (nested objects become dotted columns)' })
      .conflicts('json', 'csv')
      // Accepted only to explain why they are refused (seed 4.1, part 8).
      .option('skip', { hidden: true, type: 'string' })
      .option('limit', { hidden: true, type: 'string' })
      .epilogue(
        'The platform ignores skip and limit for statistics and returns the full result set (seed 4.1, 8); helpsync never sends them.',
      ) as unknown as Argv<StatsArgs>,
  handler: (argv) =>
    runCommand(argv, (ctx) =>
      runStats(
        {
          chartType: argv.chartType,
          timezone: argv.timezone,
          groupInterval: argv.groupInterval,
          groupedBy: argv.groupedBy,
          aggsType: argv.aggsType,
          startDate: argv.startDate,
          endDate: argv.endDate,
          createdAt: argv.createdAt,
          updatedAt: argv.updatedAt,
          useWorkingHours: argv.useWorkingHours,
          format: argv.json ? 'json' : argv.csv ? 'csv' : 'auto',
          skip: argv.skip,
          limit: argv.limit,
        },
        ctx,
      ),
    ),
};
