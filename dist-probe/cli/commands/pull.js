import { waitLockOption } from '../options.js';
export const pullCommand = {
    command: 'pull',
    describe: "Write the platform's articles, collections, email templates and static translations into the content repo",
    builder: (y) => waitLockOption(y)
        .option('languages', {
        type: 'string',
        describe: 'comma-separated languages to write, exactly (the source language only if listed, as for sync); default: every language the platform has',
    })
        .option('force', {
        type: 'boolean',
        default: false,
        describe: 'overwrite local files that differ from the platform (with --drifted: also fields changed in the repo since the last push)',
    })
        .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'list what would be written; write nothing' })
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document (files and their status)' })
        .option('drifted', {
        type: 'boolean',
        default: false,
        describe: 'write only the fields edited on the platform (what sync holds) into their files',
    })
        .option('leave-conflicts', {
        type: 'boolean',
        describe: 'with --drifted: leave fields changed on both sides out and list them, instead of refusing (the drift pull request)',
    })
        .option('only', {
        type: 'string',
        array: true,
        describe: 'with --drifted: only entries whose source-language file matches this glob',
    })
        .example([
        ['$0 pull --dry-run', 'show which files a pull would write'],
        ['$0 pull', 'write them (local changes are kept and reported)'],
        ['$0 pull --languages en,de', 'English (the source) and German'],
        ['$0 pull --languages de', 'German only, beside the English files already in the repo'],
    ]),
    handler: async (argv) => (await import('../run/pull.js')).handlePull(argv),
};
//# sourceMappingURL=pull.js.map