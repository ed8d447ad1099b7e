export const videosCommand = {
    command: 'videos',
    describe: 'List the imported video content (GET /video-source), newest first',
    builder: (y) => y
        .option('status', {
        type: 'string',
        describe: 'show only videos with this status (filtered by helpsync: the platform has no such parameter)',
    })
        .option('json', { type: 'boolean', describe: 'one JSON document: total, shown, videos' }),
    handler: async (argv) => (await import('../run/videos.js')).handleVideos(argv),
};
//# sourceMappingURL=videos.js.map