import { driftOptions, maxErrorsOption } from '../options.js';
export const applyCommand = {
    // [plan], not <plan>: `apply --force plan.json` gives the plan to --force (it takes an optional
    // value), and a flag must not swallow the positional; the middleware gives it back.
    command: 'apply [plan]',
    describe: 'Apply a saved plan exactly; refuse pairs whose remote value changed since it was made',
    builder: (y) => driftOptions(maxErrorsOption(y
        .positional('plan', { type: 'string', describe: 'plan file from `helpsync plan --out`' })
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document with the results' })))
        .middleware((a) => {
        if (a.plan === undefined && typeof a.force === 'string' && a.force !== '') {
            a.plan = a.force;
            a.force = '';
        }
    })
        .check((a) => a.plan ? true : 'name the plan file: helpsync apply PLAN (from `helpsync plan --out PLAN`)'),
    handler: async (argv) => (await import('../run/apply.js')).handleApply(argv),
};
//# sourceMappingURL=apply.js.map