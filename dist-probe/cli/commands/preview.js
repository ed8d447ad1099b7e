export const previewCommand = {
    command: 'preview',
    describe: 'Write the help center as readers will see it after a sync, and every change it makes, as a static site',
    builder: (y) => y
        .option('out', { type: 'string', describe: 'the folder to write (empty, new, or a previous preview)' })
        .option('offline', { type: 'boolean', default: false, describe: 'no token, no platform: the help center from the repo alone' })
        .option('serve', { type: 'boolean', default: false, describe: 'serve the preview on 127.0.0.1 and rebuild when content changes' })
        .option('port', { type: 'number', default: 4020, describe: 'with --serve: the port (0: any free port)' })
        .option('languages', { type: 'string', array: true, describe: 'only these languages (comma-separated or repeated)' })
        .check((a) => {
        if (!a.out && !a.serve)
            throw new Error('--out DIR is required (or --serve)');
        if (!Number.isInteger(a.port) || a.port < 0 || a.port > 65535)
            throw new Error(`--port must be 0-65535 (got ${String(a.port)})`);
        return true;
    })
        .example([
        ['$0 preview --out preview', 'plan like sync --dry-run and write the preview into ./preview'],
        ['$0 preview --offline --out preview', 'without a token: the help center from the repo alone'],
        ['$0 preview --serve', 'serve it on http://127.0.0.1:4020/ and rebuild on every content change'],
    ]),
    handler: async (argv) => (await import('../run/preview.js')).handlePreview(argv),
};
//# sourceMappingURL=preview.js.map