// The I/O edge of the translation sync: read local content, read remote state, hand both to the
// pure planners, and refuse (InputError) before any write when anything is wrong.
import type { Config } from '../../config/config.js';
import { unscopedWarning } from '../../config/scope.js';
import { runtime } from '../../util/runtime.js';
import { InputError } from '../../errors.js';
import type { Problem, RemoteEntry } from '../../model.js';
import type { PlatformClient } from '../../client/types.js';
import { readPlacement, type Placement } from '../../client/placement.js';
import { cacheDirFor, loadLocalWith } from './load-local.js';
import { loadLayoutSources } from './layout-sources.js';
import type { SetAsideBodies } from '../../loader/set-aside.js';
import { openAnalysisCache, type AnalysisCache } from '../../loader/cache.js';
import type { LocalContent, LocalPair } from '../../content/types.js';
import { planSync } from '../../translations/plan.js';
import { remoteKeeper } from '../../translations/keep-remote.js';
import { contentLeaks, readRest } from '../../translations/read-rest.js';
import type { SyncPlan } from '../../apply/types.js';
import type { Repo } from '../../history/repo.js';
import type { LinkHistoryLookup } from '../../content/links-missing.js';
import { prepareLayout, type PreparedLayout } from '../../layout/prepare.js';
import { loadLayoutFile, type LoadedLayoutFile } from '../../layout/load.js';
import type { Logger } from '../../util/log.js';
import { registerSecret } from '../../util/redact.js';
import type { RunPolicy } from '../../config/policy.js';
import { draftChangeWarnings, readAndPlanCreations, repoForCreation, type CreateReads } from '../../create/reads.js';
import { bindSourceFiles } from './binding.js';
import type { Binding } from '../../content/binding.js';
import { entryBoundRekeys, gatherRekeys } from './rekeys.js';
import { DEFAULT_MAX_CREATES, pathOf } from '../../create/plan.js';
import { addRetirements, type RetireOptions } from './retirements.js';
import { attachCreations, folderCollections, layoutPlacements, mergeLayoutCollections, withPlaceholders } from './creations.js';

export interface PrepareSyncOptions {
  config: Config;
  client: () => Promise<PlatformClient>;
  logger: Logger;
  now: Date;
  /** --languages */
  languages?: string[];
  /** --only */
  only?: string[];
  strict?: boolean;
  /** include the layout (when configured) */
  layout: boolean;
  /** include translation pushes */
  translations: boolean;
  signal?: AbortSignal;
  /** the content's Git repository: a link to a missing page names its rename; none: plain warnings */
  repo?: Repo;
  /** instead of `repo`: how the history behind links to missing pages is read (lazyLinkHistory) */
  linkHistory?: LinkHistoryLookup;
  /** with translations: files without `entry:` are bound or created (the run policy says whether history is read) */
  creation?: {
    policy: RunPolicy;
    maxCreates?: number;
    /**
     * A run that writes nothing (the preview): what a sync would refuse on (over --max-creates, a
     * title clash, an untracked file, no history) is collected here and the creations stay planned.
     */
    refusals?: Problem[];
  };
  /** with translations: records whose source Git shows deleted are planned by the retire mode (operations/pipeline/retirements.ts) */
  retire?: RetireOptions;
  /**
   * The caller needs no local value of a pair the plan finds unchanged: those values are dropped
   * as the listing streams (the returned content holds RELEASED in their place; keep-remote.ts).
   */
  releaseUnchanged?: boolean;
  /**
   * With releaseUnchanged: a body the plan pushes with no remote value to compare (a first push) is
   * not held but deferred (DeferredText, translations/read-rest.ts), read back when something needs its text.
   */
  deferBodies?: boolean;
}

export interface PreparedSync {
  plan: SyncPlan;
  local: LocalContent;
  /** warnings, for annotations; errors have been thrown as InputError */
  warnings: Problem[];
}

/**
 * Load → (layout) → listing → plan. Throws InputError for every local or plan-time problem (with
 * the warnings found so far), before any write. With `translations: false` this is `helpsync
 * layout`: only the source-language files are read (refs by file resolve through their entry), no
 * entries listing, and the plan has moves only.
 */
export async function prepareSync(opts: PrepareSyncOptions): Promise<PreparedSync> {
  // The cache is opened while the content folder is walked, and saved once the plan is made: the
  // planner adds the rich-text hashes it needed to it.
  const opening = opts.translations ? openAnalysisCache(cacheDirFor(opts.config)).catch(() => undefined) : undefined;
  try {
    return await prepareWith(opts, opening);
  } finally {
    await (await opening)?.save();
  }
}

