// Content loader ("Content conventions" and "Bad input"): reads `<contentDir>/<language>/`
// and returns plain data for the planner. Every problem is collected (never thrown) with its file
// and line; the caller refuses to send anything when `errors` is not empty.
//
// A thin I/O shell around named steps:
//   scan     (scan-content.ts, scan.ts)       the walk under the safe-path rule, --languages and --only
//   analyze  (analyze-files.ts)    each file read once, analysed by the pure analyzeFile (worker
//                                  pool, cache); source files first, since they decide which
//                                  translation bodies are rendered
// links (resolve-refs.ts) images read and hashed (images.ts), then a pure step
//                                  writes each link's and image's platform URL into the HTML (the
//                                  rich hash of what results is remembered by the cache)
//   assemble (assemble.ts, pure)   which entry each file is, duplicates, translations without a source
import path from 'node:path';
import type { Problem } from '../model.js';
import type { AnalyzeOptions } from '../content/analyze.js';
import { availableParallelism } from 'node:os';
import { createAnalyzer, workerCount, type Analyzer, type WorkItem } from './analyze-files.js';
import { ImageHashes, imageFoldersOf, readImages } from './images.js';
import { mappedPaths } from '../content/content-paths.js';
import { imagesNeeded, missingTargets, resolveRefs, siteIndex, type RefsConfig } from '../content/resolve-refs.js';
import { BodySetAside, type SetAsideBodies, type SetAsideContext } from './set-aside.js';
import {
  assemble,
  identifySources,
  type SourceIndex,
  sourceOptions,
  translationOptions,
  type ContentFiles,
  type FileResult,
} from '../content/assemble.js';
import { openAnalysisCache, optionsKey, type AnalysisCache, type CacheRef } from './cache.js';
import { scanContent } from './scan-content.js';
import { heapGrowthForLoad } from '../util/heap-growth.js';
import { STATIC_FILE } from './scan.js';
import { DEFAULT_MAX_FILE_SIZE, type LoadContentOptions, type LocalContent } from '../content/types.js';
import { runtime, resolveCwd } from '../util/runtime.js';

export { STATIC_FILE, INDEX_FILE } from './scan.js';
export { POOL_THRESHOLD } from './analyze-files.js';

export interface LoadEngineOptions {
  /** worker threads for analysis, over the `workers` option (tests); 0 = main thread only */
  workers?: number;
  /** problems show file paths relative to this folder (default: the working directory) */
  cwd?: string;
  /**
   * a cache the caller opened (and saves, after planning: the planner adds rich-text hashes to it);
   * without it, the loader opens `opts.cacheDir`'s and saves it itself
   */
  cache?: Promise<AnalysisCache | undefined>;
  /** image hashes already read in this run (each image file is read once per run; default: none yet) */
  imageHashes?: ImageHashes;
  /** a load of this many files or more caps the heap's growth (default 25,000; false: never; util/heap-growth.ts) */
  heapGrowthCap?: number | false;
}

export async function loadContent(opts: LoadContentOptions): Promise<LocalContent> {
  return loadContentWith(opts, {});
}

export async function loadContentWith(opts: LoadContentOptions, engine: LoadEngineOptions): Promise<LocalContent> {
  return (await loadWith(opts, engine, false)).local;
}

/**
 * The load for a sync that needs no body the listing finds unchanged (set-aside.ts): bodies are
 * set aside as they are read; `restore` reads the text of the pairs that still need it.
 */
export async function loadContentSettingAside(
  opts: LoadContentOptions,
  engine: LoadEngineOptions,
): Promise<{ local: LocalContent; aside: SetAsideBodies }> {
  const { local, aside } = await loadWith(opts, engine, true);
  return { local, aside: aside ?? { restore: () => [], textOf: () => undefined } };
}

async function loadWith(
  opts: LoadContentOptions,
  engine: LoadEngineOptions,
  settingAside: boolean,
): Promise<{ local: LocalContent; aside?: BodySetAside }> {
  // The cache file is read and indexed while the walk waits on the disk (a warm run's two first
  // steps; neither sends anything). Opening it never throws: trouble is an empty cache.
  const opening = engine.cache ?? (opts.cacheDir ? openAnalysisCache(opts.cacheDir).catch(() => undefined) : undefined);
  try {
    return await loadOpened(opts, engine, settingAside, opening);
  } finally {
    // A cache this load opened is saved however the load ends (a no-op after the load's own save):
    // a load that stops early or fails keeps what it made and leaves no file handle open.
    if (!engine.cache) await (await opening)?.save().catch(() => undefined);
  }
}

