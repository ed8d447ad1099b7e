// Drift protection applied to a plan: PURE. `holdFields` moves the fields classified as
// held out of the pushes into `languages[].held`; `forceHeld` puts (some of) them back, for
// `sync --force [GLOB]` and `apply --force [GLOB]` on a saved plan.
import type { HeldReason } from './classify.js';
import { textOf, type HeldField, type LanguagePlan, type Push, type SyncPlan } from '../apply/types.js';
import { pairKey } from '../model.js';

/** Key of one field of one pair in a decisions map. */
export function fieldKey(entryId: string, language: string, field: string): string {
  return `${pairKey(entryId, language)}\u0000${field}`;
}

/**
 * The plan without the held fields: each push loses them from `fields` and `changes` (its other
 * fields still go: the platform merges the fields a PUT gives); a push left with no change goes.
 */
export function holdFields(plan: SyncPlan, held: ReadonlyMap<string, HeldReason>): SyncPlan {
  if (held.size === 0) return plan;
  const languages = plan.languages.map((lp): LanguagePlan => {
    const pushes: Push[] = [];
    const heldHere: HeldField[] = [...(lp.held ?? [])];
    for (const push of lp.pushes) {
      const keep = push.changes.filter((c) => !held.has(fieldKey(push.entryId, push.language, c.field)));
      if (keep.length === push.changes.length) {
        pushes.push(push);
        continue;
      }
      const fields = { ...push.fields };
      for (const c of push.changes) {
        const reason = held.get(fieldKey(push.entryId, push.language, c.field));
        // A field without a remote value is always known, so `before` is a string here.
        if (reason === undefined || c.before === null) continue;
        delete fields[c.field];
        heldHere.push({
          entryId: push.entryId,
          type: push.type,
          language: push.language,
          file: push.file,
          field: c.field,
          local: textOf(c.after),
          remote: c.before,
          reason,
          remoteFingerprint: push.remoteFingerprint,
        });
      }
      if (keep.length > 0) pushes.push({ ...push, fields, changes: keep });
    }
    return { ...lp, pushes, held: heldHere };
  });
  return { ...plan, languages };
}

/**
 * The plan with the held fields `select` accepts pushed after all: merged into the pair's push
 * when there is one, else a push of those fields alone (the platform keeps the pair's others).
 */
export function forceHeld(plan: SyncPlan, select: (h: HeldField) => boolean): SyncPlan {
  const languages = plan.languages.map((lp): LanguagePlan => {
    const held = lp.held ?? [];
    const forced = held.filter(select);
    if (forced.length === 0) return lp;
    const pushes = lp.pushes.map((p) => ({ ...p, fields: { ...p.fields }, changes: [...p.changes] }));
    for (const h of forced) {
      let push = pushes.find((p) => p.entryId === h.entryId && p.language === h.language);
      if (!push) {
        push = {
          entryId: h.entryId,
          type: h.type,
          language: h.language,
          file: h.file,
          fields: {},
          remoteFingerprint: h.remoteFingerprint,
          changes: [],
        };
        pushes.push(push);
      }
      push.fields[h.field] = h.local;
      push.changes.push({ field: h.field, before: h.remote, after: h.local });
    }
    pushes.sort((a, b) => compare(a.file, b.file) || compare(a.entryId, b.entryId));
    return { ...lp, pushes, held: held.filter((h) => !select(h)) };
  });
  return { ...plan, languages };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Conflicts among the held fields: each held field says whether the repo changed it too since the
 * last push (its value now against the pushed record's hash): true is a conflict (changed on both
 * sides), false a plain platform edit, 'unknown' without a record of that field (a fresh CI cache).
 */
export function markConflicts(
  plan: SyncPlan,
  pushedHash: (key: string) => string | undefined,
  hash: (field: string, value: string) => string,
): SyncPlan {
  const languages = plan.languages.map((lp): LanguagePlan => ({
    ...lp,
    held: (lp.held ?? []).map((h): HeldField => {
      const recorded = pushedHash(fieldKey(h.entryId, h.language, h.field));
      return { ...h, repoChanged: recorded === undefined ? 'unknown' : hash(h.field, h.local) !== recorded };
    }),
  }));
  return { ...plan, languages };
}
