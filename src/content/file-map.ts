// Where a repository's pages and their translations are: the `files:` entries of the config (or
// today's `contentDir`, which is the entry `{language}/{path}`) applied to the list of the
// repository's files. Every command that reads or writes content files asks this one mapping, so a
// Docusaurus, MkDocs or Hugo site is read where it already is. Pure: the caller lists the files
// (fast-glob) and says which root they are relative to; the mapping never reads a file.
import { isLanguageCode } from '../contract/language.js';
import { orderLanguages } from './languages.js';
import { compileEntry, matchTranslation, translationPath, type CompiledEntry, type FileEntrySpec } from './file-pattern.js';

export { type FileEntrySpec, type CompiledEntry } from './file-pattern.js';

export interface FileMapInput {
  entries: readonly FileEntrySpec[];
  /** the config file's folder relative to the root (POSIX, '' = the root) */
  configDir: string;
  /** the platform language of the sources */
  sourceLanguage: string;
  /** the platform languages in use (config `languages`); absent: every folder locale that is a language code */
  languages?: readonly string[];
}

/** A problem naming the entry (`files[entry]`) and, for the config's line, the key it is about. */
export interface FileMapProblem {
  entry: number;
  key?: 'source' | 'translation' | 'languages';
  message: string;
}

export interface FileMap {
  entries: readonly CompiledEntry[];
  sourceLanguage: string;
  languages?: readonly string[];
}

export interface MappedPage {
  /** the source's path below its entry's fixed part (`docs/a/b.md` → `a/b.md`) */
  identity: string;
  /** index of the entry it belongs to */
  entry: number;
  /** the source file, relative to the root; absent for translations whose source is gone */
  source?: string;
  /** platform language → translation file, relative to the root */
  translations: Map<string, string>;
}

export interface MappedFiles {
  /** by identity, in plain code-unit order */
  pages: MappedPage[];
  /** the platform languages found, the source language first */
  languages: string[];
  /** errors: a file claimed twice, identities that collide; nothing should be read or sent */
  problems: FileMapProblem[];
}

/** Today's `contentDir` as an entry: `<dir>/<source>/**\/*.md`, translated at `<dir>/{language}/{path}`. */
export function defaultFileEntry(sourceLanguage: string, dir = '.'): FileEntrySpec {
  const d = dir === '.' || dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
  return { source: `${d}${sourceLanguage}/**/*.md`, translation: `${d}{language}/{path}` };
}

/** `files[0] (../docs/**\/*.md)`: how messages name an entry. */
export function entryLabel(map: FileMap | readonly FileEntrySpec[], index: number): string {
  const spec = isFileMap(map) ? map.entries.find((e) => e.index === index)?.spec : map[index];
  return spec ? `files[${index}] (${spec.source})` : `files[${index}]`;
}

export function compileFileMap(input: FileMapInput): { ok: true; map: FileMap } | { ok: false; problems: FileMapProblem[] } {
  const problems: FileMapProblem[] = [];
  const entries: CompiledEntry[] = [];
  input.entries.forEach((spec, i) => {
    const r = compileEntry(spec, i, input.configDir);
    if (!r.ok) {
      problems.push({ entry: i, key: r.key, message: r.message });
      return;
    }
    if (!r.entry.languageIsFolder && !input.languages && r.entry.toPlatform.size === 0) {
      problems.push({
        entry: i,
        key: 'translation',
        message: '{language} inside a file name needs the languages listed (config languages, or this entry\'s languages): else notes.old.md is read as a translation into "old"',
      });
      return;
    }
    entries.push(r.entry);
  });
  for (let a = 0; a < entries.length; a++)
    for (let b = a + 1; b < entries.length; b++)
      if (entries[a]!.sourceGlob === entries[b]!.sourceGlob)
        problems.push({ entry: entries[b]!.index, key: 'source', message: `the same source as ${entryLabel(input.entries, entries[a]!.index)}` });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, map: { entries, sourceLanguage: input.sourceLanguage, ...(input.languages ? { languages: input.languages } : {}) } };
}

interface Claim {
  entry: CompiledEntry;
  language: string;
  identity: string;
}