async function loadOpened(
  opts: LoadContentOptions,
  engine: LoadEngineOptions,
  settingAside: boolean,
  opening: AnalysisCache | Promise<AnalysisCache | undefined> | undefined,
): Promise<{ local: LocalContent; aside?: BodySetAside }> {
  const contentDir = resolveCwd(opts.contentDir);
  const shownRoot = toPosix(path.relative(engine.cwd ?? runtime().cwd(), contentDir));
  const source = opts.sourceLanguage;
  const finish = (
    languages: string[],
    problems: Problem[],
    body?: Omit<LocalContent, 'contentDir' | 'sourceLanguage' | 'languages' | 'warnings' | 'errors'>,
  ): LocalContent => {
    const errors = problems.filter((p) => p.severity === 'error').sort(byFileAndLine);
    const warnings = problems.filter((p) => p.severity === 'warning').sort(byFileAndLine);
    // --strict: every warning becomes an error, listed after the errors proper.
    const strict = opts.strict === true;
    if (strict) errors.push(...warnings.map((p) => ({ ...p, severity: 'error' as const, message: `${p.message} (--strict)` })));
    return {
      contentDir,
      ...(opts.fileMap ? { paths: mappedPaths(opts.fileMap.map, opts.fileMap.root) } : {}),
      sourceLanguage: source,
      languages,
      ...(body ?? { pairs: [], sourceFiles: [], filesByEntry: {} }),
      warnings: strict ? [] : warnings,
      errors,
    };
  };

  const scanned = await scanContent(opts, contentDir, shownRoot, engine.cwd);
  if (scanned.stop) return { local: finish(scanned.files.scope, scanned.problems) };
  const { files } = scanned;
  heapGrowthForLoad(scanned.real.size, engine.heapGrowthCap);
  const cache = await opening;
  if (cache?.refusal) {
    const file = toPosix(path.relative(engine.cwd ?? runtime().cwd(), cache.refusal.file));
    const refusal: Problem = { severity: 'error', file, message: `the loader cache is refused: ${cache.refusal.message}` };
    return { local: finish(files.scope, [...scanned.problems, refusal]) };
  }
  for (const message of cache?.untrusted ?? []) scanned.problems.push({ severity: 'warning', message });
  const analyzer = analyzerFor(opts, engine, cache, files, settingAside);
  const hashes = engine.imageHashes ?? new ImageHashes();
  let analyses: Map<string, FileResult>;
  let sources;
  let aside: BodySetAside | undefined;
  try {
    const sourceItems = sourceWork(files, scanned.real);
    const refs = new Map<string, CacheRef>();
    analyses = await analyzer.run(sourceItems, (item, result, ref) => {
      if (ref && settingAside) refs.set(item.key, ref);
      return Promise.resolve(result);
    });
    sources = identifySources(files, analyses);
    if (settingAside) {
      // the cache stays open for restore only when the caller saves it (after the plan)
      aside = new BodySetAside(setAsideContext(opts, contentDir, files, sources, hashes, engine.cache ? cache : undefined));
      for (const item of sourceItems) analyses.set(item.key, await aside.take(item, analyses.get(item.key)!, refs.get(item.key)));
    }
    const take = aside ? aside.take.bind(aside) : undefined;
    for (const [k, v] of await analyzer.run(translationWork(files, sources, scanned.real), take)) analyses.set(k, v);
  } finally {
    await analyzer.close();
  }
  analyses = await resolveLinks(opts, contentDir, files, analyses, sources, hashes);
  if (cache && !engine.cache) await cache.save();
  const { pairs, sourceFiles, filesByEntry, problems } = assemble(files, analyses, sources);
  const local = finish(files.scope, [...scanned.problems, ...problems], {
    pairs,
    sourceFiles,
    filesByEntry,
    ...(opts.collectUnbound ? { unbound: sources.unbound } : {}),
    reads: { ...analyzer.stats },
  });
  return aside ? { local, aside } : { local };
}

