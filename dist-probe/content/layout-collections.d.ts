import type { Collection } from '../model.js';
/** An existing collection (id) or one planned in this run (ref: NEW_ID_PREFIX + externalId). */
export type LayoutTarget = {
    id: string;
    path: string;
} | {
    ref: string;
    path: string;
};
/** A collection to create for the layout file, in the order it must be created (parents first). */
export interface NewLayoutCollection {
    ref: string;
    externalId: string;
    title: string;
    /** its title path as the layout file writes it */
    path: string;
    parent: LayoutTarget | null;
}
export type LayoutResolution = {
    ok: true;
    target: LayoutTarget;
} | {
    ok: false;
    message: string;
};
/** NFC, trimmed, whitespace collapsed, case-folded: titles that people would read as the same. */
export declare function titleKey(title: string): string;
/** The externalId of the collection the layout path `shown` (escaped title path) makes. */
export declare function layoutExternalId(shown: string): string;
/** Resolves layout paths one by one; the collections still to create gather in `created`, each once. */
export declare class LayoutCollections {
    private readonly collections;
    private readonly sourceLanguage;
    private readonly planned;
    readonly created: NewLayoutCollection[];
    private readonly made;
    private readonly byId;
    private readonly byExternalId;
    /**
     * `planned`: collections this run creates from folders (their `_index.md`), by title path: a layout
     * path through one of them goes through it rather than making a twin beside it.
     */
    constructor(collections: Collection[], sourceLanguage: string, planned?: ReadonlyMap<string, LayoutTarget>);
    /** A collection by id: it must exist (helpsync cannot create a collection with a given id). */
    byIdTarget(id: string): LayoutTarget | undefined;
    private existing;
    resolve(value: string): LayoutResolution;
    /** One level of a path under `parent`: bound by externalId, matched by title, or planned. */
    private step;
    private plan;
}
