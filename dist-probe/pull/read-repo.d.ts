import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
export interface RepoState {
    /** entryId → files relative to the content folder (from the source-language files' `entry`) */
    filesByEntry: Record<string, string[]>;
    warnings: Problem[];
    /** every name under the content folder (files, links, special files), relative to it, POSIX */
    takenPaths: string[];
    layoutMissing: boolean;
}
/** What the repo holds: entries by file (from `entry`), every path (new names avoid them). */
export declare function readRepo(config: Config, dryRun: boolean): Promise<RepoState>;
/**
 * The files pull would write over, read through the checked reader before any write: path relative
 * to the content folder → its text, or absent when there is no file. Refusals (a link out, a FIFO,
 * a device, a file over maxFileSize, a dangling link) name each file and stop the run.
 */
export declare function readExisting(config: Config, rels: readonly string[], signal?: AbortSignal): Promise<Map<string, string>>;
/** One content file (`rel`, POSIX) read as readExisting reads it: its text, undefined when there is none, or why it is refused. */
export declare function readContentFile(contentDir: string, rel: string, maxFileSize: number): Promise<string | {
    message: string;
} | undefined>;
