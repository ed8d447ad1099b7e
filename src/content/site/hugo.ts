// Hugo: a config (`hugo.*`, `config.*`, or `config/_default/`) beside a content folder. Languages
// come from `languages:`; each language's pages are in its own folder (`contentDir` per language, a
// module mount with a language, or `content/<lang>/` as multilingual Docsy sites keep them), or, when
// no language has a folder, beside the source as `page.<lang>.md` (Hugo's translation by file name).
import path from 'node:path';
import type { FileEntrySpec } from '../file-pattern.js';
import { isPlain, joinDir, markdownUnder, parseConfigText, platformCode, slashed, str, subfolders, type Plain } from './common.js';
import type { SiteProposal } from './types.js';

const NAMES = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml', 'config.json'];

/** The files that may be a Hugo config, best first: `hugo.*` before `config.*`, the root before `config/_default/`. */
export function hugoCandidates(files: readonly string[]): string[] {
  const set = new Set(files);
  const out: string[] = [];
  for (const dir of siteDirs(files)) {
    for (const n of NAMES) if (set.has(slashed(dir) + n)) out.push(slashed(dir) + n);
    for (const n of [...NAMES, ...NAMES.map((x) => x.replace(/^(hugo|config)/, 'languages')), ...NAMES.map((x) => x.replace(/^(hugo|config)/, 'module'))]) {
      const f = `${slashed(dir)}config/_default/${n}`;
      if (set.has(f)) out.push(f);
    }
  }
  return out;
}

/** Folders (the root, or one level down) that hold a `content/` folder with Markdown in it. */
function siteDirs(files: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const f of files) {
    const m = /^(?:([^/]+)\/)?content\/.+\.md$/.exec(f);
    if (m) dirs.add(m[1] ?? '');
  }
  return [...dirs].sort((a, b) => a.length - b.length);
}

export function recogniseHugo(files: readonly string[], texts: ReadonlyMap<string, string>): SiteProposal | undefined {
  const found = hugoCandidates(files).filter((f) => texts.has(f));
  const main = found.find((f) => /(^|\/)(hugo|config)\.[a-z]+$/.test(f) && isHugoConfig(parseConfigText(f, texts.get(f)!)));
  if (!main) return undefined;
  const siteDir = main.includes('config/_default/') ? main.slice(0, main.indexOf('config/_default/')).replace(/\/$/, '') : path.posix.dirname(main).replace(/^\.$/, '');
  const cfg = merged(main, found, texts);
  const contentDir = joinDir(siteDir, str(cfg.contentDir) ?? 'content');
  const defaultLang = str(cfg.defaultContentLanguage) ?? 'en';
  const langTable = isPlain(cfg.languages) ? cfg.languages : {};
  const keys = Object.keys(langTable).length > 0 ? Object.keys(langTable) : [defaultLang];
  const ordered = [defaultLang, ...keys.filter((k) => k !== defaultLang).sort()];
  const folders = languageFolders(files, siteDir, cfg, langTable, ordered, contentDir);
  const notes: string[] = [`Hugo site: ${main}, ${keys.length} language${keys.length === 1 ? '' : 's'} (${ordered.join(', ')})`];
  const source = folders.get(defaultLang);
  const parent = source ? path.posix.dirname(source) : undefined;
  const others = ordered.filter((l) => l !== defaultLang && folders.has(l) && path.posix.dirname(folders.get(l)!) === parent);
  let entry: FileEntrySpec;
  let base: string;
  if (source && others.length > 0) {
    base = source;
    const map: Record<string, string> = {};
    for (const l of others) {
      const folder = path.posix.basename(folders.get(l)!);
      const code = platformCode(l);
      if (code && folder !== code) map[folder] = code;
    }
    entry = { source: `${source}/**/*.md`, translation: `${parent === '.' ? '' : `${parent}/`}{language}/{path}`, ...(Object.keys(map).length ? { languages: map } : {}) };
    notes.push(`each language in its own folder under ${parent}/ (${[defaultLang, ...others].map((l) => path.posix.basename(folders.get(l)!)).join(', ')})`);
    const missing = ordered.filter((l) => l !== defaultLang && !others.includes(l));
    if (missing.length) notes.push(`no folder found for ${missing.join(', ')}: not proposed`);
  } else {
    base = source ?? contentDir;
    entry = { source: `${base}/**/*.md`, translation: `${base}/{dir}/{name}.{language}.{ext}` };
    notes.push(keys.length > 1 ? `translations beside their page as page.<lang>.md in ${base}/` : `one language: pages in ${base}/`);
  }
  const languages = source && others.length > 0 ? [defaultLang, ...others] : ordered;
  const { md } = markdownUnder(files, base);
  const exclude = md.some((f) => f.slice(base.length + 1).split('/').includes('_includes'))
    ? ['_includes/**', '**/_includes/**']
    : [];
  if (exclude.length) notes.push('_includes folders hold text other pages include: excluded from the pages');
  return {
    site: 'hugo',
    configFile: main,
    sourceLanguage: platformCode(defaultLang) ?? defaultLang,
    languages: languages.map((l) => platformCode(l) ?? l),
    files: [entry],
    exclude,
    order: { frontMatterKey: 'weight', categoryFiles: 0, nav: false },
    notes,
  };
}

