/** Why the plan holds a field (the plan document carries it; drift protection decides it). */
export const HELD_EDITED = 'edited on the platform';
export const HELD_RENDERING = 'rendering change likely';
/**
 * Version 3: `creations` (articles and collections made from new files, with placeholder ids),
 * `totals` (what the plan does, counted), conflicts among the held fields, and a reader-level diff of
 * HTML fields (`FieldChange.diff`). Version 2 added `languages[].held`. An older plan is refused:
 * re-plan (its ids and holds may no longer describe the platform).
 */
export const PLAN_VERSION = 3;
export const PLAN_KIND = 'helpsync-plan';
export { NEW_ID_PREFIX } from '../content/binding.js';
/** A collection the layout file names by a path that does not exist yet (content/layout-collections.ts): it has no file. */
export function layoutCreation(c) {
    const parent = c.parent === null ? null : 'id' in c.parent ? { id: c.parent.id, path: c.parent.path } : { ref: c.parent.ref, path: c.parent.path };
    return { kind: 'collection', ref: c.ref, externalId: c.externalId, file: '', title: c.title, parent };
}
export function heldCount(plan) {
    return plan.languages.reduce((n, l) => n + (l.held?.length ?? 0), 0);
}
export function planHasChanges(plan) {
    return (plan.creations?.length ?? 0) > 0 || plan.moves.length > 0 || plan.languages.some((l) => l.pushes.length > 0);
}
/** The plan's totals: pushes (pairs), creations, moves, held fields and the conflicts among them. */
export function planTotals(plan) {
    const held = plan.languages.flatMap((l) => l.held ?? []);
    return {
        push: plan.languages.reduce((n, l) => n + l.pushes.length, 0),
        create: plan.creations?.length ?? 0,
        move: plan.moves.length,
        held: held.length,
        conflicts: held.filter((h) => h.repoChanged === true).length,
    };
}
//# sourceMappingURL=types.js.map