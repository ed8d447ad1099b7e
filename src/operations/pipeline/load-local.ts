// Reading the content folder for a sync (and the preview): the config and the run's selection made
// into the loader's options; docIds read first when links need them.
import type { Config } from '../../config/config.js';
import { cacheDir } from '../../config/state-dir.js';
import { fileMapOf } from '../../config/files.js';
import type { EntryType } from '../../model.js';
import type { PlatformClient } from '../../client/types.js';
import type { Placement } from '../../client/placement.js';
import { loadContentSettingAside, loadContentWith } from '../../loader/content.js';
import type { AnalysisCache } from '../../loader/cache.js';
import type { SetAsideBodies } from '../../loader/set-aside.js';
import type { LoadContentOptions, LocalContent } from '../../content/types.js';
import type { Repo } from '../../history/repo.js';
import type { LinkHistoryLookup } from '../../content/links-missing.js';
import { needsDocIds, readDocIds } from './doc-ids.js';
import { linkHistoryLookup } from '../../loader/link-history.js';
import type { Logger } from '../../util/log.js';

export function cacheDirFor(config: Config): string {
  return cacheDir(config.configDir);
}

/** The content folder as the config and the run's selection say (cached beside the config unless `cache` is false). */
export async function loadLocal(
  config: Config,
  sel: {
    languages?: string[];
    only?: string[];
    strict?: boolean;
    cache?: boolean;
    client?: () => Promise<PlatformClient>;
    /** with `logger`: history explains links to missing pages (read only when there are some) */
    repo?: Repo;
    logger?: Logger;
    /** instead of `repo`: the history lookup itself */
    linkHistory?: LinkHistoryLookup;
    /** list files without `entry:` instead of warning (creation decides about them) */
    collectUnbound?: boolean;
    bindings?: ReadonlyMap<string, { entryId: string; type: EntryType }>;
    /** a cache opened (and saved) by the caller, used instead of opening one here */
    analysisCache?: Promise<AnalysisCache | undefined>;
    /** the run's one read of the collections and their articles (docIds come from it) */
    placement?: () => Promise<Placement>;
  },
): Promise<LocalContent> {
  return (await loadLocalWith(config, sel, false)).local;
}

export type LoadSelection = Parameters<typeof loadLocal>[1];

/** loadLocal; with `settingAside`, bodies are set aside as they are read and `aside` reads them back (loader/set-aside.ts). */
export async function loadLocalWith(
  config: Config,
  sel: LoadSelection,
  settingAside: boolean,
): Promise<{ local: LocalContent; aside?: SetAsideBodies }> {
  // docIds only when links.articleUrl uses {docId} (a read; without a client, links warn)
  const docIds = needsDocIds(config) && sel.client ? await readDocIds(await sel.client(), sel.placement) : undefined;
  const options: LoadContentOptions = {
    contentDir: config.contentDir,
    // under files: the pages are where the patterns say
    ...(config.files ? { fileMap: fileMapOf(config) } : {}),
    sourceLanguage: config.sourceLanguage,
    languages: config.languages,
    selectLanguages: sel.languages,
    only: sel.only,
    strict: sel.strict,
    ...(sel.cache === false ? {} : { cacheDir: cacheDirFor(config) }),
    maxFileSize: config.maxFileSize,
    workers: config.workers,
    ...(config.alertLabels ? { alertLabels: config.alertLabels } : {}),
    ...(config.site ? { site: config.site } : {}),
    ...(config.sectionPages ? { sectionPages: config.sectionPages } : {}),
    ...(config.links ? { links: config.links } : {}),
    ...(config.images ? { images: config.images } : {}),
    ...(docIds ? { docIds } : {}),
    ...linkHistoryOf(sel),
    ...(sel.collectUnbound ? { collectUnbound: true } : {}),
    ...(sel.bindings ? { bindings: sel.bindings } : {}),
  };
  const engine = sel.analysisCache ? { cache: sel.analysisCache } : {};
  const loaded = settingAside ? await loadContentSettingAside(options, engine) : { local: await loadContentWith(options, engine) };
  return docIds ? { ...loaded, local: { ...loaded.local, docIds } } : loaded;
}

function linkHistoryOf(sel: { repo?: Repo; logger?: Logger; linkHistory?: LinkHistoryLookup }): { linkHistory?: LinkHistoryLookup } {
  if (sel.linkHistory) return { linkHistory: sel.linkHistory };
  return sel.repo ? { linkHistory: linkHistoryLookup(sel.repo, sel.logger) } : {};
}
