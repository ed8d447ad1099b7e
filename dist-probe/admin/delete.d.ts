import type { PlatformClient } from '../client/types.js';
/** What one kind of record needs for deletion. */
export interface DeleteSpec {
    /** `team` or an engagement kind: file names, messages, the JSON document */
    recordKind: string;
    noun: string;
    nounPlural: string;
    /** the `kind` of the --json document */
    jsonKind: 'teams-delete' | 'engagement-delete';
    /** extra top-level fields of the --json document (e.g. engagementKind) */
    jsonExtra?: Record<string, unknown>;
    /** shown once before anything is deleted (docs/platform-api.md) */
    warnings: string[];
    /** the request path, for messages: `/teams/abc` */
    deletePath(id: string): string;
    /** the record can be read: read it and save a backup before deleting (surveys, product tours) */
    read?: {
        path(id: string): string;
        run(client: PlatformClient, id: string): Promise<unknown>;
    };
    del(client: PlatformClient, id: string): Promise<unknown>;
    /** the delete answers with the deleted record (teams, docs/platform-api.md): save that as the backup */
    backupDeleted: boolean;
}
export type DeleteStatus = 'deleted' | 'not-found' | 'failed' | 'skipped';
export interface DeleteResult {
    id: string;
    status: DeleteStatus;
    /** deleted: a retried DELETE answered 404 after an earlier attempt got no response */
    responseLost?: boolean;
    /** absolute path of the backup written for this id */
    backup?: string;
    /** not-found / failed / skipped: why; deleted: what the user should know (e.g. no backup) */
    reason?: string;
    /** a deleted record whose backup could not be written: kept in the results so it is not lost */
    record?: unknown;
}
export interface DeleteSummary {
    requested: number;
    deleted: number;
    responseLost: number;
    notFound: number;
    failed: number;
    skipped: number;
}
/** Saves a backup and returns its path (injected so the engine stays free of file-system details). */
export type BackupWriter = (id: string, source: string, record: unknown) => Promise<string>;
export interface DeleteEngineOptions {
    ids: readonly string[];
    /** per-id pipelines at once; each has at most one request in flight, so the client's concurrency suffices */
    concurrency: number;
    signal?: AbortSignal;
    backup: BackupWriter;
    /** kinds whose backup is the delete's answer: proves the backup can be written, before the DELETE */
    backupReady?: () => Promise<void>;
    /** called as each id finishes (progress lines) */
    onResult?: (result: DeleteResult) => void;
}
/** Runs one id: [read → backup] → delete → [backup of the returned record]. Never throws. */
export declare function deleteOne(spec: DeleteSpec, client: PlatformClient, id: string, opts: DeleteEngineOptions): Promise<DeleteResult>;
/** Every id through a small worker pool; results in the order the ids were given. */
export declare function deleteAll(spec: DeleteSpec, client: PlatformClient, opts: DeleteEngineOptions): Promise<DeleteResult[]>;
export declare function summarize(results: readonly DeleteResult[]): DeleteSummary;
export interface DeleteOptions {
    /** ids given as arguments */
    ids: readonly string[];
    /** one id per line; blank lines and # comments ignored */
    fromFile?: string;
    /** skip the confirmation */
    yes?: boolean;
    /** list what would be deleted; no request at all */
    dryRun?: boolean;
    json?: boolean;
    /** default `<configDir>/.helpsync/backups` */
    backupDir?: string;
}
/** What the commands take from their surroundings; tests replace them. */
export interface AdminDeps {
    /** whether a person can answer a question (default: stdin is a TTY) */
    isInteractive?: () => boolean;
    /** asks and returns the answer (default: readline on stdin, question on stderr) */
    confirm?: (question: string, signal: AbortSignal) => Promise<boolean>;
    now?: () => number;
    cwd?: string;
}
