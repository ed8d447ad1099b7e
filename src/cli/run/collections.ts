// `helpsync collections [--json]`: the collections operation (operations/collections.ts), printed.
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { operationDeps } from '../deps.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { plural } from '../../report/text.js';
import { escapeTitle } from '../../content/collection-path.js';
import { escapeWorkflowCommand } from '../../util/escape.js';
import { listCollections } from '../../operations/collections.js';
import { ExitCode } from '../../errors.js';

export interface CollectionsOptions {
  json: boolean;
}

export async function runCollections(opts: CollectionsOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const run = await listCollections(operationDeps(ctx, config));
  const rows = run.collections;
  if (opts.json) {
    printJson({
      version: JSON_DOC_VERSION,
      kind: 'helpsync-collections',
      target: run.target,
      sourceLanguage: run.sourceLanguage,
      collections: rows,
      totals: { collections: rows.length, articles: run.articles },
    });
    return ExitCode.ok;
  }
  if (rows.length === 0) {
    print('No collections on the platform. Create them there; helpsync only moves articles between existing collections.');
    return ExitCode.ok;
  }
  const lines = rows.map((r) => {
    const name = r.title === null ? `(no ${config.sourceLanguage} title)` : escapeWorkflowCommand(escapeTitle(r.title));
    const count = plural(r.articles, 'article');
    return `${'  '.repeat(r.depth)}${name}  [${r.id}]  ${count}`;
  });
  print(lines.join('\n'));
  print(
    `\n${plural(rows.length, 'collection')}, ${plural(run.articles, 'article')}. ` +
      `In a layout file, name a collection by "id:" or by "path:" (${config.sourceLanguage} titles from the top, joined by "/").`,
  );
  return ExitCode.ok;
}

export interface CollectionsArgs extends GlobalArgs {
  json: boolean;
}

/** The handler of `helpsync collections` (cli/commands/collections.ts loads this module when the command runs). */
export function handleCollections(argv: CollectionsArgs): Promise<void> {
  return runCommand(argv, (ctx) => runCollections({ json: argv.json }, ctx));
}
