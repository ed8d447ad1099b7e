// The match operation (`helpsync match [--dry-run]`): for a repo and a help center that both exist
// already, write `entry:` into each source-language file whose title names exactly one platform
// entry (or whose record helpsync created: its externalId); the ambiguous and the unmatched ones are
// listed, never guessed. The files it skips are reported as warnings; it prints nothing.
import { openConfigRepo } from '../history/content-repo.js';
import type { Problem } from '../model.js';
import { planMatch, type MatchDecision } from '../match/plan.js';
import { readMatchState, writeEntryLine, type LocalMatchState } from '../match/match.js';
import type { Config } from '../config/config.js';
import type { PlatformClient } from '../client/types.js';
import { readPlacement, type Placement } from '../client/placement.js';
import { foreignKeyed, keyedRecords } from '../content/binding.js';
import { unscopedWarning } from '../config/scope.js';
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
  reportWarnings(deps, [...local.problems, ...unscopedWarning(config)]);
  const client = await deps.client();
  const remote = await client.listEntries();
  let read: Promise<Placement> | undefined;
  const placement = (): Promise<Placement> => (read ??= readPlacement(client));
  // records helpsync created, found by their externalId, first: certain, and never matched again by title
  const bound = await matchByExternalId(config, client, local, placement);
  const boundFiles = new Set(bound.map((d) => d.file));
  // another repository's records (another scope's keys) are never paired by title either
  const foreign = local.unmatched.length > bound.length ? await foreignRecords(config, placement) : [];
  const claimed = new Set([...local.claimed, ...bound.map((d) => d.entryId), ...foreign]);
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
  placement: () => Promise<Placement> = () => readPlacement(client),
): Promise<Extract<MatchDecision, { kind: 'matched' }>[]> {
  const files = state.unmatched.filter((f) => f.type !== 'emailtemplate');
  const bindings = await bindSourceFiles({
    sourceLanguage: config.sourceLanguage,
    ...(config.scope ? { scope: config.scope } : {}),
    files: files.map((f) => ({ path: f.file, isIndex: f.type === 'collection', subject: false, selected: true })),
    claimed: state.claimed,
    placement,
    repo: async () => {
      const opened = await openConfigRepo(config).catch(() => undefined);
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

/** The entry ids of records keyed by another repository (another scope): never this one's to pair. */
async function foreignRecords(config: Config, placement: () => Promise<Placement>): Promise<string[]> {
  const p = await placement();
  return foreignKeyed(keyedRecords(p.collections, p.externalIds), config.scope).map((r) => r.entryId);
}
