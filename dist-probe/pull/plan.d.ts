import type { AlertLabels } from '../html/alerts.js';
import type { Collection, Problem, RemoteEntry } from '../model.js';
import type { LocalContent } from '../content/types.js';
import { Namer } from './names.js';
import { CollectionFolders } from './plan-folders.js';
import { type PulledEntry, type PullFile } from './plan-entries.js';
export { INDEX_FILE } from './names.js';
export { EMAIL_TEMPLATE_FOLDER } from './plan-folders.js';
export { STATIC_FILE, type PullFile, type PullFileKind } from './plan-entries.js';
export interface PullPlanInput {
    entries: RemoteEntry[];
    collections: Collection[];
    /** articleId → collectionId: where each article is now (articles of each collection) */
    placement: ReadonlyMap<string, string>;
    /** what the repo holds now (filesByEntry: entryId → files relative to the content folder) */
    existing: Pick<LocalContent, 'filesByEntry'>;
    /** every file under the content folder, relative to it, POSIX (new names must not collide) */
    takenPaths: readonly string[];
    sourceLanguage: string;
    /** languages to write, exactly (the source language only if listed); default: every language the platform has, the source language always */
    languages?: readonly string[];
    /** the layout file to create (config `layout`, shown as given), when configured and missing */
    layoutFile?: string;
    /** config `alertLabels`: language → labels, so labelled quotes become alerts again */
    alertLabels?: Readonly<Record<string, AlertLabels>>;
    /** the longest path relative to the content folder that stays within Windows' 260 characters */
    maxPathLength?: number;
}
export interface PullPlan {
    /** in write order: each entry's source-language file before its translations */
    files: PullFile[];
    /** the layout file's text, when one is to be written */
    layout?: {
        file: string;
        content: string;
    };
    /** languages written, the source language first */
    languages: string[];
    problems: Problem[];
}
export declare function planPull(input: PullPlanInput): PullPlan;
/**
 * Step: the languages to write, the source language first. `--languages` means what it means for
 * sync (config/policy.ts): exactly these, the source language only if listed; without it, every
 * language the platform has, the source language always.
 */
export declare function languagesToWrite(input: Pick<PullPlanInput, 'languages' | 'sourceLanguage' | 'collections'>, remote: ReadonlySet<string>): string[];
/** Step: entryId → path relative to the language folder, from the repo's source-language file. */
export declare function existingPaths(filesByEntry: Readonly<Record<string, string[]>>, source: string): Map<string, string>;
/**
 * Step: the order files are written in. Each entry's source-language file comes before its
 * translations (it carries `entry`: a translation without it is an orphan nobody reads), so an
 * interrupted pull leaves no orphan; then by path.
 */
export declare function writeOrder(files: readonly PullFile[], source: string): PullFile[];
interface EntryFilesContext {
    input: PullPlanInput;
    sorted: readonly [string, PulledEntry][];
    languages: readonly string[];
    existingRel: ReadonlyMap<string, string>;
    namer: Namer;
    folders: CollectionFolders;
    problems: Problem[];
}
/** Step: the Markdown files of every article, collection and email template. */
export declare function entryFiles(ctx: EntryFilesContext): PullFile[];
