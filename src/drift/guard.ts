// Drift protection around a run: the history checks before any request, the held fields in the plan,
// the pushed record after a run, and exit code 3. What `--force` and `--no-history` mean is decided
// by the run policy (config/policy.ts); this module only acts on the decisions.
import path from 'node:path';
import type { Config } from '../config/config.js';
import { stateDir } from '../config/state-dir.js';
import { ExitCode } from '../errors.js';
import { pairKey, type Problem } from '../model.js';
import type { ApplyOutcome } from '../apply/apply.js';
import { driftHash } from './classify.js';
import { fieldKey } from './hold.js';
import { type FieldValue, type SyncPlan } from '../apply/types.js';
import { heldCount, planHasChanges } from '../apply/plan-totals.js';
import type { LocalContent } from '../content/types.js';
import { openContentRepo, protectPlan, type HistoryMode } from './protect.js';
import { openPushedRecord, type PushedRecord } from './store.js';
import type { Repo } from '../history/repo.js';
import type { Logger } from '../util/log.js';
import { forceOf, type RunPolicy } from '../config/policy.js';

export function helpsyncDir(config: Config): string {
  return stateDir(config.configDir);
}

/** The checks made before any request: the repository (or a warning/error), a shallow clone refused when writing. */
export function checkHistory(config: Config, policy: RunPolicy, writes: boolean, warnings: Problem[]): Promise<Repo | undefined> {
  const mode: HistoryMode = { off: !policy.history.read, ci: policy.history.ci, refuseShallow: writes };
  return openContentRepo(config, mode, warnings);
}

/** The plan with held fields (or as it was when unprotected), and the pushed record for after the run. */
export async function protect(
  config: Config,
  plan: SyncPlan,
  local: LocalContent,
  repo: Repo | undefined,
  policy: RunPolicy,
  logger: Logger,
): Promise<{ plan: SyncPlan; pushed: PushedRecord }> {
  const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
  for (const w of pushed.warnings) logger.warn(w);
  const protectedPlan = await protectPlan({
    plan,
    local,
    repo,
    pushed,
    cacheDir: path.join(helpsyncDir(config), 'cache'),
    ...(config.site ? { site: config.site } : {}),
    force: forceOf(policy),
    // a link counts as the entry it names, an image as its path (content/links-canonical.ts)
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
  for (const r of outcome.results) if (r.kind === 'push' && r.status === 'done') done.add(pairKey(r.entryId, r.language));
  for (const lp of plan.languages) {
    for (const push of lp.pushes) {
      if (!done.has(pairKey(push.entryId, push.language))) continue;
      for (const [field, value] of Object.entries(push.fields)) {
        const text = pushedText(value);
        if (text !== undefined) pushed.set(fieldKey(push.entryId, push.language, field), driftHash(field, text));
      }
    }
  }
  // a new article's source-language fields, sent in its creation
  const created = new Map((plan.creations ?? []).map((c) => [c.externalId, c]));
  for (const r of outcome.results) {
    const c = r.kind === 'create' && r.status === 'done' && r.record === 'article' && r.id ? created.get(r.externalId) : undefined;
    if (!c || r.kind !== 'create') continue;
    for (const [field, value] of Object.entries(c.fields ?? {}))
      pushed.set(fieldKey(`article:${r.id}`, plan.sourceLanguage, field), driftHash(field, value));
  }
  try {
    await pushed.save();
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'could not write the record of pushed values (.helpsync/pushed)');
  }
}

/**
 * A pushed value's text: a deferred body's is the text its push was checked against (toJSON: the
 * cache's copy, else the file read back); one that cannot be read back is not recorded (the record
 * only spares drift protection a history read).
 */
function pushedText(value: FieldValue): string | undefined {
  try {
    return typeof value === 'string' ? value : value.toJSON();
  } catch {
    return undefined;
  }
}

/**
 * Exit codes: a dry run exits 0, or with --detailed-exitcode 3 when fields are held
 * (held wins), 2 when changes are pending, 0 otherwise. A run that applied: 1 on any failure,
 * else 3 when fields were held, else 0. Held fields are never failures (--max-errors ignores them).
 */
export function driftExitCode(plan: SyncPlan, applied: { failed: boolean } | undefined, detailed: boolean): number {
  const held = heldCount(plan) > 0 || (plan.retireHeld?.length ?? 0) > 0;
  if (!applied) {
    if (!detailed) return ExitCode.ok;
    return held ? ExitCode.held : planHasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  }
  if (applied.failed) return ExitCode.error;
  return held ? ExitCode.held : ExitCode.ok;
}
