import type { AlertLabels } from '../html/alerts.js';
import { type EntryType, type Problem, type RemoteEntry } from '../model.js';
export declare const STATIC_FILE = "_static.yaml";
/** field → language → text. Null-prototype maps: a key such as `__proto__` is a key like any other. */
export type FieldMap = Record<string, Record<string, string>>;
export interface PulledEntry {
    type: EntryType;
    id: string;
    fields: FieldMap;
}
export type PullFileKind = 'article' | 'collection' | 'emailtemplate' | 'static';
export interface PullFile {
    /** relative to the content folder, POSIX: de/getting-started/install.md */
    path: string;
    language: string;
    kind: PullFileKind;
    /** the entry a Markdown file is for (static files: none) */
    entryId?: string;
    content: string;
    /** the HTML body could not be written as Markdown that renders back equal (sync would push it) */
    inexact?: boolean;
}
/** Step 1: the platform's entries, checked; each problem names the entry. */
export declare function readEntries(list: readonly RemoteEntry[]): {
    entries: Map<string, PulledEntry>;
    languages: Set<string>;
    problems: Problem[];
};
/** The front matter keys (and body) each entry type's file holds. */
export declare function fileFieldsOf(type: EntryType): readonly string[];
export interface EntryDocumentInput {
    entryId: string;
    entry: PulledEntry;
    /** relative to the language folder */
    rel: string;
    language: string;
    sourceLanguage: string;
    alertLabels?: AlertLabels;
}
/** Step: one entry's file in one language (the source language's carries `entry`). */
export declare function entryDocument(input: EntryDocumentInput, problems: Problem[]): PullFile;
/** Step: `<language>/_static.yaml` for every language with static translations. */
export declare function staticFiles(sorted: readonly [string, PulledEntry][], languages: readonly string[], problems: Problem[]): PullFile[];