async function prepareWith(opts: PrepareSyncOptions, opening: Promise<AnalysisCache | undefined> | undefined): Promise<PreparedSync> {
  const { config, logger } = opts;
  const started = Date.now();
  const creating = opts.translations && opts.creation !== undefined;
  // One read of the collections and their articles per run, shared by docIds, creation and layout.
  let read: Promise<Placement> | undefined;
  const placement = (): Promise<Placement> => (read ??= opts.client().then((c) => readPlacement(c, opts.signal)));
  // One read of the layout file too, shared by creation (where new pages go) and the layout step.
  let layoutRead: Promise<LoadedLayoutFile> | undefined;
  const layoutFile = (): Promise<LoadedLayoutFile> | undefined =>
    config.layout ? (layoutRead ??= loadLayoutFile(config.layout)) : undefined;
  // A sync that needs no unchanged pair's text afterwards sets bodies aside as they are read
  // (loader/set-aside.ts). A body holding the token stays whole, so that it is refused below
  // before any request: the token is known before the load (the client reads it only after).
  const settingAside = opts.translations && opts.releaseUnchanged === true;
  if (settingAside) registerSecret(runtime().env.HELPSYNC_TOKEN?.trim() || undefined);
  let { local, aside } = await loadForRun(opts, placement, opening, settingAside);
  let readBack = 0; // bodies read back as the listing streams (reported with those read after it)
  const textOf = (pair: LocalPair): string | undefined => (readBack++, aside?.textOf(pair));
  logger.debug({ files: local.pairs.length, ...local.reads, ms: Date.now() - started }, 'content loaded');
  // Local defects send no request at all.
  if (local.errors.length > 0) throw new InputError([...local.errors, ...local.warnings]);
  // An unknown --languages value is one of the loader's errors (one check, one message).
  const client = await opts.client();
  // The client has read (and registered) the token: content that would publish it is refused
  // before the first request.
  const leaks = opts.translations ? contentLeaks(config, local.pairs) : [];
  if (leaks.length > 0) throw new InputError(leaks);
  const entryBound = creating ? await entryBoundRekeys(opts, local, placement) : []; // a scope's re-keys of `entry:` records
  // Files without `entry:` are bound or planned as creations first: the layout may place them.
  let remote: RemoteEntry[] | undefined;
  let reads: CreateReads | undefined;
  const richHash = richHashMemo(await opening);
  if (creating && (local.unbound?.length ?? 0) > 0) {
    remote = await client.listEntries();
    const bound = await bindAndPlanCreations(
      { ...opts, placement, layoutFile, ...(opening ? { analysisCache: opening } : {}) },
      { local, ...(aside ? { aside } : {}) },
      remote,
      client,
      settingAside,
    );
    ({ local, remote, reads, aside } = bound);
    // creation read the whole listing; the plan keeps of it what a streamed listing keeps
    remote = remote.map(remoteKeeper(local.pairs, richHash.richHashOf, { textOf }));
  }
  const layout = await layoutStep(opts, local, client, placement, reads, layoutFile);
  const layoutWarnings = layout?.problems.filter((p) => p.severity !== 'error') ?? [];
  const refuse = (errors: Problem[]): void => {
    if (errors.length > 0) throw new InputError([...errors, ...local.warnings, ...layoutWarnings]);
  };
  // A layout with errors is refused before the entries listing: a broken file or a ref that does
  // not exist locally has sent no request at all (prepareLayout checks those first).
  refuse(layout?.problems.filter((p) => p.severity === 'error') ?? []);
  // Each entry is compared as it arrives: the remote text of an unchanged pair is not kept.
  const keep = remoteKeeper(local.pairs, richHash.richHashOf, {
    release: opts.releaseUnchanged === true,
    textOf,
  });
  remote ??= opts.translations ? await client.listEntries(undefined, keep) : [];
  // What the listing did not find unchanged is read again, checked against what was loaded (read-rest.ts).
  if (aside) readRest({ local, remote, aside, refuse, duringListing: readBack }, opts);
  const { plan, problems } = planSync({
    local: opts.translations ? local : { ...local, pairs: [], languages: [] },
    remote,
    target: { baseUrl: config.baseUrl, project: config.project },
    now: opts.now,
    moves: layout?.moves ?? [],
    layout: layout?.summary,
    ...richHash,
  });
  refuse(problems.filter((p) => p.severity === 'error'));
  plan.warnings.push(...layoutWarnings);
  await addRecordChanges(plan, opts, { reads, local, layout, entryBound, placement, client });
  // the platform's own draft state when this run read the articles lists anyway; else Git history
  if (creating) plan.warnings.push(...(await draftChangeWarnings(config, local, opts.repo, read && (await read).drafts)));
  // only a run that keys records by externalId (files without `entry:`, or creations) is at risk
  if ((plan.creations?.length ?? 0) > 0 || (local.unbound?.length ?? 0) > 0) plan.warnings.push(...unscopedWarning(config));
  return { plan, local, warnings: plan.warnings };
}

type RecordChangeSources = { reads?: CreateReads; local: LocalContent; layout?: PreparedLayout; entryBound: Binding[] } & {
  placement: () => Promise<Placement>;
  client: PlatformClient;
};

