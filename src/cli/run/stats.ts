// `helpsync stats`: the statistics list (docs/platform-api.md). Logic in src/admin/stats.ts.
import { runCommand, type GlobalArgs } from '../context.js';
import type { StatsOptions } from '../../admin/stats.js';
import { statistics } from '../../operations/admin.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { print, printErr, printJson } from '../output.js';
import { renderStatistics } from '../../admin/report.js';
import { isFlatRowArray, toCsv } from '../../report/table.js';
import { renderBarChart } from '../../admin/chart.js';
import { runtime } from '../../util/runtime.js';

/** Reads the list (src/admin/stats.ts) and prints it as asked: as sent (json), CSV, or a table. */
export async function runStats(options: StatsOptions, ctx: CommandContext): Promise<number> {
  const data = await statistics(options, { client: () => ctx.client() });
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
    default: {
      print(renderStatistics(data));
      // With --group-interval, one bar per interval, as wide as the terminal (80 when not one).
      const chart = options.groupInterval && isFlatRowArray(data) ? renderBarChart(data, runtime().stdout.columns || 80) : [];
      if (chart.length) print(`\n${chart.join('\n')}`);
    }
  }
  return ExitCode.ok;
}

export type StatsArgs = GlobalArgs &
  Omit<StatsOptions, 'format'> & {
    json?: boolean;
    csv?: boolean;
  };

/** The handler of `helpsync stats` (cli/commands/stats.ts loads this module when the command runs). */
export function handleStats(argv: StatsArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
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
  );
}
