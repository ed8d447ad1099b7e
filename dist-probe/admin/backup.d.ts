export declare const BACKUP_DOC_VERSION = 1;
/** `<configDir>/.helpsync/backups` */
export declare function defaultBackupDir(configDir: string): string;
/** `2024-05-01T10-20-30-123Z`: ISO time without `:` and `.` (not allowed in Windows file names). */
export declare function backupTimestamp(now: number): string;
/** Characters outside a portable file-name set become `_` (ids have no `/`, but may hold `\`, `:`, ...). */
export declare function backupFileName(kind: string, id: string, now: number, suffix?: string): string;
/** The document a backup file holds: the record exactly as the platform sent it, plus where it came from. */
export interface BackupDocument {
    version: typeof BACKUP_DOC_VERSION;
    kind: 'helpsync-backup';
    /** `team`, `survey`, `product-tour` */
    recordKind: string;
    id: string;
    project: string;
    /** base URL without credentials or query */
    baseUrl: string;
    /** ISO time the record was read (or, for a team, returned by its deletion) */
    savedAt: string;
    /** the request that produced `record`, e.g. `GET /engagement/surveys/abc` */
    source: string;
    record: unknown;
}
export declare function publicBaseUrl(baseUrl: string): string;
export interface WriteBackupInput {
    dir: string;
    recordKind: string;
    id: string;
    project: string;
    baseUrl: string;
    source: string;
    record: unknown;
    now: number;
}
/**
 * Writes the backup and returns its absolute path. The file is created exclusively (`wx`): an
 * existing backup is never replaced; a name taken in the same millisecond gets `-2`, `-3`, ...
 * The contents pass through scrubDeep, so a token echoed by the platform never lands on disk.
 * Mode 0600: records may hold personal data.
 */
export declare function writeBackup(input: WriteBackupInput): Promise<string>;
/**
 * Proves a backup can be written in `dir` now: creates it, writes, syncs and removes a probe file.
 * For kinds whose backup is the delete's answer (teams, docs/platform-api.md) this runs before the DELETE, so
 * "no backup, no delete" holds for every kind: an unwritable folder deletes nothing.
 */
export declare function probeBackupDir(dir: string): Promise<void>;