/** The loader's analyzer: worker threads as the setting and the number of files say. */
function analyzerFor(
  opts: LoadContentOptions,
  engine: LoadEngineOptions,
  cache: AnalysisCache | undefined,
  files: ContentFiles,
  settingAside: boolean,
): Analyzer {
  const total = [...files.files.values()].reduce((n, f) => n + f.md.length + (f.hasStatic ? 1 : 0), 0);
  return createAnalyzer({
    cache,
    poolSize: engine.workers ?? workerCount(opts.workers ?? 'auto', total, availableParallelism()),
    maxFileSize: opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    // a body set aside by the cache is read back through it: only where the set-aside keeps it open
    setAside: settingAside && engine.cache !== undefined,
  });
}

function setAsideContext(
  opts: LoadContentOptions,
  contentDir: string,
  files: ContentFiles,
  sources: SourceIndex,
  hashes: ImageHashes,
  cache: AnalysisCache | undefined,
): SetAsideContext {
  return {
    site: siteIndex(files, sources, opts.docIds),
    cfg: refsConfig(opts),
    images: imageFoldersOf(opts, contentDir),
    hashes,
    ...(opts.linkHistory ? { linkHistory: opts.linkHistory } : {}),
    ...(cache ? { cache } : {}),
    maxFileSize: opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    shownRoot: files.shownRoot,
    ...(files.show ? { show: files.show } : {}),
  };
}

function refsConfig(opts: LoadContentOptions): RefsConfig {
  return { ...(opts.links ? { links: opts.links } : {}), ...(opts.images ? { images: opts.images } : {}) };
}

/** The links step: images read and hashed (I/O), then the pure resolution. */
async function resolveLinks(
  opts: LoadContentOptions,
  contentDir: string,
  files: ContentFiles,
  analyses: Map<string, FileResult>,
  sources: SourceIndex,
  hashes: ImageHashes,
): Promise<Map<string, FileResult>> {
  const cfg = refsConfig(opts);
  const needed = imagesNeeded(analyses, cfg);
  const images = await readImages(needed, imageFoldersOf(opts, contentDir), hashes);
  let site = siteIndex(files, sources, opts.docIds);
  const lookup = opts.linkHistory;
  if (cfg.links && lookup) {
    // the caller reads history (one bulk read) only when a link names a page that does not exist
    const missing = missingTargets(analyses, site, cfg.links);
    if (missing.length > 0) site = { ...site, fates: await lookup(missing) };
  }
  return resolveRefs(analyses, site, cfg, images);
}

/**
 * One options object per distinct value (a handful in a run), shared by every file that has it: a
 * set-aside file keeps its work item, and 200k equal copies cost memory for nothing.
 */
function sharedOptions(): (o: AnalyzeOptions) => AnalyzeOptions {
  const seen = new Map<string, AnalyzeOptions>();
  return (o) => {
    const k = optionsKey(o);
    const known = seen.get(k);
    if (known) return known;
    seen.set(k, o);
    return o;
  };
}

function sourceWork(c: ContentFiles, real: ReadonlyMap<string, string>): WorkItem[] {
  const files = c.files.get(c.source);
  if (!files) return [];
  const shared = sharedOptions();
  const work: WorkItem[] = files.md.map((rel) => {
    const key = `${c.source}/${rel}`;
    return { key, real: real.get(key)!, opts: shared(sourceOptions(c, rel)) };
  });
  if (files.hasStatic) work.push(staticItem(c.source, real));
  return work;
}

/** A translation is read only when its language is selected. */
function translationWork(
  c: ContentFiles,
  sources: Parameters<typeof translationOptions>[1],
  real: ReadonlyMap<string, string>,
): WorkItem[] {
  const work: WorkItem[] = [];
  const shared = sharedOptions();
  for (const l of c.allLanguages) {
    const files = c.files.get(l);
    if (l === c.source || !files || !c.scope.includes(l)) continue;
    for (const rel of files.md) {
      const key = `${l}/${rel}`;
      work.push({ key, real: real.get(key)!, opts: shared(translationOptions(c, sources, rel, l)) });
    }
    if (files.hasStatic) work.push(staticItem(l, real));
  }
  return work;
}

function staticItem(language: string, real: ReadonlyMap<string, string>): WorkItem {
  const key = `${language}/${STATIC_FILE}`;
  return { key, real: real.get(key)!, opts: { kind: 'static', isIndex: false, render: 'never' } };
}

function byFileAndLine(a: Problem, b: Problem): number {
  const fa = a.file ?? '';
  const fb = b.file ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