/** The pages `files` (relative to the root, POSIX) hold under `map`. */
export function mapFiles(map: FileMap, files: readonly string[]): MappedFiles {
  const problems: FileMapProblem[] = [];
  const pages = new Map<string, MappedPage>();
  const collided = new Set<string>();
  const languages = new Set<string>();
  const pageOf = (entry: CompiledEntry, identity: string, file: string): MappedPage | undefined => {
    const page = pages.get(identity);
    if (!page) {
      const fresh: MappedPage = { identity, entry: entry.index, translations: new Map() };
      pages.set(identity, fresh);
      return fresh;
    }
    if (page.entry === entry.index) return page;
    const pair = `${Math.min(page.entry, entry.index)}:${Math.max(page.entry, entry.index)}`;
    if (!collided.has(pair)) {
      collided.add(pair);
      problems.push({
        entry: entry.index,
        message: `${entryLabel(map, entry.index)} and ${entryLabel(map, page.entry)} both have a page "${identity}" (${file}): identities must be unique; move one entry's files to their own folder`,
      });
    }
    return undefined;
  };
  const single = map.entries.length === 1 ? map.entries[0] : undefined;
  for (const file of files) {
    const claims = claimsOf(map, file);
    if (claims !== undefined && claims.length > 1) {
      problems.push({ entry: claims[1]!.entry.index, message: `${file} is claimed by ${claims.map((c) => entryLabel(map, c.entry.index)).join(' and ')}` });
      continue;
    }
    if (claims !== undefined) {
      const { entry, language, identity } = claims[0]!;
      const page = pageOf(entry, identity, file);
      if (!page) continue;
      const other = page.translations.get(language);
      if (other !== undefined) {
        problems.push({ entry: entry.index, message: `${other} and ${file} are both the ${language} translation of "${identity}"` });
        continue;
      }
      page.translations.set(language, file);
      languages.add(language);
      continue;
    }
    // a file a translation pattern claims is never a source (page.de.md also matches docs/**/*.md)
    const owners = single ? (single.isSource(file) ? [single] : []) : map.entries.filter((e) => e.isSource(file));
    if (owners.length > 1) {
      problems.push({ entry: owners[1]!.index, message: `${file} is a source of ${owners.map((e) => entryLabel(map, e.index)).join(' and ')}: one entry per file` });
      continue;
    }
    const owner = owners[0];
    if (!owner) continue;
    const page = pageOf(owner, file.slice(owner.base.length), file);
    if (page) page.source = file;
    languages.add(map.sourceLanguage);
  }
  const sorted = [...pages.values()].sort((a, b) => compare(a.identity, b.identity));
  for (const p of sorted) {
    if (p.translations.size < 2) continue;
    p.translations = new Map([...p.translations].sort((a, b) => compare(a[0], b[0])));
  }
  return { pages: sorted, languages: orderLanguages(map.sourceLanguage, [...languages]), problems };
}

/**
 * Where the page `identity` is written in `language` (the inverse, for `pull` writing new files):
 * the entry the page already belongs to, else the first entry.
 */
export function pathFor(map: FileMap, identity: string, language: string, entryIndex?: number): string {
  const entry = map.entries.find((e) => e.index === entryIndex) ?? map.entries[0];
  if (!entry) throw new Error('a file map without entries');
  if (language === map.sourceLanguage) return entry.base + identity;
  return translationPath(entry, identity, entry.toFolder.get(language) ?? language);
}

/** The folders a change must touch to matter (the generated workflow's `paths:` filter). */
export function watchedFolders(map: FileMap): string[] {
  const all = map.entries.flatMap((e) => [e.base, e.translationBase]);
  const kept = [...new Set(all)].filter((d, _, list) => !list.some((o) => o !== d && d.startsWith(o)));
  return kept.sort(compare);
}

/** The translation patterns that claim `file`; undefined: none (most files, so no list is made for them). */
function claimsOf(map: FileMap, file: string): Claim[] | undefined {
  let claims: Claim[] | undefined;
  for (const entry of map.entries) {
    if (!file.startsWith(entry.translationBase)) continue;
    const m = matchTranslation(entry, file);
    if (!m) continue;
    const language = entry.toPlatform.get(m.folder) ?? m.folder;
    if (language === map.sourceLanguage) continue;
    const known = map.languages ? map.languages.includes(language) : entry.toPlatform.has(m.folder) || isLanguageCode(language);
    if (known) (claims ??= []).push({ entry, language, identity: m.identity });
  }
  return claims;
}

function isFileMap(m: FileMap | readonly FileEntrySpec[]): m is FileMap {
  return !Array.isArray(m);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
