// A plan's counts: whether it changes anything, and its totals per kind of change.
import type { PlanTotals, SyncPlan } from './types.js';

export function heldCount(plan: SyncPlan): number {
  return plan.languages.reduce((n, l) => n + (l.held?.length ?? 0), 0);
}

export function planHasChanges(plan: SyncPlan): boolean {
  return (
    (plan.creations?.length ?? 0) > 0 ||
    (plan.rekeys?.length ?? 0) > 0 ||
    retireCount(plan) > 0 ||
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
    // only when there is one: documents of plans without retirements keep their shape
    ...(retireCount(plan) > 0 ? { retire: retireCount(plan) } : {}),
    move: plan.moves.length,
    held: held.length,
    conflicts: held.filter((h) => h.repoChanged === true).length,
  };
}

/** Retirements that send a request (`keep` lists only: not a pending change), and republications. */
export function retireCount(plan: SyncPlan): number {
  return (plan.retirements ?? []).filter((r) => r.action !== 'keep').length + (plan.republications?.length ?? 0);
}
