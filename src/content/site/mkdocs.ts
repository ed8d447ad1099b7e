// MkDocs: `mkdocs.yml`. Pages are in `docs_dir` (default `docs/`). Translations follow the i18n
// plugin (mkdocs-static-i18n): `page.<lang>.md` beside the page (`docs_structure: suffix`, its
// default) or `docs/<lang>/…` (`folder`); or the site is one MkDocs project per language
// (`docs/<lang>/mkdocs.yml`, each with its own `docs/`, as FastAPI keeps it).
import path from 'node:path';
import type { FileEntrySpec } from '../file-pattern.js';
import { isPlain, joinDir, localeMap, markdownUnder, parseConfigText, platformCode, str, subfolders, type Plain } from './common.js';
import type { SiteProposal } from './types.js';

const CONFIG = /(^|\/)mkdocs\.ya?ml$/;

export function mkdocsCandidates(files: readonly string[]): string[] {
  return files.filter((f) => CONFIG.test(f) && f.split('/').length <= 4).sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
}

export function recogniseMkdocs(files: readonly string[], texts: ReadonlyMap<string, string>): SiteProposal | undefined {
  const parsed = mkdocsCandidates(files)
    .filter((f) => texts.has(f))
    .map((f) => ({ file: f, cfg: parseConfigText(f, texts.get(f)!) }))
    .filter((x): x is { file: string; cfg: Plain } => x.cfg !== undefined);
  // the shallowest full config (one that only INHERITs another is a language's copy)
  const depth = Math.min(...parsed.map((p) => p.file.split('/').length));
  const main = parsed.find((p) => p.file.split('/').length === depth && !('INHERIT' in p.cfg)) ?? parsed[0];
  if (!main) return undefined;
  const dir = path.posix.dirname(main.file).replace(/^\.$/, '');
  const docsDir = joinDir(dir, str(main.cfg.docs_dir) ?? 'docs');
  const i18n = i18nPlugin(main.cfg);
  const nav = Array.isArray(main.cfg.nav);
  const common = { site: 'mkdocs' as const, configFile: main.file, order: { categoryFiles: 0, nav } };
  const exclude = excludeDocs(main.cfg);
  const perProject = perLanguageProjects(files, dir, str(main.cfg.docs_dir) ?? 'docs');
  if (perProject) {
    const { source, others, parent, docsName } = perProject;
    const map = localeMap(others);
    return {
      ...common,
      sourceLanguage: platformCode(source) ?? source,
      languages: [source, ...others].map((l) => platformCode(l) ?? l),
      files: [{ source: `${docsDir}/**/*.md`, translation: `${parent ? `${parent}/` : ''}{language}/${docsName}/{path}`, ...(map ? { languages: map } : {}) }],
      exclude,
      notes: [`MkDocs site: one project per language (${main.file}; ${others.length} more beside it: ${others.join(', ')})`],
    };
  }
  const locales = i18n?.locales ?? [];
  const source = i18n?.default ?? locales[0] ?? 'en';
  const others = locales.filter((l) => l !== source);
  const map = localeMap(others);
  const notes: string[] = [];
  let entry: FileEntrySpec;
  if (i18n?.structure === 'folder') {
    entry = { source: `${docsDir}/${source}/**/*.md`, translation: `${docsDir}/{language}/{path}`, ...(map ? { languages: map } : {}) };
    notes.push(`MkDocs site: ${main.file}, i18n plugin, folder structure (${docsDir}/<lang>/)`);
  } else {
    entry = { source: `${docsDir}/**/*.md`, translation: `${docsDir}/{dir}/{name}.{language}.{ext}`, ...(map ? { languages: map } : {}) };
    notes.push(i18n ? `MkDocs site: ${main.file}, i18n plugin, suffix structure (page.<lang>.md)` : `MkDocs site: ${main.file}, one language`);
  }
  if (nav) notes.push('the nav of mkdocs.yml gives the order');
  return { ...common, sourceLanguage: platformCode(source) ?? source, languages: [source, ...others].map((l) => platformCode(l) ?? l), files: [entry], exclude, notes };
}

interface I18n {
  structure: 'suffix' | 'folder';
  locales: string[];
  default?: string;
}

/** The mkdocs-static-i18n plugin's settings: `plugins: [{ i18n: { docs_structure, languages: [{ locale, default }] } }]`. */
function i18nPlugin(cfg: Plain): I18n | undefined {
  const plugins = Array.isArray(cfg.plugins) ? cfg.plugins : isPlain(cfg.plugins) ? [cfg.plugins] : [];
  for (const p of plugins) {
    const opts = isPlain(p) && isPlain(p.i18n) ? p.i18n : undefined;
    if (!opts) continue;
    const langs = Array.isArray(opts.languages) ? opts.languages.filter(isPlain) : [];
    const locales = langs.map((l) => str(l.locale)).filter((l): l is string => l !== undefined);
    const def = langs.find((l) => l.default === true);
    return { structure: str(opts.docs_structure) === 'folder' ? 'folder' : 'suffix', locales, ...(def && str(def.locale) ? { default: str(def.locale)! } : {}) };
  }
  return undefined;
}

/** `docs/<lang>/mkdocs.yml` with siblings `docs/<other>/<docs_dir>/`: one project per language. */
function perLanguageProjects(files: readonly string[], dir: string, docsName: string) {
  const source = path.posix.basename(dir);
  if (!platformCode(source)) return undefined;
  const parent = path.posix.dirname(dir).replace(/^\.$/, '');
  const others = [...subfolders(files, parent)]
    .filter((l) => l !== source && platformCode(l) && markdownUnder(files, joinDir(parent, l, docsName)).md.length > 0)
    .sort();
  return others.length > 0 ? { source, others, parent, docsName } : undefined;
}

/** `exclude_docs` folder lines (gitignore-like) as identity globs. */
function excludeDocs(cfg: Plain): string[] {
  const text = str(cfg.exclude_docs);
  if (!text) return [];
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('!'))
    .map((l) => l.replace(/^\//, ''))
    .map((l) => (l.endsWith('/') ? `${l}**` : l));
}
