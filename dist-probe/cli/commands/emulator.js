export const emulatorCommand = {
    command: 'emulator',
    describe: 'Run a local platform emulator for demos and tests (prints its URL and a demo token)',
    builder: (y) => y
        .option('port', { type: 'number', default: 4010, describe: 'port to listen on (0 picks a free one)' })
        .option('host', { type: 'string', default: '127.0.0.1', describe: 'address to listen on' })
        .option('allow-host', {
        type: 'string',
        array: true,
        describe: 'also serve requests whose Host header names this (port mapping, a container name); loopback names always',
    })
        .option('data', {
        type: 'string',
        describe: 'seed the platform from this JSON file (schema: docs/emulator-data.md); default: built-in demo data',
    })
        .option('state', { type: 'string', describe: 'load state from this file when it exists, and save every change to it' })
        .option('token', {
        type: 'string',
        describe: 'accept only this (JWT-shaped) token; default: any JWT-shaped token, and a demo token is printed',
    })
        .option('project', { type: 'string', describe: "project id to serve (default: the data's project)" })
        .option('rate-limit', { type: 'string', describe: 'REQUESTS/SECONDS sliding window, then 429 (the platform: 1000/60)' })
        .option('retry-after', { type: 'boolean', default: true, describe: 'send Retry-After with 429 (--no-retry-after to omit it)' })
        .option('fault-rate', { type: 'number', describe: 'probability that a request answers 500, 502 (HTML body) or 503' })
        .option('lost-rate', { type: 'number', describe: 'probability that a performed write gets no response (connection dropped)' })
        .option('rich-text', {
        type: 'boolean',
        default: false,
        describe: "store content HTML as the platform's rich-text editor re-serialises it",
    })
        .option('seed', {
        type: 'number',
        describe: 'seed for --fault-rate/--lost-rate randomness (reproducible runs)',
    })
        .option('test-exit-after-create', {
        type: 'number',
        describe: 'TEST ONLY: kill the emulator right after the Nth creation is stored (and saved with --state), before it answers',
    }),
    handler: async (argv) => (await import('../run/emulator.js')).handleEmulator(argv),
};
//# sourceMappingURL=emulator.js.map