/** The records the plan creates (files, the layout), re-keys (a scope added) and retires (sources deleted), into the plan. */
async function addRecordChanges(plan: SyncPlan, opts: PrepareSyncOptions, from: RecordChangeSources): Promise<void> {
  if (from.reads) attachCreations(plan, from.reads, from.local);
  if (from.layout?.creations.length) plan.creations = mergeLayoutCollections(plan.creations ?? [], from.layout.creations);
  await gatherRekeys(plan, from.entryBound, from.placement, from.layout?.rekeys ?? []);
  // retirements last: the bindings above say which records files in HEAD still claim
  if (opts.translations && opts.retire) await addRetirements(plan, { ...opts, retire: opts.retire }, from);
}

/** The content as this run reads it: the selected languages, or (`helpsync layout`) the source language's files only. */
function loadForRun(
  opts: PrepareSyncOptions,
  placement: () => Promise<Placement>,
  opening: Promise<AnalysisCache | undefined> | undefined,
  settingAside: boolean,
): ReturnType<typeof loadLocalWith> {
  if (!opts.translations) return loadLayoutSources(opts, placement);
  const creating = opts.creation !== undefined;
  return loadLocalWith(
    opts.config,
    { ...opts, placement, collectUnbound: creating, ...(opening ? { analysisCache: opening } : {}) },
    settingAside,
  );
}

/** The layout's moves and new collections (when the run includes the layout and one is configured). */
async function layoutStep(
  opts: PrepareSyncOptions,
  local: LocalContent,
  client: PlatformClient,
  placement: () => Promise<Placement>,
  reads: CreateReads | undefined,
  layoutFile: () => Promise<LoadedLayoutFile> | undefined,
): Promise<PreparedLayout | undefined> {
  const loaded = opts.layout ? layoutFile() : undefined;
  if (!loaded || !opts.config.layout) return undefined;
  return prepareLayout({
    layoutFile: opts.config.layout,
    loaded,
    sourceFiles: local.sourceFiles,
    sourceLanguage: opts.config.sourceLanguage,
    ...(opts.config.scope ? { scope: opts.config.scope } : {}),
    client,
    signal: opts.signal,
    placement,
    // pages created by this run are created where the layout places them: no move
    ...(reads?.plan.creations.length
      ? { created: new Set(reads.plan.creations.map(pathOf)), planned: folderCollections(reads.plan.creations) }
      : {}),
  });
}

/**
 * Files without `entry:`: bound to their records or planned as creations (refused, with every
 * problem, before any write), then the content loaded again with those entries, so that their
 * translations are read as any entry's (the cache makes the second read of a file cheap).
 */
async function bindAndPlanCreations(
  opts: PrepareSyncOptions & {
    analysisCache?: Promise<AnalysisCache | undefined>;
    placement: () => Promise<Placement>;
    layoutFile: () => Promise<LoadedLayoutFile> | undefined;
  },
  loaded: { local: LocalContent; aside?: SetAsideBodies },
  remote: RemoteEntry[],
  client: PlatformClient,
  settingAside: boolean,
): Promise<{ local: LocalContent; aside?: SetAsideBodies; remote: RemoteEntry[]; reads: CreateReads | undefined }> {
  const first = loaded.local;
  const repo = opts.repo ?? (await repoForCreation(opts.config, opts.creation!.policy));
  const bindings = await bindSourceFiles({
    sourceLanguage: opts.config.sourceLanguage,
    ...(opts.config.scope ? { scope: opts.config.scope } : {}),
    files: first.unbound ?? [],
    claimed: new Set(first.sourceFiles.map((f) => f.entryId)),
    placement: opts.placement,
    repo: () => Promise.resolve(repo),
  });
  const reads = await readAndPlanCreations({
    placements: await layoutPlacements(opts.layoutFile()),
    config: opts.config,
    policy: opts.creation!.policy,
    local: first,
    remote,
    client,
    repo,
    bindings,
    maxCreates: opts.creation?.maxCreates ?? DEFAULT_MAX_CREATES,
    placement: opts.placement,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  if (!reads) return { ...loaded, remote, reads };
  const warnings = reads.plan.problems.filter((p) => p.severity === 'warning');
  const errors = reads.plan.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0 && opts.creation?.refusals) opts.creation.refusals.push(...errors);
  else if (errors.length > 0) throw new InputError([...errors, ...first.warnings, ...warnings]);
  let again = loaded;
  if (reads.plan.entries.size > 0) {
    again = await loadLocalWith(opts.config, { ...opts, collectUnbound: true, bindings: reads.plan.entries }, settingAside);
    if (again.local.errors.length > 0) throw new InputError([...again.local.errors, ...again.local.warnings]);
  }
  again.local.warnings.push(...warnings);
  return { ...again, remote: withPlaceholders(remote, reads.plan.creations), reads };
}

/** The planner's rich-text hashes through the cache's memo (kept across runs by the text's SHA-256). */
function richHashMemo(cache: AnalysisCache | undefined): { richHashOf?: (html: string) => string } {
  return cache ? { richHashOf: (html) => cache.richHash(html) } : {};
}
