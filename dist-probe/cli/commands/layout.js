import { checkMaxErrors, waitLockOption } from '../options.js';
import { summaryFileOption } from '../summary.js';
export const layoutCommand = {
    command: 'layout',
    describe: 'Move articles between collections to match the layout file (config "layout")',
    builder: (y) => summaryFileOption(waitLockOption(y))
        .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'show the moves; move nothing' })
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
        // Only a plan-only run has "changes pending" ; yargs' `implies` cannot
        // tell an explicit --dry-run from its default here.
        if (a['detailed-exitcode'] && !a['dry-run'])
            throw new Error('--detailed-exitcode needs --dry-run (it reports pending changes without applying them)');
        checkMaxErrors(a['max-errors']);
        return true;
    })
        .example([
        ['$0 layout --dry-run', 'show which articles would move'],
        ['$0 layout', 'move them'],
        ['$0 layout --dry-run --detailed-exitcode', 'CI drift check: exit 2 when the platform differs'],
    ]),
    handler: async (argv) => (await import('../run/layout.js')).handleLayout(argv),
};
//# sourceMappingURL=layout.js.map