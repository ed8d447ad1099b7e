// The config file's default location, apart from config.ts so that the CLI's start-up (which shows
// it in --help) does not load the config schema (zod, yaml):, status speed.
export const DEFAULT_CONFIG_PATH = 'config/helpsync.yaml';
//# sourceMappingURL=defaults.js.map