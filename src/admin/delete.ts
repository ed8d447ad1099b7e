// The bulk-deletion engine shared by `teams delete` and `engagement delete`: backups before (or,
// for teams, from) the delete, per-id results as values. Checking ids, asking, and printing are the
// command's (src/cli/delete.ts); this module only returns values.
import { isNotFound, ApiError } from '../client/errors.js';
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
  read?: { path(id: string): string; run(client: PlatformClient, id: string): Promise<unknown> };
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

function reasonOf(err: unknown): string {
  if (err instanceof ApiError) {
    // No answer at all: the platform may have acted. Say so rather than claim nothing happened.
    if (err.kind === 'timeout' || err.kind === 'network' || err.kind === 'aborted') {
      return `${err.message} (it may or may not have been deleted; run the command again: "not found" then means it was)`;
    }
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Runs one id: [read → backup] → delete → [backup of the returned record]. Never throws. */
export async function deleteOne(spec: DeleteSpec, client: PlatformClient, id: string, opts: DeleteEngineOptions): Promise<DeleteResult> {
  if (opts.signal?.aborted) return { id, status: 'skipped', reason: 'interrupted before it started; not deleted' };
  let backup: string | undefined;
  if (spec.read) {
    let record: unknown;
    try {
      record = await spec.read.run(client, id);
    } catch (err) {
      if (isNotFound(err)) {
        return { id, status: 'not-found', reason: `not found (GET ${spec.read.path(id)} answered 404); nothing deleted` };
      }
      return { id, status: 'failed', reason: `could not read it for the backup: ${reasonOf(err)}; nothing deleted` };
    }
    try {
      backup = await opts.backup(id, `GET ${spec.read.path(id)}`, record);
    } catch (err) {
      return { id, status: 'failed', reason: `could not write its backup: ${reasonOf(err)}; nothing deleted` };
    }
    if (opts.signal?.aborted) return { id, status: 'skipped', backup, reason: 'interrupted after its backup was saved; not deleted' };
  }
  if (spec.backupDeleted && opts.backupReady) {
    try {
      await opts.backupReady();
    } catch (err) {
      return { id, status: 'failed', reason: `its backup could not be written: ${reasonOf(err)}; nothing deleted` };
    }
  }
  let returned: unknown;
  try {
    returned = await spec.del(client, id);
  } catch (err) {
    if (isNotFound(err) && err.afterLostResponse) {
      // An earlier attempt was sent and got no answer; the retry finds nothing: the first one deleted it.
      return {
        id,
        status: 'deleted',
        responseLost: true,
        backup,
        reason: spec.backupDeleted
          ? `response lost: deleted, but the platform's answer (the deleted ${spec.noun}) never arrived, so its backup could not be made`
          : 'response lost: the first attempt got no answer and the retry found it gone; counted as deleted',
      };
    }
    if (isNotFound(err)) {
      return {
        id,
        status: 'not-found',
        backup,
        reason: spec.read
          ? 'not found at the delete (it was there when read for the backup)'
          : `not found (DELETE ${spec.deletePath(id)} answered 404)`,
      };
    }
    if (err instanceof ApiError && err.status !== undefined && err.status >= 200 && err.status < 300) {
      // The platform said 200 (docs/platform-api.md), but the body was not what the contract
      // assumes (the client's adapter refused its shape): the record is gone all the same.
      return {
        id,
        status: 'deleted',
        backup,
        reason: spec.backupDeleted
          ? `deleted, but its answer was not the expected ${spec.noun}, so no backup could be made: ${err.message}`
          : `deleted (the answer had an unexpected shape: ${err.message})`,
      };
    }
    return { id, status: 'failed', backup, reason: reasonOf(err) };
  }
  if (spec.backupDeleted) {
    try {
      backup = await opts.backup(id, `DELETE ${spec.deletePath(id)}`, returned);
    } catch (err) {
      return { id, status: 'deleted', reason: `deleted, but its backup could not be written: ${reasonOf(err)}`, record: returned };
    }
  }
  return { id, status: 'deleted', backup };
}

/** Every id through a small worker pool; results in the order the ids were given. */
export async function deleteAll(spec: DeleteSpec, client: PlatformClient, opts: DeleteEngineOptions): Promise<DeleteResult[]> {
  const results: DeleteResult[] = new Array<DeleteResult>(opts.ids.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < opts.ids.length) {
      const i = next++;
      const id = opts.ids[i] as string;
      const result = await deleteOne(spec, client, id, opts);
      results[i] = result;
      opts.onResult?.(result);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency, opts.ids.length)) }, () => worker());
  await Promise.all(workers);
  return results;
}

export function summarize(results: readonly DeleteResult[]): DeleteSummary {
  const count = (s: DeleteStatus): number => results.filter((r) => r.status === s).length;
  return {
    requested: results.length,
    deleted: count('deleted'),
    responseLost: results.filter((r) => r.responseLost).length,
    notFound: count('not-found'),
    failed: count('failed'),
    skipped: count('skipped'),
  };
}

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
