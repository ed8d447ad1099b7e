// `helpsync init`: the yargs definition only; the command is ../run/init.ts, loaded when
// it runs (starting the CLI loads no command's code).
import type { Argv, CommandModule } from 'yargs';
import { DRIFT_WORKFLOW_PATH, WORKFLOW_PATH } from '../../config/workflow-files.js';
import type { GlobalArgs } from '../global-options.js';
import type { InitArgs } from '../run/init.js';

export const initCommand: CommandModule<GlobalArgs, InitArgs> = {
  command: 'init',
  describe: 'Write the config (asks on a terminal), check the token and project, optionally the GitHub workflow',
  builder: (y: Argv<GlobalArgs>) =>
    y
      .option('base-url', { type: 'string', describe: 'the platform API, ending in /v3' })
      .option('project', { type: 'string', describe: 'the project id' })
      .option('source-language', { type: 'string', describe: 'the language the others are translated from (default en)' })
      .option('content-dir', { type: 'string', describe: 'the content folder, relative to here (default content)' })
      .option('languages', { type: 'string', describe: 'the languages to sync, comma-separated (default: every language folder)' })
      .option('layout', { type: 'string', describe: 'the layout file, relative to the config (which collection each article belongs in)' })
      .option('source-commit-key', { type: 'string', describe: 'the front matter key of the source commit (status --bump)' })
      .option('github-workflow', { type: 'boolean', describe: `also write ${WORKFLOW_PATH}` })
      .option('drift-pull-request', {
        type: 'boolean',
        describe: `also write ${DRIFT_WORKFLOW_PATH}: platform edits come back as a pull request`,
      })
      .option('action-ref', {
        type: 'string',
        describe:
          'the helpsync action the workflows run, OWNER/REPO@COMMIT (default: the repository and commit this build was packed from)',
      })
      .option('branch', {
        type: 'string',
        describe:
          "the branch whose pushes the workflow syncs (default: the repository's default branch, origin/HEAD, else the one checked out)",
      })
      .option('force', { type: 'boolean', default: false, describe: 'replace an existing config (and workflow)' })
      .option('check', { type: 'boolean', default: true, describe: 'check the token and project with two reads (--no-check to skip)' })
      .option('add-scope', {
        type: 'boolean',
        describe:
          "give an existing config its record-key scope (adds the one line `scope:`; the next sync re-keys this repository's records)",
      })
      .option('interactive', { type: 'boolean', describe: 'ask for missing values (default: when stdin is a terminal)' })
      .example([
        ['$0 init', 'asks for each value'],
        ['$0 init --add-scope', 'adds `scope:` to an existing config (configs written before scopes)'],
        ['$0 init --base-url https://api.example.com/v3 --project 65f0… --github-workflow', 'no questions'],
      ]),
  handler: async (argv) => (await import('../run/init.js')).handleInit(argv),
};
