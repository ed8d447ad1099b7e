// `helpsync match [--dry-run] [--json]`: for a repo and a help center that both exist
// already, write `entry:` into each source-language file whose title names exactly one platform
// entry; list the ambiguous and the unmatched ones (never guessed). Then `sync --dry-run` shows what
// really differs.
import { ExitCode } from '../../errors.js';
import { reportWarnings } from '../report/github.js';
import { planMatch, type MatchDecision } from '../../match/plan.js';
import { matchByExternalId, readMatchState, writeEntryLine } from '../../match/match.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { formatCount } from '../../report/text.js';

export interface MatchOptions {
  dryRun: boolean;
  json: boolean;
}

export const MATCH_DOC_KIND = 'helpsync-match';

type Written = MatchDecision & { written?: boolean; error?: string };

function renderDecision(d: Written, dryRun: boolean): string[] {
  if (d.kind === 'matched') {
    const verb = d.error ? `not written (${d.error})` : dryRun ? 'would get' : 'entry written:';
    const how =
      d.how === 'normalised'
        ? ` (title "${d.title}", normalised match)`
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
  const local = await readMatchState(config);
  reportWarnings(local.problems, { json: opts.json, logger: ctx.logger, mode: ctx.warnings });
  const client = await ctx.client();
  const remote = await client.listEntries();
  // records helpsync created, found by their externalId, first: certain, and never matched again by title
  const bound = await matchByExternalId(config, client, local);
  const boundFiles = new Set(bound.map((d) => d.file));
  const claimed = new Set([...local.claimed, ...bound.map((d) => d.entryId)]);
  const files = local.unmatched.filter((f) => !boundFiles.has(f.file));
  const decisions: Written[] = [...bound, ...planMatch({ files, remote, sourceLanguage: config.sourceLanguage, claimed })];
  let failed = 0;
  if (!opts.dryRun) {
    for (const d of decisions) {
      if (d.kind !== 'matched') continue;
      if (ctx.signal.aborted) break;
      try {
        await writeEntryLine(config, d.file, d.entryId);
        d.written = true;
      } catch (err) {
        d.error = (err as Error).message;
        failed++;
      }
    }
  }
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
      skipped: local.problems,
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
    print(
      `Match: ${formatCount(matched.length)} matched (${keyPart}${formatCount(exact)} exact, ${formatCount(matched.length - exact - byKey)} normalised), ` +
        `${formatCount(ambiguous.length)} ambiguous, ${formatCount(missing.length)} without a match; ` +
        `${formatCount(local.claimed.size)} already had an entry.`,
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
