// The admin operations (`helpsync stats`, `videos`, `engagement get`, `teams delete`, `engagement
// delete`): the platform's other operations (docs/platform-api.md) through admin/. They return
// values and print nothing; a bulk delete reports each id's result as it finishes.
import path from 'node:path';
import { defaultBackupDir, probeBackupDir, writeBackup } from '../admin/backup.js';
import {
  deleteAll,
  summarize,
  type BackupWriter,
  type DeleteOptions,
  type DeleteResult,
  type DeleteSpec,
  type DeleteSummary,
} from '../admin/delete.js';
import { checkEngagementGet, getEngagementRecord, type EngagementGetOptions } from '../admin/engagement.js';
import { collectIds } from '../admin/ids.js';
import { fetchStatistics, type StatsOptions } from '../admin/stats.js';
import { listVideos, type VideosOptions } from '../admin/videos.js';
import type { EngagementKind, PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import { showBaseUrl } from '../contract/base-url.js';

/** The admin reads need the client only (made on first use: a refusal before it sends nothing). */
export interface AdminReadDeps {
  client: () => Promise<PlatformClient>;
}

/** `helpsync stats`: the statistics list as the platform sends it. */
export function statistics(opts: StatsOptions, deps: AdminReadDeps): ReturnType<typeof fetchStatistics> {
  return fetchStatistics(deps.client, opts);
}

/** `helpsync videos`: the imported video content, filtered by status. */
export function videos(opts: Pick<VideosOptions, 'status'>, deps: AdminReadDeps): ReturnType<typeof listVideos> {
  return listVideos(deps.client, opts.status);
}

/** `helpsync engagement get <kind> <id>`: a kind/operation pair the platform does not list is refused before any request. */
export async function engagementRecord(
  opts: EngagementGetOptions,
  deps: AdminReadDeps,
): Promise<{ kind: EngagementKind; record: unknown }> {
  const kind = checkEngagementGet(opts);
  return { kind, record: await getEngagementRecord(await deps.client(), kind, opts.id) };
}

/** A bulk delete as planned: the ids (checked), where backups go, the target. */
export interface DeletePlan {
  spec: DeleteSpec;
  options: DeleteOptions;
  config: Config;
  ids: string[];
  /** ids given more than once (deleted once) */
  duplicates: string[];
  cwd: string;
  backupDir: string;
  /** whether this kind gets backups at all */
  backups: boolean;
  /** `project p1 at https://…` */
  target: string;
}

/** Every id checked (arguments and file) before anything else, then the config: bad input sends nothing. */
export async function planDelete(
  spec: DeleteSpec,
  options: DeleteOptions,
  deps: { config: () => Promise<Config>; cwd: string },
): Promise<DeletePlan> {
  const { cwd } = deps;
  const { ids, duplicates } = await collectIds({ args: options.ids, fromFile: options.fromFile, cwd });
  const config = await deps.config();
  return {
    spec,
    options,
    config,
    ids,
    duplicates,
    cwd,
    backupDir: options.backupDir !== undefined ? path.resolve(cwd, options.backupDir) : defaultBackupDir(config.configDir),
    backups: Boolean(spec.read) || spec.backupDeleted,
    target: `project ${config.project} at ${showBaseUrl(config.baseUrl)}`,
  };
}

export interface DeleteRun {
  results: DeleteResult[];
  summary: DeleteSummary;
  /** a record deleted whose backup could not be written (disk full after the probe): only in memory */
  unsaved: boolean;
}

/** Deletes a confirmed plan: no backup, no delete; each id's result reported as it finishes. */
export async function executeDelete(
  plan: DeletePlan,
  deps: AdminReadDeps & { signal?: AbortSignal; now?: () => number; reporter?: { result?: (r: DeleteResult) => void } },
): Promise<DeleteRun> {
  const { spec, config } = plan;
  const now = deps.now ?? Date.now;
  const client = await deps.client();
  const backup: BackupWriter = (id, source, record) =>
    writeBackup({
      dir: plan.backupDir,
      recordKind: spec.recordKind,
      id,
      project: config.project,
      baseUrl: config.baseUrl,
      source,
      record,
      now: now(),
    });
  const onResult = deps.reporter?.result;
  const results = await deleteAll(spec, client, {
    ids: plan.ids,
    concurrency: config.concurrency,
    ...(deps.signal ? { signal: deps.signal } : {}),
    backup,
    // No backup, no delete, for every kind: a team's backup is its delete's answer, so
    // the folder is proven writable before its DELETE.
    backupReady: () => probeBackupDir(plan.backupDir),
    ...(onResult ? { onResult } : {}),
  });
  return { results, summary: summarize(results), unsaved: results.some((r) => r.record !== undefined) };
}