function isHugoConfig(c: Plain | undefined): c is Plain {
  if (!c) return false;
  return ['baseURL', 'baseurl', 'title', 'languages', 'theme', 'module', 'defaultContentLanguage', 'contentDir', 'params'].some((k) => k in c);
}

/** The main config with `config/_default/languages.*` and `module.*` (their top level is the key's value). */
function merged(main: string, found: readonly string[], texts: ReadonlyMap<string, string>): Plain {
  const cfg: Plain = { ...(parseConfigText(main, texts.get(main)!) ?? {}) };
  for (const f of found) {
    const m = /config\/_default\/(languages|module)\.[a-z]+$/.exec(f);
    const v = m ? parseConfigText(f, texts.get(f)!) : undefined;
    if (!m || !v) continue;
    const key = m[1]!;
    const had = cfg[key];
    cfg[key] = { ...(isPlain(had) ? had : {}), ...v };
  }
  return cfg;
}

/** Each language's content folder (relative to the root), where one can be found. */
function languageFolders(
  files: readonly string[],
  siteDir: string,
  cfg: Plain,
  langTable: Plain,
  languages: readonly string[],
  contentDir: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const mounts = isPlain(cfg.module) && Array.isArray(cfg.module.mounts) ? (cfg.module.mounts as unknown[]) : [];
  for (const mount of mounts) {
    if (!isPlain(mount) || str(mount.target) !== 'content') continue;
    const src = str(mount.source);
    const matrix = isPlain(mount.sites) && isPlain(mount.sites.matrix) && Array.isArray(mount.sites.matrix.languages) ? mount.sites.matrix.languages : [];
    const lang = str(mount.lang) ?? str(matrix[0]);
    if (src && lang && !out.has(lang)) out.set(lang, joinDir(siteDir, src));
  }
  for (const l of languages) {
    const own = isPlain(langTable[l]) ? str(langTable[l].contentDir) : undefined;
    if (own) out.set(l, joinDir(siteDir, own));
  }
  const top = str(cfg.contentDir);
  if (top && !out.has(languages[0]!) && path.posix.basename(top) === languages[0]) out.set(languages[0], joinDir(siteDir, top));
  // multilingual Docsy sites: content/<lang>/ with no contentDir said anywhere
  const under = subfolders(files, contentDir);
  for (const l of languages) if (!out.has(l) && under.has(l)) out.set(l, `${contentDir}/${l}`);
  for (const [l, dir] of out) if (markdownUnder(files, dir).md.length === 0 && l !== languages[0]) out.delete(l);
  return out;
}
