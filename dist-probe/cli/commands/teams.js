import { deleteOptions } from '../../admin/delete-options.js';
const teamsDeleteCommand = {
    command: 'delete [teamIds..]',
    describe: 'Delete teams (irreversible); each deleted team is saved as a backup',
    builder: (y) => deleteOptions(y.positional('teamIds', { type: 'string', array: true, describe: 'team ids' }), 'team'),
    handler: async (argv) => (await import('../run/teams.js')).handleTeamsDelete(argv),
};
export const teamsCommand = {
    command: 'teams <command>',
    describe: 'Team operations (delete)',
    builder: (y) => y.command(teamsDeleteCommand).demandCommand(1, 'name a teams command: delete'),
    handler: () => undefined,
};
//# sourceMappingURL=teams.js.map