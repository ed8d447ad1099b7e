import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import type { MatchDecision, UnmatchedFile } from './plan.js';
import type { PlatformClient } from '../client/types.js';
export interface LocalMatchState {
    /** source-language files without `entry` */
    unmatched: UnmatchedFile[];
    /** entry ids named by source-language files already */
    claimed: Set<string>;
    /** files skipped (symlinks, unreadable or broken front matter, an empty `entry:` key) */
    problems: Problem[];
}
/** The source-language folder: `<contentDir>/<sourceLanguage>`. */
export declare function sourceDirOf(config: Config): string;
/** Reads every `.md` under the source-language folder (symlinks are skipped: nothing outside it is read). */
export declare function readMatchState(config: Config): Promise<LocalMatchState>;
/**
 * The file's text with `entry: <id>` as the first line of its front matter, or undefined when the
 * file does not start with front matter. Keeps the BOM and uses the file's own line break.
 */
export declare function withEntryLine(raw: string, entryId: string): string | undefined;
/** Writes the entry line into `<source folder>/<file>` (a temp file, then a rename). */
export declare function writeEntryLine(config: Config, file: string, entryId: string): Promise<void>;
/**
 * Files helpsync created records from (bound by externalId, following their Git renames when the
 * content is in a repository): matched for certain, before any title is compared. match is the one
 * writer of `entry:` lines, so it writes theirs too.
 */
export declare function matchByExternalId(config: Config, client: PlatformClient, state: LocalMatchState): Promise<Extract<MatchDecision, {
    kind: 'matched';
}>[]>;
