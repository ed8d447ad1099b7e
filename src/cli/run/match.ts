// `helpsync match [--dry-run] [--json]`: for a repo and a help center that both exist
// already, write `entry:` into each source-language file whose title names exactly one platform
// entry; list the ambiguous and the unmatched ones (never guessed). Then `sync --dry-run` shows what
// really differs.
import { ExitCode } from '../../errors.js';
import { matchEntries, type MatchWritten } from '../../operations/match.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { operationDeps, plainReporter } from '../deps.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { formatCount } from '../../report/text.js';

export interface MatchOptions {
  dryRun: boolean;
  json: boolean;
}

export const MATCH_DOC_KIND = 'helpsync-match';

type Written = MatchWritten;

function renderDecision(d: Written, dryRun: boolean): string[] {
  if (d.kind === 'matched') {
    const verb = d.error ? `not written (${d.error})` : dryRun ? 'would get' : 'entry written:';
    const how =
      d.how === 'normalised'
        ? ` (title "${d.title}", normalised match${d.loose ? ': more than case and spacing differ, check it' : ''})`
        : d.how === 'externalId'
          ? ' (created by helpsync: its externalId)'
          : '';
    return [`  ${d.file}: ${verb} ${d.entryId}${how}`];
  }
  if (d.kind === 'missing') return [`  ${d.file}: ${d.reason}`];
  return [`  ${d.file}: ambiguous, ${d.reason}:`, ...d.candidates.map((c) => `      ${c.entryId}  "${c.title}"`)];
}

export async function runMatch(opts: MatchOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const { decisions, skipped, alreadyBound, failed } = await matchEntries(
    { dryRun: opts.dryRun },
    operationDeps(ctx, config, plainReporter(ctx)),
  );
  const matched = decisions.filter((d) => d.kind === 'matched');
  const ambiguous = decisions.filter((d) => d.kind === 'ambiguous');
  const missing = decisions.filter((d) => d.kind === 'missing');
  if (opts.json) {
    printJson({
      version: JSON_DOC_VERSION,
      kind: MATCH_DOC_KIND,
      dryRun: opts.dryRun,
      matched,
      ambiguous,
      missing,
      skipped,
    });
  } else {
    const section = (title: string, list: Written[]): void => {
      if (list.length)
        print([`${title} (${formatCount(list.length)}):`, ...list.flatMap((d) => renderDecision(d, opts.dryRun))].join('\n'));
    };
    section(opts.dryRun ? 'Would match' : 'Matched', matched);
    section('Ambiguous (not written: add `entry:` by hand)', ambiguous);
    section('No match', missing);
    const exact = matched.filter((d) => d.kind === 'matched' && d.how === 'exact').length;
    const byKey = matched.filter((d) => d.kind === 'matched' && d.how === 'externalId').length;
    const keyPart = byKey ? `${formatCount(byKey)} created by helpsync, ` : '';
    const loose = matched.filter((d) => d.kind === 'matched' && d.loose).length;
    const loosePart = loose ? `, ${formatCount(loose)} of them beyond case and spacing` : '';
    print(
      `Match: ${formatCount(matched.length)} matched (${keyPart}${formatCount(exact)} exact, ${formatCount(matched.length - exact - byKey)} normalised${loosePart}), ` +
        `${formatCount(ambiguous.length)} ambiguous, ${formatCount(missing.length)} without a match; ` +
        `${formatCount(alreadyBound)} already had an entry.`,
    );
    if (opts.dryRun && matched.length) print('Dry run: no file was changed. Run without --dry-run to write the entry lines.');
    else if (matched.length) print('Next: `helpsync sync --dry-run` shows what really differs.');
    if (missing.length)
      print(
        "Without a match, no platform entry has that title: compare the titles with the platform's (`helpsync pull --dry-run` lists its pages), " +
          'or write `entry: article:<id>` (or `collection:<id>`) in the front matter by hand.',
      );
    else if (!matched.length && !ambiguous.length) print('Nothing to match: every source-language file already names its entry.');
  }
  return failed ? ExitCode.error : ExitCode.ok;
}

export interface MatchArgs extends GlobalArgs {
  'dry-run': boolean;
  json: boolean;
}

/** The handler of `helpsync match` (cli/commands/match.ts loads this module when the command runs). */
export function handleMatch(argv: MatchArgs): Promise<void> {
  return runCommand(argv, (ctx) => runMatch({ dryRun: argv['dry-run'], json: argv.json }, ctx));
}
