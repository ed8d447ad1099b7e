// The CLI side of drift protection (issue 15): the `--force [GLOB]` and `--no-history` flags, the
// history checks before any request, the held fields in the plan, the pushed record after a run,
// and exit code 3. Kept apart from the command modules so sync, plan and apply share one copy.
import path from 'node:path';
import type { Config } from '../config/config.js';
import { ExitCode } from '../errors.js';
import type { Problem } from '../model.js';
import type { ApplyOutcome } from '../apply/apply.js';
import { driftHash } from './classify.js';
import { fieldKey } from './hold.js';
import { heldCount, planHasChanges, type SyncPlan } from '../apply/types.js';
import type { LocalContent } from '../content/types.js';
import { openContentRepo, protectPlan, type HistoryMode } from './protect.js';
import { openPushedRecord, type PushedRecord } from './store.js';
import type { Repo } from '../history/repo.js';
import type { Logger } from '../util/log.js';
import { runtime } from '../util/runtime.js';

export interface DriftFlags {
  /** --force: true (every held field) or globs; undefined without --force */
  force?: true | string[];
  /** --no-history */
  noHistory: boolean;
}

// The flags themselves (loaded at start-up with the command definitions) are in cli/options.ts.

/** `--force` → true, `--force 'a/**,b.md'` → the globs. */
export function forceFlag(value: string | undefined): true | string[] | undefined {
  if (value === undefined) return undefined;
  const globs = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return globs.length ? globs : true;
}

/** CI=true (and every other value a CI system sets) but not CI=false / CI=0 / empty. */
export function underCi(env: NodeJS.ProcessEnv = runtime().env): boolean {
  const v = env.CI;
  return v !== undefined && v !== '' && v !== 'false' && v !== '0';
}

export function helpsyncDir(config: Config): string {
  return path.join(config.configDir, '.helpsync');
}

/** The checks made before any request: the repository (or a warning/error), a shallow clone refused when writing. */
export function checkHistory(config: Config, flags: DriftFlags, writes: boolean, warnings: Problem[]): Promise<Repo | undefined> {
  const mode: HistoryMode = { off: flags.noHistory || flags.force === true, ci: underCi(), refuseShallow: writes };
  return openContentRepo(config.contentDir, mode, warnings);
}

/** The plan with held fields (or as it was when unprotected), and the pushed record for after the run. */
export async function protect(
  config: Config,
  plan: SyncPlan,
  local: LocalContent,
  repo: Repo | undefined,
  flags: DriftFlags,
  logger: Logger,
): Promise<{ plan: SyncPlan; pushed: PushedRecord }> {
  const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
  const protectedPlan = await protectPlan({
    plan,
    local,
    repo,
    pushed,
    cacheDir: path.join(helpsyncDir(config), 'cache'),
    force: flags.force,
    // issue 15: a link counts as the entry it names, an image as its path (content/links-canonical.ts)
    refs: {
      ...(config.links ? { links: config.links } : {}),
      ...(config.images ? { images: config.images } : {}),
      ...(local.docIds ? { docIds: local.docIds } : {}),
    },
    logger,
  });
  return { plan: protectedPlan, pushed };
}

/** After a run: remember what was pushed (only pushes the platform accepted). Never fails the run. */
export async function recordPushed(pushed: PushedRecord, plan: SyncPlan, outcome: ApplyOutcome, logger: Logger): Promise<void> {
  const done = new Set<string>();
  for (const r of outcome.results) if (r.kind === 'push' && r.status === 'done') done.add(`${r.entryId}\u0000${r.language}`);
  for (const lp of plan.languages) {
    for (const push of lp.pushes) {
      if (!done.has(`${push.entryId}\u0000${push.language}`)) continue;
      for (const [field, value] of Object.entries(push.fields))
        pushed.set(fieldKey(push.entryId, push.language, field), driftHash(field, value));
    }
  }
  try {
    await pushed.save();
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'could not write the record of pushed values (.helpsync/pushed)');
  }
}

/**
 * Exit codes (issue 15): a dry run exits 0, or with --detailed-exitcode 3 when fields are held
 * (held wins), 2 when changes are pending, 0 otherwise. A run that applied: 1 on any failure,
 * else 3 when fields were held, else 0. Held fields are never failures (--max-errors ignores them).
 */
export function driftExitCode(plan: SyncPlan, applied: { failed: boolean } | undefined, detailed: boolean): number {
  const held = heldCount(plan) > 0;
  if (!applied) {
    if (!detailed) return ExitCode.ok;
    return held ? ExitCode.held : planHasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  }
  if (applied.failed) return ExitCode.error;
  return held ? ExitCode.held : ExitCode.ok;
}
