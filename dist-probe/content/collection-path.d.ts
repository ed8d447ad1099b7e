import type { Collection } from '../model.js';
/**
 * Splits a layout path into titles: `/` separates levels, `\/` is a slash inside a title and `\\`
 * a backslash. Titles are trimmed. Returns an error message for an empty level or a dangling `\`.
 */
export declare function parseCollectionPath(value: string): {
    segments: string[];
} | {
    error: string;
};
/** A title as written in a path: `/` and `\` escaped. */
export declare function escapeTitle(title: string): string;
/**
 * The path of source-language titles from the root to a collection, for display and for the
 * layout file (`Docs/Getting started`). An untitled level shows as its id; an unknown id as itself.
 */
export declare function collectionPath(collections: Collection[], id: string, sourceLanguage: string): string;
export declare function pathIn(byId: Map<string, Collection>, id: string, sourceLanguage: string): string;
export type CollectionResolution = {
    ok: true;
    collection: Collection;
} | {
    ok: false;
    message: string;
};
/** Resolves a layout path against the collection tree (source-language titles, exact match). */
export declare function resolveCollectionPath(collections: Collection[], value: string, sourceLanguage: string): CollectionResolution;
