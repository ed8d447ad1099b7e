// Config key `files`: where the pages and their translations live, as path patterns (the form
// Crowdin, Lokalise and Transifex use). The schema is checked here with the rest of the config; the
// patterns themselves are compiled by content/file-map.ts, whose problems come back with the line of
// the entry's key. `contentDir` stays the default and is the entry `{language}/{path}`.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Document } from 'yaml';
import { z } from 'zod';
import { LANGUAGE_CODE } from '../contract/index.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { compileFileMap, defaultFileEntry, type FileEntrySpec, type FileMap } from '../content/file-map.js';
import { folderPaths, mappedPaths, type ContentPaths } from '../content/content-paths.js';
import { lineOf, type ParsedYaml } from '../util/yaml.js';

/** A folder's locale as sites spell it: `zh-Hans`, `pt_BR`, `zh-hant`. */
const FOLDER_LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

export const filesSchema = z
  .array(
    z.strictObject({
      source: z.string().trim().min(1),
      translation: z.string().trim().min(1),
      // keys checked one by one: zod's own record key error says only "Invalid key in record"
      languages: z
        .record(z.string(), z.string().regex(LANGUAGE_CODE, 'must be a language code such as zh or pt-br'))
        .superRefine((m, ctx) => {
          for (const k of Object.keys(m))
            if (!FOLDER_LOCALE.test(k))
              ctx.addIssue({ code: 'custom', path: [k], message: 'must be a folder locale such as zh-Hans or pt-BR' });
        })
        .optional(),
    }),
  )
  .min(1, 'must list at least one entry (or remove files: to use contentDir)');

/** `files:` as loaded: the entries as written, and the root the patterns may not leave. */
export interface FilesConfig {
  entries: FileEntrySpec[];
  /** absolute: the repository holding the config file (its nearest folder with .git), else the config folder's parent */
  root: string;
}

interface FilesCheckInput {
  entries: FileEntrySpec[];
  configDir: string;
  root: string;
  sourceLanguage: string;
  languages?: string[];
  /** the config as written: which keys are present */
  raw: Record<string, unknown>;
  yaml: { doc: Document.Parsed; lineAt: ParsedYaml['lineAt'] };
  shown: string;
}

/** Every problem of `files:` at once, each with the line of its entry's key. */
export function checkFiles(input: FilesCheckInput): Problem[] {
  const { doc, lineAt } = input.yaml;
  const at = (keyPath: (string | number)[]): Pick<Problem, 'file' | 'line'> => ({ file: input.shown, line: lineOf(doc, lineAt, keyPath) });
  const problems: Problem[] = [];
  if ('contentDir' in input.raw) {
    problems.push({
      severity: 'error',
      ...at(['contentDir']),
      message:
        'contentDir and files both say where the pages are: keep one (contentDir is the entry source: <contentDir>/<sourceLanguage>/**/*.md, translation: <contentDir>/{language}/{path})',
    });
  }
  const r = compileFileMap({
    entries: input.entries,
    configDir: toPosix(path.relative(input.root, input.configDir)),
    sourceLanguage: input.sourceLanguage,
    ...(input.languages ? { languages: input.languages } : {}),
  });
  if (!r.ok) {
    for (const p of r.problems) {
      const keyPath = ['files', p.entry, ...(p.key ? [p.key] : [])];
      problems.push({ severity: 'error', ...at(keyPath), message: `files[${p.entry}]${p.key ? `.${p.key}` : ''}: ${p.message}` });
    }
  }
  // a locale mapped to a language the config does not use would never be read: say so now
  if (input.languages) {
    input.entries.forEach((e, i) => {
      for (const [folder, language] of Object.entries(e.languages ?? {})) {
        if (input.languages!.includes(language)) continue;
        problems.push({
          severity: 'error',
          ...at(['files', i, 'languages', folder]),
          message: `files[${i}].languages: ${folder} maps to ${language}, which is not one of languages (${input.languages!.join(', ')})`,
        });
      }
    });
  }
  return problems;
}

/** `files:` as loaded: compiled against the repository it may not leave, refused with every problem at its line. */
export async function checkedFiles(input: Omit<FilesCheckInput, 'root'>): Promise<FilesConfig> {
  const root = await repoRootOf(input.configDir);
  const problems = checkFiles({ ...input, root });
  if (problems.length) throw new InputError(problems);
  return { entries: input.entries, root };
}

/** The repository holding `configDir`: its nearest folder (itself included) with a `.git`; else its parent. */
export async function repoRootOf(configDir: string): Promise<string> {
  for (let dir = configDir; ; dir = path.dirname(dir)) {
    try {
      await stat(path.join(dir, '.git'));
      return dir;
    } catch {
      // not here: one folder up
    }
    if (path.dirname(dir) === dir) break;
  }
  // no Git repository (a fresh folder): the default layout keeps the config one folder below the root
  return path.dirname(configDir);
}

/**
 * The mapping every command reads: `files:` when configured, else today's contentDir as the entry
 * `{language}/{path}` over the content folder itself (paths relative to it, identities as today).
 */
export function fileMapOf(c: {
  files?: FilesConfig;
  configDir: string;
  contentDir: string;
  sourceLanguage: string;
  languages?: string[];
}): { map: FileMap; root: string } {
  const languages = c.languages ? { languages: c.languages } : {};
  const r = c.files
    ? compileFileMap({
        entries: c.files.entries,
        configDir: toPosix(path.relative(c.files.root, c.configDir)),
        sourceLanguage: c.sourceLanguage,
        ...languages,
      })
    : compileFileMap({ entries: [defaultFileEntry(c.sourceLanguage)], configDir: '', sourceLanguage: c.sourceLanguage, ...languages });
  // loadConfig compiled the same entries and refused them with their lines: here they are good
  if (!r.ok) throw new Error(`files: ${r.problems.map((p) => p.message).join('; ')}`);
  return { map: r.map, root: c.files ? c.files.root : c.contentDir };
}

const pathsOf = new WeakMap<object, ContentPaths>();

/**
 * Where the config's content files are (content/content-paths.ts): under `files:` the mapping over
 * the repository, else the content folder itself. One object per config (the commands of a run share it).
 */
export function contentPathsOf(c: {
  files?: FilesConfig;
  configDir: string;
  contentDir: string;
  sourceLanguage: string;
  languages?: string[];
}): ContentPaths {
  let p = pathsOf.get(c);
  if (!p) {
    if (c.files) {
      const m = fileMapOf(c);
      p = mappedPaths(m.map, m.root);
    } else p = folderPaths(c.contentDir);
    pathsOf.set(c, p);
  }
  return p;
}

/**
 * A file named on the command line (absolute) as a content path: below the content folder, or under
 * files: the page key the mapping reads it as (`../x` when it is no page, which callers refuse).
 */
export function contentPathOf(c: Parameters<typeof contentPathsOf>[0], abs: string): string {
  const paths = contentPathsOf(c);
  const rel = path.relative(paths.root, abs).split(path.sep).join('/');
  if (!paths.mapped || rel.startsWith('../') || path.isAbsolute(rel)) return rel;
  return paths.keyOf(rel) ?? `../${rel}`;
}

/** The folder a command opens Git in and watches: the content folder, or under files: the repository. */
export function contentRootOf(c: { files?: FilesConfig; contentDir: string }): string {
  return c.files ? c.files.root : c.contentDir;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
