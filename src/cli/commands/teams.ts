// `helpsync teams delete`: DELETE /teams/{teamId} (seed 4.3). Logic in src/admin/teams.ts.
import type { Argv, CommandModule } from 'yargs';
import { runCommand, type GlobalArgs } from '../context.js';
import { TEAM_DELETE_SPEC } from '../../admin/teams.js';
import { runDelete } from '../delete.js';
import { deleteOptions, deleteOptionsFromArgv, type DeleteArgs } from '../../admin/delete-options.js';

interface TeamsDeleteArgs extends GlobalArgs, DeleteArgs {
  teamIds?: string[];
}

const teamsDeleteCommand: CommandModule<GlobalArgs, TeamsDeleteArgs> = {
  command: 'delete [teamIds..]',
  describe: 'Delete teams (irreversible); each deleted team is saved as a backup',
  builder: (y: Argv<GlobalArgs>) => deleteOptions(y.positional('teamIds', { type: 'string', array: true, describe: 'team ids' }), 'team'),
  handler: (argv) => runCommand(argv, (ctx) => runDelete(TEAM_DELETE_SPEC, deleteOptionsFromArgv(argv, argv.teamIds), ctx)),
};

export const teamsCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'teams <command>',
  describe: 'Team operations (delete)',
  builder: (y: Argv<GlobalArgs>) => y.command(teamsDeleteCommand).demandCommand(1, 'name a teams command: delete'),
  handler: () => undefined,
};
