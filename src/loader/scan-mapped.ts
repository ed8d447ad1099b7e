// The scan step under `files:` (content/file-map.ts): the folders the entries watch are walked under
// the same safe-path rule as a language folder (scan.ts), and the mapping says which file is which
// page in which language. The result has the shape of the contentDir scan (`<language>/<identity>`
// keys, each with the real path to read), so the rest of the load is unchanged.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import type { Problem } from '../model.js';
import { orderLanguages } from '../content/languages.js';
import { entryLabel, mapFiles, watchedFolders, type FileMap } from '../content/file-map.js';
import { mappedPaths, type ContentPaths } from '../content/content-paths.js';
import { showPath, type ContentFiles } from '../content/assemble.js';
import { STATIC_FILE, type LoadContentOptions } from '../content/types.js';
import { describeFsError, realFolder } from '../util/safe-path.js';
import { runtime } from '../util/runtime.js';
import { comparePaths, contentSettings, scanLanguage, type ScannedFolder } from './scan.js';

export interface MappedRoot {
  map: FileMap;
  /** absolute: the folder the map's paths are relative to */
  root: string;
}

/** The scan's outcome, as scan-content.ts's `Scanned`: keys `<language>/<identity>`. */
interface Scanned {
  files: ContentFiles;
  real: Map<string, string>;
  problems: Problem[];
  stop: boolean;
}

/** The scan step under `files:`: the watched folders walked, the mapping applied, --languages and --only. */
export async function scanMapped(opts: LoadContentOptions, mapped: MappedRoot, shownRoot: string, cwd?: string): Promise<Scanned> {
  const source = opts.sourceLanguage;
  const problems: Problem[] = [];
  const shownRepo = (rel: string): string => showPath(toPosix(path.relative(cwd ?? runtime().cwd(), mapped.root)) || '', rel);
  const stopped = (): Scanned => ({
    files: { source, allLanguages: [source], scope: [source], files: new Map(), shownRoot },
    real: new Map(),
    problems,
    stop: true,
  });
  let realRoot: string;
  try {
    realRoot = await realFolder(mapped.root);
  } catch (err) {
    problems.push({ severity: 'error', file: shownRepo(''), message: `cannot read the repository folder: ${describeFsError(err)}` });
    return stopped();
  }
  const listed: string[] = [];
  const realOf = new Map<string, string>();
  let refused = false;
  for (const folder of watchedFolders(mapped.map)) {
    const walk = await walkFolder(realRoot, folder);
    for (const p of walk.problems) {
      if (p.severity === 'error') refused = true;
      problems.push({ ...p, file: shownRepo(p.file ?? '') });
    }
    for (const [rel, real] of walk.real) {
      listed.push(rel);
      realOf.set(rel, real);
    }
  }
  if (refused) return stopped();
  const m = mapFiles(mapped.map, listed.sort(comparePaths));
  for (const p of m.problems) problems.push({ severity: 'error', message: p.message });
  const withSource = m.pages.filter((p) => p.source !== undefined);
  if (withSource.length === 0) {
    const labels = mapped.map.entries.map((e) => entryLabel(mapped.map, e.index)).join(', ');
    problems.push({ severity: 'error', message: `no source page found by ${labels}` });
  }
  if (m.problems.length > 0 || withSource.length === 0) return stopped();
  const md = new Map<string, string[]>();
  const real = new Map<string, string>();
  const put = (language: string, identity: string, file: string): void => {
    md.set(language, [...(md.get(language) ?? []), identity]);
    real.set(`${language}/${identity}`, realOf.get(file)!);
  };
  for (const p of m.pages) {
    if (p.source) put(source, p.identity, p.source);
    for (const [l, f] of p.translations) put(l, p.identity, f);
  }
  const configured = opts.languages ? [...new Set([source, ...opts.languages])] : undefined;
  const allLanguages = orderLanguages(source, configured ?? m.languages);
  const paths = mappedPaths(mapped.map, mapped.root);
  const files = await languageFiles(paths, realRoot, allLanguages, source, md, real);
  const scope = selectMappedScope(opts, source, allLanguages, problems);
  // messages name the file where it is (the key's own path is no file under files:)
  const shownOf = new Map<string, string>();
  for (const p of m.pages) {
    if (p.source) shownOf.set(`${source}/${p.identity}`, shownRepo(p.source));
    for (const [l, f] of p.translations) shownOf.set(`${l}/${p.identity}`, shownRepo(f));
  }
  const show = (key: string): string => shownOf.get(key) ?? shownRepo(paths.rel(key));
  const c: ContentFiles = {
    source,
    allLanguages,
    scope,
    files,
    shownRoot,
    show,
    paths,
    ...contentSettings(opts),
  };
  if (opts.only && opts.only.length > 0) c.only = matchOnly(opts.only, files.get(source)!.md, problems);
  return { files: c, real, problems, stop: false };
}

