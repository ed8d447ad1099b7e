export function deleteOptions(y, noun) {
    return y
        .option('from-file', { type: 'string', describe: `read ${noun} ids from this file: one per line, blank lines and # comments ignored` })
        .option('yes', { type: 'boolean', describe: 'delete without asking (required when stdin is not a terminal)' })
        .option('dry-run', { type: 'boolean', describe: 'list what would be deleted; read, save and delete nothing' })
        .option('json', { type: 'boolean', describe: 'one JSON document with a result per id' })
        .option('backup-dir', { type: 'string', describe: 'where backups go (default: .helpsync/backups next to the config file)' })
        .epilogue('Deletes are irreversible. Without --yes a terminal asks first; otherwise nothing is deleted. ' +
        'Exit code 1 when any id was not deleted (not found, failed, skipped).');
}
/** The parsed flags plus the ids from the positional arguments, as the delete engine takes them. */
export function deleteOptionsFromArgv(argv, ids) {
    return {
        ids: (ids ?? []).map(String),
        fromFile: argv.fromFile,
        yes: argv.yes,
        dryRun: argv.dryRun,
        json: argv.json,
        backupDir: argv.backupDir,
    };
}
//# sourceMappingURL=delete-options.js.map