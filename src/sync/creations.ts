// Sync composes creation: files without `entry:` are bound to the records helpsync created from
// them, or planned as creations under placeholder entries (`article:new:helpsync:<path>`), so that
// the one planner (plan.ts) plans every language of a new page like any other entry. A creation
// carries its source-language fields (pushed right after it is created); other languages follow in
// their language's turn with the placeholder, which apply resolves.
import type { Creation, SyncPlan } from '../apply/types.js';
import type { LocalContent } from '../content/types.js';
import type { RemoteEntry } from '../model.js';
import type { CreateReads } from '../create/reads.js';

/** The remote listing as the planner sees it: every placeholder is an entry with no value yet. */
export function withPlaceholders(remote: readonly RemoteEntry[], creations: readonly Creation[]): RemoteEntry[] {
  return [...remote, ...creations.map((c) => ({ id: `${c.kind}:${c.ref}`, type: c.kind, fields: {} }))];
}

/** The source-language pushes of new records become their creations' fields; bindings are listed. */
export function attachCreations(plan: SyncPlan, reads: CreateReads, local: LocalContent): void {
  const { creations } = reads.plan;
  const source = plan.languages.find((l) => l.language === plan.sourceLanguage);
  const byEntry = new Map(creations.map((c) => [`${c.kind}:${c.ref}`, c]));
  if (source) {
    source.pushes = source.pushes.filter((p) => {
      const c = byEntry.get(p.entryId);
      if (c) c.fields = { ...p.fields };
      return !c;
    });
  }
  for (const c of creations) {
    // a page whose fields did not load (its own warning says why) is created with its title only
    if (!c.fields) c.fields = { title: c.title };
  }
  plan.creations = creations;
  if (reads.bindings.length > 0) {
    plan.bound = reads.bindings.map((b) => ({
      file: `${local.sourceLanguage}/${b.path}`,
      entryId: b.entryId,
      ...(b.formerName ? { createdAs: `${local.sourceLanguage}/${b.formerName}` } : {}),
    }));
  }
}
