import { EXTERNAL_ID_PREFIX, NEW_ID_PREFIX } from './binding.js';
import { escapeTitle, parseCollectionPath, pathIn, resolveCollectionPath } from './collection-path.js';
/** NFC, trimmed, whitespace collapsed, case-folded: titles that people would read as the same. */
export function titleKey(title) {
    return title.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('und');
}
/** The externalId of the collection the layout path `shown` (escaped title path) makes. */
export function layoutExternalId(shown) {
    return `${EXTERNAL_ID_PREFIX}layout:${shown}`;
}
/** Resolves layout paths one by one; the collections still to create gather in `created`, each once. */
export class LayoutCollections {
    collections;
    sourceLanguage;
    planned;
    created = [];
    made = new Map();
    byId;
    byExternalId = new Map();
    /**
     * `planned`: collections this run creates from folders (their `_index.md`), by title path: a layout
     * path through one of them goes through it rather than making a twin beside it.
     */
    constructor(collections, sourceLanguage, planned = new Map()) {
        this.collections = collections;
        this.sourceLanguage = sourceLanguage;
        this.planned = planned;
        this.byId = new Map(collections.map((c) => [c.id, c]));
        for (const c of collections)
            if (c.externalId && !this.byExternalId.has(c.externalId))
                this.byExternalId.set(c.externalId, c);
    }
    /** A collection by id: it must exist (helpsync cannot create a collection with a given id). */
    byIdTarget(id) {
        return this.byId.has(id) ? this.existing(id) : undefined;
    }
    existing(id) {
        return { id, path: pathIn(this.byId, id, this.sourceLanguage) };
    }
    resolve(value) {
        const parsed = parseCollectionPath(value);
        if ('error' in parsed)
            return { ok: false, message: parsed.error };
        const bound = this.byExternalId.get(layoutExternalId(parsed.segments.map(escapeTitle).join('/')));
        if (bound)
            return { ok: true, target: this.existing(bound.id) };
        const found = resolveCollectionPath(this.collections, value, this.sourceLanguage);
        if (found.ok)
            return { ok: true, target: this.existing(found.collection.id) };
        let parent = null;
        let shown = '';
        for (const segment of parsed.segments) {
            shown = shown ? `${shown}/${escapeTitle(segment)}` : escapeTitle(segment);
            const step = this.step(parent, segment, shown, value, found.message);
            if ('message' in step)
                return { ok: false, message: step.message };
            parent = step;
        }
        return parent ? { ok: true, target: parent } : { ok: false, message: `path "${value}" is empty` };
    }
    /** One level of a path under `parent`: bound by externalId, matched by title, or planned. */
    step(parent, title, shown, value, found) {
        const planned = this.made.get(shown);
        if (planned)
            return planned;
        const bound = this.byExternalId.get(layoutExternalId(shown));
        if (bound)
            return this.existing(bound.id);
        const fromFolder = this.planned.get(shown);
        if (fromFolder)
            return fromFolder;
        if (parent && 'ref' in parent)
            return this.plan(parent, title, shown);
        const parentId = parent ? parent.id : null;
        const siblings = this.collections.filter((c) => c.parentId === parentId);
        const titleOf = (c) => (c.title[this.sourceLanguage] ?? '').trim();
        const same = siblings.filter((c) => titleOf(c) === title);
        if (same.length > 1) {
            return { message: found.includes('ambiguous') ? found : `path "${value}" is ambiguous at "${shown}": use "id:" for the collection you mean` };
        }
        if (same[0])
            return this.existing(same[0].id);
        const near = siblings.filter((c) => titleKey(titleOf(c)) === titleKey(title));
        if (near.length > 0) {
            const names = near.map((c) => `"${escapeTitle(titleOf(c))}" (id ${c.id})`).join(' or ');
            return {
                message: `no collection "${escapeTitle(title)}" ${parent ? `under ${parent.path}` : 'at the top level'} (path "${value}"), ` +
                    `but there is ${names}: titles match exactly. Fix the path in the layout file; helpsync does not create a collection ` +
                    'whose title differs from its neighbour only in case or spacing',
            };
        }
        return this.plan(parent, title, shown);
    }
    plan(parent, title, shown) {
        const externalId = layoutExternalId(shown);
        const c = { ref: NEW_ID_PREFIX + externalId, externalId, title, path: shown, parent };
        this.created.push(c);
        const target = { ref: c.ref, path: shown };
        this.made.set(shown, target);
        return target;
    }
}
//# sourceMappingURL=layout-collections.js.map