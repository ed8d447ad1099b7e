// `helpsync apply <plan>`: the yargs definition only; the command is ../run/apply.ts,
// loaded when it runs (starting the CLI loads no command's code).
import type { Argv, CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { driftOptions, maxErrorsOption } from '../options.js';
import type { ApplyArgs } from '../run/apply.js';

export const applyCommand: CommandModule<GlobalArgs, ApplyArgs> = {
  // [plan], not <plan>: `apply --force plan.json` gives the plan to --force (it takes an optional
  // value), and a flag must not swallow the positional; the middleware gives it back.
  command: 'apply [plan]',
  describe: 'Apply a saved plan exactly; refuse pairs whose remote value changed since it was made',
  builder: (y) =>
    driftOptions(
      maxErrorsOption(
        y
          .positional('plan', { type: 'string', describe: 'plan file from `helpsync plan --out`' })
          .option('json', { type: 'boolean', default: false, describe: 'print one JSON document with the results' }),
      ),
    )
      .middleware((a) => {
        if (a.plan === undefined && typeof a.force === 'string' && a.force !== '') {
          a.plan = a.force;
          a.force = '';
        }
      })
      .check((a) =>
        a.plan ? true : 'name the plan file: helpsync apply PLAN (from `helpsync plan --out PLAN`)',
      ) as unknown as Argv<ApplyArgs>,
  handler: async (argv) => (await import('../run/apply.js')).handleApply(argv),
};
