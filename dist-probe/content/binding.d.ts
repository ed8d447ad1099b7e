import type { EntryType } from '../model.js';
import type { Collection } from '../model.js';
import type { UnboundSource } from './types.js';
export declare const EXTERNAL_ID_PREFIX = "helpsync:";
/** A placeholder for the id a creation in this plan will get: `new:<externalId>`. */
export declare const NEW_ID_PREFIX = "new:";
/** A record of the platform that carries a helpsync externalId. */
export interface KeyedRecord {
    entryId: string;
    type: Extract<EntryType, 'article' | 'collection'>;
    externalId: string;
}
export interface Binding {
    /** the file, relative to the source-language folder */
    path: string;
    entryId: string;
    type: Extract<EntryType, 'article' | 'collection'>;
    externalId: string;
    /** the file's name when the record was created, when it differs from its name now */
    formerName?: string;
}
/** The folder a `_index.md` stands for (`a/b/_index.md` → `a/b`), or undefined for a page. */
export declare function indexFolder(path: string): string | undefined;
/** `helpsync:a/b/new.md` for a page, `helpsync:a/b/` for the folder of `a/b/_index.md`. */
export declare function externalIdOf(path: string): string;
/**
 * Binds each file to the record whose externalId names it, by its name now first (every file),
 * then by its former names (newest first). Records already claimed by an `entry:` line are skipped.
 */
export declare function bindByExternalId(files: readonly UnboundSource[], records: readonly KeyedRecord[], formerNames: ReadonlyMap<string, readonly string[]>, claimed: ReadonlySet<string>): Binding[];
/** The platform's records that carry a helpsync externalId (collections, and articles from the per-collection lists). */
export declare function keyedRecords(collections: readonly Collection[], articleExternalIds: ReadonlyMap<string, string>): KeyedRecord[];
