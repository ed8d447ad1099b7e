// `helpsync engagement get|delete <kind> ...`: the engagement operations of docs/platform-api.md. Logic in
// src/admin/engagement.ts; a kind/operation pair docs/platform-api.md does not list is refused before any request.
// The yargs definitions are cli/commands/engagement.ts, which loads this module when a command runs.
import { runCommand, type GlobalArgs } from '../context.js';
import { engagementDeleteSpec, engagementNoun, type EngagementGetOptions } from '../../admin/engagement.js';
import { engagementRecord } from '../../operations/admin.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { runDelete } from '../delete.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { deleteOptionsFromArgv, type DeleteArgs } from '../../admin/delete-options.js';

export async function runEngagementGet(options: EngagementGetOptions, ctx: CommandContext): Promise<number> {
  const { kind, record } = await engagementRecord(options, { client: () => ctx.client() });
  if (options.json) {
    printJson({ version: JSON_DOC_VERSION, kind: 'engagement', engagementKind: kind, id: options.id, record });
  } else {
    print(`${engagementNoun(kind)} ${options.id}:`);
    print(JSON.stringify(record, null, 2));
  }
  return ExitCode.ok;
}

export interface EngagementGetArgs extends GlobalArgs {
  kind: string;
  id: string;
  json?: boolean;
}

export interface EngagementDeleteArgs extends GlobalArgs, DeleteArgs {
  kind: string;
  ids?: string[];
}

/** The handler of `helpsync engagement get`. */
export function handleEngagementGet(argv: EngagementGetArgs): Promise<void> {
  return runCommand(argv, (ctx) => runEngagementGet({ kind: argv.kind, id: String(argv.id), json: argv.json }, ctx));
}

/** The handler of `helpsync engagement delete`. */
export function handleEngagementDelete(argv: EngagementDeleteArgs): Promise<void> {
  return runCommand(argv, (ctx) => {
    // The kind is checked first, synchronously: no config, token or request for a pair that does not exist.
    const spec = engagementDeleteSpec(argv.kind);
    return runDelete(spec, deleteOptionsFromArgv(argv, argv.ids), ctx);
  });
}
