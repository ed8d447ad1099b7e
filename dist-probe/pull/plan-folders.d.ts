import type { Collection, Problem } from '../model.js';
import { type Namer } from './names.js';
/** Folder (in each language folder) for email templates, which belong to no collection. */
export declare const EMAIL_TEMPLATE_FOLDER = "email-templates";
export interface CollectionNode {
    id: string;
    parentId: string | null;
    title?: string;
    /** relative to the language folder ('' for the root) */
    folder?: string;
}
export declare const byCodeUnit: (a: string, b: string) => number;
/** The collection tree and the folder of each collection, resolved on demand and kept. */
export declare class CollectionFolders {
    private readonly namer;
    /** entryId → path relative to the language folder, from the repo's source-language files */
    private readonly existingRel;
    private readonly problems;
    readonly nodes: Map<string, CollectionNode>;
    private emailFolderName;
    constructor(namer: Namer, 
    /** entryId → path relative to the language folder, from the repo's source-language files */
    existingRel: ReadonlyMap<string, string>, problems: Problem[]);
    /** Adds the platform's collections (titles: the source language's, from the entry when it has one). */
    addAll(collections: readonly Collection[], titleOf: (c: Collection) => string | undefined): void;
    has(id: string): boolean;
    /** A collection entry the tree does not list: a folder at the top level. */
    addOrphan(id: string, title: string | undefined): void;
    folderOf(id: string, seen?: Set<string>): string;
    /** Where a collection's `_index.md` goes. */
    indexPath(id: string): string;
    /**
     * Email templates share one folder: the one existing templates already live in, else
     * `email-templates` (also when it exists: it is the conventional place), unless a collection's
     * folder has that name.
     */
    emailFolder(): string;
}
