// The loader's walk (the I/O half of "scan",): which language folders and which files
// there are, under the safe-path rule of. The content folder is taken as given (after
// realpath); everything found under it must resolve inside it and be a regular file or folder. The
// walk never follows a link: a link to a file that stays inside is read as that file; a link to a
// folder, a link leading outside, a FIFO, a socket or a device where a content file belongs is an
// error naming it. Problems carry paths relative to the content folder; the caller shows them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isLanguageCode } from '../config/config.js';
import { describeFsError, describeType, holdsLineBreak, LINE_BREAK_NAME_MESSAGE, resolveInside } from '../util/safe-path.js';

import { INDEX_FILE, STATIC_FILE, type LoadContentOptions, type ScannedFolder } from '../content/types.js';
import type { ContentFiles } from '../content/assemble.js';
import { definedOnly } from '../util/defined.js';
export { INDEX_FILE, STATIC_FILE, type ScannedFolder };

/** A problem of the walk: `file` relative to the content folder, POSIX ('' = the folder itself). */
export interface ScanProblem {
  severity: 'error' | 'warning';
  file?: string;
  message: string;
}

export interface LanguageFolders {
  folders: Set<string>;
  problems: ScanProblem[];
}

/** The language folders directly under the content folder (`realRoot`, already real). */
export async function scanLanguageFolders(realRoot: string, configured: string[] | undefined): Promise<LanguageFolders> {
  const dirents = await readdir(realRoot, { withFileTypes: true });
  const folders = new Set<string>();
  const problems: ScanProblem[] = [];
  const wanted = (name: string): boolean => (configured ? configured.includes(name) : isLanguageCode(name));
  for (const d of dirents) {
    if (d.name.startsWith('.')) continue;
    if (d.isSymbolicLink() && wanted(d.name)) {
      // A language folder must be a real folder: following a link would make the walk leave the
      // folder the user named, or read one folder twice.
      const r = await resolveInside(realRoot, path.join(realRoot, d.name));
      problems.push({
        severity: 'error',
        file: d.name,
        message: r.ok ? 'a link to a folder: helpsync does not follow folder links; make it a real folder' : r.message,
      });
    } else if (d.isDirectory()) {
      if (wanted(d.name)) folders.add(d.name);
      else {
        problems.push({
          severity: 'warning',
          file: d.name,
          message: configured
            ? `folder "${d.name}" is not one of the configured languages (${configured.join(', ')}): ignored`
            : `folder "${d.name}" is not a language code: ignored`,
        });
      }
    } else if (d.name.toLowerCase().endsWith('.md') && (d.isFile() || d.isSymbolicLink())) {
      problems.push({ severity: 'warning', file: d.name, message: 'Markdown file outside a language folder: ignored' });
    }
  }
  return { folders, problems };
}

export interface FolderScan {
  folder: ScannedFolder;
  /** `rel` → the real path to read (differs from the walked path for a link that stays inside) */
  real: Map<string, string>;
  problems: ScanProblem[];
}

/** Walks one language folder (`<realRoot>/<language>`): every Markdown file and `_static.yaml`. */
export async function scanLanguage(realRoot: string, language: string): Promise<FolderScan> {
  const dir = path.join(realRoot, language);
  const problems: ScanProblem[] = [];
  const real = new Map<string, string>();
  const md: string[] = [];
  let hasStatic = false;
  let entries: fg.Entry[];
  try {
    // `**/*`, not `**`: fast-glob's `**` never matches a name with a line break (picomatch's `.`), and
    // such a file must be named in a warning, not skipped in silence (holdsLineBreak).
    // Synchronous: walking thousands of entries through the thread pool's round trips cost much
    // more CPU (the walk is most of a scan, and a warm run's scan is a tenth of its work).
    entries = fg.sync('**/*', { cwd: dir, onlyFiles: false, followSymbolicLinks: false, dot: false, objectMode: true });
  } catch (err) {
    const at = (err as NodeJS.ErrnoException).path;
    const file = at ? toPosix(path.relative(realRoot, at)) : language;
    problems.push({ severity: 'error', file, message: `cannot read the folder: ${describeFsError(err)}` });
    return { folder: { md, hasStatic }, real, problems };
  }
  // fast-glob gives `rel` with `/` and without `.` or `..` segments: joined to `dir` by hand where `/` is
  // the separator (path.join normalises every path again, a cost per file of every run)
  const join = path.sep === '/' ? (rel: string) => `${dir}/${rel}` : (rel: string) => path.join(dir, rel);
  for (const { path: rel, dirent } of entries) {
    const isMd = rel.endsWith('.md');
    const isStatic = rel === STATIC_FILE;
    const abs = join(rel);
    const file = `${language}/${rel}`;
    if (holdsLineBreak(rel.slice(rel.lastIndexOf('/') + 1)) && (dirent.isDirectory() || isMd)) {
      problems.push({ severity: 'warning', file, message: LINE_BREAK_NAME_MESSAGE });
      continue;
    }
    if (dirent.isDirectory()) continue;
    if (dirent.isSymbolicLink()) {
      const r = await resolveInside(realRoot, abs);
      if (!r.ok) problems.push({ severity: 'error', file, message: r.message });
      else if (r.stats.isDirectory()) {
        problems.push({
          severity: 'error',
          file,
          message: 'a link to a folder: helpsync does not follow folder links; make it a real folder',
        });
      } else if (isMd || isStatic) {
        real.set(rel, r.real);
        if (isMd) md.push(rel);
        else hasStatic = true;
      }
      continue;
    }
    if (!isMd && !isStatic) continue;
    if (!dirent.isFile()) {
      problems.push({ severity: 'error', file, message: `it is ${describeType(dirent)}: expected a regular file` });
      continue;
    }
    real.set(rel, abs);
    if (isMd) md.push(rel);
    else hasStatic = true;
  }
  md.sort(comparePaths);
  return { folder: { md, hasStatic }, real, problems };
}

/** Plain code-unit order: stable across machines and locales. */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The load options every scan hands on to the content it found (alert labels, the generator, section
 * pages, bindings), the same under a content folder and under `files:`.
 */
export function contentSettings(
  opts: LoadContentOptions,
): Pick<ContentFiles, 'alertLabels' | 'site' | 'sectionPages' | 'collectUnbound' | 'bindings'> {
  const { alertLabels, site, sectionPages, collectUnbound, bindings } = opts;
  return definedOnly({ alertLabels, site, sectionPages, collectUnbound, bindings });
}
