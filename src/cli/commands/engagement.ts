// `helpsync engagement get|delete <kind> ...` (docs/platform-api.md): the yargs definitions only; the commands
// are ../run/engagement.ts, loaded when one runs (starting the CLI loads no command's code).
import type { Argv, CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { deleteOptions } from '../../admin/delete-options.js';
import { ENGAGEMENT_KINDS, kindsWith } from '../../admin/operations.js';
import type { EngagementDeleteArgs, EngagementGetArgs } from '../run/engagement.js';

const getCommand: CommandModule<GlobalArgs, EngagementGetArgs> = {
  command: 'get <kind> <id>',
  describe: `Show one engagement record (kinds with get: ${kindsWith('get').join(', ')})`,
  builder: (y: Argv<GlobalArgs>) =>
    y
      .positional('kind', { type: 'string', describe: `one of ${ENGAGEMENT_KINDS.join(', ')}` })
      .positional('id', { type: 'string', describe: 'record id' })
      .option('json', { type: 'boolean', describe: 'one JSON document holding the record' }) as unknown as Argv<EngagementGetArgs>,
  handler: async (argv) => (await import('../run/engagement.js')).handleEngagementGet(argv),
};

const deleteCommand: CommandModule<GlobalArgs, EngagementDeleteArgs> = {
  command: 'delete <kind> [ids..]',
  describe: `Delete engagement records, irreversibly (kinds with delete: ${kindsWith('delete').join(', ')})`,
  builder: (y: Argv<GlobalArgs>) =>
    deleteOptions(
      y
        .positional('kind', { type: 'string', describe: `one of ${kindsWith('delete').join(', ')}` })
        .positional('ids', { type: 'string', array: true, describe: 'record ids' })
        .epilogue('Surveys and product tours are read and saved as a backup before they are deleted.'),
      'record',
    ) as unknown as Argv<EngagementDeleteArgs>,
  handler: async (argv) => (await import('../run/engagement.js')).handleEngagementDelete(argv),
};

export const engagementCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'engagement <command>',
  describe: 'Engagement records: chat messages, push notifications, surveys, product tours, checklists, tooltips, news',
  builder: (y: Argv<GlobalArgs>) =>
    y.command(getCommand).command(deleteCommand).demandCommand(1, 'name an engagement command: get or delete'),
  handler: () => undefined,
};
