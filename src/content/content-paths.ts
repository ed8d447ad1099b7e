// Where a content file really is. Every command names pages by their key `<language>/<identity>`
// (the plan's `file`, --only, pushed records: under contentDir that key IS the path below the content
// folder). Under `files:` the key is the same shape but the file is where the mapping says
// (`docs/a.md`, `i18n/zh/docusaurus-plugin-content-docs/current/a.md`, `docs/a.de.md`): reads, writes,
// messages and Git paths go through this one translation, so no command joins a key to a folder
// itself. Pure: paths are computed, never looked up on disk.
import path from 'node:path';
import { mapFiles, pathFor, type FileMap } from './file-map.js';

export interface ContentPaths {
  /** absolute: the folder real paths are relative to (the content folder; under files: the repository) */
  root: string;
  /** true under `files:` (the key is not the path) */
  mapped: boolean;
  /** key `<language>/<identity>` → its path below `root` (POSIX) */
  rel(key: string): string;
  /** a folder of keys (`<language>` or `<language>/<dir>`) → the folder below `root` its pages are in ('' = root) */
  folder(key: string): string;
  /** key → absolute path */
  abs(key: string): string;
  /** a path below `root` (POSIX) → its key; undefined: no page of this mapping */
  keyOf(rel: string): string | undefined;
}

/** Today's layout: the key is the path below the content folder. */
export function folderPaths(contentDir: string): ContentPaths {
  return {
    root: contentDir,
    mapped: false,
    rel: (key) => key,
    folder: (key) => key,
    abs: (key) => path.join(contentDir, ...key.split('/')),
    keyOf: (rel) => (rel.includes('/') ? rel : undefined),
  };
}

/** An image path relative to the keys (`<language>/<dir>/x.png`) as a path below the root: beside the page's real file. */
export function imageRel(paths: Pick<ContentPaths, 'folder'>, rel: string): string {
  const slash = rel.lastIndexOf('/');
  if (slash < 0) return rel;
  const folder = paths.folder(rel.slice(0, slash));
  return folder === '' ? rel.slice(slash + 1) : `${folder}/${rel.slice(slash + 1)}`;
}

/** The paths of a load: its mapping under `files:`, else its content folder. */
export function localPaths(local: { contentDir: string; paths?: ContentPaths }): ContentPaths {
  return local.paths ?? folderPaths(local.contentDir);
}

/** Under `files:`: keys mapped to the files the patterns name (an existing file is where the scan found it). */
export function mappedPaths(map: FileMap, root: string): ContentPaths {
  const rel = (key: string): string => realRel(map, key);
  // Git gives the same paths over and over (every commit of a log names its files): each read once
  const keys = new Map<string, string | undefined>();
  const keyOf = (p: string): string | undefined => {
    if (keys.has(p)) return keys.get(p);
    const k = keyOfPath(map, p);
    keys.set(p, k);
    return k;
  };
  return {
    root,
    mapped: true,
    rel,
    folder: (key) => realFolder(map, key),
    abs: (key) => path.join(root, ...rel(key).split('/')),
    keyOf,
  };
}

/**
 * The path below the root of key `<language>/<identity>`: the entry whose source glob takes the
 * identity (the first otherwise), its source or the translation pattern's path.
 */
export function realRel(map: FileMap, key: string): string {
  const slash = key.indexOf('/');
  const identity = key.slice(slash + 1);
  return pathFor(map, identity, key.slice(0, slash), entryOf(map, identity));
}

/**
 * The folder below the root that a folder of keys (`<language>/<dir>`, or `<language>`) is: where a
 * page inside it would be, its name taken off (an image beside a page, a history pathspec). For the
 * suffix form `docs/{dir}/{name}.{language}.{ext}` that is `docs/<dir>` in every language.
 */
export function realFolder(map: FileMap, key: string): string {
  const slash = key.indexOf('/');
  const language = slash < 0 ? key : key.slice(0, slash);
  const dir = slash < 0 ? '' : key.slice(slash + 1).replace(/\/$/, '');
  const probe = `${dir === '' ? '' : `${dir}/`}page.md`;
  const at = path.posix.dirname(pathFor(map, probe, language, entryOf(map, probe)));
  return at === '.' ? '' : at;
}

/** A path below the root as the mapping reads it: `<language>/<identity>`; undefined when it is no page. */
export function keyOfPath(map: FileMap, rel: string): string | undefined {
  const page = mapFiles(map, [rel]).pages[0];
  if (!page) return undefined;
  if (page.source !== undefined) return `${map.sourceLanguage}/${page.identity}`;
  const [language] = [...page.translations.keys()];
  return language === undefined ? undefined : `${language}/${page.identity}`;
}

/** The entry index whose source glob takes `identity`, else undefined (the first entry). */
function entryOf(map: FileMap, identity: string): number | undefined {
  if (map.entries.length < 2) return undefined;
  return map.entries.find((e) => e.isSource(e.base + identity))?.index;
}
