// `helpsync status`, the file side: which language folders, source pages and translations there are
// (statusExclude, --only and --languages applied), and each translation's base key from its front
// matter. Plain reads; no Git here (status-history.ts) and no platform at all.
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import { fileMapOf } from '../config/files.js';
import { mapFiles, watchedFolders } from '../content/file-map.js';
import type { ContentPaths } from '../content/content-paths.js';
import { isLanguageCode, type Config } from '../config/config.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { holdsLineBreak, LINE_BREAK_NAME_MESSAGE } from '../util/safe-path.js';

export interface StatusSelection {
  /** --languages: translation languages to report (default: all) */
  languages?: readonly string[];
  /** --only: globs relative to a language folder (as in sync) */
  only?: readonly string[];
}

export interface ContentFiles {
  sourceLanguage: string;
  /** translation languages reported, in order */
  languages: string[];
  sourcePages: string[];
  translations: Map<string, string[]>;
  warnings: Problem[];
}

/**
 * Lists the content folder like the loader does: language folders are the configured languages or,
 * without `languages`, every folder named like a language code. Markdown files only (`_static.yaml`
 * is out of scope for status,); symbolic links are not followed (nothing read may resolve
 * outside the content folder).
 */
export async function listStatusFiles(config: Config, sel: StatusSelection): Promise<ContentFiles> {
  if (config.files) return listMappedStatusFiles(config, sel);
  const src = config.sourceLanguage;
  const folders = await languageFolders(config);
  if (!folders.includes(src)) {
    throw new InputError([
      { severity: 'error', file: config.contentDir, message: `source language folder "${src}" not found in the content folder` },
    ]);
  }
  let languages = folders.filter((l) => l !== src);
  if (sel.languages) {
    const unknown = sel.languages.filter((l) => l !== src && !languages.includes(l));
    if (unknown.length) {
      throw new InputError(
        unknown.map((l) => ({
          severity: 'error' as const,
          message: `--languages: "${l}" is not a translation language of the content folder (${languages.join(', ') || 'none'})`,
        })),
      );
    }
    languages = languages.filter((l) => sel.languages!.includes(l));
  }
  const warnings: Problem[] = [];
  // A name with a line break is skipped with a warning, as sync's walk does (holdsLineBreak).
  const list = async (language: string) =>
    (await listMarkdown(path.join(config.contentDir, language), sel.only, config.statusExclude)).filter((f) => {
      if (!holdsLineBreak(f)) return true;
      const file = path
        .relative(process.cwd(), path.join(config.contentDir, language, f))
        .split(path.sep)
        .join('/');
      warnings.push({ severity: 'warning', file, message: LINE_BREAK_NAME_MESSAGE });
      return false;
    });
  const sourcePages = await list(src);
  for (const pattern of sel.only ?? []) {
    const hits = await listMarkdown(path.join(config.contentDir, src), [pattern], config.statusExclude);
    if (hits.length === 0) warnings.push({ severity: 'warning', message: `--only "${pattern}" matches no source page in ${src}/` });
  }
  const translations = new Map<string, string[]>();
  for (const l of languages) translations.set(l, await list(l));
  return { sourceLanguage: src, languages, sourcePages, translations, warnings };
}

/**
 * Under `files:`: the pages and translations where the patterns find them, by identity (statusExclude
 * and --only are globs over identities, as a language folder's paths are under contentDir).
 */
