// The pull --drifted operation (`helpsync pull --drifted [--only GLOB] [--languages ...] [--dry-run]`):
// the same plan a sync would make (with history), then only its held fields written into their
// files. Returns what it wrote (or would write) and prints nothing: the CLI renders it (pull/report.ts).
import { contentPathsOf } from '../config/files.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import type { HeldField } from '../apply/types.js';
import { dirtyPaths } from '../history/worktree.js';
import { displayPath } from '../util/display-path.js';
import { prepareSync } from './pipeline/prepare.js';
import { openContentRepo } from '../drift/protect.js';
import { writeDrifted, type DriftedOutcome } from '../pull/drifted.js';
import type { LeftConflict } from '../pull/report.js';
import { bodyRelinker } from '../pull/links.js';
import { needsDocIds, readDocIds } from './pipeline/doc-ids.js';
import { protect } from '../drift/guard.js';
import type { RunPolicy } from '../config/policy.js';
import { reportWarnings, type OperationDeps } from './deps.js';

export interface PullDriftedOptions {
  languages?: string[];
  only?: string[];
  dryRun: boolean;
  /** pull --drifted always reads history and forces nothing: the policy with no flags (decidePolicy({}, env)) */
  policy: RunPolicy;
  /** --force: also take the platform's value of a conflicting field (changed in the repo too since the last push) */
  force: boolean;
  /**
   * --leave-conflicts: a conflicting field is left out and listed (the drift pull request), rather
   * than refused; --force still takes it
   */
  leaveConflicts?: boolean;
}

export interface PullDriftedRun {
  outcome: DriftedOutcome;
  conflicts: LeftConflict[];
}

export async function pullDrifted(opts: PullDriftedOptions, deps: OperationDeps): Promise<PullDriftedRun> {
  const { config } = deps;
  const { policy } = opts;
  const warnings: Problem[] = [];
  const repo = await openContentRepo(config, { off: false, ci: policy.history.ci, refuseShallow: !opts.dryRun }, warnings);
  if (!repo) {
    throw new InputError(
      `pull --drifted needs the content folder in a Git work tree: without history, an edit made on the platform cannot be told from a value the repo pushed`,
    );
  }
  const prepared = await prepareSync({
    config,
    client: deps.client,
    logger: deps.logger,
    now: new Date(),
    languages: opts.languages,
    only: opts.only,
    layout: false,
    translations: true,
    signal: deps.signal,
    repo,
    creation: bindingOnly(policy),
  });
  const { plan } = await protect(config, prepared.plan, prepared.local, repo, policy, deps.logger);
  // With --leave-conflicts, a field changed on both sides (the repo too, since the last push) is left
  // out and listed, for a person to decide; otherwise it is refused below (or taken with --force).
  const allHeld = plan.languages.flatMap((l) => l.held ?? []);
  const leave = opts.leaveConflicts === true && !opts.force;
  const held = leave ? allHeld.filter((h) => h.repoChanged !== true) : allHeld;
  const conflicts = leave
    ? allHeld.filter((h) => h.repoChanged === true).map((h) => ({ file: h.file, language: h.language, field: h.field }))
    : [];
  const dirty = held.length > 0 ? new Set((await dirtyPaths(repo)).keys()) : new Set<string>();
  const paths = contentPathsOf(config);
  const show = (file: string): string => displayPath(paths.abs(file));
  // a body's unchanged blocks keep their links as the repo writes them (docIds only when a template needs them)
  const docIds =
    needsDocIds(config) && held.some((h) => h.field === 'content') ? await readDocIds(await deps.client()) : new Map<string, number>();
  // an uncommitted file is refused as such (writeDrifted); the rest: committed changes of conflicting fields
  refuseConflicts(
    held.filter((h) => !dirty.has(h.file)),
    opts.force,
    show,
  );
  const relink = bodyRelinker(config, prepared.local.filesByEntry, new Map([...docIds].map(([id, docId]) => [docId, id])));
  const outcome = await writeDrifted({
    paths,
    held,
    dirty,
    dryRun: opts.dryRun,
    show,
    maxFileSize: config.maxFileSize,
    ...(relink ? { relink } : {}),
    ...(config.site ? { site: config.site } : {}),
  });
  reportWarnings(deps, [...prepared.warnings, ...warnings]);
  if (outcome.problems.length > 0) throw new InputError(outcome.problems);
  return { outcome, conflicts };
}

/**
 * The plan's creation step, for a run that writes no record: files without `entry:` go through the
 * binding step as in a sync, so a page helpsync created (bound by its externalId) has its held
 * fields like a page with `entry:`. What a sync would refuse on (over --max-creates, an untracked
 * file) is a creation's guard, not this run's: collected and dropped, the creations stay unplaced.
 */
function bindingOnly(policy: RunPolicy): { policy: RunPolicy; refusals: Problem[] } {
  return { policy, refusals: [] };
}

/**
 * A field changed in the repo too since the last push (a conflict): writing the platform's value
 * would throw away a committed change of the repo. Refused by name before anything is written,
 * unless --force.
 */
function refuseConflicts(held: HeldField[], force: boolean, show: (file: string) => string): void {
  const conflicts = held.filter((h) => h.repoChanged === true);
  if (conflicts.length === 0 || force) return;
  throw new InputError(
    conflicts.map((h) => ({
      severity: 'error' as const,
      file: show(h.file),
      message: `${h.field} was changed in the repo too since the last push (a conflict): pull --drifted would overwrite the repo's committed change. Merge it by hand, or take the platform's value with pull --drifted --force`,
    })),
  );
}

export type KeptState = 'repo ahead' | 'edited on the platform';

/**
 * Plain `pull` keeps files that differ from the platform; this tells why: a file whose
 * platform values all came from the repo's history is "repo ahead (sync will push it)"; one with a
 * value no version explains was "edited on the platform". Undefined when history cannot tell
 * (not a Git work tree, a shallow clone, or the content does not plan cleanly).
 */
export async function keptStates(files: string[], policy: RunPolicy, deps: OperationDeps): Promise<Map<string, KeptState> | undefined> {
  if (files.length === 0) return undefined;
  const { config } = deps;
  try {
    const repo = await openContentRepo(config, { off: false, ci: false, refuseShallow: false }, []);
    if (!repo || repo.shallow) return undefined;
    const prepared = await prepareSync({
      config,
      client: deps.client,
      logger: deps.logger,
      now: new Date(),
      layout: false,
      translations: true,
      signal: deps.signal,
      repo,
      creation: bindingOnly(policy),
    });
    const { plan } = await protect(config, prepared.plan, prepared.local, repo, policy, deps.logger);
    const edited = new Set(plan.languages.flatMap((l) => (l.held ?? []).map((h) => h.file)));
    return new Map(files.map((f) => [f, edited.has(f) ? 'edited on the platform' : 'repo ahead']));
  } catch (err) {
    deps.logger.debug({ err: (err as Error).message }, 'kept files: history cannot tell why they differ');
    return undefined;
  }
}
