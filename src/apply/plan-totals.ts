// A plan's counts: whether it changes anything, and its totals per kind of change.
import type { PlanTotals, SyncPlan } from './types.js';

export function heldCount(plan: SyncPlan): number {
  return plan.languages.reduce((n, l) => n + (l.held?.length ?? 0), 0);
}

export function planHasChanges(plan: SyncPlan): boolean {
  return (
    (plan.creations?.length ?? 0) > 0 ||
    (plan.rekeys?.length ?? 0) > 0 ||
    plan.moves.length > 0 ||
    plan.languages.some((l) => l.pushes.length > 0)
  );
}

/** The plan's totals: pushes (pairs), creations, moves, held fields and the conflicts among them. */
export function planTotals(plan: SyncPlan): PlanTotals {
  const held = plan.languages.flatMap((l) => l.held ?? []);
  return {
    push: plan.languages.reduce((n, l) => n + l.pushes.length, 0),
    create: plan.creations?.length ?? 0,
    rekey: plan.rekeys?.length ?? 0,
    move: plan.moves.length,
    held: held.length,
    conflicts: held.filter((h) => h.repoChanged === true).length,
  };
}
