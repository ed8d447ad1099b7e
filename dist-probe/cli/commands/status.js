import { STATUS_STATES } from '../../status/plan.js';
export const statusCommand = {
    command: 'status',
    describe: 'Which translations are current, outdated, missing or orphaned, from Git history (local; no token needed)',
    builder: (y) => y
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document on stdout' })
        .option('languages', { type: 'string', array: true, describe: 'only these translation languages, comma-separated' })
        .option('only', { type: 'string', array: true, describe: 'only pages matching this glob (relative to a language folder)' })
        .option('history', { type: 'boolean', default: true, describe: 'read Git history (--no-history: only missing and orphaned)' })
        .option('list', {
        type: 'string',
        describe: `list the files in these states (comma-separated; alone: all but current): ${STATUS_STATES.join(', ')}`,
    })
        .option('fail-on', { type: 'string', array: true, describe: 'exit 1 when any file is in these states (comma-separated)' })
        .option('diff', { type: 'string', describe: "show how a translation's source changed since the translation's base" })
        .option('bump', {
        type: 'string',
        array: true,
        describe: "set the sourceCommitKey of these translations to their source's last commit",
    })
        .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'with --bump: show what would change; write nothing' })
        .option('content-dir', { type: 'string', describe: 'without a config file: the content folder (one folder per language)' })
        .option('source-language', { type: 'string', describe: 'without a config file: the source language (default en)' })
        .option('source-commit-key', { type: 'string', describe: 'without a config file: the front matter key of the source commit' }),
    handler: async (argv) => (await import('../run/status.js')).handleStatus(argv),
};
//# sourceMappingURL=status.js.map