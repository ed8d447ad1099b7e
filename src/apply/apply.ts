// Executes a SyncPlan through the client: moves first, then pushes one language at a time (every
// push of a language finishes before the next language starts). Results are values: a failure does
// not stop the others until --max-errors; an interrupt starts nothing new and the rest is "skipped".
import type { PlatformClient } from '../client/types.js';
import { ApiError } from '../client/errors.js';
import type { RemoteEntry } from '../model.js';
import type { Logger } from '../util/log.js';
import { fingerprintRemote } from '../plan/fingerprint.js';
import type { MoveResult, OperationResult, Push, PushResult, SyncPlan } from '../plan/types.js';
import { applyMove, snapshotPlacement, type PlacementSnapshot } from './move.js';
import { noProgress, type Progress } from './progress.js';

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
   * Operations handed to the client at once. The client's queue owns rate and concurrency; this only
   * keeps enough work queued to saturate it while letting an interrupt or --max-errors stop promptly.
   */
  window?: number;
}

export interface ApplyOutcome {
  results: OperationResult[];
  interrupted: boolean;
  /** --max-errors was reached and the rest was skipped */
  stoppedEarly: boolean;
}

export async function applyPlan(plan: SyncPlan, client: PlatformClient, opts: ApplyOptions): Promise<ApplyOutcome> {
  const progress = opts.progress ?? noProgress;
  const maxErrors = opts.maxErrors ?? Infinity;
  const window = opts.window ?? 16;
  const results: OperationResult[] = [];
  let failures = 0;
  let stoppedEarly = false;
  const halted = (): string | undefined => {
    if (opts.signal?.aborted) return 'interrupted before it started';
    if (failures >= maxErrors) {
      stoppedEarly = true;
      return `not started: --max-errors ${maxErrors} reached`;
    }
    return undefined;
  };

  // Moves first: a push never depends on placement, but a layout migration reads better this way
  // and a failed move should be visible before hundreds of pushes scroll past.
  if (plan.moves.length > 0) {
    // A saved plan: read where every article is once, rather than once per move.
    let snapshot: PlacementSnapshot | undefined;
    if (opts.checkStale && !opts.signal?.aborted) snapshot = await snapshotPlacement(client);
    progress.start('moves', plan.moves.length);
    const moveResults = await runBounded(plan.moves, window, async (move): Promise<MoveResult> => {
      const stop = halted();
      if (stop) return { kind: 'move', articleId: move.articleId, ref: move.ref, file: move.file, from: move.from.id, to: move.to.id, status: 'skipped', reason: stop };
      const r = await applyMove(client, move, { checkStale: opts.checkStale, sourceLanguage: plan.sourceLanguage, snapshot });
      if (r.status === 'failed' || r.status === 'refused') failures++;
      progress.tick(r.status === 'done');
      return r;
    });
    progress.end();
    results.push(...moveResults);
  }

  // Stale check for a saved plan: one fresh listing, then compare each pair's fingerprint.
  let current: Map<string, RemoteEntry> | undefined;
  const anyPush = plan.languages.some((l) => l.pushes.length > 0);
  if (opts.checkStale && anyPush && !opts.signal?.aborted) {
    const entries = await client.listEntries();
    current = new Map(entries.map((e) => [e.id, e]));
  }

  for (const lang of plan.languages) {
    if (lang.pushes.length === 0) continue;
    progress.start(lang.language, lang.pushes.length);
    const pushResults = await runBounded(lang.pushes, window, async (push): Promise<PushResult> => {
      const base = { kind: 'push' as const, entryId: push.entryId, language: push.language, file: push.file };
      const stop = halted();
      if (stop) return { ...base, status: 'skipped', reason: stop };
      if (current) {
        const stale = staleReason(push, current.get(push.entryId));
        if (stale) {
          failures++;
          progress.tick(false);
          return { ...base, status: 'refused', reason: stale };
        }
      }
      try {
        await client.pushTranslation(push.entryId, push.language, push.fields);
        progress.tick(true);
        return { ...base, status: 'done' };
      } catch (err) {
        if (opts.signal?.aborted && !(err instanceof ApiError && err.kind === 'http')) {
          progress.tick(false);
          return { ...base, status: 'skipped', reason: 'interrupted before it was sent' };
        }
        failures++;
        progress.tick(false);
        return { ...base, status: 'failed', reason: reasonOf(err) };
      }
    });
    progress.end();
    results.push(...pushResults);
    opts.logger.debug({ language: lang.language, pushes: lang.pushes.length }, 'language finished');
  }
  return { results, interrupted: Boolean(opts.signal?.aborted), stoppedEarly };
}

function staleReason(push: Push, entry: RemoteEntry | undefined): string | undefined {
  if (!entry) return 'the entry no longer exists on the platform';
  const now = fingerprintRemote(entry, push.language);
  if (now !== push.remoteFingerprint) {
    return 'its remote value changed since the plan was made; make a new plan';
  }
  return undefined;
}

export function reasonOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Maps items with at most `limit` in flight, keeping the input order in the output. */
export async function runBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