/**
 * Each language's pages, and its `_static.yaml` where the folder its pages' keys map to has one, as
 * in a language folder (a regular file only: a link is not followed here). Adds the static files to `real`.
 */
async function languageFiles(
  folders: Pick<ContentPaths, 'folder'>,
  realRoot: string,
  allLanguages: readonly string[],
  source: string,
  md: ReadonlyMap<string, string[]>,
  real: Map<string, string>,
): Promise<Map<string, ScannedFolder>> {
  const files = new Map<string, ScannedFolder>();
  for (const l of allLanguages) {
    const f = folders.folder(l);
    const abs = path.join(realRoot, ...(f === '' ? [] : f.split('/')), STATIC_FILE);
    const st = (await lstat(abs).catch(() => undefined))?.isFile() ? abs : undefined;
    if (st !== undefined) real.set(`${l}/${STATIC_FILE}`, st);
    if (md.has(l) || l === source || st !== undefined)
      files.set(l, { md: (md.get(l) ?? []).sort(comparePaths), hasStatic: st !== undefined });
  }
  return files;
}

/** One watched folder's files (`folder` relative to the root, '' or ending in '/'), relative to the root. */
async function walkFolder(
  realRoot: string,
  folder: string,
): Promise<{ real: Map<string, string>; problems: { severity: 'error' | 'warning'; file?: string; message: string }[] }> {
  // the walk of a language folder, on the watched folder: links, special files and line breaks as there
  const parent = folder === '' ? path.dirname(realRoot) : realRoot;
  const name = folder === '' ? path.basename(realRoot) : folder.replace(/\/$/, '');
  const scan = await scanLanguage(parent, name);
  const prefix = folder === '' ? '' : `${name}/`;
  const real = new Map<string, string>();
  for (const rel of scan.folder.md) real.set(prefix + rel, scan.real.get(rel)!);
  const strip = (f: string | undefined): string | undefined => (f === undefined || folder !== '' ? f : f.slice(name.length + 1));
  return { real, problems: scan.problems.map((p) => ({ ...p, file: strip(p.file) })) };
}

/** --languages under files: as for a content folder: unknown ones are errors. */
function selectMappedScope(opts: LoadContentOptions, source: string, allLanguages: string[], problems: Problem[]): string[] {
  if (!opts.selectLanguages) return allLanguages;
  for (const l of opts.selectLanguages)
    if (!allLanguages.includes(l))
      problems.push({
        severity: 'error',
        message: `--languages: "${l}" is not a language of the files: entries (${allLanguages.join(', ')})`,
      });
  const chosen = orderLanguages(
    source,
    opts.selectLanguages.filter((l) => allLanguages.includes(l)),
  );
  return chosen.filter((l) => l !== source || opts.selectLanguages?.includes(source));
}

/** --only: globs over the source pages' identities. */
function matchOnly(patterns: string[], identities: readonly string[], problems: Problem[]): Set<string> {
  const matched = new Set<string>();
  for (const pattern of patterns) {
    const is = picomatch(pattern, { dot: false });
    const hits = identities.filter((i) => is(i));
    if (hits.length === 0) problems.push({ severity: 'warning', message: `--only "${pattern}" matches no source page` });
    for (const h of hits) matched.add(h);
  }
  return matched;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The source pages under `files:`, for the commands that read only them (match): each entry's
 * source glob listed (links not followed), a file a translation pattern claims taken out.
 */
export async function mappedSources(mapped: MappedRoot): Promise<{ identity: string; rel: string }[]> {
  const listed = new Set<string>();
  for (const e of mapped.map.entries)
    for (const hit of await fg(e.sourceGlob, { cwd: mapped.root, onlyFiles: true, dot: false, followSymbolicLinks: false }))
      listed.add(hit);
  const m = mapFiles(mapped.map, [...listed].sort(comparePaths));
  return m.pages.filter((p) => p.source !== undefined).map((p) => ({ identity: p.identity, rel: p.source! }));
}
