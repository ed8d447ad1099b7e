// `helpsync apply <plan>`: the yargs definition only; the command is ../run/apply.ts,
// loaded when it runs (starting the CLI loads no command's code).
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { driftOptions, maxErrorsOption } from '../options.js';
import type { ApplyArgs } from '../run/apply.js';

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
  handler: async (argv) => (await import('../run/apply.js')).handleApply(argv),
};
