import { type RemoteEntry } from '../model.js';
export declare function listEntries(entries: ReadonlyMap<string, RemoteEntry>, type?: string): RemoteEntry[];
export declare function getEntry(entries: ReadonlyMap<string, RemoteEntry>, entryId: string, language?: string): RemoteEntry;
/** A PUT body checked: exactly `{ language, fields }`, fields a non-empty map of field → string. */
export declare function checkTranslationBody(body: unknown): {
    language: string;
    given: [string, string][];
};
/** The entry a PUT goes to, checked to exist and to have every field given. */
export declare function targetEntry(entries: ReadonlyMap<string, RemoteEntry>, entryId: string, fieldNames: string[]): RemoteEntry;
