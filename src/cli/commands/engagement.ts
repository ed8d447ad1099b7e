// `helpsync engagement get|delete <kind> ...`: the engagement operations of seed 4.7. Logic in
// src/admin/engagement.ts; a kind/operation pair the seed does not list is refused before any request.
import type { Argv, CommandModule } from 'yargs';
import { runCommand, type GlobalArgs } from '../context.js';
import {
  checkEngagementGet,
  engagementDeleteSpec,
  engagementNoun,
  getEngagementRecord,
  type EngagementGetOptions,
} from '../../admin/engagement.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { runDelete } from '../delete.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';

export async function runEngagementGet(options: EngagementGetOptions, ctx: CommandContext): Promise<number> {
  const kind = checkEngagementGet(options);
  const record = await getEngagementRecord(await ctx.client(), kind, options.id);
  if (options.json) {
    printJson({ version: JSON_DOC_VERSION, kind: 'engagement', engagementKind: kind, id: options.id, record });
  } else {
    print(`${engagementNoun(kind)} ${options.id}:`);
    print(JSON.stringify(record, null, 2));
  }
  return ExitCode.ok;
}
import { deleteOptions, deleteOptionsFromArgv, type DeleteArgs } from '../../admin/delete-options.js';
import { ENGAGEMENT_KINDS, kindsWith } from '../../admin/operations.js';

interface GetArgs extends GlobalArgs {
  kind: string;
  id: string;
  json?: boolean;
}

interface DeleteCmdArgs extends GlobalArgs, DeleteArgs {
  kind: string;
  ids?: string[];
}

const getCommand: CommandModule<GlobalArgs, GetArgs> = {
  command: 'get <kind> <id>',
  describe: `Show one engagement record (kinds with get: ${kindsWith('get').join(', ')})`,
  builder: (y: Argv<GlobalArgs>) =>
    y
      .positional('kind', { type: 'string', describe: `one of ${ENGAGEMENT_KINDS.join(', ')}` })
      .positional('id', { type: 'string', describe: 'record id' })
      .option('json', { type: 'boolean', describe: 'one JSON document holding the record' }) as unknown as Argv<GetArgs>,
  handler: (argv) => runCommand(argv, (ctx) => runEngagementGet({ kind: argv.kind, id: String(argv.id), json: argv.json }, ctx)),
};

const deleteCommand: CommandModule<GlobalArgs, DeleteCmdArgs> = {
  command: 'delete <kind> [ids..]',
  describe: `Delete engagement records, irreversibly (kinds with delete: ${kindsWith('delete').join(', ')})`,
  builder: (y: Argv<GlobalArgs>) =>
    deleteOptions(
      y
        .positional('kind', { type: 'string', describe: `one of ${kindsWith('delete').join(', ')}` })
        .positional('ids', { type: 'string', array: true, describe: 'record ids' })
        .epilogue('Surveys and product tours are read and saved as a backup before they are deleted.'),
      'record',
    ) as unknown as Argv<DeleteCmdArgs>,
  handler: (argv) =>
    runCommand(argv, (ctx) => {
      // The kind is checked first, synchronously: no config, token or request for a pair that does not exist.
      const spec = engagementDeleteSpec(argv.kind);
      return runDelete(spec, deleteOptionsFromArgv(argv, argv.ids), ctx);
    }),
};

export const engagementCommand: CommandModule<GlobalArgs, GlobalArgs> = {
  command: 'engagement <command>',
  describe: 'Engagement records: chat messages, push notifications, surveys, product tours, checklists, tooltips, news',
  builder: (y: Argv<GlobalArgs>) =>
    y.command(getCommand).command(deleteCommand).demandCommand(1, 'name an engagement command: get or delete'),
  handler: () => undefined,
};
