// `helpsync teams delete`: DELETE /teams/{teamId} (docs/platform-api.md). Logic in src/admin/teams.ts; the
// yargs definition is cli/commands/teams.ts, which loads this module when the command runs.
import { runCommand } from '../context.js';
import { TEAM_DELETE_SPEC } from '../../admin/teams.js';
import { runDelete } from '../delete.js';
import { deleteOptionsFromArgv } from '../../admin/delete-options.js';
/** The handler of `helpsync teams delete`. */
export function handleTeamsDelete(argv) {
    return runCommand(argv, (ctx) => runDelete(TEAM_DELETE_SPEC, deleteOptionsFromArgv(argv, argv.teamIds), ctx));
}
//# sourceMappingURL=teams.js.map