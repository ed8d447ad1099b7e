// Executes a SyncPlan through the client: moves first, then pushes one language at a time (every
// push of a language finishes before the next language starts). Results are values: a failure does
// not stop the others until --max-errors; an interrupt starts nothing new and the rest is "skipped".
import type { PlatformClient } from '../client/types.js';
import { ApiError } from '../client/errors.js';
import { outcomeUnknown, readBack } from './read-back.js';
import type { RemoteEntry } from '../model.js';
import type { Logger } from '../util/log.js';
import { isPairStale } from './fingerprint.js';
import type { Move, MoveResult, OperationResult, Push, PushResult, SyncPlan } from './types.js';
import { applyMove, snapshotPlacement, type PlacementSnapshot } from './move.js';
import { noProgress, type Progress } from './progress.js';
import { applyCreations } from './create.js';
import { applyRekeys } from './rekey.js';
import { retirePhase, type RetiredSnapshot } from './retire.js';
import { retireCount } from './plan-totals.js';
import { runBounded } from './bounded.js';
export { runBounded };
import { ALREADY_APPLIED, NEW_ID_PREFIX, fieldTexts, isPlaceholderEntry } from './types.js';
import { fieldEqual } from '../html/compare.js';

export interface ApplyOptions {
  logger: Logger;
  signal?: AbortSignal;
  /** stop starting new operations after this many failures */
  maxErrors?: number;
  /**
   * For a saved plan (`helpsync apply`): re-read the remote state and refuse, per operation,
   * anything whose remote changed since the plan was made.
   */
  checkStale: boolean;
  progress?: Progress;
  /**
   * Operations handed to the client at once: set it to the client's concurrency. The client's queue
   * owns rate and concurrency; handing it no more than it can run keeps it saturated while
   * --max-errors and an interrupt still stop before anything else starts.
   */
  window?: number;
  /** after an interrupt, how long requests in flight may still take before we stop waiting for them */
  graceMs?: number;
  /** writes a record's backup before a retirement deletes it (the operation's writer: .helpsync/backups/) */
  backup?: (snapshot: RetiredSnapshot) => Promise<string>;
}

/** "Give requests in flight a few seconds (bounded)". */
export const DEFAULT_GRACE_MS = 3000;
export const IN_FLIGHT_REASON = 'in flight when interrupted: it may or may not have been applied (the next run checks)';

class GraceExpired extends Error {}

/**
 * Resolves like `work`, unless the signal aborts and `work` is still pending `graceMs` later:
 * then rejects with GraceExpired. The request itself is not cancelled (it may land; the next
 * run's plan finds out), we only stop waiting for it.
 */
function withGrace<T>(work: Promise<T>, signal: AbortSignal | undefined, graceMs: number): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      timer = setTimeout(() => reject(new GraceExpired('grace period over')), graceMs);
      timer.unref();
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        if (timer) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        if (timer) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export interface ApplyOutcome {
  results: OperationResult[];
  interrupted: boolean;
  /** --max-errors was reached and the rest was skipped */
  stoppedEarly: boolean;
}

/** One apply run: its options and the failure count that --max-errors watches. */
class Run {
  readonly progress: Progress;
  readonly window: number;
  readonly graceMs: number;
  private readonly maxErrors: number;
  failures = 0;
  stoppedEarly = false;

  constructor(
    readonly client: PlatformClient,
    readonly opts: ApplyOptions,
  ) {
    this.progress = opts.progress ?? noProgress;
    this.maxErrors = opts.maxErrors ?? Infinity;
    this.window = Math.max(1, opts.window ?? 4);
    this.graceMs = opts.graceMs ?? DEFAULT_GRACE_MS;
  }

  /** Why nothing new may start (an interrupt, or --max-errors reached); undefined: go on. */
  halted(): string | undefined {
    if (this.opts.signal?.aborted) return 'interrupted before it started';
    if (this.failures >= this.maxErrors) {
      this.stoppedEarly = true;
      return `not started: --max-errors ${this.maxErrors} reached`;
    }
    return undefined;
  }
}

