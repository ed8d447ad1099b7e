// Content loader ("Content conventions" and "Bad input"): reads `<contentDir>/<language>/`
// and returns plain data for the planner. Every problem is collected (never thrown) with its file
// and line; the caller refuses to send anything when `errors` is not empty.
//
// A thin I/O shell around named steps:
//   scan     (scan.ts, here)       the walk under the safe-path rule, --languages and --only
//   analyze  (analyze-files.ts)    each file read once, analysed by the pure analyzeFile (worker
//                                  pool, cache); source files first, since they decide which
//                                  translation bodies are rendered
// links (resolve-refs.ts) images read and hashed (images.ts), then a pure step
//                                  writes each link's and image's platform URL into the HTML (the
//                                  rich hash of what results is remembered by the cache)
//   assemble (assemble.ts, pure)   which entry each file is, duplicates, translations without a source
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Problem } from '../model.js';
import { orderLanguages } from '../content/languages.js';
import { describeFsError, describeType, realFolder } from '../util/safe-path.js';
import { definedOnly } from '../util/defined.js';
import { availableParallelism } from 'node:os';
import { createAnalyzer, workerCount, type WorkItem } from './analyze-files.js';
import { ImageHashes, readImages } from './images.js';
import { imagesNeeded, missingTargets, resolveRefs, siteIndex } from '../content/resolve-refs.js';
import {
  assemble,
  identifySources,
  type SourceIndex,
  showPath,
  sourceOptions,
  translationOptions,
  type ContentFiles,
  type FileResult,
} from '../content/assemble.js';
import { openAnalysisCache, type AnalysisCache } from './cache.js';
import { STATIC_FILE, scanLanguage, scanLanguageFolders, type ScanProblem, type ScannedFolder } from './scan.js';
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
}

export async function loadContent(opts: LoadContentOptions): Promise<LocalContent> {
  return loadContentWith(opts, {});
}

/** The scan's outcome: what to read, or problems that stop the load before anything is read. */
interface Scanned {
  files: ContentFiles;
  /** `<language>/<rel>` → the real path to read */
  real: Map<string, string>;
  problems: Problem[];
  /** a refused file or folder: nothing is read */
  stop: boolean;
}

export async function loadContentWith(opts: LoadContentOptions, engine: LoadEngineOptions): Promise<LocalContent> {
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
      sourceLanguage: source,
      languages,
      ...(body ?? { pairs: [], sourceFiles: [], filesByEntry: {} }),
      warnings: strict ? [] : warnings,
      errors,
    };
  };

  // The cache file is read and indexed while the walk waits on the disk (a warm run's two first
  // steps; neither sends anything). Opening it never throws: trouble is an empty cache.
  const opening = engine.cache ?? (opts.cacheDir ? openAnalysisCache(opts.cacheDir).catch(() => undefined) : undefined);
  const scanned = await scanContent(opts, contentDir, shownRoot);
  if (scanned.stop) return finish(scanned.files.scope, scanned.problems);
  const { files } = scanned;
  const cache = await opening;
  if (cache?.refusal) {
    const file = toPosix(path.relative(engine.cwd ?? runtime().cwd(), cache.refusal.file));
    const refusal: Problem = { severity: 'error', file, message: `the loader cache is refused: ${cache.refusal.message}` };
    return finish(files.scope, [...scanned.problems, refusal]);
  }
  const total = [...files.files.values()].reduce((n, f) => n + f.md.length + (f.hasStatic ? 1 : 0), 0);
  const analyzer = createAnalyzer({
    cache,
    poolSize: engine.workers ?? workerCount(opts.workers ?? 'auto', total, availableParallelism()),
    maxFileSize: opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
  });
  let analyses: Map<string, FileResult>;
  let sources;
  try {
    analyses = await analyzer.run(sourceWork(files, scanned.real));
    sources = identifySources(files, analyses);
    for (const [k, v] of await analyzer.run(translationWork(files, sources, scanned.real))) analyses.set(k, v);
  } finally {
    await analyzer.close();
  }
  analyses = await resolveLinks(opts, contentDir, files, analyses, sources, engine.imageHashes ?? new ImageHashes());
  if (cache && !engine.cache) await cache.save();
  const out = assemble(files, analyses, sources);
  return finish(files.scope, [...scanned.problems, ...out.problems], {
    pairs: out.pairs,
    sourceFiles: out.sourceFiles,
    filesByEntry: out.filesByEntry,
    ...(opts.collectUnbound ? { unbound: sources.unbound } : {}),
  });
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
  const cfg = { ...(opts.links ? { links: opts.links } : {}), ...(opts.images ? { images: opts.images } : {}) };
  const needed = imagesNeeded(analyses, cfg);
  const images = await readImages(needed, { contentDir, root: opts.images?.root ?? contentDir }, hashes);
  let site = siteIndex(files, sources, opts.docIds);
  const lookup = opts.linkHistory;
  if (cfg.links && lookup) {
    // the caller reads history (one bulk read) only when a link names a page that does not exist
    const missing = missingTargets(analyses, site, cfg.links);
    if (missing.length > 0) site = { ...site, fates: await lookup(missing) };
  }
  return resolveRefs(analyses, site, cfg, images);
}

