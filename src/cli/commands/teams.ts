// `helpsync teams delete` (docs/platform-api.md): the yargs definitions only; the command is ../run/teams.ts,
// loaded when it runs (starting the CLI loads no command's code).
import type { Argv, CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { deleteOptions } from '../../admin/delete-options.js';
import type { TeamsDeleteArgs } from '../run/teams.js';

const teamsDeleteCommand: CommandModule<GlobalArgs, TeamsDeleteArgs> = {
  command: 'delete [teamIds..]',
  describe: 'Delete teams (irreversible); each deleted team is saved as a backup',
  builder: (y: Argv<GlobalArgs>) => deleteOptions(y.positional('teamIds', { type: 'string', array: true, describe: 'team ids' }), 'team'),
  handler: async (argv) => (await import('../run/teams.js')).handleTeamsDelete(argv),
};

export const teamsCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'teams <command>',
  describe: 'Team operations (delete)',
  builder: (y: Argv<GlobalArgs>) => y.command(teamsDeleteCommand).demandCommand(1, 'name a teams command: delete'),
  handler: () => undefined,
};