export async function applyPlan(plan: SyncPlan, client: PlatformClient, opts: ApplyOptions): Promise<ApplyOutcome> {
  const run = new Run(client, opts);
  try {
    return await applyPhases(run, plan, client, opts);
  } finally {
    run.progress.finish?.();
  }
}

async function applyPhases(run: Run, plan: SyncPlan, client: PlatformClient, opts: ApplyOptions): Promise<ApplyOutcome> {
  const results: OperationResult[] = [];
  // The whole run's count, before its first phase: creations, moves and pushes (the lines' totals add up).
  const pushes = plan.languages.reduce((n, l) => n + l.pushes.length, 0);
  run.progress.plan?.((plan.creations?.length ?? 0) + plan.moves.length + pushes + retireCount(plan));
  // Creations before anything else: moves and pushes may name what they create (placeholders).
  if (plan.creations?.length) {
    run.progress.start('creations', plan.creations.length);
    const created = await applyCreations(plan, {
      client,
      logger: opts.logger,
      halted: () => run.halted(),
      failed: () => void run.failures++,
      checkStale: opts.checkStale,
      window: run.window,
      // each as it finishes: a long run of creations shows its progress too
      finished: (r) => run.progress.tick(r.status === 'done' ? 'done' : r.status === 'skipped' ? 'skipped' : 'failed'),
    });
    run.progress.end();
    results.push(...created);
  }
  // Re-keys (a scope added): independent of everything else in the plan, once each.
  if (plan.rekeys?.length) {
    run.progress.start('re-keys', plan.rekeys.length);
    const rekeyed = await applyRekeys(plan, { client, logger: opts.logger, halted: () => run.halted(), failed: () => void run.failures++ });
    for (const r of rekeyed) run.progress.tick(r.status === 'done' ? 'done' : r.status === 'skipped' ? 'skipped' : 'failed');
    run.progress.end();
    results.push(...rekeyed);
  }
  // Moves first: a push never depends on placement, but a layout migration reads better this way
  // and a failed move should be visible before hundreds of pushes scroll past.
  if (plan.moves.length > 0) results.push(...(await applyMoves(run, plan)));

  // Stale check for a saved plan: one fresh listing, then compare each pair's fingerprint.
  let current: Map<string, RemoteEntry> | undefined;
  const anyPush = plan.languages.some((l) => l.pushes.length > 0);
  if (opts.checkStale && anyPush && !opts.signal?.aborted) {
    const entries = await client.listEntries();
    current = new Map(entries.map((e) => [e.id, e]));
  }

  for (const lang of plan.languages) {
    if (lang.pushes.length === 0) continue;
    run.progress.start(lang.language, lang.pushes.length);
    results.push(...(await runBounded(lang.pushes, run.window, (push) => applyPush(run, push, current))));
    run.progress.end();
    opts.logger.debug({ language: lang.language, pushes: lang.pushes.length }, 'language finished');
  }
  // Retirements last: a page leaves the help center only once everything else of the run is done.
  results.push(...(await retirePhase(plan, client, run, opts)));
  return { results, interrupted: Boolean(opts.signal?.aborted), stoppedEarly: run.stoppedEarly };
}

async function applyMoves(run: Run, plan: SyncPlan): Promise<MoveResult[]> {
  const { client, opts } = run;
  // A saved plan: read where every article is once, rather than once per move.
  let snapshot: PlacementSnapshot | undefined;
  if (opts.checkStale && !opts.signal?.aborted) snapshot = await snapshotPlacement(client);
  run.progress.start('moves', plan.moves.length);
  const results = await runBounded(plan.moves, run.window, async (move): Promise<MoveResult> => {
    const stop = run.halted();
    if (stop) return skippedMove(move, stop);
    // a move into a collection this run was to create, which was not created (its result says why)
    if (move.to.id.startsWith(NEW_ID_PREFIX)) return skippedMove(move, `its collection "${move.to.path}" was not created`);
    let r: MoveResult;
    try {
      const moving = applyMove(client, move, { checkStale: opts.checkStale, sourceLanguage: plan.sourceLanguage, snapshot });
      r = await withGrace(moving, opts.signal, run.graceMs);
    } catch (err) {
      if (!(err instanceof GraceExpired)) throw err;
      r = skippedMove(move, IN_FLIGHT_REASON);
    }
    if (r.status === 'failed' || r.status === 'refused') run.failures++;
    run.progress.tick(r.status === 'done' ? 'done' : r.status === 'skipped' ? 'skipped' : 'failed');
    return r;
  });
  run.progress.end();
  return results;
}

