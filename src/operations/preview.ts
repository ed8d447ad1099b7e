// The preview operation: plan exactly like `sync --dry-run` (the same sync operation, dryRun: true:
// the same reads, the same plan, no write to the platform), then write the site. Offline: no token,
// no platform, the help center from the repo alone. Returns values; prints nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentRootOf, fileMapOf } from '../config/files.js';
import { watchedFolders } from '../content/file-map.js';
import type { SyncPlan } from '../apply/types.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { loadLocal } from './pipeline/load-local.js';
import { offlineBindings } from './pipeline/binding.js';
import { sync, type SyncDeps } from './sync.js';
import { buildPreview, prepareOut, type BuildResult } from '../preview/build.js';
import { keptReads, servePreview, type RunningPreview } from '../preview/serve.js';
import type { PlatformClient } from '../client/types.js';
import { readPlacement } from '../client/placement.js';
import { placementAfter, type SitePlacement } from '../preview/placed.js';

export interface PreviewOptions {
  out: string;
  offline: boolean;
  policy: RunPolicy;
  /** the dry run's closing line for a plan (the CLI's, so the page says exactly what the dry run says) */
  summarize?: (plan: SyncPlan) => string;
  serve?: boolean;
  now?: Date;
}

export interface PreviewRun extends BuildResult {
  plan?: SyncPlan;
  warnings: Problem[];
  /** what a sync of this plan would refuse on (listed on the changes page; the preview is written) */
  refusals: Problem[];
}

/** What the preview shows, read once: the plan (none offline), the repo's content, the platform's tree. */
export interface PreviewInput {
  plan?: SyncPlan;
  local: LocalContent;
  warnings: Problem[];
  /** what a sync would refuse on: the preview plans as it is and lists them (none offline) */
  refusals: Problem[];
  /** where everything will be after the sync (none offline) */
  placement?: SitePlacement;
  /** where the articles are now (none offline): the changes page shows moves before and after */
  placedNow?: ReadonlyMap<string, string>;
}

/** Reads the repo (and, online, the platform through a dry run). */
export async function readPreviewInput(opts: Pick<PreviewOptions, 'offline' | 'policy' | 'now'>, deps: SyncDeps): Promise<PreviewInput> {
  if (opts.offline) {
    // Every page of the repo: the files without `entry:` are read, then bound by the binding step.
    const sel = { ...(opts.policy.languages ? { languages: opts.policy.languages } : {}), collectUnbound: true };
    let local = await loadLocal(deps.config, sel);
    if (local.unbound?.length) local = await loadLocal(deps.config, { ...sel, bindings: offlineBindings(local.unbound) });
    if (local.errors.length > 0) throw new InputError([...local.errors, ...local.warnings]);
    return { local, warnings: local.warnings, refusals: [] };
  }
  // The placement is read once: with a layout file, the dry run has read it already.
  // The client is still made on first use (a run refused before any request makes none).
  let kept: ReturnType<typeof keptReads> | undefined;
  const client = async (): Promise<PlatformClient> => (kept ??= keptReads(await deps.client(), /^listCollection/)).client;
  // No --max-creates: the preview writes nothing, so a guard of writes is a problem it lists.
  const refusals: Problem[] = [];
  const run = await sync({ policy: opts.policy, dryRun: true, refusals, ...(opts.now ? { now: opts.now } : {}) }, { ...deps, client });
  const now = await readPlacement(await client(), deps.signal);
  kept?.forget();
  return {
    plan: run.plan,
    local: run.local,
    warnings: run.warnings,
    refusals,
    placement: { collections: now.collections, articles: placementAfter(now.placement, run.plan.moves) },
    placedNow: now.placement,
  };
}

/** Writes the preview of `input` into `opts.out` (emptied first when a previous preview is there). */
export async function writePreview(
  input: PreviewInput,
  opts: Omit<PreviewOptions, 'offline' | 'policy'>,
  deps: Pick<SyncDeps, 'config'>,
): Promise<PreviewRun> {
  await prepareOut(opts.out);
  const built = await buildPreview({
    config: deps.config,
    local: input.local,
    ...(input.plan ? { plan: input.plan } : {}),
    ...(input.plan && opts.summarize ? { summary: opts.summarize(input.plan) } : {}),
    warnings: input.warnings,
    refusals: input.refusals,
    ...(input.placement ? { placement: input.placement } : {}),
    ...(input.placedNow ? { placedNow: input.placedNow } : {}),
    out: opts.out,
    serve: Boolean(opts.serve),
  });
  return { ...built, ...(input.plan ? { plan: input.plan } : {}), warnings: input.warnings, refusals: input.refusals };
}

/** `helpsync preview --out DIR [--offline]`. */
export async function preview(opts: PreviewOptions, deps: SyncDeps): Promise<PreviewRun> {
  return writePreview(await readPreviewInput(opts, deps), opts, deps);
}

/**
 * `helpsync preview --serve`: builds once, then serves on 127.0.0.1. The platform's reads are kept
 * (read once) until a refresh; a content change rebuilds from the repo with the kept reads.
 */
export async function servePreviewSite(
  opts: PreviewOptions & { port: number; onBuilt?: (run: PreviewRun) => void; onError: (err: unknown) => void },
  deps: SyncDeps,
): Promise<RunningPreview> {
  let kept: ReturnType<typeof keptReads> | undefined;
  const client = async (): Promise<PlatformClient> => (kept ??= keptReads(await deps.client())).client;
  const build = async (refresh: boolean): Promise<void> => {
    if (refresh) kept?.forget();
    const run = await preview({ ...opts, serve: true }, { ...deps, client });
    opts.onBuilt?.(run);
  };
  await build(false);
  // under files: the folders the patterns watch (never the whole repository: the preview is written inside it)
  const { config } = deps;
  const watched = config.files
    ? watchedFolders(fileMapOf(config).map)
        .map((f) => path.join(contentRootOf(config), f))
        // a translation folder no page is in yet has nothing to watch
        .filter((d) => existsSync(d))
    : [config.contentDir];
  return servePreview({ out: opts.out, port: opts.port, watch: watched, build, onError: opts.onError });
}
