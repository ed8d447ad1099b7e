// Collection paths of the layout file resolved against the platform's tree, creating what is
// missing: PURE. A `path:` may name collections that do not exist yet; the missing levels are
// planned as new collections, parents first, each with externalId `helpsync:layout:` + its title
// path (docs/platform-api.md "Ids and externalId"). A collection carrying that externalId is the
// one helpsync made for the path (found again after a lost answer, and after a rename on the
// platform); otherwise a level matches by its exact source-language title. A missing level whose
// title differs from a sibling's only in case or spacing is refused: it is a typo far more often
// than a new collection, and creating it would put a near-twin beside the real one.
import type { Collection } from '../model.js';
import { keysFor, NEW_ID_PREFIX, RECORD_KEYS, type RecordKeys } from './binding.js';
import { escapeTitle, parseCollectionPath, pathIn, resolveCollectionPath } from './collection-path.js';
import { titleKey } from './title-key.js';

/** An existing collection (id) or one planned in this run (ref: NEW_ID_PREFIX + externalId). */
export type LayoutTarget = { id: string; path: string } | { ref: string; path: string };

/** A collection to create for the layout file, in the order it must be created (parents first). */
export interface NewLayoutCollection {
  ref: string;
  externalId: string;
  title: string;
  /** its title path as the layout file writes it */
  path: string;
  parent: LayoutTarget | null;
}

export type LayoutResolution = { ok: true; target: LayoutTarget } | { ok: false; message: string };

// titles that people would read as the same: one normalisation for every guard and for `match`
export { titleKey };

/** The externalId of the collection the layout path `shown` (escaped title path) makes. */
export function layoutExternalId(shown: string): string {
  return RECORD_KEYS.ofLayout(shown);
}

/** A collection the layout made before this repository had a scope: its unscoped key `from` becomes `to`. */
export interface LayoutRekey {
  id: string;
  from: string;
  to: string;
}

/**
 * Resolves layout paths one by one; the collections still to create gather in `created`, each once,
 * and (a scope added) those found by their unscoped key of before gather in `rekeys`, each once.
 */
export class LayoutCollections {
  readonly created: NewLayoutCollection[] = [];
  readonly rekeys: LayoutRekey[] = [];
  private readonly made = new Map<string, LayoutTarget>();
  private readonly byId: Map<string, Collection>;
  private readonly byExternalId = new Map<string, Collection>();
  private readonly keys: RecordKeys;

  /**
   * `planned`: collections this run creates from folders (their `_index.md`), by title path: a layout
   * path through one of them goes through it rather than making a twin beside it.
   */
  constructor(
    private readonly collections: Collection[],
    private readonly sourceLanguage: string,
    private readonly planned: ReadonlyMap<string, LayoutTarget> = new Map(),
    private readonly scope?: string,
  ) {
    this.keys = keysFor(scope);
    this.byId = new Map(collections.map((c) => [c.id, c]));
    for (const c of collections) if (c.externalId && !this.byExternalId.has(c.externalId)) this.byExternalId.set(c.externalId, c);
  }

  /** A collection by id: it must exist (helpsync cannot create a collection with a given id). */
  byIdTarget(id: string): LayoutTarget | undefined {
    return this.byId.has(id) ? this.existing(id) : undefined;
  }

  private existing(id: string): LayoutTarget {
    return { id, path: pathIn(this.byId, id, this.sourceLanguage) };
  }

  resolve(value: string): LayoutResolution {
    const parsed = parseCollectionPath(value);
    if ('error' in parsed) return { ok: false, message: parsed.error };
    const escaped = parsed.segments.map(escapeTitle);
    const bound = this.keyed(escaped.join('/'));
    if (bound) {
      // the levels above were made by the layout too: each found by its own key (and re-keyed with it)
      for (let i = 1; i < escaped.length; i++) this.keyed(escaped.slice(0, i).join('/'));
      return { ok: true, target: this.existing(bound.id) };
    }
    const found = resolveCollectionPath(this.collections, value, this.sourceLanguage);
    if (found.ok) return { ok: true, target: this.existing(found.collection.id) };
    let parent: LayoutTarget | null = null;
    let shown = '';
    for (const segment of parsed.segments) {
      shown = shown ? `${shown}/${escapeTitle(segment)}` : escapeTitle(segment);
      const step = this.step(parent, segment, shown, value, found.message);
      if ('message' in step) return { ok: false, message: step.message };
      parent = step;
    }
    return parent ? { ok: true, target: parent } : { ok: false, message: `path "${value}" is empty` };
  }

  /** One level of a path under `parent`: bound by externalId, matched by title, or planned. */
  private step(parent: LayoutTarget | null, title: string, shown: string, value: string, found: string): LayoutTarget | { message: string } {
    const planned = this.made.get(shown);
    if (planned) return planned;
    const bound = this.keyed(shown);
    if (bound) return this.existing(bound.id);
    const fromFolder = this.planned.get(shown);
    if (fromFolder) return fromFolder;
    if (parent && 'ref' in parent) return this.plan(parent, title, shown);
    const parentId = parent ? parent.id : null;
    const siblings = this.collections.filter((c) => c.parentId === parentId);
    const titleOf = (c: Collection): string => (c.title[this.sourceLanguage] ?? '').trim();
    const same = siblings.filter((c) => titleOf(c) === title);
    if (same.length > 1) {
      return { message: found.includes('ambiguous') ? found : `path "${value}" is ambiguous at "${shown}": use "id:" for the collection you mean` };
    }
    if (same[0]) return this.existing(same[0].id);
    const near = siblings.filter((c) => titleKey(titleOf(c)) === titleKey(title));
    if (near.length > 0) {
      const names = near.map((c) => `"${escapeTitle(titleOf(c))}" (id ${c.id})`).join(' or ');
      return {
        message:
          `no collection "${escapeTitle(title)}" ${parent ? `under ${parent.path}` : 'at the top level'} (path "${value}"), ` +
          `but there is ${names}: titles match exactly. Fix the path in the layout file; helpsync does not create a collection ` +
          'whose title differs from its neighbour only in case or spacing',
      };
    }
    return this.plan(parent, title, shown);
  }

  /**
   * The collection keyed for the layout path `shown`: by this repository's key, or (a scope added)
   * by the unscoped key of before, which the next runs re-key; never by another scope's key.
   */
  private keyed(shown: string): Collection | undefined {
    const own = this.byExternalId.get(this.keys.ofLayout(shown));
    if (own || !this.scope) return own;
    const legacy = this.byExternalId.get(RECORD_KEYS.ofLayout(shown));
    // the same path's key with the scope put in: the record is this layout's, found again from now on by that key
    if (legacy && !this.rekeys.some((r) => r.id === legacy.id)) this.rekeys.push({ id: legacy.id, from: RECORD_KEYS.ofLayout(shown), to: this.keys.ofLayout(shown) });
    return legacy;
  }

  private plan(parent: LayoutTarget | null, title: string, shown: string): LayoutTarget {
    const externalId = this.keys.ofLayout(shown);
    const c: NewLayoutCollection = { ref: NEW_ID_PREFIX + externalId, externalId, title, path: shown, parent };
    this.created.push(c);
    const target = { ref: c.ref, path: shown };
    this.made.set(shown, target);
    return target;
  }
}
