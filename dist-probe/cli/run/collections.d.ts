import { type CommandContext, type GlobalArgs } from '../context.js';
import type { Collection } from '../../model.js';
export interface CollectionsOptions {
    json: boolean;
}
export interface CollectionRow {
    id: string;
    parentId: string | null;
    /** 0 for a root collection */
    depth: number;
    /** source-language title, or null when the collection has none in that language */
    title: string | null;
    /** the path to write in a layout file (`Docs/Getting started`, `\/` for a slash in a title) */
    path: string;
    /** articles in this collection itself (not in its subcollections) */
    articles: number;
}
/** Depth-first, in the platform's order; a collection whose parent is not listed counts as a root. */
export declare function collectionRows(collections: Collection[], counts: Map<string, number>, sourceLanguage: string): CollectionRow[];
export declare function runCollections(opts: CollectionsOptions, ctx: CommandContext): Promise<number>;
export interface CollectionsArgs extends GlobalArgs {
    json: boolean;
}
/** The handler of `helpsync collections` (cli/commands/collections.ts loads this module when the command runs). */
export declare function handleCollections(argv: CollectionsArgs): Promise<void>;
