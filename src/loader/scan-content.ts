// The loader's scan step: the language folders (the configured ones, or the folders named as
// language codes), --languages, the walk of each folder under the safe-path rule (scan.ts), and
// --only. Nothing is read yet; a refused file or folder stops the load before anything is.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Problem } from '../model.js';
import { orderLanguages } from '../content/languages.js';
import { describeFsError, describeType, realFolder } from '../util/safe-path.js';
import { showPath, type ContentFiles } from '../content/assemble.js';
import { contentSettings, scanLanguage, scanLanguageFolders, type ScanProblem, type ScannedFolder } from './scan.js';
import type { LoadContentOptions } from '../content/types.js';
import { scanMapped } from './scan-mapped.js';

/** The scan's outcome: what to read, or problems that stop the load before anything is read. */
export interface Scanned {
  files: ContentFiles;
  /** `<language>/<rel>` → the real path to read */
  real: Map<string, string>;
  problems: Problem[];
  /** a refused file or folder: nothing is read */
  stop: boolean;
}

/** The scan step: language folders, --languages, the walk of each folder, --only. */
export async function scanContent(opts: LoadContentOptions, contentDir: string, shownRoot: string, cwd?: string): Promise<Scanned> {
  // `files:` patterns: where the pages are is the mapping's to say; without them, today's walk
  if (opts.fileMap) return scanMapped(opts, opts.fileMap, shownRoot, cwd);
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
  const c: ContentFiles = { source, allLanguages, scope, files, shownRoot, ...contentSettings(opts) };

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
