export declare const INDEX_FILE = "_index.md";
/** A name that every supported file system can hold. */
export declare function portableName(name: string): boolean;
export interface NamerInput {
    /** every file under the content folder, relative to it, POSIX */
    takenPaths: readonly string[];
    sourceLanguage: string;
    /** paths (relative to the language folder) existing entries already use */
    existingRel: Iterable<string>;
    /** the longest a path relative to the content folder may be (Windows: 259 minus the folder's own path) */
    maxPathLength?: number;
    /** the longest language folder name a file will be written in */
    longestLanguage: number;
}
/**
 * Claims new names. A path counts as taken when any language folder holds it (case folded), except
 * an orphan translation: a translation file at a path with no source-language file, which is what
 * an interrupted pull leaves. That path is free for the entry it was written for, so a
 * re-run completes the entry instead of writing it a second time under another name.
 */
export declare class Namer {
    private readonly input;
    private readonly taken;
    private readonly orphans;
    private readonly prefixes;
    /** folders that hold a collection's `_index.md` */
    readonly ownedFolders: Set<string>;
    constructor(input: NamerInput);
    private fits;
    /** A new file name in `folder`, free in every language folder (orphan translations aside). */
    claimFile(folder: string, slug: string, id: string): string | undefined;
    /** A new folder under `parent` that no collection owns and no file occupies. */
    claimFolder(parent: string, slug: string, id: string): string | undefined;
    /** whether a folder name (case folded) is already some collection's */
    ownsFolder(rel: string): boolean;
}
