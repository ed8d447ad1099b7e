import { GROUP_INTERVALS } from '../../admin/stats.js';
export const statsCommand = {
    command: 'stats',
    describe: 'Show a statistics list (GET /statistics/lists)',
    builder: (y) => y
        .usage('$0 stats --chart-type <type> [options]\n\n' +
        'Shows a statistics list: a table when the platform returns an array of flat rows, pretty JSON otherwise.\n' +
        'There is no --skip or --limit: the platform ignores them for statistics and always returns the full ' +
        'result set (some lists apply a fixed internal cap of their own).')
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
        // Accepted only to explain why they are refused (docs/platform-api.md).
        .option('skip', { hidden: true, type: 'string' })
        .option('limit', { hidden: true, type: 'string' })
        .epilogue('The platform ignores skip and limit for statistics and returns the full result set; helpsync never sends them.'),
    handler: async (argv) => (await import('../run/stats.js')).handleStats(argv),
};
//# sourceMappingURL=stats.js.map