import { DEFAULT_CONFIG_PATH } from '../config/defaults.js';
export function withGlobalOptions(y) {
    return y
        .option('config', {
        type: 'string',
        default: DEFAULT_CONFIG_PATH,
        describe: 'config file (YAML); relative paths in it resolve against its folder',
    })
        .option('log-level', {
        type: 'string',
        describe: 'fatal, error, warn, info, debug, trace or silent (also HELPSYNC_LOG_LEVEL)',
    })
        .option('log-format', {
        choices: ['text', 'json'],
        describe: 'the log on stderr: text (default) or json (the default under CI)',
    })
        .option('quiet', {
        alias: 'q',
        type: 'boolean',
        describe: 'log only warnings and errors (no progress); results and reports still print',
    });
}
//# sourceMappingURL=global-options.js.map