async function applyPush(run: Run, push: Push, current: Map<string, RemoteEntry> | undefined): Promise<PushResult> {
  const { opts, progress } = run;
  const base = { kind: 'push' as const, entryId: push.entryId, language: push.language, file: push.file };
  const stop = run.halted();
  if (stop) return { ...base, status: 'skipped', reason: stop };
  if (isPlaceholderEntry(push.entryId)) {
    progress.tick('skipped');
    return { ...base, status: 'skipped', reason: 'its record was not created in this run' };
  }
  // a deferred body is read back now, checked against what the plan was made from: a file changed
  // since fails its push, named, before anything is sent for it (the next run pushes what it holds)
  let fields: Record<string, string>;
  try {
    fields = fieldTexts(push.fields);
  } catch (err) {
    run.failures++;
    progress.tick('failed');
    return { ...base, status: 'failed', reason: reasonOf(err) };
  }
  if (current) {
    const entry = current.get(push.entryId);
    // changed since the plan, but to exactly what the plan pushes: this plan was applied already
    if (entry && holdsAll(entry, push.language, fields)) {
      progress.tick('done');
      return { ...base, status: 'done', reason: `${ALREADY_APPLIED}: the platform holds the pushed values; nothing sent` };
    }
    const stale = staleReason(push, entry);
    if (stale) {
      run.failures++;
      progress.tick('failed');
      return { ...base, status: 'refused', reason: stale };
    }
  }
  try {
    await withGrace(run.client.pushTranslation(push.entryId, push.language, fields), opts.signal, run.graceMs);
    progress.tick('done');
    return { ...base, status: 'done' };
  } catch (err) {
    if (err instanceof GraceExpired) {
      progress.tick('skipped');
      return { ...base, status: 'skipped', reason: IN_FLIGHT_REASON };
    }
    if (opts.signal?.aborted && !(err instanceof ApiError && err.kind === 'http')) {
      progress.tick('skipped');
      return { ...base, status: 'skipped', reason: 'interrupted before it was sent' };
    }
    let reason = reasonOf(err);
    if (outcomeUnknown(err) && !opts.signal?.aborted) {
      const back = await readBack(run.client, push.entryId, push.language, fields);
      if (back.holds) {
        progress.tick('done');
        return { ...base, status: 'done', reason: 'the response was lost; read back: the platform holds the pushed values' };
      }
      reason += `; read back: ${back.reason}`;
    }
    run.failures++;
    progress.tick('failed');
    return { ...base, status: 'failed', reason };
  }
}

function skippedMove(move: Move, reason: string): MoveResult {
  return {
    kind: 'move',
    articleId: move.articleId,
    ref: move.ref,
    file: move.file,
    from: move.from.id,
    to: move.to.id,
    status: 'skipped',
    reason,
  };
}

/** Does the entry hold every pushed value in this language, compared as the sync planner compares? */
function holdsAll(entry: RemoteEntry, language: string, fields: Record<string, string>): boolean {
  return Object.entries(fields).every(([field, value]) => fieldEqual(field, value, entry.fields[field]?.[language]));
}

/** Why a saved plan's push is refused now (the tested isPairStale decides), or undefined. */
function staleReason(push: Push, entry: RemoteEntry | undefined): string | undefined {
  if (!entry) return 'the entry no longer exists on the platform';
  if (isPairStale(push, entry)) return 'its remote value changed since the plan was made; make a new plan';
  return undefined;
}

export function reasonOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
