import type { Repo } from '../history/repo.js';
import { type History } from '../history/log.js';
import { type VersionValues } from './versions.js';
/** A field waiting for history: its entry, file, and static key (for a `_static.yaml` pair). */
export interface PendingEntry {
    push: {
        entryId: string;
        file: string;
    };
    staticKey: string | undefined;
}
export type VersionWalker = Awaited<ReturnType<typeof versionWalker>>;
/** Committed versions of files, their candidate values loaded in bulk and cached by blob. */
export declare function versionWalker(repo: Repo, first: History, cacheDir: string): Promise<{
    /** Another (fuller) history: versions are looked up again, values already read are kept. */
    use(h: History): void;
    load(files: string[], from: number, to: number): Promise<void>;
    /** The loaded versions of a file, each with the path it had in its commit. */
    versions(file: string, from: number, to: number): {
        values: VersionValues;
        path: string;
    }[];
    /**
     * Markdown files deleted somewhere in history (not renamed: git saw no rename), by the `entry`
     * any of their versions named, for the pending entries only. Reads their versions in one batch.
     */
    deletedByEntry(h: History, pending: PendingEntry[]): Promise<Map<string, string[]>>;
    save: () => Promise<void>;
}>;
