export const TEAM_DELETE_SPEC = {
    recordKind: 'team',
    noun: 'team',
    nounPlural: 'teams',
    jsonKind: 'teams-delete',
    warnings: [],
    deletePath: (id) => `/teams/${encodeURIComponent(id)}`,
    del: (client, id) => client.deleteTeam(id),
    backupDeleted: true,
};
//# sourceMappingURL=teams.js.map