// The match operation (`helpsync match [--dry-run]`): for a repo and a help center that both exist
// already, write `entry:` into each source-language file whose title names exactly one platform
// entry (or whose record helpsync created: its externalId); the ambiguous and the unmatched ones are
// listed, never guessed. The files it skips are reported as warnings; it prints nothing.
import type { Problem } from '../model.js';
import { planMatch, type MatchDecision } from '../match/plan.js';
import { readMatchState, writeEntryLine, type LocalMatchState } from '../match/match.js';
import type { Config } from '../config/config.js';
import type { PlatformClient } from '../client/types.js';
import { readPlacement } from '../client/placement.js';
import { openRepo } from '../history/repo.js';
import { reportWarnings, type OperationDeps } from './deps.js';
import { bindSourceFiles } from './pipeline/binding.js';

export interface MatchRunOptions {
  dryRun: boolean;
}

/** A decision, and whether its entry line was written. */
export type MatchWritten = MatchDecision & { written?: boolean; error?: string };

export interface MatchRun {
  decisions: MatchWritten[];
  /** files skipped (unreadable front matter, ...) */
  skipped: Problem[];
  /** source-language files that already had an entry */
  alreadyBound: number;
  /** entry lines that could not be written */
  failed: number;
}

export async function matchEntries(opts: MatchRunOptions, deps: OperationDeps): Promise<MatchRun> {
  const { config } = deps;
  const local = await readMatchState(config);
  reportWarnings(deps, local.problems);
  const client = await deps.client();
  const remote = await client.listEntries();
  // records helpsync created, found by their externalId, first: certain, and never matched again by title
  const bound = await matchByExternalId(config, client, local);
  const boundFiles = new Set(bound.map((d) => d.file));
  const claimed = new Set([...local.claimed, ...bound.map((d) => d.entryId)]);
  const files = local.unmatched.filter((f) => !boundFiles.has(f.file));
  const decisions: MatchWritten[] = [...bound, ...planMatch({ files, remote, sourceLanguage: config.sourceLanguage, claimed })];
  let failed = 0;
  if (!opts.dryRun) {
    for (const d of decisions) {
      if (d.kind !== 'matched') continue;
      if (deps.signal?.aborted) break;
      try {
        await writeEntryLine(config, d.file, d.entryId);
        d.written = true;
      } catch (err) {
        d.error = (err as Error).message;
        failed++;
      }
    }
  }
  return { decisions, skipped: local.problems, alreadyBound: local.claimed.size, failed };
}

/**
 * Files helpsync created records from (bound by the binding step, following their Git renames when
 * the content is in a repository): matched for certain, before any title is compared. match is the
 * one writer of `entry:` lines, so it writes theirs too.
 */
export async function matchByExternalId(
  config: Config,
  client: PlatformClient,
  state: LocalMatchState,
): Promise<Extract<MatchDecision, { kind: 'matched' }>[]> {
  const files = state.unmatched.filter((f) => f.type !== 'emailtemplate');
  const bindings = await bindSourceFiles({
    sourceLanguage: config.sourceLanguage,
    files: files.map((f) => ({ path: f.file, isIndex: f.type === 'collection', subject: false, selected: true })),
    claimed: state.claimed,
    placement: () => readPlacement(client),
    repo: async () => {
      const opened = await openRepo(config.contentDir).catch(() => undefined);
      return opened?.kind === 'repo' ? opened.repo : undefined;
    },
  });
  return bindings.map((b) => ({
    kind: 'matched',
    file: b.path,
    entryId: b.entryId,
    title: files.find((f) => f.file === b.path)?.title ?? '',
    how: 'externalId',
  }));
}
