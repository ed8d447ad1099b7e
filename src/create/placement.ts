// Where the layout file places a new page: PURE. The layout wins over the page's folder. A `path:`
// may name collections that do not exist yet: the missing levels are created, parents first
// (content/layout-collections.ts: externalId `helpsync:layout:` + the title path, so a lost answer
// is found again and a later run finds the collection).
import type { Collection, Problem } from '../model.js';
import { LayoutCollections, type LayoutTarget } from '../content/layout-collections.js';
import { layoutCreation, type Creation } from '../apply/types.js';
import type { CreatePlanInput } from './types.js';

export type Target = LayoutTarget;

export interface LayoutTargets {
  /** the target of a page the layout places, or undefined (not placed, or a problem was reported) */
  targetOf(path: string): Target | undefined;
  /** the collections this creates (parents first) */
  creations: Creation[];
}

/** `planned`: the collections this run creates from folders, by title path (a layout path may go through one). */
export function layoutTargets(input: CreatePlanInput, problems: Problem[], planned: ReadonlyMap<string, Target>): LayoutTargets {
  const paths = new LayoutCollections(input.collections as Collection[], input.sourceLanguage, planned, input.scope);
  const resolve = (placed: { id?: string; path?: string }, file: string): Target | undefined => {
    if (placed.id !== undefined) {
      const target = paths.byIdTarget(placed.id);
      if (!target) {
        problems.push({
          severity: 'error',
          file: input.show(file),
          message: `the layout file places it in collection ${placed.id}, which does not exist`,
        });
      }
      return target;
    }
    const r = paths.resolve(placed.path ?? '');
    if (!r.ok)
      problems.push({
        severity: 'error',
        file: input.show(file),
        message: `not created: the layout file places it in "${placed.path ?? ''}": ${r.message}`,
      });
    return r.ok ? r.target : undefined;
  };
  return {
    targetOf: (path) => {
      const placed = input.placements?.get(path);
      return placed ? resolve(placed, path) : undefined;
    },
    get creations() {
      return paths.created.map(layoutCreation);
    },
  };
}
