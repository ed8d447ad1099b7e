// `helpsync teams delete`: DELETE /teams/{teamId} (docs/platform-api.md). The platform answers with the deleted
// team; that answer is the backup (there is no read operation for teams).
import type { DeleteSpec } from './delete.js';

export const TEAM_DELETE_SPEC: DeleteSpec = {
  recordKind: 'team',
  noun: 'team',
  nounPlural: 'teams',
  jsonKind: 'teams-delete',
  warnings: [],
  deletePath: (id) => `/teams/${encodeURIComponent(id)}`,
  del: (client, id) => client.deleteTeam(id),
  backupDeleted: true,
};
