// The match operation (`helpsync match [--dry-run]`): for a repo and a help center that both exist
// already, write `entry:` into each source-language file whose title names exactly one platform
// entry (or whose record helpsync created: its externalId); the ambiguous and the unmatched ones are
// listed, never guessed. The files it skips are reported as warnings; it prints nothing.
import type { Problem } from '../model.js';
import { planMatch, type MatchDecision } from '../match/plan.js';
import { matchByExternalId, readMatchState, writeEntryLine } from '../match/match.js';
import { reportWarnings, type OperationDeps } from './deps.js';

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
