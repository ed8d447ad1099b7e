// The options every command takes. Apart from context.ts so that what the CLI loads at start-up
// (main.ts and the command definitions) stays cheap:, status speed.
import type { Argv } from 'yargs';
import { DEFAULT_CONFIG_PATH } from '../config/defaults.js';

export interface GlobalArgs {
  config: string;
  logLevel?: string;
  logFormat?: 'text' | 'json';
  quiet?: boolean;
  warnings?: 'summary' | 'all';
}

export function withGlobalOptions<T>(y: Argv<T>): Argv<T & GlobalArgs> {
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
      choices: ['text', 'json'] as const,
      describe: 'the log on stderr: text (default) or json (the default under CI)',
    })
    .option('quiet', {
      alias: 'q',
      type: 'boolean',
      describe: 'log only errors (no progress, no warnings); results and reports still print',
    })
    .option('warnings', {
      choices: ['summary', 'all'] as const,
      describe: 'warnings on stderr: summary (grouped by kind, a few examples each; the default) or all (--json keeps every one)',
    });
}
