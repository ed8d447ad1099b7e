export const matchCommand = {
    command: 'match',
    describe: 'Write `entry:` into source-language files that have none, by matching titles with the platform',
    builder: (y) => y
        .option('dry-run', { type: 'boolean', alias: 'n', default: false, describe: 'list the matches; change no file' })
        .option('json', { type: 'boolean', default: false, describe: 'print one JSON document' })
        .epilogue("Titles match exactly first, then ignoring case, whitespace and punctuation. Collections match by their folder's _index.md, email templates by subject. A title that fits several entries, or an entry several files fit, is listed and never guessed."),
    handler: async (argv) => (await import('../run/match.js')).handleMatch(argv),
};
//# sourceMappingURL=match.js.map