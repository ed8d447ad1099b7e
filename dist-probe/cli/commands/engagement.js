import { deleteOptions } from '../../admin/delete-options.js';
import { ENGAGEMENT_KINDS, kindsWith } from '../../admin/operations.js';
const getCommand = {
    command: 'get <kind> <id>',
    describe: `Show one engagement record (kinds with get: ${kindsWith('get').join(', ')})`,
    builder: (y) => y
        .positional('kind', { type: 'string', describe: `one of ${ENGAGEMENT_KINDS.join(', ')}` })
        .positional('id', { type: 'string', describe: 'record id' })
        .option('json', { type: 'boolean', describe: 'one JSON document holding the record' }),
    handler: async (argv) => (await import('../run/engagement.js')).handleEngagementGet(argv),
};
const deleteCommand = {
    command: 'delete <kind> [ids..]',
    describe: `Delete engagement records, irreversibly (kinds with delete: ${kindsWith('delete').join(', ')})`,
    builder: (y) => deleteOptions(y
        .positional('kind', { type: 'string', describe: `one of ${kindsWith('delete').join(', ')}` })
        .positional('ids', { type: 'string', array: true, describe: 'record ids' })
        .epilogue('Surveys and product tours are read and saved as a backup before they are deleted.'), 'record'),
    handler: async (argv) => (await import('../run/engagement.js')).handleEngagementDelete(argv),
};
export const engagementCommand = {
    command: 'engagement <command>',
    describe: 'Engagement records: chat messages, push notifications, surveys, product tours, checklists, tooltips, news',
    builder: (y) => y.command(getCommand).command(deleteCommand).demandCommand(1, 'name an engagement command: get or delete'),
    handler: () => undefined,
};
//# sourceMappingURL=engagement.js.map