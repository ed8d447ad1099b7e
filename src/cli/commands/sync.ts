// `helpsync sync` and `helpsync plan --out`: the yargs definitions only. The commands are
// ../run/sync.ts, loaded when one runs (starting the CLI loads no command's code).
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { driftOptions, maxCreatesOption, maxErrorsOption, retireOptions, selectionOptions } from '../options.js';
import { summaryFileOption } from '../summary.js';
import type { PlanArgs, SyncArgs } from '../run/sync.js';

export const syncCommand: CommandModule<GlobalArgs, SyncArgs> = {
  command: 'sync',
  describe: 'Plan and push what changed (and move articles when a layout is configured)',
  builder: (y) =>
    driftOptions(retireOptions(maxCreatesOption(maxErrorsOption(summaryFileOption(selectionOptions(y))))))
      .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'show the plan; send no write at all' })
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
  handler: async (argv) => (await import('../run/sync.js')).handleSync(argv),
};

export const planCommand: CommandModule<GlobalArgs, PlanArgs> = {
  command: 'plan',
  describe: 'Make a plan (translations and layout) without applying it; save it with --out for `helpsync apply`',
  builder: (y) =>
    retireOptions(maxCreatesOption(summaryFileOption(selectionOptions(y))))
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
  handler: async (argv) => (await import('../run/sync.js')).handlePlan(argv),
};