async function listMappedStatusFiles(config: Config, sel: StatusSelection): Promise<ContentFiles> {
  const src = config.sourceLanguage;
  const { map, root } = fileMapOf(config);
  const listed = new Set<string>();
  for (const folder of watchedFolders(map)) {
    const dir = path.join(root, ...folder.split('/'));
    const hits = await fg('**/*', { cwd: dir, onlyFiles: true, dot: false, followSymbolicLinks: false }).catch(() => [] as string[]);
    for (const h of hits) listed.add(folder + h);
  }
  const mapped = mapFiles(map, [...listed].sort());
  if (mapped.problems.length > 0)
    throw new InputError(mapped.problems.map((p) => ({ severity: 'error' as const, file: config.configPath, message: p.message })));
  const excluded = config.statusExclude?.length ? picomatch([...config.statusExclude], { dot: false }) : undefined;
  const only = sel.only?.length ? picomatch([...sel.only], { dot: false }) : undefined;
  const keep = (identity: string): boolean => identity.toLowerCase().endsWith('.md') && !excluded?.(identity) && (!only || only(identity));
  const sourcePages = mapped.pages.filter((p) => p.source !== undefined && keep(p.identity)).map((p) => p.identity);
  const warnings: Problem[] = [];
  for (const pattern of sel.only ?? []) {
    const is = picomatch(pattern, { dot: false });
    if (!mapped.pages.some((p) => p.source !== undefined && is(p.identity) && !excluded?.(p.identity)))
      warnings.push({ severity: 'warning', message: `--only "${pattern}" matches no source page` });
  }
  const found = mapped.languages.filter((l) => l !== src);
  let languages = config.languages ? config.languages.filter((l) => l !== src) : found;
  if (sel.languages) {
    const unknown = sel.languages.filter((l) => l !== src && !languages.includes(l));
    if (unknown.length) {
      throw new InputError(
        unknown.map((l) => ({
          severity: 'error' as const,
          message: `--languages: "${l}" is not a translation language of the files: entries (${languages.join(', ') || 'none'})`,
        })),
      );
    }
    languages = languages.filter((l) => sel.languages!.includes(l));
  }
  const translations = new Map<string, string[]>();
  for (const l of languages)
    translations.set(
      l,
      mapped.pages.filter((p) => p.translations.has(l) && keep(p.identity)).map((p) => p.identity),
    );
  return { sourceLanguage: src, languages, sourcePages, translations, warnings };
}

async function languageFolders(config: Config): Promise<string[]> {
  let dirents;
  try {
    if (!(await stat(config.contentDir)).isDirectory()) throw new Error('not a folder');
    dirents = await readdir(config.contentDir, { withFileTypes: true });
  } catch (err) {
    throw new InputError([
      { severity: 'error', file: config.contentDir, message: `cannot read the content folder: ${(err as Error).message}` },
    ]);
  }
  const names = dirents.filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
  if (config.languages) {
    const configured = [config.sourceLanguage, ...config.languages.filter((l) => l !== config.sourceLanguage)];
    return configured.filter((l) => names.includes(l));
  }
  const found = names.filter(isLanguageCode).sort();
  return [config.sourceLanguage, ...found.filter((l) => l !== config.sourceLanguage)].filter((l) => names.includes(l));
}

async function listMarkdown(dir: string, only: readonly string[] | undefined, exclude: readonly string[] | undefined): Promise<string[]> {
  const patterns = only?.length ? [...only] : ['**/*.md'];
  const hits = await fg(patterns, {
    cwd: dir,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    ignore: exclude ? [...exclude] : [],
  });
  return [...new Set(hits.filter((f) => f.toLowerCase().endsWith('.md')))].sort();
}

/** A translation's base key as written: the first token, or why there is none. */
export type BaseKeyValue = { kind: 'value'; token: string; line: number } | { kind: 'none'; reason: string; line?: number };

/**
 * Reads the base key of each file (content-relative paths). Synchronous reads on purpose: for a
 * thousand small files they cost far less than promise-based readFile (open, fstat, read, close,
 * each a trip through the thread pool), and nothing else runs meanwhile.
 */
export function readBaseKeys(paths: ContentPaths, files: readonly string[], key: string): Map<string, BaseKeyValue> {
  const out = new Map<string, BaseKeyValue>();
  for (const f of files) out.set(f, readBaseKey(paths.abs(f), key));
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function readBaseKey(file: string, key: string): BaseKeyValue {
  let text: string;
  try {
    text = utf8.decode(readFileSync(file));
  } catch (err) {
    const message =
      err instanceof TypeError ? 'not valid UTF-8: save the file as UTF-8' : `cannot read the file: ${(err as Error).message}`;
    return { kind: 'none', reason: message };
  }
  const fm = parseFrontMatter(text);
  const value = fm.data.get(key);
  const error = fm.problems.find((p) => p.severity === 'error');
  if (!value && error) return { kind: 'none', reason: `front matter: ${error.message}`, line: error.line };
  if (!value || value.kind === 'absent') return { kind: 'none', reason: `no ${key} in the front matter`, line: value?.line };
  if (value.kind !== 'text') return { kind: 'none', reason: `${key} must be a commit id, not a ${value.kind}`, line: value.line };
  const token = value.value.trim().split(/\s+/, 1)[0] ?? '';
  return { kind: 'value', token, line: value.line };
}
