// Where the layout file places a new page: PURE. The layout wins over the page's folder. A `path:`
// may name collections that do not exist yet: the missing levels are created, parents first, each
// with externalId `helpsync:layout:` + its title path, so a lost answer is found again and a later
// run finds the collection by its path.
import type { Collection, Problem } from '../model.js';
import { escapeTitle, parseCollectionPath, pathIn } from '../content/collection-path.js';
import { EXTERNAL_ID_PREFIX } from '../content/binding.js';
import { NEW_ID_PREFIX, type Creation } from '../apply/types.js';
import type { CreatePlanInput } from './types.js';

export type Target = { id: string; path: string } | { ref: string; path: string };

export interface LayoutTargets {
  /** the target of a page the layout places, or undefined (not placed, or a problem was reported) */
  targetOf(path: string): Target | undefined;
  /** the collections this creates (parents first) */
  creations: Creation[];
}

export function layoutTargets(input: CreatePlanInput, problems: Problem[]): LayoutTargets {
  const byId = new Map(input.collections.map((c) => [c.id, c]));
  const creations: Creation[] = [];
  const made = new Map<string, Target>();
  const lang = input.sourceLanguage;
  const titleOf = (c: Collection): string => (c.title[lang] ?? '').trim();
  const resolve = (placed: { id?: string; path?: string }, file: string): Target | undefined => {
    if (placed.id !== undefined) {
      if (byId.has(placed.id)) return { id: placed.id, path: pathIn(byId, placed.id, lang) };
      problems.push({
        severity: 'error',
        file: input.show(file),
        message: `the layout file places it in collection ${placed.id}, which does not exist`,
      });
      return undefined;
    }
    const parsed = parseCollectionPath(placed.path ?? '');
    if ('error' in parsed) return undefined; // the layout step reports it
    let parent: Target | null = null;
    let shown = '';
    for (const segment of parsed.segments) {
      shown = shown ? `${shown}/${escapeTitle(segment)}` : escapeTitle(segment);
      const parentId: string | null = parent && 'id' in parent ? parent.id : null;
      const existing: Collection[] =
        parent && 'ref' in parent ? [] : input.collections.filter((c) => c.parentId === parentId && titleOf(c) === segment);
      if (existing.length > 1) {
        problems.push({ severity: 'error', file: input.show(file), message: `the layout path "${placed.path}" is ambiguous: use "id:"` });
        return undefined;
      }
      if (existing[0]) {
        parent = { id: existing[0].id, path: shown };
        continue;
      }
      parent = made.get(shown) ?? newLayoutCollection(shown, segment, parent, creations, made);
    }
    return parent ?? undefined;
  };
  return {
    targetOf: (path) => {
      const placed = input.placements?.get(path);
      return placed ? resolve(placed, path) : undefined;
    },
    creations,
  };
}

function newLayoutCollection(
  shown: string,
  title: string,
  parent: Target | null,
  creations: Creation[],
  made: Map<string, Target>,
): Target {
  const externalId = `${EXTERNAL_ID_PREFIX}layout:${shown}`;
  const c: Creation = {
    kind: 'collection',
    ref: NEW_ID_PREFIX + externalId,
    externalId,
    file: '',
    title,
    parent: parent === null ? null : 'id' in parent ? { id: parent.id, path: parent.path } : { ref: parent.ref, path: parent.path },
  };
  creations.push(c);
  const target = { ref: c.ref, path: shown };
  made.set(shown, target);
  return target;
}