function sourceWork(c: ContentFiles, real: ReadonlyMap<string, string>): WorkItem[] {
  const files = c.files.get(c.source);
  if (!files) return [];
  const work: WorkItem[] = files.md.map((rel) => {
    const key = `${c.source}/${rel}`;
    return { key, real: real.get(key)!, opts: sourceOptions(c, rel) };
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
  for (const l of c.allLanguages) {
    const files = c.files.get(l);
    if (l === c.source || !files || !c.scope.includes(l)) continue;
    for (const rel of files.md) {
      const key = `${l}/${rel}`;
      work.push({ key, real: real.get(key)!, opts: translationOptions(c, sources, rel, l) });
    }
    if (files.hasStatic) work.push(staticItem(l, real));
  }
  return work;
}

function staticItem(language: string, real: ReadonlyMap<string, string>): WorkItem {
  const key = `${language}/${STATIC_FILE}`;
  return { key, real: real.get(key)!, opts: { kind: 'static', isIndex: false, render: 'never' } };
}

/** The scan step: language folders, --languages, the walk of each folder, --only. */
async function scanContent(opts: LoadContentOptions, contentDir: string, shownRoot: string): Promise<Scanned> {
  const source = opts.sourceLanguage;
  const problems: Problem[] = [];
  const empty = (scope: string[]): ContentFiles => ({ source, allLanguages: [source], scope, files: new Map(), shownRoot });
  const stopped = (): Scanned => ({ files: empty([source]), real: new Map(), problems, stop: true });
  let refused = false;
  const add = (list: ScanProblem[]): void => {
    if (list.some((p) => p.severity === 'error')) refused = true;
    for (const p of list) problems.push({ severity: p.severity, file: showPath(shownRoot, p.file ?? ''), message: p.message });
  };
  const configured = opts.languages ? [...new Set([source, ...opts.languages])] : undefined;
  // The content folder is named by the user: taken as given, after realpath.
  let realRoot: string;
  let folders: Set<string>;
  try {
    realRoot = await realFolder(contentDir);
    const st = await stat(realRoot);
    if (!st.isDirectory()) {
      problems.push({
        severity: 'error',
        file: showPath(shownRoot, ''),
        message: `the content folder is ${describeType(st)}: expected a folder (set contentDir in the config)`,
      });
      return stopped();
    }
    const top = await scanLanguageFolders(realRoot, configured);
    add(top.problems);
    folders = top.folders;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? 'content folder not found (set contentDir in the config)'
        : `cannot read the content folder: ${describeFsError(err)}`;
    problems.push({ severity: 'error', file: showPath(shownRoot, ''), message });
    return stopped();
  }
  if (!folders.has(source)) {
    if (!refused)
      problems.push({
        severity: 'error',
        file: showPath(shownRoot, source),
        message: `source language folder "${source}" not found in the content folder`,
      });
    return stopped();
  }
  const allLanguages = orderLanguages(source, configured ?? [...folders]);
  const scope = selectScope(opts, source, allLanguages, problems);
  const files = new Map<string, ScannedFolder>();
  const real = new Map<string, string>();
  for (const l of allLanguages.filter((x) => folders.has(x))) {
    const scan = await scanLanguage(realRoot, l);
    files.set(l, scan.folder);
    for (const [rel, r] of scan.real) real.set(`${l}/${rel}`, r);
    add(scan.problems);
  }
  const { alertLabels, collectUnbound, bindings } = opts;
  const c: ContentFiles = { source, allLanguages, scope, files, shownRoot, ...definedOnly({ alertLabels, collectUnbound, bindings }) };

  // A link or special file is refused before anything is read.
  if (refused) return { files: c, real, problems, stop: true };
  if (opts.only && opts.only.length > 0) {
    const shownSource = showPath(shownRoot, source);
    const warn = (pattern: string): void => {
      problems.push({ severity: 'warning', message: `--only "${pattern}" matches no file in ${shownSource}` });
    };
    c.only = await matchOnly(opts.only, path.join(realRoot, source), warn);
  }
  return { files: c, real, problems, stop: false };
}

/** --languages: unknown ones are errors; the source language is in scope only when named. */
function selectScope(opts: LoadContentOptions, source: string, allLanguages: string[], problems: Problem[]): string[] {
  if (!opts.selectLanguages) return allLanguages;
  for (const l of opts.selectLanguages) {
    if (!allLanguages.includes(l)) {
      problems.push({
        severity: 'error',
        message: `--languages: "${l}" is not a language of the content folder (${allLanguages.join(', ')})`,
      });
    }
  }
  return orderLanguages(
    source,
    opts.selectLanguages.filter((l) => allLanguages.includes(l)),
  ).filter((l) => l !== source || opts.selectLanguages?.includes(source));
}

/** --only globs over the source folder; links are not followed (the walk already said which files there are). */
async function matchOnly(patterns: string[], sourceDir: string, warn: (pattern: string) => void): Promise<Set<string>> {
  const matched = new Set<string>();
  for (const pattern of patterns) {
    const entries = await fg(pattern, { cwd: sourceDir, onlyFiles: false, dot: false, followSymbolicLinks: false, objectMode: true });
    const hits = entries.filter((e) => !e.dirent.isDirectory()).map((e) => e.path);
    if (hits.length === 0) warn(pattern);
    for (const h of hits) matched.add(h);
  }
  return matched;
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
